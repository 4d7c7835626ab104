import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { Departure } from '@/lib/catalog/tours';
import { formatTry } from '@/lib/money';
import { useDepartureBookingPath } from './booking-link';
import { departureDay } from './departure-date';

type Props = { tourId: number; departures: Departure[]; cutoffHours: number; headingLevel?: 'h2' | 'h3' };

/** Upcoming bookable departures with the seats left and each date's prices (overrides marked). */
export function DeparturesTable({ tourId, departures, cutoffHours, headingLevel: Level = 'h2' }: Props) {
  const t = useTranslations('tourDetail');
  const format = useFormatter();
  const locale = useLocale();
  const bookingPath = useDepartureBookingPath(tourId);
  const price = (kurus: number) => (kurus === 0 ? t('free') : formatTry(kurus, locale));
  return (
    // A size container: the table reads as cards below 48rem of its own width (`.departures` in
    // ./tour-page.css, so a narrow column of a desktop layout gets cards too). `relative`: the
    // visually hidden headers are placed inside the section, never beside the page. CSS display
    // changes can drop a table's semantics in some browsers, so its parts carry their roles.
    <section id="tour-departures" aria-labelledby="tour-departures-title" className="@container relative scroll-mt-24">
      <Level id="tour-departures-title" className="mb-2 text-2xl font-bold">{t('departures')}</Level>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('cutoff', { hours: cutoffHours })}</p>
      {departures.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 dark:bg-slate-900">{t('noDepartures')}</p>
      ) : (
        <div className="@3xl:overflow-hidden @3xl:rounded-xl @3xl:border @3xl:border-slate-200 @3xl:dark:border-slate-800">
          <table role="table" aria-labelledby="tour-departures-title" className="departures">
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">{t('date')}</th>
                <th role="columnheader" scope="col">{t('seats')}</th>
                <th role="columnheader" scope="col">{t('adult')}</th>
                <th role="columnheader" scope="col">{t('child')}</th>
                <th role="columnheader" scope="col">{t('baby')}</th>
                <th role="columnheader" scope="col"><span className="sr-only">{t('book')}</span></th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {departures.map((departure) => {
                const day = format.dateTime(departureDay(departure.startsOn), { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
                const soldOut = departure.seatsLeft === 0;
                return (
                  <tr key={departure.id} role="row">
                    <th role="rowheader" scope="row">
                      {day}
                      {departure.startTime && <small>{departure.startTime}</small>}
                      {departure.hasPriceOverride && <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t('specialPrice')}</span>}
                    </th>
                    <td role="cell" data-sold-out={soldOut || undefined}>{soldOut ? t('soldOut') : t('seatsLeft', { count: departure.seatsLeft })}</td>
                    {(['adult', 'child', 'baby'] as const).map((kind) => (
                      <td key={kind} role="cell">
                        {/* The card's own label; the column header says it to screen readers. */}
                        <span aria-hidden="true">{t(kind)}</span>
                        {price(departure[`${kind}Price`])}
                      </td>
                    ))}
                    <td role="cell">
                      {!soldOut && (
                        <a href={bookingPath(departure.id)} aria-label={t('bookDate', { date: day })}>
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
