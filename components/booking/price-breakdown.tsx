'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Quote } from '@/lib/cart/quote';
import { formatTry } from '@/lib/money';
import { dayLabel } from '@/lib/pricing/day-label';

type Props = { quote: Quote | undefined; current: boolean; failed: boolean };

/** The server's price: one row per kind of traveller that comes, then the total (announced as it changes). */
export function PriceBreakdown({ quote, current, failed }: Props) {
  const t = useTranslations('booking');
  const locale = useLocale();
  const money = (kurus: number) => (kurus === 0 ? t('free') : formatTry(kurus, locale));
  const rows = quote
    ? ([
        { key: 'adults', count: quote.adultQuantity, unit: quote.unitPrices.adult },
        { key: 'children', count: quote.childQuantity, unit: quote.unitPrices.child },
        { key: 'babies', count: quote.babyQuantity, unit: quote.unitPrices.baby },
      ] as const)
    : [];
  return (
    <section aria-labelledby="booking-price" className="rounded-2xl bg-slate-50 p-5 dark:bg-slate-900">
      <h3 id="booking-price" className="font-bold">
        {t('price')}
      </h3>
      {failed && !quote ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {t('quoteFailed')}
        </p>
      ) : (
        <div aria-busy={!current} className={current ? '' : 'opacity-60 transition-opacity'}>
          <dl className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {rows
              .filter((row) => row.count > 0)
              .map((row) => (
                <div key={row.key} className="flex justify-between gap-4 py-2">
                  <dt>{t('priceLine', { count: row.count, kind: t(row.key), unit: money(row.unit) })}</dt>
                  <dd className="font-semibold tabular-nums">{money(row.count * row.unit)}</dd>
                </div>
              ))}
            {quote?.adjustments.map((adjustment) => (
              <div key={adjustment.kind} className="flex justify-between gap-4 py-2 text-emerald-700 dark:text-emerald-300">
                <dt>{adjustment.percent ? t('discountPercent', { label: t(adjustment.kind), percent: adjustment.percent }) : t(adjustment.kind)}</dt>
                <dd className="font-semibold tabular-nums">−{formatTry(adjustment.amount, locale)}</dd>
              </div>
            ))}
          </dl>
          <p aria-live="polite" className="mt-3 flex items-baseline justify-between gap-4 border-t border-slate-300 pt-3 dark:border-slate-700">
            <span className="font-bold">{t('total')}</span>
            <span data-testid="booking-total" className="text-2xl font-extrabold tabular-nums text-brand-700 dark:text-brand-100">
              {quote ? formatTry(quote.total, locale) : t('calculating')}
            </span>
          </p>
          {quote && quote.balance > 0 && quote.balanceDueOn && (
            <p className="mt-2 text-sm">{t('depositNote', { deposit: formatTry(quote.deposit, locale), balance: formatTry(quote.balance, locale), date: dayLabel(quote.balanceDueOn, locale) })}</p>
          )}
          {!current && quote && <p className="mt-1 text-right text-xs text-slate-600 dark:text-slate-400">{t('calculating')}</p>}
        </div>
      )}
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t('priceNote')}</p>
    </section>
  );
}
