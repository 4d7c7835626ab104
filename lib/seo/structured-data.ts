import type { Locale } from '@/i18n/routing';
import { kurusToDecimalString } from '@/lib/money';
import { absoluteUrl, localizedUrl, siteUrl } from './urls';

/** One schema.org object, ready for <JsonLd>. */
export type StructuredData = Record<string, unknown>;

const context = 'https://schema.org';

/**
 * The agency's node id. Its full TravelAgency node is on the home, about and contact pages
 * (components/seo/agency-json-ld.tsx); trips and posts name it with `agencyRef` instead of repeating
 * its details on every page (docs/decisions/0126).
 */
export function agencyNodeId(): string {
  return `${siteUrl()}/#agency`;
}

/** The agency where a trip or a post names it: its id and name, enough to stand on its own. */
export function agencyRef(name: string): StructuredData {
  return { '@type': 'TravelAgency', '@id': agencyNodeId(), name };
}

export type AgencyProfile = {
  locale: Locale;
  /** The brand visitors know. */
  name: string;
  /** The registered company name (settings). */
  legalName?: string;
  description?: string;
  /** Site path or URL of the logo (MetaTags/2 siteLogo). */
  logo: string;
  phones: string[];
  email?: string;
  /** The postal address as one line (Contacts/1). */
  address?: string;
  /** Facebook, Instagram, …: only real profile URLs end up in sameAs. */
  socialProfiles: string[];
  tursabLicenceNo?: string;
};

/** The travel agency behind the site (docs/product-rules.md#http-calls calls 7 and 8, settings for the TÜRSAB licence). */
export function travelAgencyLd(agency: AgencyProfile): StructuredData {
  const phones = agency.phones.filter(Boolean);
  const sameAs = agency.socialProfiles.filter((url) => /^https?:\/\/[^/]+\.[^/]+/i.test(url));
  return {
    '@context': context,
    '@type': 'TravelAgency',
    '@id': agencyNodeId(),
    name: agency.name,
    ...(agency.legalName && agency.legalName !== agency.name ? { legalName: agency.legalName } : {}),
    url: localizedUrl('/', agency.locale),
    logo: absoluteUrl(agency.logo),
    image: absoluteUrl(agency.logo),
    ...(agency.description ? { description: agency.description } : {}),
    ...(phones.length ? { telephone: phones[0] } : {}),
    ...(phones.length > 1 ? { contactPoint: phones.map((telephone) => ({ '@type': 'ContactPoint', telephone, contactType: 'customer service' })) } : {}),
    ...(agency.email ? { email: agency.email } : {}),
    ...(agency.address ? { address: { '@type': 'PostalAddress', streetAddress: agency.address, addressCountry: 'TR' } } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    // Turkish law requires agencies to show their TÜRSAB (Association of Turkish Travel Agencies) licence.
    ...(agency.tursabLicenceNo
      ? {
          hasCredential: {
            '@type': 'EducationalOccupationalCredential',
            credentialCategory: 'license',
            name: `TÜRSAB ${agency.tursabLicenceNo}`,
            identifier: agency.tursabLicenceNo,
            recognizedBy: { '@type': 'Organization', name: 'TÜRSAB', url: 'https://www.tursab.org.tr' },
          },
        }
      : {}),
  };
}

type BreadcrumbItem = {
  name: string;
  /** The page's path without a locale prefix, e.g. `/tour-list-1`. */
  path: string;
};

/** The trail from the home page to the current page. */
export function breadcrumbLd(items: BreadcrumbItem[], locale: Locale): StructuredData {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: localizedUrl(item.path, locale),
    })),
  };
}

type TouristTripInput = {
  id: number;
  locale: Locale;
  title: string;
  description: string;
  /** Cover first; site paths or URLs. */
  images: string[];
  /** Kuruş. */
  adultPrice: number;
  /** True when no departure has a free seat; leave out when departures are unknown. */
  soldOut?: boolean;
  itinerary?: { dayNo: number; title: string }[];
  /** Approved reviews (docs/catalogue.md "Reviews"): their average and count. */
  rating?: { average: number | null; count: number };
  /** The agency's brand, for `provider`. */
  agencyName: string;
};

/**
 * AggregateRating, only when the tour has approved reviews. schema.org gives ratings to products, not
 * to trips, so a rated tour is also typed Product (docs/decisions/0097). The reviews themselves are on
 * the page for readers and crawlers alike, not repeated here (docs/decisions/0126).
 */
function ratingLd(rating: TouristTripInput['rating']): StructuredData | null {
  if (!rating || rating.count === 0 || rating.average === null) return null;
  return { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } };
}

/** A tour as a TouristTrip with its adult price as the Offer; the URL is always layout 1 (the canonical one). */
export function touristTripLd(tour: TouristTripInput): StructuredData {
  const url = localizedUrl(`/tour-single-1/${tour.id}`, tour.locale);
  const itinerary = [...(tour.itinerary ?? [])].sort((a, b) => a.dayNo - b.dayNo);
  const rating = ratingLd(tour.rating);
  return {
    '@context': context,
    '@type': rating ? ['TouristTrip', 'Product'] : 'TouristTrip',
    '@id': `${url}#trip`,
    name: tour.title,
    description: tour.description,
    url,
    inLanguage: tour.locale,
    ...(tour.images.length ? { image: tour.images.map(absoluteUrl) } : {}),
    ...(itinerary.length
      ? {
          itinerary: {
            '@type': 'ItemList',
            numberOfItems: itinerary.length,
            itemListElement: itinerary.map((day) => ({ '@type': 'ListItem', position: day.dayNo, name: day.title })),
          },
        }
      : {}),
    provider: agencyRef(tour.agencyName),
    offers: {
      '@type': 'Offer',
      price: kurusToDecimalString(tour.adultPrice),
      priceCurrency: 'TRY',
      url,
      ...(tour.soldOut === undefined ? {} : { availability: `https://schema.org/${tour.soldOut ? 'SoldOut' : 'InStock'}` }),
      seller: { '@id': agencyNodeId() },
    },
    ...(rating ?? {}),
  };
}

type BlogPostingInput = {
  id: number;
  locale: Locale;
  title: string;
  summary: string;
  image?: string;
  /** A person's name; without one the agency is the author. */
  author?: string;
  publishedAt: Date | string;
  updatedAt?: Date | string;
  tags?: string[];
  /** The agency's brand, for `publisher` (and `author` without a person). */
  agencyName: string;
};

const isoDate = (value: Date | string) => new Date(value).toISOString();

export function blogPostingLd(post: BlogPostingInput): StructuredData {
  const url = localizedUrl(`/blog-single/${post.id}`, post.locale);
  return {
    '@context': context,
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    headline: post.title,
    description: post.summary,
    url,
    mainEntityOfPage: url,
    inLanguage: post.locale,
    ...(post.image ? { image: [absoluteUrl(post.image)] } : {}),
    datePublished: isoDate(post.publishedAt),
    dateModified: isoDate(post.updatedAt ?? post.publishedAt),
    author: post.author ? { '@type': 'Person', name: post.author } : { '@id': agencyNodeId() },
    publisher: agencyRef(post.agencyName),
    ...(post.tags?.length ? { keywords: post.tags.join(', ') } : {}),
  };
}
