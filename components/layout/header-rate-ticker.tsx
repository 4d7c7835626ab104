'use client';

import dynamic from 'next/dynamic';
import { useAfterLoad } from '@/components/providers/after-load';
import { RateTickerPlaceholder } from '@/components/rates/rate-ticker-placeholder';

const LoadedRateTicker = dynamic(() => import('@/components/rates/rate-ticker-island'), { ssr: false, loading: () => <RateTickerPlaceholder /> });

/**
 * The header's TRY → USD/EUR ticker. Its rates come from the API after the page anyway, so its code
 * (TanStack Query, the API client) loads then too (components/providers/after-load.ts); until the
 * rates arrive it shows its loading bars in its own place.
 */
export function HeaderRateTicker() {
  return useAfterLoad() ? <LoadedRateTicker /> : <RateTickerPlaceholder />;
}
