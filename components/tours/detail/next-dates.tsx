import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { Departure } from '@/lib/catalog/tours';
import { formatTry } from '@/lib/money';
import type { NextDateItem } from './booking-summary-view';
import { departureDay } from './departure-date';

const SHOWN = 3;

/** The first departures that still have seats (the list comes sorted by date). */
function nextOpenDepartures(departures: Departure[], count = SHOWN): Departure[] {
  return departures.filter((departure) => departure.seatsLeft > 0).slice(0, count);
}

/** "Next dates" of the booking block: the first few departures with seats left, in words. */
export function useNextDateItems(departures: Departure[]): NextDateItem[] {
  const t = useTranslations('tourDetail');
  const format = useFormatter();
  const locale = useLocale();
  return nextOpenDepartures(departures).map((departure) => [
    departure.id,
    format.dateTime(departureDay(departure.startsOn), { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }),
    t('seatsRemaining', { count: departure.seatsLeft }),
    departure.hasPriceOverride ? `${t('specialPrice')}: ${formatTry(departure.adultPrice, locale)}` : '',
  ]);
}
