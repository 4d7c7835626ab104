import 'server-only';
import { createHash } from 'node:crypto';

/** The JSON text, its UTF-8 bytes (encoded once, not per response) and an ETag naming them. */
type Entry = { json: string; body: Uint8Array; etag: string; expiresAt: number };
type Store = { entries: Map<string, Entry>; inflight: Map<string, Promise<Entry>> };

const key = Symbol.for('tour-agency.serialized-cache');
const store: Store = ((globalThis as Record<symbol, Store>)[key] ??= { entries: new Map(), inflight: new Map() });
const MAX_ENTRIES = 200;

/**
 * Large public answers (the 10,000-tour list) serialised once, then served as text for `ttlMs`:
 * building 4 MB of JSON per request would cost the CPU of hundreds of ordinary requests. Concurrent
 * misses share one build. The ETag lets the production server (scripts/production-server.mjs) keep
 * the compressed bytes instead of compressing megabytes per request, and answer again while the
 * entry with that ETag is still in this store (it reads the store through the symbol above).
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
      const body = Buffer.from(json);
      const etag = `"sj-${createHash('sha1').update(body).digest('base64url')}"`;
      const entry = { json, body, etag, expiresAt: Date.now() + ttlMs };
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
  base.set('ETag', entry.etag);
  return new Response(entry.body as BodyInit, { headers: base });
}
