// The Redis that several app servers share (REDIS_URL): Next.js's page and data cache
// (lib/cache/redis-cache-handler.mjs), the record of expired cache tags, and the generation of the
// serialised tour list (lib/http/serialized-cache.ts). Plain JavaScript because Next.js loads the
// cache handler itself, outside the bundles; the bundled app code imports this same file, and both
// copies share one client through globalThis.
//
// Keys (all under REDIS_KEY_PREFIX, default `tour-agency:`):
//   e:{buildId}:{key}      one cache entry (v8-serialised { lastModified, value, cacheControl, tags })
//   tags                   hash: cache tag → the sequence number of its last expiry
//   sequence               counter of expiries; an entry remembers its value when it was made, so
//                          comparing needs no clocks agreeing between servers
//   catalogue-generation   counter, raised by every dashboard write to the catalogue
//
// Redis being away never fails a visit: reads answer "not cached" and writes are dropped after
// OP_TIMEOUT_MS (the page is rendered from the database instead), and it is logged once per outage.
import { createClient } from 'redis';

const OP_TIMEOUT_MS = 1_000;
const slotKey = Symbol.for('tour-agency.redis');

/** @returns {{ client: import('redis').RedisClientType | null, ready: Promise<unknown> | null, createdAt: number, warned: boolean }} */
function slot() {
  const global = /** @type {Record<symbol, any>} */ (globalThis);
  return (global[slotKey] ??= { client: null, ready: null, createdAt: 0, warned: false });
}

export function redisUrl() {
  return process.env.REDIS_URL || null;
}

export function keyPrefix() {
  return process.env.REDIS_KEY_PREFIX || 'tour-agency:';
}

function warn(error) {
  const state = slot();
  if (state.warned) return;
  state.warned = true;
  const reason = error instanceof Error ? error.message : String(error);
  console.error(JSON.stringify({ level: 50, time: new Date().toISOString(), event: 'redis.unavailable', msg: `Redis unavailable: ${reason}; serving without the shared cache` }));
}

/** The process's one client, connecting on first use; null without REDIS_URL. */
export function redis() {
  const url = redisUrl();
  if (!url) return null;
  const state = slot();
  if (!state.client) {
    const client = createClient({
      url,
      // Commands fail at once while disconnected (a visit renders from the database) instead of
      // waiting in a queue; the client keeps reconnecting in the background.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
      // Entries are binary (v8 serialisation): bulk strings come back as Buffers.
      RESP: 2,
    }).withTypeMapping({ [36 /* RESP_TYPES.BLOB_STRING */]: Buffer });
    client.on('error', warn);
    client.on('ready', () => {
      state.warned = false;
      void writePendingExpiries();
    });
    state.client = /** @type {any} */ (client);
    state.createdAt = Date.now();
    state.ready = client.connect().catch(warn);
  }
  return state.client;
}

/**
 * Runs `operation` on the shared client within OP_TIMEOUT_MS; `fallback` when Redis is away. A new
 * client gets OP_TIMEOUT_MS to make its first connection (the first requests after a start); after
 * that a client not connected answers `fallback` at once. The client's first `connect()` does not
 * settle while Redis stays away (it keeps retrying), so no request may wait for it unbounded: a
 * server started during an outage would hang every visit and every dashboard write.
 */
