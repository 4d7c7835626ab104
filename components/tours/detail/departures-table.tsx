import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { Departure } from '@/lib/catalog/tours';
import { formatTry } from '@/lib/money';
import { departureDay } from './departure-date';

type Props = { tourId: number; departures: Departure[]; cutoffHours: number; headingLevel?: 'h2' | 'h3' };

/** Upcoming bookable departures with the seats left and each date's prices (overrides marked). */
export function DeparturesTable({ tourId, departures, cutoffHours, headingLevel: Level = 'h2' }: Props) {
  const t = useTranslations('tourDetail');
  const format = useFormatter();
  const locale = useLocale();
  const price = (kurus: number) => (kurus === 0 ? t('free') : formatTry(kurus, locale));
  return (
    <section aria-labelledby="tour-departures">
      <Level id="tour-departures" className="mb-2 text-2xl font-bold">{t('departures')}</Level>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('cutoff', { hours: cutoffHours })}</p>
      {departures.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 dark:bg-slate-900">{t('noDepartures')}</p>
      ) : (
        // Wide on phones: it scrolls sideways, so keyboard users can focus it to scroll.
        <div tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-slate-800">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">{t('date')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('seats')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('adult')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('child')}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t('baby')}</th>
                <th scope="col" className="px-4 py-3"><span className="sr-only">{t('book')}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {departures.map((departure) => {
                const day = format.dateTime(departureDay(departure.startsOn), { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
                const soldOut = departure.seatsLeft === 0;
                return (
                  <tr key={departure.id}>
                    <th scope="row" className="px-4 py-3 font-medium">
                      {day}
                      {departure.startTime && <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{departure.startTime}</span>}
                      {departure.hasPriceOverride && <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t('specialPrice')}</span>}
                    </th>
                    <td className={`px-4 py-3 ${soldOut ? 'text-red-700 dark:text-red-400' : ''}`}>{soldOut ? t('soldOut') : t('seatsLeft', { count: departure.seatsLeft })}</td>
                    <td className="px-4 py-3">{price(departure.adultPrice)}</td>
                    <td className="px-4 py-3">{price(departure.childPrice)}</td>
                    <td className="px-4 py-3">{price(departure.babyPrice)}</td>
                    <td className="px-4 py-3 text-right">
                      {!soldOut && (
                        // A plain link: a client-side Link per row would hydrate and prefetch every date.
                        <a
                          href={getPathname({ href: `/booking-page/${tourId}?departure=${departure.id}`, locale: locale as Locale })}
                          aria-label={t('bookDate', { date: day })}
                          className="inline-block whitespace-nowrap rounded-full border border-brand-600 px-3 py-1.5 font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
                        >
                          {t('book')}
                        </a>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
