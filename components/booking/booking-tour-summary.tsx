import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { PriceList } from '@/components/tours/detail/price-list';
import { Link } from '@/i18n/navigation';
import type { TourDetail } from '@/lib/catalog/tours';

/** The tour being booked: picture, facts, per-person prices with their age rules, and the way back. */
export function BookingTourSummary({ tour }: { tour: TourDetail }) {
  const t = useTranslations('booking');
  const card = useTranslations('tourCard');
  const image = tour.images[0];
  return (
    <aside aria-labelledby="booking-summary-title" className="h-fit overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {(image?.url || tour.coverImage) && (
        <Image
          src={image?.url || tour.coverImage}
          alt={image?.alt ?? ''}
          width={image?.width ?? 1200}
          height={image?.height ?? 800}
          sizes="(min-width: 1200px) 24rem, 100vw"
          className="aspect-[3/2] w-full object-cover"
        />
      )}
      <div className="p-5">
        <h2 id="booking-summary-title" className="text-lg font-bold">{t('summaryTitle')}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {tour.regionName} · {card('days', { count: tour.durationDays })}
        </p>
        <p className="mt-3 text-sm leading-6">{tour.summary}</p>
        <PriceList tour={tour} />
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('maxPerBooking', { count: tour.maxPerBooking })}</p>
        <Link href={`/tour-single-1/${tour.id}`} className="mt-4 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
          {t('backToTour')}
        </Link>
      </div>
    </aside>
  );
}
