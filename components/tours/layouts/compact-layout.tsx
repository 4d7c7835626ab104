import Image from 'next/image';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { BookingSummary } from '../detail/booking-summary';
import { DeparturesTable } from '../detail/departures-table';
import { ItineraryAccordion } from '../detail/itinerary';
import { PriceList } from '../detail/price-list';
import { TourPageFrame } from '../detail/tour-page-frame';
import { TourBreadcrumbs } from '../detail/tour-breadcrumbs';
import { TourFacts } from '../detail/tour-facts';
import { galleryImages, GalleryStrip } from '../detail/tour-gallery';
import { InclusionList } from '../detail/inclusion-list';
import { TourStructuredData } from '../detail/tour-structured-data';
import { tourText } from '../detail/type-scale';

/** One fold of the details accordion; native <details>, so it opens without JavaScript. */
function Fold({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group">
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-900 [&::-webkit-details-marker]:hidden">
        <h2 className="text-lg font-semibold">{title}</h2>
        <span aria-hidden="true" className="transition group-open:rotate-180">▾</span>
      </summary>
      <div className="px-4 pb-5 text-slate-700 dark:text-slate-300">{children}</div>
    </details>
  );
}

/** Layout 4, compact: a title card with the booking block, a photo strip and everything else folded into accordions. */
export function CompactLayout({ tour }: { tour: TourDetail }) {
  const t = useTranslations('tourDetail');
  const card = useTranslations('tourCard');
  const images = galleryImages(tour);
  const cover = images[0];
  const paragraphs = tour.description.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <TourPageFrame tour={tour}>
      <article className="mx-auto max-w-4xl px-4 pb-12 pt-6">
        <TourStructuredData tour={tour} />
        <TourBreadcrumbs tour={tour} className="mb-4 text-slate-600 dark:text-slate-400" />
        <header className="flex items-center gap-4">
          {cover && (
            <div className="relative aspect-square w-20 shrink-0 overflow-hidden rounded-xl sm:w-28">
              <Image src={cover.url} alt={cover.alt} fill loading="eager" sizes="(min-width: 640px) 112px, 80px" className="object-cover" />
            </div>
          )}
          <div className="min-w-0">
            <p className={`${tourText.kicker} text-slate-600 dark:text-slate-400`}>
              {tour.regionName} · {tour.tourTypeName} · {card('days', { count: tour.durationDays })}
            </p>
            <h1 className={tourText.title}>{tour.title}</h1>
          </div>
        </header>
        <p className={`mt-4 ${tourText.lead} text-slate-700 dark:text-slate-300`}>{tour.summary}</p>
        <BookingSummary tour={tour} allDatesHref="#tour-departures" className="mt-6" />
        <div className="mt-6">
          <GalleryStrip images={images} eager />
        </div>
        <TourFacts tour={tour} className="mt-6" />
        <div className="mt-8 space-y-8">
          <div className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            <Fold title={t('about')} open>
              <div className="prose-content leading-relaxed">
                {paragraphs.map((paragraph, index) => <p key={index}>{paragraph.trim()}</p>)}
              </div>
            </Fold>
            <Fold title={t('pricesAndAges')}>
              <PriceList tour={tour} />
            </Fold>
            {tour.included.length > 0 && (
              <Fold title={t('included')}>
                <InclusionList items={tour.included} kind="included" />
              </Fold>
            )}
            {tour.excluded.length > 0 && (
              <Fold title={t('excluded')}>
                <InclusionList items={tour.excluded} kind="excluded" />
              </Fold>
            )}
            {tour.meetingPoint && (
              <Fold title={t('meetingPoint')}>
                <p>{tour.meetingPoint}</p>
              </Fold>
            )}
          </div>
          <ItineraryAccordion days={tour.itinerary} headingId="tour-itinerary" />
          <DeparturesTable tourId={tour.id} departures={tour.departures} cutoffHours={tour.bookingCutoffHours} />
        </div>
      </article>
    </TourPageFrame>
  );
}
