import { useLocale, useTranslations } from 'next-intl';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/i18n/routing';
import type { TourDetail } from '@/lib/catalog/tours';
import { breadcrumbLd, touristTripLd } from '@/lib/seo/structured-data';
import { tourTrail } from './tour-breadcrumbs';

/** TouristTrip (with its Offer) and BreadcrumbList for search engines; the same on all five layouts. */
export function TourStructuredData({ tour }: { tour: TourDetail }) {
  const t = useTranslations('nav');
  const site = useTranslations('site');
  const locale = useLocale() as Locale;
  const trip = touristTripLd({
    id: tour.id,
    locale,
    title: tour.title,
    description: tour.summary || tour.description,
    images: tour.images.length ? tour.images.map((image) => image.url) : [tour.coverImage].filter(Boolean),
    adultPrice: tour.adultPrice,
    soldOut: tour.departures.every((departure) => departure.seatsLeft === 0),
    itinerary: tour.itinerary,
    rating: { average: tour.ratingAverage, count: tour.reviewCount },
    agencyName: site('brand'),
  });
  return <JsonLd data={[trip, breadcrumbLd(tourTrail(tour, { home: t('home'), tours: t('tours') }), locale)]} />;
}
