'use client';

import { useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';
import { connectionAllowsPrefetch, prefetchWaves, type NetworkInformation } from './prefetch-plan';

/** Runs when the browser has nothing better to do (Safari has no requestIdleCallback). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

/**
 * Pages load lazily (each route is its own bundle); this warms the likely next ones in the
 * visitor's language so that the first click on them is instant.
 */
export function RoutePrefetcher() {
  // Stable for the life of the page in one language, so the waves run once per start and language.
  const router = useRouter();

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (!connectionAllowsPrefetch(connection)) return;
    const cancels: (() => void)[] = [];
    let waitedMs = 0;
    for (const wave of prefetchWaves) {
      waitedMs += wave.afterMs;
      const timer = window.setTimeout(() => {
        cancels.push(
          whenIdle(() => {
            for (const route of wave.routes) router.prefetch(route);
          }),
        );
      }, waitedMs);
      cancels.push(() => window.clearTimeout(timer));
    }
    return () => cancels.forEach((cancel) => cancel());
  }, [router]);

  return null;
}
