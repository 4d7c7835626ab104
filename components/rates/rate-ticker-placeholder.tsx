'use client';

import { useTranslations } from 'next-intl';
import { TickerSkeleton, tickerClass } from './rate-parts';

/** What the header ticker shows until its code and the rates arrive: its loading state, in its place. */
export function RateTickerPlaceholder() {
  const t = useTranslations('rates');
  return (
    <div role="group" aria-label={t('tickerLabel')} data-testid="rate-ticker" className={tickerClass}>
      <TickerSkeleton />
    </div>
  );
}
