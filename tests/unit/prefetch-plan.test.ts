import { describe, expect, it } from 'vitest';
import { connectionAllowsPrefetch } from '@/components/perf/prefetch-plan';

describe('route prefetching', () => {
  // The waves themselves (2 s, then 5 s later) are checked in a browser: e2e/seo.spec.ts.
  it('stays off for visitors saving data or on 2G, and on when the browser does not say', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
