import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agencyNodeId, blogPostingLd, breadcrumbLd, touristTripLd, travelAgencyLd, type AgencyProfile } from '@/lib/seo/structured-data';

beforeEach(() => vi.stubEnv('SITE_URL', 'https://www.anatolia-tours.example/'));
afterEach(() => vi.unstubAllEnvs());

const agency: AgencyProfile = {
  locale: 'en',
  name: 'Anatolia Tours',
  legalName: 'Anatolia Turizm Seyahat Acentası Ltd. Şti.',
  description: 'Guided tours across Türkiye',
  logo: '/images/logo.svg',
  phones: ['+90 242 000 00 00', '+90 532 000 00 00'],
  email: 'info@anatolia-tours.example',
  address: 'Konyaaltı, Antalya',
  socialProfiles: ['https://facebook.com/anatolia', '#', '', 'https://instagram.com/anatolia'],
  tursabLicenceNo: '12345',
};

describe('travelAgencyLd', () => {
  it('describes the agency with absolute URLs, contacts, address, social profiles and its TÜRSAB licence', () => {
    const ld = travelAgencyLd(agency);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TravelAgency',
      '@id': 'https://www.anatolia-tours.example/#agency',
      name: 'Anatolia Tours',
      legalName: 'Anatolia Turizm Seyahat Acentası Ltd. Şti.',
      url: 'https://www.anatolia-tours.example/en',
      logo: 'https://www.anatolia-tours.example/images/logo.svg',
      telephone: '+90 242 000 00 00',
      email: 'info@anatolia-tours.example',
      address: { '@type': 'PostalAddress', streetAddress: 'Konyaaltı, Antalya', addressCountry: 'TR' },
      hasCredential: { credentialCategory: 'license', identifier: '12345', recognizedBy: { name: 'TÜRSAB' } },
    });
    expect(ld.contactPoint).toHaveLength(2);
  });

  it('keeps only real profile URLs in sameAs (placeholders like "#" are dropped)', () => {
    expect(travelAgencyLd(agency).sameAs).toEqual(['https://facebook.com/anatolia', 'https://instagram.com/anatolia']);
    expect(travelAgencyLd({ ...agency, socialProfiles: ['#', ''] })).not.toHaveProperty('sameAs');
  });

  it('leaves out what the agency has not filled in', () => {
    const ld = travelAgencyLd({ locale: 'tr', name: 'Anatolia Tours', logo: 'https://cdn.example/logo.png', phones: ['', ''], socialProfiles: [] });
    expect(ld.url).toBe('https://www.anatolia-tours.example/');
    expect(ld.logo).toBe('https://cdn.example/logo.png');
    for (const key of ['telephone', 'contactPoint', 'email', 'address', 'sameAs', 'hasCredential', 'legalName']) expect(ld).not.toHaveProperty(key);
  });
});

describe('breadcrumbLd', () => {
  it('numbers the trail from 1 with absolute URLs in the page language', () => {
    expect(
      breadcrumbLd(
        [
          { name: 'Главная', path: '/' },
          { name: 'Туры', path: '/tour-list-1' },
          { name: 'Каппадокия', path: '/tour-single-1/7' },
        ],
        'ru',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://www.anatolia-tours.example/ru' },
        { '@type': 'ListItem', position: 2, name: 'Туры', item: 'https://www.anatolia-tours.example/ru/tour-list-1' },
        { '@type': 'ListItem', position: 3, name: 'Каппадокия', item: 'https://www.anatolia-tours.example/ru/tour-single-1/7' },
      ],
    });
  });
});

describe('touristTripLd', () => {
  const tour = {
    id: 7,
    locale: 'tr' as const,
    title: 'Kapadokya Balon Turu',
    description: 'Peri bacaları üzerinde gün doğumu',
    images: ['/images/tours/kapadokya.webp', 'https://cdn.example/2.webp'],
    adultPrice: 145_050,
    agencyName: 'Anatolia Tours',
    itinerary: [
      { dayNo: 2, title: 'Göreme' },
      { dayNo: 1, title: 'Ürgüp' },
    ],
  };

  it('points at layout 1 and offers the adult price in lira with two decimals', () => {
    const ld = touristTripLd(tour);
    expect(ld).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Kapadokya Balon Turu',
      url: 'https://www.anatolia-tours.example/tour-single-1/7',
      image: ['https://www.anatolia-tours.example/images/tours/kapadokya.webp', 'https://cdn.example/2.webp'],
      provider: { '@type': 'TravelAgency', '@id': agencyNodeId(), name: 'Anatolia Tours' },
      offers: { '@type': 'Offer', price: '1450.50', priceCurrency: 'TRY', url: 'https://www.anatolia-tours.example/tour-single-1/7' },
    });
    expect(ld.offers).not.toHaveProperty('availability');
  });

  it('lists the itinerary by day', () => {
    expect(touristTripLd(tour).itinerary).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Ürgüp' },
        { '@type': 'ListItem', position: 2, name: 'Göreme' },
      ],
    });
  });

  it('says whether seats are left when the departures are known', () => {
    expect(touristTripLd({ ...tour, soldOut: false }).offers).toMatchObject({ availability: 'https://schema.org/InStock' });
    expect(touristTripLd({ ...tour, soldOut: true }).offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });

  it('carries AggregateRating only when the tour has approved reviews (then also typed Product), not the reviews again', () => {
    const unrated = touristTripLd({ ...tour, rating: { average: null, count: 0 } });
    expect(unrated['@type']).toBe('TouristTrip');
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated).not.toHaveProperty('review');
    const rated = touristTripLd({ ...tour, rating: { average: 4.5, count: 12 } });
    expect(rated['@type']).toEqual(['TouristTrip', 'Product']);
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 });
    expect(rated).not.toHaveProperty('review');
  });
});

describe('blogPostingLd', () => {
  it('describes the post with ISO dates, its author and the agency as publisher', () => {
    const ld = blogPostingLd({
      id: 3,
      locale: 'en',
      title: 'Ten things to do in Antalya',
      summary: 'Beaches, ruins and food',
      image: '/images/blogs/antalya.webp',
      author: 'Elif Yılmaz',
      publishedAt: new Date('2026-05-01T09:00:00Z'),
      updatedAt: '2026-05-03T10:30:00.000Z',
      tags: ['Antalya', 'beaches'],
      agencyName: 'Anatolia Tours',
    });
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Ten things to do in Antalya',
      url: 'https://www.anatolia-tours.example/en/blog-single/3',
      mainEntityOfPage: 'https://www.anatolia-tours.example/en/blog-single/3',
      image: ['https://www.anatolia-tours.example/images/blogs/antalya.webp'],
      datePublished: '2026-05-01T09:00:00.000Z',
      dateModified: '2026-05-03T10:30:00.000Z',
      author: { '@type': 'Person', name: 'Elif Yılmaz' },
      publisher: { '@type': 'TravelAgency', '@id': 'https://www.anatolia-tours.example/#agency', name: 'Anatolia Tours' },
      keywords: 'Antalya, beaches',
      inLanguage: 'en',
    });
  });

  it('credits the agency when the post has no author and uses the publication date as the last change', () => {
    const ld = blogPostingLd({ id: 3, locale: 'tr', title: 'T', summary: 'S', publishedAt: '2026-05-01T09:00:00Z', agencyName: 'Anatolia Tours' });
    expect(ld.author).toEqual({ '@id': agencyNodeId() });
    expect(ld.dateModified).toBe('2026-05-01T09:00:00.000Z');
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('keywords');
  });
});
