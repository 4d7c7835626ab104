import { replaceCacheRuntime } from '@/lib/catalog/cache-runtime';

/**
 * Replaces the catalogue's cache runtime (lib/catalog/cache-runtime.ts) with a recorder: reads run
 * uncached and their tags are noted under their key, and every expired tag is listed. `restore()`
 * puts the previous runtime back.
 */
export function recordCache() {
  const readTags = new Map<string, string[]>();
  const expiredTags: string[] = [];
  const restore = replaceCacheRuntime({
    cache: (read, keyParts, options) => {
      readTags.set(keyParts.join('/'), options.tags);
      return read;
    },
    expire: async (tags) => {
      expiredTags.push(...tags);
    },
  });
  return { readTags, expiredTags, restore };
}
