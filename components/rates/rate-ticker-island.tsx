'use client';

import { QueryProvider } from '@/components/providers/query-provider';
import { RateTicker } from './rate-ticker';

/** The header ticker as loaded after the page (components/layout/header-islands.tsx). */
export default function LoadedRateTicker() {
  return (
    <QueryProvider>
      <RateTicker />
    </QueryProvider>
  );
}
