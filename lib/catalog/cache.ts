import 'server-only';
import { cacheRuntime } from './cache-runtime';

type CacheOptions<Args extends unknown[]> = {
  /** Tags a dashboard write revalidates; a function when they depend on the arguments (`tour:{id}`). */
  tags: readonly string[] | ((...args: Args) => string[]);
  /** Seconds before the entry is refreshed even without a write (for time-dependent data). */
  revalidate?: number;
};

/**
 * A catalogue read cached across requests, keyed by `keyParts` plus the arguments (so they must be
 * JSON values, and so must the result). The cache is the one `cacheRuntime()` names
 * (lib/catalog/cache-runtime.ts): Next's inside a Next server; none in Vitest and scripts, where
 * the read simply runs, so tests exercise the real code.
 */
export function cached<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  { tags, revalidate }: CacheOptions<Args>,
): (...args: Args) => Promise<Result> {
  return (...args) => {
    const list = typeof tags === 'function' ? tags(...args) : [...tags];
    return cacheRuntime().cache(read, keyParts, { tags: list, revalidate })(...args);
  };
}

/** Splits `length` (≥ 1) items from `offset` on into consecutive windows of at most `windowSize`. */
export function cacheWindows(offset: number, length: number, windowSize: number): { offset: number; limit: number }[] {
  const windows: { offset: number; limit: number }[] = [];
  for (let start = offset; start < offset + length; start += windowSize) {
    windows.push({ offset: start, limit: Math.min(windowSize, offset + length - start) });
  }
  return windows;
}