export async function withRedis(operation, fallback) {
  const client = redis();
  if (!client) return fallback;
  const state = slot();
  let timer;
  try {
    if (!client.isReady) {
      const left = OP_TIMEOUT_MS - (Date.now() - state.createdAt);
      if (left <= 0) return fallback;
      await Promise.race([state.ready, new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
      clearTimeout(timer);
      if (!client.isReady) return fallback;
    }
    return await Promise.race([
      operation(client),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${OP_TIMEOUT_MS} ms`)), OP_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    warn(error);
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

const tagsKey = () => `${keyPrefix()}tags`;
const sequenceKey = () => `${keyPrefix()}sequence`;
const generationKey = () => `${keyPrefix()}catalogue-generation`;

/** One step of the sequence for all these tags at once, atomically. */
const EXPIRE_SCRIPT = `local n = redis.call('INCR', KEYS[1])
for _, tag in ipairs(ARGV) do redis.call('HSET', KEYS[2], tag, n) end
return n`;

const pendingKey = Symbol.for('tour-agency.redis-pending-expiries');
const RETRY_MS = 2_000;

/**
 * Expiries Redis did not take (away, or no answer within OP_TIMEOUT_MS): kept in this process and
 * written as soon as it answers again (on reconnecting, and every RETRY_MS meanwhile). While Redis is
 * away every server renders from the database; without this, its entries from before the write would
 * pass for fresh once it was back, for as long as they live (docs/decisions/0164).
 * @returns {{ tags: Set<string>, timer: ReturnType<typeof setInterval> | null }}
 */
function pending() {
  const global = /** @type {Record<symbol, any>} */ (globalThis);
  return (global[pendingKey] ??= { tags: new Set(), timer: null });
}

function writeExpiries(list) {
  return withRedis(async (client) => {
    await client.eval(EXPIRE_SCRIPT, { keys: [sequenceKey(), tagsKey()], arguments: list });
    return true;
  }, false);
}

async function writePendingExpiries() {
  const state = pending();
  if (state.tags.size === 0) return;
  const list = [...state.tags];
  state.tags.clear();
  if (await writeExpiries(list)) {
    if (state.tags.size === 0 && state.timer) {
      clearInterval(state.timer);
      state.timer = null;
    }
    return;
  }
  for (const tag of list) state.tags.add(tag);
}

/**
 * Records that these cache tags expired, for every server; resolves once Redis has it (false: it
 * could not now, and they are written when it answers again).
 */
export async function expireTags(tags) {
  const list = [...new Set(tags)].filter(Boolean);
  if (list.length === 0) return false;
  if (await writeExpiries(list)) return true;
  const state = pending();
  for (const tag of list) state.tags.add(tag);
  state.timer ??= setInterval(() => void writePendingExpiries(), RETRY_MS);
  state.timer.unref?.();
  return false;
}

/** The current expiry sequence number (what a new entry remembers); null when Redis is away. */
export async function currentSequence() {
  return withRedis(async (client) => {
    const value = await client.get(sequenceKey());
    return value ? Number(value.toString()) : 0;
  }, null);
}

/**
 * A stored value and the sequence number now, in one command (MGET reads both at one instant):
 * `{ raw, sequence }`, or null when Redis is away. A cache miss starts a render, and the entry that
 * render stores is only as fresh as this number (lib/cache/redis-cache-handler.mjs).
 */
export async function getWithSequence(key) {
  return withRedis(async (client) => {
    const [raw, sequence] = await client.mGet([key, sequenceKey()]);
    return { raw: raw ?? null, sequence: sequence ? Number(sequence.toString()) : 0 };
  }, null);
}

/** The latest expiry sequence number of any of these tags (0: none expired); null when Redis is away. */
export async function latestTagExpiry(tags) {
  const list = [...new Set(tags)].filter(Boolean);
  if (list.length === 0) return 0;
  return withRedis(async (client) => {
    const values = await client.hmGet(tagsKey(), list);
    return values.reduce((latest, value) => Math.max(latest, value ? Number(value.toString()) : 0), 0);
  }, null);
}

/** The shared catalogue generation (null when Redis is away or not configured). */
export async function catalogueGeneration() {
  return withRedis(async (client) => {
    const value = await client.get(generationKey());
    return value ? Number(value.toString()) : 0;
  }, null);
}

/** Raises the shared catalogue generation: every server's serialised answers become old. */
export async function bumpCatalogueGeneration() {
  return withRedis((client) => client.incr(generationKey()), null);
}

/** Closes the client (tests and scripts). */
export async function closeRedis() {
  const state = slot();
  const client = state.client;
  state.client = null;
  state.ready = null;
  if (client?.isOpen) await client.quit().catch(() => client.disconnect());
}
