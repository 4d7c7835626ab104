import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { Departure } from '@/lib/catalog/tours';
import { formatTry } from '@/lib/money';
import { departureDay } from './departure-date';
import { DepartureTable, type DeparturePrices, type DepartureRow } from './departures-table-view';

type Props = { tourId: number; departures: Departure[]; cutoffHours: number; headingLevel?: 'h2' | 'h3' };

/**
 * Upcoming bookable departures with the seats left and each date's prices (overrides marked); the
 * first few in the page, the rest on a button (./departures-table-view.tsx).
 */
export function DeparturesTable({ tourId, departures, cutoffHours, headingLevel: Level = 'h2' }: Props) {
  const t = useTranslations('tourDetail');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const price = (kurus: number) => (kurus === 0 ? t('free') : formatTry(kurus, locale));
  const pricesOf = (departure: Departure): DeparturePrices => [price(departure.adultPrice), price(departure.childPrice), price(departure.babyPrice)];
  // The prices most dates share (those of the first date without prices of its own), sent once.
  const usualDate = departures.find((departure) => !departure.hasPriceOverride) ?? departures[0];
  const usual: DeparturePrices = usualDate ? pricesOf(usualDate) : ['', '', ''];
  // The rows travel as short tuples of formatted texts (./departures-table-view.tsx, docs/decisions/0108).
  const rows = departures.map((departure): DepartureRow => {
    const day = format.dateTime(departureDay(departure.startsOn), { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const seats = departure.seatsLeft === 0 ? '' : t('seatsLeft', { count: departure.seatsLeft });
    const special = departure.hasPriceOverride ? 1 : 0;
    const own = pricesOf(departure);
    return own.every((text, index) => text === usual[index]) ? [departure.id, day, departure.startTime ?? '', seats, special] : [departure.id, day, departure.startTime ?? '', seats, special, own];
  });
  const labels = {
    adult: t('adult'),
    child: t('child'),
    baby: t('baby'),
    book: t('book'),
    bookDate: t('bookDate', { date: '{date}' }),
    soldOut: t('soldOut'),
    specialPrice: t('specialPrice'),
    moreDates: t('moreDates', { count: departures.length }),
    fewerDates: t('fewerDates'),
  };
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
        <DepartureTable
          id="tour-departures"
          rows={rows}
          prices={usual}
          labels={labels}
          bookingPath={getPathname({ href: `/booking-page/${tourId}`, locale })}
          head={
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">{t('date')}</th>
                <th role="columnheader" scope="col">{t('seats')}</th>
                <th role="columnheader" scope="col">{labels.adult}</th>
                <th role="columnheader" scope="col">{labels.child}</th>
                <th role="columnheader" scope="col">{labels.baby}</th>
                <th role="columnheader" scope="col"><span className="sr-only">{labels.book}</span></th>
              </tr>
            </thead>
          }
        />
      )}
    </section>
  );
}
