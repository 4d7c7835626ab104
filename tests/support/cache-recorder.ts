import { replaceCacheRuntime } from '@/lib/catalog/cache-runtime';

/**
 * Replaces the catalogue's cache runtime (lib/catalog/cache-runtime.ts) with a recorder: reads run
 * uncached and their tags are noted under their key, and every expired tag is listed. `entries`
 * holds one line per cache entry Next would store: the key parts and the arguments, which is what
 * `unstable_cache` keys an entry by. `restore()` puts the previous runtime back.
 */
export function recordCache() {
  const readTags = new Map<string, string[]>();
  const entries = new Set<string>();
  const expiredTags: string[] = [];
  const restore = replaceCacheRuntime({
    cache: (read, keyParts, options) => {
      const key = keyParts.join('/');
      readTags.set(key, options.tags);
      return (...args) => {
        entries.add(`${key} ${JSON.stringify(args)}`);
        return read(...args);
      };
    },
    expire: async (tags) => {
      expiredTags.push(...tags);
    },
  });
  return { readTags, entries, expiredTags, restore };
}
