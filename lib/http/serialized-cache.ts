import 'server-only';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { bumpCatalogueGeneration, catalogueGeneration, redisUrl } from '@/lib/cache/redis.mjs';

type Encoding = 'br' | 'gzip';
/**
 * The JSON text, its UTF-8 bytes (encoded once, not per response), an ETag naming them, and their
 * compressed forms, each made once on first demand.
 */
type Entry = { json: string; body: Uint8Array; etag: string; expiresAt: number; generation: number | null; encoded: Map<Encoding, Promise<Uint8Array>> };
type Store = { entries: Map<string, Entry>; inflight: Map<string, Promise<Entry>> };

const key = Symbol.for('tour-agency.serialized-cache');
const store: Store = ((globalThis as Record<symbol, Store>)[key] ??= { entries: new Map(), inflight: new Map() });
const MAX_ENTRIES = 200;
/**
 * What the entries may hold together: the 10,000-tour list is about 4 MB of JSON, kept as text and
 * bytes (and compressed), so 200 of them (one per page size a client asks for) would be gigabytes.
 */
export const MAX_SERIALIZED_BYTES = 64 * 1024 * 1024;

/** An entry's memory, roughly: the text, its bytes, and compressed forms no larger than the bytes. */
const weight = (entry: Entry) => entry.json.length + 2 * entry.body.byteLength;

/** Keeps `entry`, first dropping expired entries, then the oldest, until it fits the count and the bytes. */
function admit(cacheKey: string, entry: Entry) {
  const now = Date.now();
  store.entries.delete(cacheKey);
  for (const [key, kept] of store.entries) if (kept.expiresAt <= now) store.entries.delete(key);
  let total = [...store.entries.values()].reduce((sum, kept) => sum + weight(kept), 0);
  for (const [key, kept] of store.entries) {
    if (store.entries.size < MAX_ENTRIES && total + weight(entry) <= MAX_SERIALIZED_BYTES) break;
    store.entries.delete(key);
    total -= weight(kept);
  }
  // One answer larger than the whole budget is served, not kept.
  if (weight(entry) <= MAX_SERIALIZED_BYTES) store.entries.set(cacheKey, entry);
}

/** The entries kept now and their weight (what the tests check the budget by). */
export function serializedCacheSize(): { entries: number; bytes: number } {
  return { entries: store.entries.size, bytes: [...store.entries.values()].reduce((sum, kept) => sum + weight(kept), 0) };
}

/**
 * Large public answers (the 10,000-tour list) serialised once, then served as text for `ttlMs`:
 * building 4 MB of JSON per request would cost the CPU of hundreds of ordinary requests. Concurrent
 * misses share one build. Its compressed forms are made once too, and answered as they are: 4 MB
 * of JSON streamed through Next.js per request would cost more than compressing it. The store lives
 * on globalThis because Next.js bundles each route separately and dashboard writes must clear it.
 * With several servers (REDIS_URL) each entry remembers the shared catalogue generation it was built
 * at; a dashboard write on any server raises it, and an entry of an older generation is built again.
 */
export async function serializedJson(cacheKey: string, ttlMs: number, build: () => Promise<unknown>): Promise<Entry> {
  const now = Date.now();
  const generation = redisUrl() ? await catalogueGeneration() : null;
  const hit = store.entries.get(cacheKey);
  if (hit && hit.expiresAt > now && hit.generation === generation && (generation !== null || !redisUrl())) return hit;
  const inflightKey = `${generation}:${cacheKey}`;
  const pending = store.inflight.get(inflightKey);
  if (pending) return pending;
  const promise = build()
    .then((value) => {
      const json = JSON.stringify(value);
      const body = Buffer.from(json);
      const etag = `"sj-${createHash('sha1').update(body).digest('base64url')}"`;
      const entry: Entry = { json, body, etag, expiresAt: Date.now() + ttlMs, generation, encoded: new Map() };
      admit(cacheKey, entry);
      return entry;
    })
    .finally(() => store.inflight.delete(inflightKey));
  store.inflight.set(inflightKey, promise);
  return promise;
}

/** Dashboard writes drop the serialised answers of this process at once, and of every server through Redis. */
export async function clearSerializedCache(): Promise<void> {
  store.entries.clear();
  if (redisUrl()) await bumpCatalogueGeneration();
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** 'br', 'gzip' or null, from an Accept-Encoding header (q=0 refuses). */
function acceptedEncoding(header: string | null): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return wants('br') ? 'br' : wants('gzip') ? 'gzip' : null;
}

function encodedBody(entry: Entry, encoding: Encoding): Promise<Uint8Array> {
  let promise = entry.encoded.get(encoding);
  if (!promise) {
    const large = entry.body.byteLength > 1024 * 1024;
    promise =
      encoding === 'br'
        ? brotli(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: large ? 5 : 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.byteLength, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } })
        : gzip(entry.body, { level: large ? 6 : 9 });
    entry.encoded.set(encoding, promise);
  }
  return promise;
}

/**
 * The cached text as a JSON response: 304 when the client holds it (If-None-Match), compressed as
 * the client accepts, once per entry and encoding (see X-Precompressed below).
 */
export async function serializedResponse(entry: Entry, headers: HeadersInit = {}, request?: Request): Promise<Response> {
  const base = new Headers(headers);
  base.set('Content-Type', 'application/json; charset=utf-8');
  base.set('ETag', entry.etag);
  base.append('Vary', 'Accept-Encoding');
  const held = request?.headers.get('if-none-match');
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) return new Response(null, { status: 304, headers: base });
  const encoding = request ? acceptedEncoding(request.headers.get('accept-encoding')) : null;
  if (!encoding || entry.body.byteLength < 1024) return new Response(entry.body as BodyInit, { headers: base });
  const bytes = await encodedBody(entry, encoding);
  // Next.js drops a Content-Encoding a route handler sets; the production server turns this header
  // into one (scripts/lib/compression.mjs PRECOMPRESSED), so only it may answer this route.
  base.set('X-Precompressed', encoding);
  base.set('Content-Length', String(bytes.byteLength));
  return new Response(bytes as BodyInit, { headers: base });
}
