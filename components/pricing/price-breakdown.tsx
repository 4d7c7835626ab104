'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { ApproxPrice } from '@/components/rates/approx-price';
import { formatTry } from '@/lib/money';
import { breakdownRows, type OrderPricing, type PaymentRow } from '@/lib/pricing/breakdown';
import { rowLabel } from '@/lib/pricing/row-label';

type Props = {
  pricing: OrderPricing;
  /** The order's payments (none before checkout). */
  payments?: readonly PaymentRow[];
  /** Cancelled or refunded: no "due" rows. */
  settled?: boolean;
  className?: string;
};

const emphasised = new Set(['total', 'dueNow', 'balanceDue']);

/**
 * The one price breakdown (docs/decisions/0080): each booking's travellers × prices, early booking
 * or last minute, the promo code, the total in TRY with the approximate USD/EUR, then the payments
 * received (an installment cost among them), what is due now and the balance with its due day.
 * Cart, checkout, the card page, the result pages, my bookings and the dashboard show this.
 */
export function PriceBreakdown({ pricing, payments = [], settled, className = '' }: Props) {
  const t = useTranslations('pricing.rows');
  const locale = useLocale();
  const format = useFormatter();
  const rows = breakdownRows(pricing, payments, { settled });
  const words = (key: string, values?: Record<string, string | number>) => t(key as never, values as never);
  const fmt = { money: (kurus: number) => formatTry(kurus, locale), day: (day: string) => format.dateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'Europe/Istanbul' }) };
  return (
    <dl data-testid="price-breakdown" className={`flex flex-col gap-1.5 text-sm ${className}`}>
      {rows.map((row, index) => {
        const label = rowLabel(row, words, fmt);
        if (row.kind === 'line') {
          return (
            <dt key={index} className={`font-semibold ${index > 0 ? 'mt-2' : ''}`}>
              {label}
            </dt>
          );
        }
        const discount = row.kind === 'earlyBooking' || row.kind === 'lastMinute' || row.kind === 'promo';
        const strong = emphasised.has(row.kind);
        return (
          <div
            key={index}
            data-row={row.kind}
            className={`flex flex-wrap items-baseline justify-between gap-x-4 ${strong ? 'border-t border-slate-200 pt-2 font-bold dark:border-slate-700' : ''} ${discount ? 'text-emerald-700 dark:text-emerald-300' : ''} ${row.kind === 'travellers' || discount ? 'ps-3' : ''}`}
          >
            <dt>{label}</dt>
            <dd className="tabular-nums">
              {formatTry(row.amount, locale)}
              {row.kind === 'total' && <ApproxPrice amountKurus={row.amount} className="block text-end text-xs font-normal text-slate-600 dark:text-slate-400" />}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
