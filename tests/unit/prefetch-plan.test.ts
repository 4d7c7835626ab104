import { describe, expect, it } from 'vitest';
import { connectionAllowsPrefetch, prefetchWaves } from '@/components/perf/prefetch-plan';

describe('route prefetching', () => {
  it('warms the tour lists after 2 s and the other main pages 5 s later (spec §2, §9)', () => {
    expect(prefetchWaves).toEqual([
      { afterMs: 2000, routes: ['/tour-list-1', '/tour-list-2'] },
      { afterMs: 5000, routes: ['/', '/blog-list-1', '/contact', '/destinations', '/about'] },
    ]);
  });

  it('stays off for visitors saving data or on 2G, and on when the browser does not say', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
