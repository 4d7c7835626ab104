import Image from 'next/image';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApproxPrice } from '@/components/rates/approx-price';
import type { TourDetail } from '@/lib/catalog/tours';
import { formatTry } from '@/lib/money';
import { BookingLink } from '../detail/booking-link';
import { DeparturesTable } from '../detail/departures-table';
import { ItineraryAccordion } from '../detail/itinerary';
import { PriceList } from '../detail/price-list';
import { TourBreadcrumbs } from '../detail/tour-breadcrumbs';
import { TourFacts } from '../detail/tour-facts';
import { galleryImages, GalleryStrip } from '../detail/tour-gallery';
import { InclusionList } from '../detail/tour-inclusions';
import { TourStructuredData } from '../detail/tour-structured-data';

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

/** Layout 4, compact: a summary card, a photo strip and everything else folded into accordions. */
export function CompactLayout({ tour }: { tour: TourDetail }) {
  const t = useTranslations('tourDetail');
  const card = useTranslations('tourCard');
  const locale = useLocale();
  const images = galleryImages(tour);
  const cover = images[0];
  const paragraphs = tour.description.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <article className="mx-auto max-w-4xl px-4 pb-28 pt-6 desk:pb-12">
      <TourStructuredData tour={tour} />
      <TourBreadcrumbs tour={tour} className="mb-4 text-slate-600 dark:text-slate-400" />
      <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-800">
        {cover && (
          <div className="relative aspect-square w-28 shrink-0 overflow-hidden rounded-xl">
            <Image src={cover.url} alt={cover.alt} fill priority sizes="112px" className="object-cover" />
          </div>
        )}
        <div className="flex-1">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {tour.regionName} · {tour.tourTypeName} · {card('days', { count: tour.durationDays })}
          </p>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{tour.title}</h1>
        </div>
        <div className="hidden text-right sm:block">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('priceFrom')}</p>
          <p className="text-2xl font-bold text-brand-700 dark:text-brand-100">{formatTry(tour.adultPrice, locale)}</p>
          <ApproxPrice amountKurus={tour.adultPrice} />
          <BookingLink tourId={tour.id} className="mt-2 px-5 py-2 text-sm" />
        </div>
      </header>
      <p className="mt-6 text-lg text-slate-700 dark:text-slate-300">{tour.summary}</p>
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
      {/* On phones the price and the booking button stay in reach at the bottom of the screen. */}
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:hidden dark:border-slate-800 dark:bg-slate-950/95">
        <p>
          <span className="block text-xs text-slate-600 dark:text-slate-400">{t('priceFrom')}</span>
          <span className="text-xl font-bold text-brand-700 dark:text-brand-100">{formatTry(tour.adultPrice, locale)}</span>
        </p>
        <BookingLink tourId={tour.id} className="px-5 py-2.5 text-sm" />
      </div>
    </article>
  );
}
