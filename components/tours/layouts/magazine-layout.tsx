import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { BookingLink } from '../detail/booking-link';
import { BookingSummary } from '../detail/booking-summary';
import { DeparturesTable } from '../detail/departures-table';
import { ItineraryTimeline } from '../detail/itinerary';
import { PriceList } from '../detail/price-list';
import { TourPageFrame } from '../detail/tour-page-frame';
import { TourBreadcrumbs } from '../detail/tour-breadcrumbs';
import { TourDescription } from '../detail/tour-description';
import { galleryImages, GalleryStrip } from '../detail/tour-gallery';
import { TourInclusions } from '../detail/tour-inclusions';
import { TourStructuredData } from '../detail/tour-structured-data';
import { tourText } from '../detail/type-scale';

/**
 * Layout 3, magazine: a centred headline with the booking block under it, a wide cover, long-form
 * text and the itinerary as a time line.
 */
export function MagazineLayout({ tour }: { tour: TourDetail }) {
  const t = useTranslations('tourDetail');
  const card = useTranslations('tourCard');
  const images = galleryImages(tour);
  const cover = images[0];
  return (
    <TourPageFrame tour={tour}>
      <article className="pb-12">
        <TourStructuredData tour={tour} />
        <header className="mx-auto max-w-3xl px-4 pb-8 pt-10 text-center">
          <TourBreadcrumbs tour={tour} className="mb-6 flex justify-center text-slate-600 dark:text-slate-400" />
          <p className={`${tourText.kicker} uppercase tracking-widest text-brand-700 dark:text-brand-100`}>
            {tour.regionName} · {tour.tourTypeName}
          </p>
          <h1 className={`mt-3 font-serif ${tourText.title}`}>{tour.title}</h1>
          <p className={`mt-5 ${tourText.lead} text-slate-700 dark:text-slate-300`}>{tour.summary}</p>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            {card('days', { count: tour.durationDays })} · {t('people', { count: tour.maxPerBooking })}
          </p>
        </header>
        <div className="mx-auto mb-10 max-w-3xl px-4">
          <BookingSummary tour={tour} allDatesHref="#tour-departures" />
        </div>
        {cover && (
          <div className="mx-auto max-w-6xl px-4">
            <div className="relative aspect-[16/9] overflow-hidden rounded-2xl desk:aspect-[21/9]">
              <Image src={cover.url} alt={cover.alt} fill loading="eager" fetchPriority="high" sizes="(min-width: 1200px) 1152px, 100vw" className="object-cover" />
            </div>
          </div>
        )}
        <div className="mx-auto mt-12 max-w-3xl space-y-14 px-4">
          <TourDescription text={tour.description} dropCap className="text-lg" />
          {tour.meetingPoint && (
            <aside aria-labelledby="tour-meeting-point" className="border-l-4 border-brand-600 py-2 pl-6">
              <h2 id="tour-meeting-point" className="text-sm font-bold uppercase tracking-widest text-brand-700 dark:text-brand-100">{t('meetingPoint')}</h2>
              <p className="mt-2 font-serif text-2xl italic leading-snug">{tour.meetingPoint}</p>
            </aside>
          )}
        </div>
        <div className="mx-auto mt-14 max-w-6xl px-4">
          <GalleryStrip images={images} skipFirst />
        </div>
        <div className="mx-auto mt-14 max-w-3xl space-y-14 px-4">
          <ItineraryTimeline days={tour.itinerary} headingId="tour-itinerary" />
          <TourInclusions included={tour.included} excluded={tour.excluded} />
          <section aria-labelledby="tour-prices" className="rounded-2xl bg-brand-50 p-6 dark:bg-slate-900">
            <h2 id="tour-prices" className="text-2xl font-bold">{t('prices')}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('perPerson')}</p>
            <PriceList tour={tour} />
          </section>
          <DeparturesTable tourId={tour.id} departures={tour.departures} cutoffHours={tour.bookingCutoffHours} />
          <div className="text-center">
            <BookingLink tourId={tour.id} className="px-10" />
          </div>
        </div>
      </article>
    </TourPageFrame>
  );
}
