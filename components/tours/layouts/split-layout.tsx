import { useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { DeparturesTable } from '../detail/departures-table';
import { ItineraryList } from '../detail/itinerary';
import { MeetingPoint } from '../detail/meeting-point';
import { PriceBox } from '../detail/price-box';
import { TourBreadcrumbs } from '../detail/tour-breadcrumbs';
import { TourDescription } from '../detail/tour-description';
import { TourFacts } from '../detail/tour-facts';
import { galleryImages, GallerySplit } from '../detail/tour-gallery';
import { TourInclusions } from '../detail/tour-inclusions';
import { TourStructuredData } from '../detail/tour-structured-data';

/** Layout 5, split screen: from desktop width the photos hold the left half while the text scrolls on the right. */
export function SplitLayout({ tour }: { tour: TourDetail }) {
  const card = useTranslations('tourCard');
  return (
    <article className="desk:grid desk:grid-cols-2">
      <TourStructuredData tour={tour} />
      <div className="desk:sticky desk:top-20 desk:h-[calc(100vh-5rem)] desk:p-4">
        <GallerySplit images={galleryImages(tour)} />
      </div>
      <div className="min-w-0 space-y-10 px-4 py-8 desk:px-10">
        <header>
          <TourBreadcrumbs tour={tour} className="mb-4 text-slate-600 dark:text-slate-400" />
          <p className="text-sm font-medium text-brand-700 dark:text-brand-100">
            {tour.regionName} · {tour.tourTypeName} · {card('days', { count: tour.durationDays })}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{tour.title}</h1>
          <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{tour.summary}</p>
        </header>
        <TourFacts tour={tour} className="desk:grid-cols-2" />
        <PriceBox tour={tour} />
        <TourDescription text={tour.description} />
        <ItineraryList days={tour.itinerary} headingId="tour-itinerary" />
        <TourInclusions included={tour.included} excluded={tour.excluded} />
        <DeparturesTable tourId={tour.id} departures={tour.departures} cutoffHours={tour.bookingCutoffHours} />
        <MeetingPoint text={tour.meetingPoint} />
      </div>
    </article>
  );
}
