import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { orderStatusValues, paymentMethodValues, paymentStatusValues, type OrderFilters } from '@/lib/admin/orders-filters';
import { formatDay } from './format';
import { inputClass, primaryButton, secondaryButton } from './ui';

type Options = {
  tours: { id: number; title: string }[];
  departures: { id: number; startsOn: string; startTime: string | null; capacity: number; seatsTaken: number }[];
};

const label = 'flex flex-col gap-1 text-sm font-medium';

/** The filters as a plain GET form: the list is a server page and every filter is in the URL. */
export async function OrderFiltersForm({ filters, options, locale }: { filters: OrderFilters; options: Options; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'adminBookings' });
  return (
    <form method="get" role="search" aria-label={t('filters.heading')} className="grid gap-3 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 print:hidden">
      <label className={label}>
        {t('filters.tour')}
        <select name="tourId" defaultValue={filters.tourId ?? ''} className={inputClass}>
          <option value="">{t('filters.allTours')}</option>
          {options.tours.map((tour) => (
            <option key={tour.id} value={tour.id}>
              {tour.title}
            </option>
          ))}
        </select>
      </label>
      {filters.tourId !== undefined && (
        <label className={label}>
          {t('filters.departure')}
          <select name="departureId" defaultValue={filters.departureId ?? ''} className={inputClass}>
            <option value="">{t('filters.allDepartures')}</option>
            {options.departures.map((departure) => (
              <option key={departure.id} value={departure.id}>
                {t('filters.departureOption', { date: formatDay(departure.startsOn, locale), time: departure.startTime ?? '', taken: departure.seatsTaken, capacity: departure.capacity })}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={label}>
        {t('filters.departureDate')}
        <input type="date" name="departureDate" defaultValue={filters.departureDate ?? ''} className={inputClass} />
      </label>
      <label className={label}>
        {t('filters.status')}
        <select name="status" defaultValue={filters.status ?? ''} className={inputClass}>
          <option value="">{t('filters.any')}</option>
          {orderStatusValues.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t('filters.paymentStatus')}
        <select name="paymentStatus" defaultValue={filters.paymentStatus ?? ''} className={inputClass}>
          <option value="">{t('filters.any')}</option>
          {paymentStatusValues.map((status) => (
            <option key={status} value={status}>
              {t(`paymentStatus.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t('filters.paymentMethod')}
        <select name="paymentMethod" defaultValue={filters.paymentMethod ?? ''} className={inputClass}>
          <option value="">{t('filters.any')}</option>
          {paymentMethodValues.map((method) => (
            <option key={method} value={method}>
              {t(`method.${method}`)}
            </option>
          ))}
        </select>
      </label>
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
