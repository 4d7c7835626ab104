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

/**
 * A cached read whose arguments come from a request. Next stores one entry per distinct argument
 * list and never evicts them (one file each without Redis), so a read keyed by anything a visitor
 * types could grow the cache without bound. Such a read is cached only when `known(...args)` says
 * the input is one of a small known set (a tag a post carries, a page within the count, an id up to
 * the highest one); any other input runs the same read uncached: the same answer, no entry stored
 * (docs/catalogue.md, "Caching").
 */
export function cachedWhenKnown<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  options: CacheOptions<Args>,
  known: (...args: Args) => boolean | Promise<boolean>,
): (...args: Args) => Promise<Result> {
  const cachedRead = cached(read, keyParts, options);
  return async (...args) => ((await known(...args)) ? cachedRead(...args) : read(...args));
}

/**
 * Whether a 0-based list page of `size` items starts within `count` items. The first page always
 * counts (an empty list answers it too); a page past the last is answered uncached.
 */
export function pageWithin(index: number, size: number, count: number): boolean {
  return index === 0 || index * size < count;
}

/** Splits `length` (≥ 1) items from `offset` on into consecutive windows of at most `windowSize`. */
export function cacheWindows(offset: number, length: number, windowSize: number): { offset: number; limit: number }[] {
  const windows: { offset: number; limit: number }[] = [];
  for (let start = offset; start < offset + length; start += windowSize) {
    windows.push({ offset: start, limit: Math.min(windowSize, offset + length - start) });
  }
  return windows;
}
