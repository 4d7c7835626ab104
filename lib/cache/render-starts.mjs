// When the render of a cache key started, for both of the site's cache handlers
// (local-cache-handler.mjs, redis-cache-handler.mjs): an entry is as fresh as the data its render
// read, not as the moment it was stored (docs/decisions/0168). A `get` that misses, finds its entry
// expired or past its revalidate time (Next then renders it again) notes the sequence number of that
// moment; the `set` that stores the render takes it.

/** How many keys with renders in flight a process remembers (a bound: any address can start one). */
const MAX_PENDING = 10_000;
/**
 * A start older than this is forgotten: a `get` that Next follows with no `set` (a prefetch of a
 * stale page, a render that failed) must not date every later render of the key.
 */
const MAX_RENDER_MS = 60_000;

/**
 * The process's record of renders in flight under `name` (one per handler, whichever module
 * instance Next loads: the handler may be constructed per request). Renders of one key side by side
 * (two pages reading the same data) share one record: the earliest start counts for each of them,
 * until the last one stores.
 * @param {string} name
 */
export function renderStarts(name) {
  const global = /** @type {Record<symbol, Map<string, { sequence: number | null; count: number; at: number }> | undefined>} */ (globalThis);
  const key = Symbol.for(`tour-agency.render-starts.${name}`);
  const pending = () => (global[key] ??= new Map());
  return {
    /** A render of `cacheKey` starts at `sequence` (null: it must not be stored). */
    note(cacheKey, sequence) {
      const map = pending();
      const now = Date.now();
      const current = map.get(cacheKey);
      if (current && now - current.at < MAX_RENDER_MS) {
        current.count += 1;
        current.sequence = current.sequence === null || sequence === null ? null : Math.min(current.sequence, sequence);
        return;
      }
      map.delete(cacheKey);
      map.set(cacheKey, { sequence, count: 1, at: now });
      if (map.size > MAX_PENDING) map.delete(map.keys().next().value);
    },
    /** A render of `cacheKey` is stored: its start, `{ started: false }` when none is known. */
    take(cacheKey) {
      const map = pending();
      const current = map.get(cacheKey);
      if (!current || Date.now() - current.at >= MAX_RENDER_MS) {
        map.delete(cacheKey);
        return { started: false, sequence: undefined };
      }
      current.count -= 1;
      if (current.count <= 0) map.delete(cacheKey);
      return { started: true, sequence: current.sequence };
    },
    /** Forgets every render in flight (tests). */
    clear() {
      global[key] = undefined;
    },
  };
}

/**
 * Past its revalidate time: Next answers it and renders it again in the background. A page carries
 * its time in `cacheControl`; data (`unstable_cache`) in the value or in the context it is read with.
 */
export function pastRevalidate(entry, ctx) {
  const candidates = [ctx?.revalidate, entry.value?.revalidate, entry.cacheControl?.revalidate];
  const seconds = candidates.find((value) => typeof value === 'number' && value > 0);
  return typeof seconds === 'number' && Date.now() - entry.lastModified >= seconds * 1000;
}
