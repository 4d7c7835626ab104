'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { CurrencyCode } from '@/lib/rates/model';
import { formatBulletinDate, formatRate } from './rate-format';
import { ApproximateMark, RefreshIcon, TickerSkeleton, tickerClass, TrendMark } from './rate-parts';
import { useRates } from './use-rates';

const currencies: CurrencyCode[] = ['USD', 'EUR'];

/** The header's TRY → USD/EUR ticker; hidden under 768 px, where the mobile menu's box shows the rates. */
export function RateTicker() {
  const t = useTranslations('rates');
  const locale = useLocale();
  const { rates, isLoading, error, isFetching, retry } = useRates();
  const errorText = error === 'load' ? t('loadFailed') : error === 'refresh' ? t('refreshFailed') : null;
  const title = rates?.bulletinDate ? t('sourceNote', { date: formatBulletinDate(rates.bulletinDate, locale) }) : undefined;

  return (
    <div
      role="group"
      aria-label={t('tickerLabel')}
      title={title}
      data-testid="rate-ticker"
      className={tickerClass}
    >
      {rates ? (
        <>
          {currencies.map((code) => (
            <span key={code} className="inline-flex items-center gap-1">
              <abbr title={t(`currency.${code}`)} className="font-semibold no-underline">
                {code}
              </abbr>
              <span>{formatRate(rates[code], locale)}</span>
              <TrendMark trend={rates.trend[code]} />
            </span>
          ))}
          {rates.isFallback && <ApproximateMark />}
        </>
      ) : (
        isLoading && <TickerSkeleton />
      )}
      {errorText && (
        <button
          type="button"
          onClick={retry}
          disabled={isFetching}
          title={errorText}
          aria-label={errorText}
          className="inline-flex h-8 w-8 items-center justify-center rounded-full text-amber-700 hover:bg-slate-100 disabled:opacity-60 dark:text-amber-300 dark:hover:bg-slate-800"
        >
          <RefreshIcon spinning={isFetching} />
        </button>
      )}
    </div>
  );
}
