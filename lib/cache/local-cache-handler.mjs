// Next.js's cache (full-route pages, route handlers and `unstable_cache` data) for a single server
// without Redis: in this process's memory, bounded, through Next's documented `cacheHandler` option
// (next.config.ts). It replaces Next's own local cache, which also writes every page it renders on
// request to the build folder and never removes the files, "not found" pages included: a loop over
// made-up addresses (`/tour-single-1/<any number>`) could fill the disk
// (docs/decisions/0141-a-bounded-local-page-cache.md).
//
// The same interface and tag rule as lib/cache/redis-cache-handler.mjs: an entry remembers the
// sequence number of its writing, a revalidated tag records the next number, and `get` answers
// "not cached" for an entry one of whose tags expired after it was written, or rather after the render
// that wrote it started (lib/cache/render-starts.mjs).
//
// Nothing is kept across a restart: a server starts with an empty page cache anyway (record 134).
import { tagsOf } from './entry-tags.mjs';
import { pastRevalidate, renderStarts } from './render-starts.mjs';

/** The cache's size in MB of rendered HTML, RSC and data (`PAGE_CACHE_MB`; lib/config/env.ts refuses a bad one at start). */
const DEFAULT_LIMIT_MB = 128;

/** One store per process, whichever module instance Next loads (the handler may be constructed per request). */
const STORE = Symbol.for('tour-agency.local-cache-handler');

function store() {
  globalThis[STORE] ??= { entries: new Map(), bytes: 0, sequence: 0, tagExpiry: new Map() };
  return globalThis[STORE];
}

/**
 * Renders in flight: a render of a key starts at a sequence number, and the entry it stores is as
 * fresh as the data it read, not as the moment it was stored. A dashboard write between the two
 * expires it at once (a render that read the old contacts and finished after the write would
 * otherwise pass for fresh, and keep the old footer up to an hour).
 */
const starts = renderStarts('local');

/** The byte limit: `PAGE_CACHE_MB` when it is a sensible number, else 128 MB. */
export function limitBytes() {
  const megabytes = Number(process.env.PAGE_CACHE_MB);
  return (Number.isFinite(megabytes) && megabytes >= 1 && megabytes <= 16_384 ? megabytes : DEFAULT_LIMIT_MB) * 1024 * 1024;
}

/** About how much memory an entry holds: its strings and buffers (headers and small fields ignored). */
export function sizeOf(value) {
  if (!value) return 0;
  let bytes = 0;
  const add = (part) => {
    if (typeof part === 'string') bytes += part.length * 2;
    else if (part instanceof Uint8Array) bytes += part.byteLength;
    else if (part instanceof Map) for (const item of part.values()) add(item);
    else if (part && typeof part === 'object') bytes += JSON.stringify(part)?.length ?? 0;
  };
  if (value.kind === 'APP_PAGE') {
    add(value.html);
    add(value.rscData);
    add(value.segmentData);
  } else if (value.kind === 'APP_ROUTE') {
    add(value.body);
  } else {
    add(value.data ?? value);
  }
  return bytes + 512;
}

function remove(key) {
  const state = store();
  const entry = state.entries.get(key);
  if (!entry) return;
  state.entries.delete(key);
  state.bytes -= entry.size;
}

export default class LocalCacheHandler {
  async get(key, ctx) {
    const state = store();
    const entry = state.entries.get(key);
    if (!entry) {
      starts.note(key, state.sequence);
      return null;
    }
    for (const tag of [...entry.tags, ...tagsOf(null, ctx)]) {
      if ((state.tagExpiry.get(tag) ?? 0) > entry.sequence) {
        remove(key);
        starts.note(key, state.sequence);
        return null;
      }
    }
    if (pastRevalidate(entry, ctx)) starts.note(key, state.sequence);
    // Least recently used last out: a read moves the entry to the end of the Map's order.
    state.entries.delete(key);
    state.entries.set(key, entry);
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key, data, ctx = {}) {
    const state = store();
    const { sequence: readAt } = starts.take(key);
    remove(key);
    if (!data) return;
    // A "not found" page is not kept: its address is whatever a visitor typed, so each would be an
    // entry of its own; it renders again on request (one lookup by id), as with Redis.
    if (data.kind === 'APP_PAGE' && data.status === 404) return;
    const size = sizeOf(data);
    const limit = limitBytes();
    if (size > limit / 4) return;
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
    state.sequence += 1;
    state.entries.set(key, { lastModified: Date.now(), sequence: readAt ?? state.sequence, value: data, cacheControl, tags: tagsOf(data, ctx), size });
    state.bytes += size;
    for (const oldest of state.entries.keys()) {
      if (state.bytes <= limit) break;
      remove(oldest);
    }
  }

  /** Every revalidation expires at once (the site always asks for `{ expire: 0 }`, lib/catalog/cache-runtime.ts). */
  async revalidateTag(tags) {
    const state = store();
    state.sequence += 1;
    for (const tag of typeof tags === 'string' ? [tags] : (tags ?? [])) if (tag) state.tagExpiry.set(tag, state.sequence);
  }

  resetRequestCache() {}
}

/** What the cache holds (tests and the readiness check). */
export function localCacheStats() {
  const state = store();
  return { entries: state.entries.size, bytes: state.bytes, limit: limitBytes() };
}

/** Tests start from an empty cache. */
export function clearLocalCache() {
  globalThis[STORE] = undefined;
  starts.clear();
}
