'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { CurrencyCode } from '@/lib/rates/model';
import { formatBulletinDate, formatRate } from './rate-format';
import { ApproximateMark, RefreshIcon, TrendMark } from './rate-parts';
import { useRates } from './use-rates';

const currencies: CurrencyCode[] = ['USD', 'EUR'];

/** The rates in the mobile menu: the same query as the header ticker, with a visible retry when it fails. */
export function MobileRateBox() {
  const t = useTranslations('rates');
  const locale = useLocale();
  const titleId = useId();
  const { rates, isLoading, error, isFetching, retry } = useRates();

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-sm font-semibold">
          {t('boxTitle')}
        </h2>
        {rates?.isFallback && <ApproximateMark />}
        {rates && error && (
          <button
            type="button"
            onClick={retry}
            disabled={isFetching}
            title={t('refreshFailed')}
            aria-label={t('refreshFailed')}
            className="inline-flex h-8 w-8 items-center justify-center rounded-full text-amber-700 hover:bg-slate-100 disabled:opacity-60 dark:text-amber-300 dark:hover:bg-slate-800"
          >
            <RefreshIcon spinning={isFetching} />
          </button>
        )}
      </div>
      {rates ? (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-3 tabular-nums">
            {currencies.map((code) => (
              <div key={code}>
                <dt className="text-xs text-slate-500 dark:text-slate-400">
                  <abbr title={t(`currency.${code}`)} className="no-underline">
                    {code}
                  </abbr>
                </dt>
                <dd className="inline-flex items-center gap-1 text-base font-semibold">
                  {formatRate(rates[code], locale)}
                  <TrendMark trend={rates.trend[code]} />
                </dd>
              </div>
            ))}
          </dl>
          {rates.bulletinDate && (
            <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{t('sourceNote', { date: formatBulletinDate(rates.bulletinDate, locale) })}</p>
          )}
        </>
      ) : isLoading ? (
        <div role="status" className="mt-3 grid grid-cols-2 gap-3">
          <span aria-hidden="true" className="h-6 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <span aria-hidden="true" className="h-6 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <span className="sr-only">{t('loading')}</span>
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t('boxFailed')}
          </p>
          <button
            type="button"
            onClick={retry}
            disabled={isFetching}
            className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <RefreshIcon spinning={isFetching} />
            {t('retry')}
          </button>
        </div>
      )}
    </section>
  );
}
