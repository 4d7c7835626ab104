import { useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { BookingSummary } from '../detail/booking-summary';
import { DeparturesTable } from '../detail/departures-table';
import { ItineraryList } from '../detail/itinerary';
import { MeetingPoint } from '../detail/meeting-point';
import { TourPageFrame } from '../detail/tour-page-frame';
import { TourBreadcrumbs } from '../detail/tour-breadcrumbs';
import { TourDescription } from '../detail/tour-description';
import { TourFacts } from '../detail/tour-facts';
import { galleryImages, GalleryMosaic } from '../detail/tour-gallery';
import { TourInclusions } from '../detail/tour-inclusions';
import { TourStructuredData } from '../detail/tour-structured-data';
import { tourText } from '../detail/type-scale';

/**
 * Layout 1, classic: the name and a photo mosaic, then the text; from desktop width the booking
 * block stands beside all of it from the top of the page and stays in view (sticky).
 */
export function ClassicLayout({ tour }: { tour: TourDetail }) {
  const card = useTranslations('tourCard');
  return (
    <TourPageFrame tour={tour}>
      <article className="mx-auto grid max-w-7xl gap-10 px-4 py-8 desk:grid-cols-[minmax(0,1fr)_22rem]">
        <TourStructuredData tour={tour} />
        <div className="min-w-0">
          <TourBreadcrumbs tour={tour} className="mb-4 text-slate-600 dark:text-slate-400" />
          <header className="mb-6">
            <p className={`${tourText.kicker} text-brand-700 dark:text-brand-100`}>
              {tour.regionName} · {tour.tourTypeName} · {card('days', { count: tour.durationDays })}
            </p>
            <h1 className={`mt-1 ${tourText.title}`}>{tour.title}</h1>
            <p className={`mt-3 max-w-3xl ${tourText.lead} text-slate-700 dark:text-slate-300`}>{tour.summary}</p>
          </header>
          <GalleryMosaic images={galleryImages(tour)} />
        </div>
        <aside className="desk:col-start-2 desk:row-span-2 desk:row-start-1">
          <BookingSummary tour={tour} withPriceList allDatesHref="#tour-departures" className="desk:sticky desk:top-24" />
        </aside>
        <div className="min-w-0 space-y-12">
          <TourFacts tour={tour} />
          <TourDescription text={tour.description} />
          <ItineraryList days={tour.itinerary} headingId="tour-itinerary" />
          <TourInclusions included={tour.included} excluded={tour.excluded} />
          <DeparturesTable tourId={tour.id} departures={tour.departures} cutoffHours={tour.bookingCutoffHours} />
          <MeetingPoint text={tour.meetingPoint} />
        </div>
      </article>
    </TourPageFrame>
  );
}
