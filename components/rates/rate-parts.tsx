'use client';

import { useTranslations } from 'next-intl';
import type { Trend } from '@/lib/rates/model';

const trendStyle: Record<Trend, { mark: string; className: string }> = {
  up: { mark: '▲', className: 'text-emerald-600 dark:text-emerald-400' },
  down: { mark: '▼', className: 'text-red-600 dark:text-red-400' },
  neutral: { mark: '–', className: 'text-slate-400' },
};

/** A trend arrow; colour and shape are decorative, the words are for screen readers. */
export function TrendMark({ trend }: { trend: Trend }) {
  const t = useTranslations('rates');
  const { mark, className } = trendStyle[trend];
  return (
    <>
      <span aria-hidden="true" className={`text-[0.7em] ${className}`}>
        {mark}
      </span>
      <span className="sr-only">{t(`trend.${trend}`)}</span>
    </>
  );
}

/** The approximate (fallback) marker, explained by its tooltip and to screen readers. */
export function ApproximateMark() {
  const t = useTranslations('rates');
  return (
    <span title={t('approximateHint')} className="rounded bg-amber-100 px-1.5 py-0.5 text-[0.7rem] font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
      <span aria-hidden="true">≈</span>
      <span className="sr-only">{t('approximateHint')}</span>
    </span>
  );
}

export function RefreshIcon({ spinning = false }: { spinning?: boolean }) {
  return (
    <svg className={`h-4 w-4 ${spinning ? 'animate-spin' : ''}`} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M21 12a9 9 0 1 1-2.64-6.36" />
      <path d="M21 3v6h-6" />
    </svg>
  );
}

/** The ticker's box (hidden under 768 px, where the mobile menu's box shows the rates). */
export const tickerClass = 'hidden items-center gap-3 whitespace-nowrap text-xs tabular-nums md:flex lg:text-sm';

/** The ticker while the rates are on their way: two bars and "loading" for screen readers. */
export function TickerSkeleton() {
  const t = useTranslations('rates');
  return (
    <span role="status" className="inline-flex items-center gap-3">
      <span aria-hidden="true" className="rate-bar" />
      <span aria-hidden="true" className="rate-bar" />
      <span className="sr-only">{t('loading')}</span>
    </span>
  );
}
