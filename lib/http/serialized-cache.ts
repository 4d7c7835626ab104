import 'server-only';
import { gzipSync } from 'node:zlib';

type Entry = { json: string; gzip: Buffer; expiresAt: number };
type Store = { entries: Map<string, Entry>; inflight: Map<string, Promise<Entry>> };

const key = Symbol.for('tour-agency.serialized-cache');
const store: Store = ((globalThis as Record<symbol, Store>)[key] ??= { entries: new Map(), inflight: new Map() });
const MAX_ENTRIES = 200;

/**
 * Large public answers (the 10,000-tour list) serialised and gzipped once, then served as bytes for
 * `ttlMs`: building and compressing 4 MB of JSON per request would cost the CPU of hundreds of
 * ordinary requests. Concurrent misses share one build.
 */
export async function serializedJson(cacheKey: string, ttlMs: number, build: () => Promise<unknown>): Promise<Entry> {
  const now = Date.now();
  const hit = store.entries.get(cacheKey);
  if (hit && hit.expiresAt > now) return hit;
  const pending = store.inflight.get(cacheKey);
  if (pending) return pending;
  const promise = build()
    .then((value) => {
      const json = JSON.stringify(value);
      const entry = { json, gzip: gzipSync(json), expiresAt: Date.now() + ttlMs };
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

/** The cached bytes as a response: pre-compressed when the client accepts gzip. */
export function serializedResponse(request: Request, entry: Entry, headers: HeadersInit = {}): Response {
  const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
  const base = new Headers(headers);
  base.set('Content-Type', 'application/json; charset=utf-8');
  base.set('Vary', 'Accept-Encoding, Accept-Language');
  if (gzip) base.set('Content-Encoding', 'gzip');
  return new Response(gzip ? new Uint8Array(entry.gzip) : entry.json, { headers: base });
}
