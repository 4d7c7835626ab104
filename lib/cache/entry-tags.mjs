// The tags a cache entry answers to, for both of the site's cache handlers (local-cache-handler.mjs,
// redis-cache-handler.mjs): a page's from Next's header, data's from the context it was read with.

/** Next's header carrying a cached page's tags (its own and those of the data it read). */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

export function tagsOf(value, ctx) {
  const header = value?.headers?.[CACHE_TAGS_HEADER];
  const own = typeof header === 'string' && header ? header.split(',') : [];
  return [...new Set([...own, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
}
