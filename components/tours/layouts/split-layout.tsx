import { useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { BookingSummary } from '../detail/booking-summary';
import { DeparturesTable } from '../detail/departures-table';
import { ItineraryList } from '../detail/itinerary';
import { MeetingPoint } from '../detail/meeting-point';
import { PriceList } from '../detail/price-list';
import { TourPageFrame } from '../detail/tour-page-frame';
import { TourBreadcrumbs } from '../detail/tour-breadcrumbs';
import { TourDescription } from '../detail/tour-description';
import { TourFacts } from '../detail/tour-facts';
import { galleryImages, GallerySplit } from '../detail/tour-gallery';
import { TourInclusions } from '../detail/tour-inclusions';
import { TourStructuredData } from '../detail/tour-structured-data';
import { tourText } from '../detail/type-scale';

/**
 * Layout 5, split screen: from desktop width the photos hold the left half while the text scrolls on
 * the right, the booking block straight under the name.
 */
export function SplitLayout({ tour }: { tour: TourDetail }) {
  const t = useTranslations('tourDetail');
  const card = useTranslations('tourCard');
  return (
    <TourPageFrame tour={tour}>
      <article className="desk:grid desk:grid-cols-2">
        <TourStructuredData tour={tour} />
        <div className="desk:sticky desk:top-20 desk:h-[calc(100vh-5rem)] desk:p-4">
          <GallerySplit images={galleryImages(tour)} />
        </div>
        <div className="min-w-0 space-y-10 px-4 py-8 desk:px-10">
          <header>
            <TourBreadcrumbs tour={tour} className="mb-4 text-slate-600 dark:text-slate-400" />
            <p className={`${tourText.kicker} text-brand-700 dark:text-brand-100`}>
              {tour.regionName} · {tour.tourTypeName} · {card('days', { count: tour.durationDays })}
            </p>
            <h1 className={`mt-1 ${tourText.title}`}>{tour.title}</h1>
            <p className={`mt-3 ${tourText.lead} text-slate-700 dark:text-slate-300`}>{tour.summary}</p>
          </header>
          <BookingSummary tour={tour} allDatesHref="#tour-departures" />
          <TourFacts tour={tour} />
          <TourDescription text={tour.description} />
          <ItineraryList days={tour.itinerary} headingId="tour-itinerary" />
          <section aria-labelledby="tour-prices">
            <h2 id="tour-prices" className="text-2xl font-bold">{t('prices')}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('perPerson')}</p>
            <PriceList tour={tour} />
          </section>
          <TourInclusions included={tour.included} excluded={tour.excluded} />
          <DeparturesTable tourId={tour.id} departures={tour.departures} cutoffHours={tour.bookingCutoffHours} />
          <MeetingPoint text={tour.meetingPoint} />
        </div>
      </article>
    </TourPageFrame>
  );
}
