import 'server-only';

type Entry = { json: string; expiresAt: number };
type Store = { entries: Map<string, Entry>; inflight: Map<string, Promise<Entry>> };

const key = Symbol.for('tour-agency.serialized-cache');
const store: Store = ((globalThis as Record<symbol, Store>)[key] ??= { entries: new Map(), inflight: new Map() });
const MAX_ENTRIES = 200;

/**
 * Large public answers (the 10,000-tour list) serialised once, then served as text for `ttlMs`:
 * building 4 MB of JSON per request would cost the CPU of hundreds of ordinary requests. Concurrent
 * misses share one build. (Next.js compresses the response itself and drops a Content-Encoding set
 * by a route handler, so the bytes cannot be pre-compressed here.)
 */
export async function serializedJson(cacheKey: string, ttlMs: number, build: () => Promise<unknown>): Promise<Entry> {
  const now = Date.now();
  const hit = store.entries.get(cacheKey);
  if (hit && hit.expiresAt > now) return hit;
  const pending = store.inflight.get(cacheKey);
  if (pending) return pending;
  const promise = build()
    .then((value) => {
      const entry = { json: JSON.stringify(value), expiresAt: Date.now() + ttlMs };
      if (store.entries.size >= MAX_ENTRIES) store.entries.delete(store.entries.keys().next().value as string);
      store.entries.set(cacheKey, entry);
      return entry;
    })
    .finally(() => store.inflight.delete(cacheKey));
  store.inflight.set(cacheKey, promise);
  return promise;
}

/** Dashboard writes and checkouts drop the serialised answers of this process at once. */
export function clearSerializedCache() {
  store.entries.clear();
}

/** The cached text as a JSON response. */
export function serializedResponse(entry: Entry, headers: HeadersInit = {}): Response {
  const base = new Headers(headers);
  base.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(entry.json, { headers: base });
}
