'use client';

import dynamic from 'next/dynamic';
import { useAfterLoad } from '@/components/providers/after-load';

const LoadedApproxPrice = dynamic(() => import('./approx-price-island'), { ssr: false });

/**
 * "≈ $123 · €110" next to a lira price (approx-price-island.tsx). It shows nothing until the rates
 * are known, so it loads with its query after the page (components/providers/after-load.ts) and the
 * catalogue pages' first load carries neither TanStack Query nor the API client for it.
 */
export function ApproxPrice(props: { amountKurus: number; className?: string }) {
  return useAfterLoad() ? <LoadedApproxPrice {...props} /> : null;
}
