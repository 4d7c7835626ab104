import 'server-only';
import { unstable_cache } from 'next/cache';

type CacheOptions<Args extends unknown[]> = {
  /** Tags a dashboard write revalidates; a function when they depend on the arguments (`tour:{id}`). */
  tags: readonly string[] | ((...args: Args) => string[]);
  /** Seconds before the entry is refreshed even without a write (for time-dependent data). */
  revalidate?: number;
};

/**
 * A catalogue read cached across requests with `unstable_cache`, keyed by `keyParts` plus the
 * arguments (so they must be JSON values, and so must the result).
 *
 * Outside a Next.js server (Vitest, scripts) there is no incremental cache and `unstable_cache`
 * throws an invariant error; the read then simply runs uncached, so tests exercise the real code.
 */
export function cached<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  { tags, revalidate }: CacheOptions<Args>,
): (...args: Args) => Promise<Result> {
  const withTags = (list: readonly string[]) => unstable_cache(read, keyParts, { tags: [...list], revalidate });
  const fixed = typeof tags === 'function' ? null : withTags(tags);
  return async (...args) => {
    const cachedRead = fixed ?? withTags((tags as (...args: Args) => string[])(...args));
    try {
      return await cachedRead(...args);
    } catch (error) {
      if (isMissingIncrementalCache(error)) return read(...args);
      throw error;
    }
  };
}

function isMissingIncrementalCache(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('Invariant: incrementalCache missing');
}

/** Splits `length` (≥ 1) items from `offset` on into consecutive windows of at most `windowSize`. */
export function cacheWindows(offset: number, length: number, windowSize: number): { offset: number; limit: number }[] {
  const windows: { offset: number; limit: number }[] = [];
  for (let start = offset; start < offset + length; start += windowSize) {
    windows.push({ offset: start, limit: Math.min(windowSize, offset + length - start) });
  }
  return windows;
}
