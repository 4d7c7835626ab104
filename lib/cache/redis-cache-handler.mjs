// Next.js's cache (full-route pages, route handlers and `unstable_cache` data) in the Redis that
// all app servers share. Configured through Next's documented `cacheHandler` option only when
// REDIS_URL is set (next.config.ts); without it one process keeps Next's own local cache.
// Why our own and not a library: docs/decisions/0079-one-cache-for-all-servers.md.
//
// The documented interface: get(key, ctx), set(key, data, ctx), revalidateTag(tags, durations),
// resetRequestCache(). Next checks a revalidated tag against its in-process record only for its own
// file-system cache; a custom handler answers for tags itself, so `get` compares each entry's tags
// with the shared record of expired tags (lib/cache/redis.mjs) and answers "not cached" when one of
// them expired after the entry was made (by sequence number, not by clock: the servers' clocks may
// differ). That is what lets a dashboard edit or a seat sold on one server change the page every
// server sends at its next request.
//
// "Made" means the start of the render that made it, not its storing: a render that read the old
// contacts before a dashboard write and was stored after it must not pass for fresh
// (docs/decisions/0168). The render runs in the process whose `get` missed, so the number read at
// that `get` is kept here, in memory, until its `set`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { tagsOf } from './entry-tags.mjs';
import { pastRevalidate, renderStarts } from './render-starts.mjs';
import { currentSequence, expireTags, getWithSequence, keyPrefix, latestTagExpiry, withRedis } from './redis.mjs';

/** An entry nobody reads again leaves Redis after this long (pages refresh hourly anyway). */
const DEFAULT_TTL_SECONDS = 7 * 24 * 3600;

const buildIds = new Map();

/** The build's id: entries of one build are never served by another (other chunk names). */
function buildId(serverDistDir) {
  const distDir = serverDistDir ? path.dirname(serverDistDir) : path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');
  if (!buildIds.has(distDir)) {
    let id = 'dev';
    try {
      id = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
    } catch {
      // `next dev` has no BUILD_ID: its entries are kept apart under "dev".
    }
    buildIds.set(distDir, id);
  }
  return buildIds.get(distDir);
}

/** Renders in flight in this process: the render runs where its `get` missed (null: Redis was away). */
const starts = renderStarts('redis');

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} options */
  constructor(options = {}) {
    this.prefix = `${keyPrefix()}e:${buildId(options.serverDistDir)}:`;
  }

  async get(key, ctx) {
    const found = await getWithSequence(this.prefix + key);
    if (!found) {
      // Redis away: what this render stores would carry no start number, so it is not stored.
      starts.note(key, null);
      return null;
    }
    const { raw, sequence } = found;
    let entry = null;
    try {
      entry = raw ? v8.deserialize(raw) : null;
    } catch {
      entry = null;
    }
    if (!entry) {
      starts.note(key, sequence);
      return null;
    }
    const tags = [...new Set([...(entry.tags ?? []), ...tagsOf(null, ctx)])];
    const expiredAt = await latestTagExpiry(tags);
    // Redis answered the entry but not the tags: better render than risk an outdated page.
    if (expiredAt === null || typeof entry.sequence !== 'number' || expiredAt > entry.sequence) {
      starts.note(key, sequence);
      return null;
    }
    if (pastRevalidate(entry, ctx)) starts.note(key, sequence);
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key, data, ctx = {}) {
    const { started, sequence: readAt } = starts.take(key);
    if (!data) {
      await withRedis((client) => client.del(this.prefix + key), null);
      return;
    }
    // A "not found" page is not kept: its address is whatever a visitor typed (`/tour-single-1/<any
    // number>`), so each would be an entry of its own, a day long; it renders again on request (one
    // lookup by id). The single server's handler does the same (lib/cache/local-cache-handler.mjs).
    if (data.kind === 'APP_PAGE' && data.status === 404) return;
    const now = await currentSequence();
    if (now === null) return;
    // Redis started again meanwhile (it keeps nothing on disk: the counter began again at 0): the
    // start belongs to the old count, and later expiries would all look older than the entry.
    if (started && (readAt === null || now < readAt)) return;
    const sequence = started ? readAt : now;
    const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
    const entry = { lastModified: Date.now(), sequence, value: data, cacheControl, tags: tagsOf(data, ctx) };
    const expire = typeof cacheControl?.expire === 'number' ? cacheControl.expire : undefined;
    const revalidate = typeof ctx.revalidate === 'number' ? ctx.revalidate : typeof cacheControl?.revalidate === 'number' ? cacheControl.revalidate : undefined;
    const ttl = Math.max(60, Math.min(DEFAULT_TTL_SECONDS, expire ?? (revalidate ? revalidate * 24 : DEFAULT_TTL_SECONDS)));
    await withRedis((client) => client.set(this.prefix + key, v8.serialize(entry), { expiration: { type: 'EX', value: ttl } }), null);
  }

  /**
   * Every revalidation expires at once (the site always asks for `{ expire: 0 }`,
   * lib/catalog/cache-runtime.ts); the shared record makes it hold on every server.
   */
  async revalidateTag(tags) {
    await expireTags(typeof tags === 'string' ? [tags] : (tags ?? []));
  }

  resetRequestCache() {}
}
