import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { Departure } from '@/lib/catalog/tours';
import { formatTry } from '@/lib/money';
import { useDepartureBookingPath } from './booking-link';
import { departureDay } from './departure-date';

const SHOWN = 3;

/** The first departures that still have seats (the list comes sorted by date). */
export function nextOpenDepartures(departures: Departure[], count = SHOWN): Departure[] {
  return departures.filter((departure) => departure.seatsLeft > 0).slice(0, count);
}

/** "Next dates": the first few departures with seats left, each a link to book that date. */
export function NextDates({ tourId, departures, allDatesHref, className = '' }: { tourId: number; departures: Departure[]; allDatesHref?: string; className?: string }) {
  const t = useTranslations('tourDetail');
  const format = useFormatter();
  const locale = useLocale();
  const bookingPath = useDepartureBookingPath(tourId);
  const open = nextOpenDepartures(departures);
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="tour-next-dates" className="text-sm font-semibold">{t('nextDates')}</h3>
        {allDatesHref && open.length > 0 && (
          <a href={allDatesHref} className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-100">
            {t('allDates')}
          </a>
        )}
      </div>
      {open.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('noOpenDates')}</p>
      ) : (
        <ul aria-labelledby="tour-next-dates" className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {open.map((departure) => {
            const day = format.dateTime(departureDay(departure.startsOn), { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });
            return (
              <li key={departure.id}>
                <a href={bookingPath(departure.id)} className="tour-date-link">
                  <span className="font-semibold">{day}</span>
                  <span className="tour-muted">{t('seatsRemaining', { count: departure.seatsLeft })}</span>
                  {departure.hasPriceOverride && <span className="w-full text-xs font-semibold text-amber-800 dark:text-amber-300">{t('specialPrice')}: {formatTry(departure.adultPrice, locale)}</span>}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
