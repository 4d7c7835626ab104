// When the render of a cache key started, for both of the site's cache handlers
// (local-cache-handler.mjs, redis-cache-handler.mjs): an entry is as fresh as the data its render
// read, not as the moment it was stored (docs/decisions/0168). A `get` that misses, finds its entry
// expired or past its revalidate time (Next then renders it again) notes the sequence number of that
// moment; the `set` that stores the render takes it.

/** How many renders in flight a process remembers the start of (a bound: any address can start one). */
const MAX_PENDING = 10_000;

/**
 * The process's record of renders in flight under `name` (one per handler, whichever module
 * instance Next loads: the handler may be constructed per request).
 * @param {string} name
 */
export function renderStarts(name) {
  const global = /** @type {Record<symbol, Map<string, unknown> | undefined>} */ (globalThis);
  const key = Symbol.for(`tour-agency.render-starts.${name}`);
  const pending = () => (global[key] ??= new Map());
  return {
    /** A render of `key` starts at `sequence`; the earliest of renders running side by side counts. */
    note(cacheKey, sequence) {
      const map = pending();
      if (map.has(cacheKey)) return;
      map.set(cacheKey, sequence);
      if (map.size > MAX_PENDING) map.delete(map.keys().next().value);
    },
    /** The render's start, forgotten as it is read: `{ started: false }` when none was noted. */
    take(cacheKey) {
      const map = pending();
      const started = map.has(cacheKey);
      const sequence = map.get(cacheKey);
      map.delete(cacheKey);
      return { started, sequence };
    },
    /** Forgets every render in flight (tests). */
    clear() {
      global[key] = undefined;
    },
  };
}

/** Past its revalidate time: Next answers it and renders it again in the background. */
export function pastRevalidate(entry) {
  const seconds = entry.cacheControl?.revalidate;
  return typeof seconds === 'number' && Date.now() - entry.lastModified >= seconds * 1000;
}
