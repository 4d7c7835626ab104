import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { orderStatusValues, paymentMethodValues, paymentStatusValues, type OrderFilters } from '@/lib/admin/orders-filters';
import { formatDay } from './format';
import { FilterSelect, filterLabel as label, inputClass, primaryButton, secondaryButton } from './ui';

type Options = {
  tours: { id: number; title: string }[];
  departures: { id: number; startsOn: string; startTime: string | null; capacity: number; seatsTaken: number }[];
};

/** The filters as a plain GET form: the list is a server page and every filter is in the URL. */
export async function OrderFiltersForm({ filters, options, locale }: { filters: OrderFilters; options: Options; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'adminBookings' });
  return (
    <form method="get" role="search" aria-label={t('filters.heading')} className="grid gap-3 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 print:hidden">
      <FilterSelect label={t('filters.tour')} name="tourId" value={filters.tourId} anyLabel={t('filters.allTours')} options={options.tours.map((tour) => ({ value: tour.id, label: tour.title }))} />
      {filters.tourId !== undefined && (
        <FilterSelect
          label={t('filters.departure')}
          name="departureId"
          value={filters.departureId}
          anyLabel={t('filters.allDepartures')}
          options={options.departures.map((departure) => ({
            value: departure.id,
            label: t('filters.departureOption', { date: formatDay(departure.startsOn, locale), time: departure.startTime ?? '', taken: departure.seatsTaken, capacity: departure.capacity }),
          }))}
        />
      )}
      <label className={label}>
        {t('filters.departureDate')}
        <input type="date" name="departureDate" defaultValue={filters.departureDate ?? ''} className={inputClass} />
      </label>
      <FilterSelect label={t('filters.status')} name="status" value={filters.status} anyLabel={t('filters.any')} options={orderStatusValues.map((status) => ({ value: status, label: t(`status.${status}`) }))} />
      <FilterSelect label={t('filters.paymentStatus')} name="paymentStatus" value={filters.paymentStatus} anyLabel={t('filters.any')} options={paymentStatusValues.map((status) => ({ value: status, label: t(`paymentStatus.${status}`) }))} />
      <FilterSelect label={t('filters.paymentMethod')} name="paymentMethod" value={filters.paymentMethod} anyLabel={t('filters.any')} options={paymentMethodValues.map((method) => ({ value: method, label: t(`method.${method}`) }))} />
      <label className={`${label} sm:col-span-2`}>
        {t('filters.search')}
        <input type="search" name="q" maxLength={100} defaultValue={filters.q ?? ''} placeholder={t('filters.searchHint')} className={inputClass} />
      </label>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className={primaryButton}>
          {t('filters.apply')}
        </button>
        <Link href="/db-booking" prefetch={false} className={secondaryButton}>
          {t('filters.reset')}
        </Link>
      </div>
    </form>
  );
}
