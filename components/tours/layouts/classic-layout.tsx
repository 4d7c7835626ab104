import { useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { DeparturesTable } from '../detail/departures-table';
import { ItineraryList } from '../detail/itinerary';
import { MeetingPoint } from '../detail/meeting-point';
import { PriceBox } from '../detail/price-box';
import { TourBreadcrumbs } from '../detail/tour-breadcrumbs';
import { TourDescription } from '../detail/tour-description';
import { TourFacts } from '../detail/tour-facts';
import { galleryImages, GalleryMosaic } from '../detail/tour-gallery';
import { TourInclusions } from '../detail/tour-inclusions';
import { TourStructuredData } from '../detail/tour-structured-data';

/** Layout 1, classic: photo mosaic, then the text in a column beside a sticky price box. */
export function ClassicLayout({ tour }: { tour: TourDetail }) {
  const card = useTranslations('tourCard');
  return (
    <article className="mx-auto max-w-7xl px-4 py-8">
      <TourStructuredData tour={tour} />
      <TourBreadcrumbs tour={tour} className="mb-4 text-slate-600 dark:text-slate-400" />
      <header className="mb-6">
        <p className="text-sm font-medium text-brand-700 dark:text-brand-100">
          {tour.regionName} · {tour.tourTypeName} · {card('days', { count: tour.durationDays })}
        </p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{tour.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{tour.summary}</p>
      </header>
      <GalleryMosaic images={galleryImages(tour)} />
      <div className="mt-10 grid gap-10 desk:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-12">
          <TourFacts tour={tour} />
          <TourDescription text={tour.description} />
          <ItineraryList days={tour.itinerary} headingId="tour-itinerary" />
          <TourInclusions included={tour.included} excluded={tour.excluded} />
          <DeparturesTable tourId={tour.id} departures={tour.departures} cutoffHours={tour.bookingCutoffHours} />
          <MeetingPoint text={tour.meetingPoint} />
        </div>
        <aside className="desk:order-none order-first">
          <PriceBox tour={tour} className="desk:sticky desk:top-24" />
        </aside>
      </div>
    </article>
  );
}
