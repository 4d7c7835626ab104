import { useLocale, useTranslations } from 'next-intl';
import type { TourDetail } from '@/lib/catalog/tours';
import { formatTry } from '@/lib/money';
import { dayLabel } from '@/lib/pricing/day-label';
import { earlyBookingLastDay, istanbulDay, priceLine } from '@/lib/pricing/price';

/**
 * The tour's price rules in words beside its price ("30 Nisan 2030 tarihine kadar %15 erken
 * rezervasyon indirimi", the deposit) and the lowest adult price a visitor would pay if booking
 * today (lib/pricing/price.ts, the same arithmetic as checkout). Server-rendered: no script.
 */
export function PriceRuleNote({ tour, now = new Date() }: { tour: Pick<TourDetail, 'id' | 'regionId' | 'tourTypeId' | 'title' | 'priceRule' | 'departures'>; now?: Date }) {
  const t = useTranslations('tourDetail');
  const locale = useLocale();
  const rule = tour.priceRule;
  if (!rule) return null;
  const today = istanbulDay(now);
  const money = (kurus: number) => formatTry(kurus, locale);
  const lines: string[] = [];

  // Early booking: the last day it applies to the next departure that still has it.
  const earlyDays = tour.departures.map((departure) => earlyBookingLastDay(rule, departure.startsOn)).filter((day): day is string => day !== null && day >= today);
  if (earlyDays.length > 0) {
    const date = dayLabel(earlyDays.sort().at(-1)!, locale);
    lines.push(rule.earlyPercent ? t('earlyBookingPercent', { percent: rule.earlyPercent, date }) : t('earlyBookingAmount', { amount: money(rule.earlyAmount ?? 0), date }));
  }
  if (rule.lastMinuteDays !== null && (rule.lastMinutePercent || rule.lastMinuteAmount)) {
    lines.push(rule.lastMinutePercent ? t('lastMinutePercent', { percent: rule.lastMinutePercent, days: rule.lastMinuteDays }) : t('lastMinuteAmount', { amount: money(rule.lastMinuteAmount ?? 0), days: rule.lastMinuteDays }));
  }
  if (rule.balanceDueDays !== null && (rule.depositPercent || rule.depositAmount)) {
    lines.push(rule.depositPercent ? t('depositPercent', { percent: rule.depositPercent, days: rule.balanceDueDays }) : t('depositAmount', { amount: money(rule.depositAmount ?? 0), days: rule.balanceDueDays }));
  }
  if (lines.length === 0) return null;

  // One adult on each departure shown, priced today: the lowest is what a visitor would pay from.
  const todays = tour.departures.map(
    (departure) =>
      priceLine(
        {
          tourId: tour.id,
          regionId: tour.regionId,
          tourTypeId: tour.tourTypeId,
          departureId: departure.id,
          tourName: tour.title,
          startsOn: departure.startsOn,
          prices: { adult: departure.adultPrice, child: departure.childPrice, baby: departure.babyPrice },
          people: { adultQuantity: 1, childQuantity: 0, babyQuantity: 0 },
          rule,
        },
        today,
      ).total,
  );
  const fullFrom = Math.min(...tour.departures.map((departure) => departure.adultPrice));
  const todayFrom = todays.length ? Math.min(...todays) : null;

  return (
    <div data-testid="price-rules" className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
      <ul className="flex flex-col gap-1">
        {lines.map((line) => (
          <li key={line} className="font-medium">
            {line}
          </li>
        ))}
      </ul>
      {todayFrom !== null && todayFrom < fullFrom && <p className="mt-1 font-semibold">{t('todayPrice', { price: money(todayFrom) })}</p>}
    </div>
  );
}
