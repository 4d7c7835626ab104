import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { revalidateTag, unstable_cache } from 'next/cache';
import { after } from 'next/server';
import { expireTags as expireSharedTags, redisUrl } from '@/lib/cache/redis.mjs';

/**
 * The seam between the catalogue's caching and Next.js: every cached read (lib/catalog/cache.ts)
 * and every invalidation (lib/catalog/invalidate.ts) goes through `cacheRuntime()`.
 *
 * Why this shape. Next's `unstable_cache` and `revalidateTag` only work inside a Next server: in
 * Vitest or a script they throw. We used to call them anyway and swallow the error by matching
 * its `Invariant:` text, which would silently break the day Next rewords it. Instead the choice is
 * explicit and made once, here:
 * - inside Next (`process.env.NEXT_RUNTIME` is set by Next in its servers and build workers, and
 *   only there) the runtime is Next's own `unstable_cache` / `revalidateTag`;
 * - anywhere else reads run uncached and invalidations are no-ops;
 * - tests replace the runtime with a recording fake (tests/support/cache-recorder.ts) to assert
 *   which tags a write expires and which tags a read carries.
 *
 * Each expiry is applied twice: at once, and RENDER_SETTLE_MS later, for the pages that were being
 * rendered from the old data while the write committed (docs/decisions/0124).
 *
 * Several servers (REDIS_URL): Next's cache lives in Redis (lib/cache/redis-cache-handler.mjs) and
 * an expiry is also written to Redis's shared record of tags before the writer answers, so the next
 * request on any server sees it (Next itself records a route handler's revalidations only after the
 * response).
 *
 * One limit of Next remains: `revalidateTag` needs a request (a route handler). The background jobs
 * (hold expiry, trips completed) run in a timer, so they mark themselves with `runAsJob`. With Redis
 * their expiries go straight to the shared record; without it they wait in this process and are
 * applied at the start of the next API request (`applyQueuedInvalidations`, called by the `route()`
 * wrapper and the bank's callbacks).
 */
type CacheRuntime = {
  /** Wraps a read in the cross-request cache, carrying these tags. */
  cache<Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>, keyParts: string[], options: { tags: string[]; revalidate?: number }): (...args: Args) => Promise<Result>;
  /** Expires every cached read and page carrying these tags, at once (on every server with Redis). */
  expire(tags: string[]): Promise<void>;
};

const jobScope = new AsyncLocalStorage<true>();
const queueKey = Symbol.for('tour-agency.queued-invalidations');
const queued: Set<string> = ((globalThis as Record<symbol, Set<string>>)[queueKey] ??= new Set());

/**
 * How long after a write its tags are expired a second time (docs/decisions/0124). Next judges a
 * cached page or read by when it was stored, not by when it read its data: a page rendered while a
 * write committed read the old data and, stored just after the expiry, passed for fresh until the
 * hourly refresh (the home page kept an old phone number in 5 of 15 tries with renders in flight).
 * A page render takes well under this time, so the pages stored from the old data are expired too.
 */
const RENDER_SETTLE_MS = 2_000;

async function expireNow(tags: string[]): Promise<void> {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (redisUrl()) await expireSharedTags(tags);
}

const nextRuntime: CacheRuntime = {
  cache: (read, keyParts, options) => unstable_cache(read, keyParts, options),
  expire: async (tags) => {
    await expireNow(tags);
    // After the answer, within the request (Next applies revalidations made in `after` when it ends).
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, RENDER_SETTLE_MS));
      await expireNow(tags);
    });
  },
};

const plainRuntime: CacheRuntime = {
  cache: (read) => read,
  expire: async () => {},
};

let runtime: CacheRuntime = process.env.NEXT_RUNTIME ? nextRuntime : plainRuntime;

export function cacheRuntime(): CacheRuntime {
  return runtime;
}

/** Tests only: installs another runtime (a recorder); returns the function that puts the old one back. */
export function replaceCacheRuntime(replacement: CacheRuntime): () => void {
  const previous = runtime;
  runtime = replacement;
  return () => {
    runtime = previous;
  };
}

/**
 * Expires tags now; in a background job, through Redis when several servers share it, else at the
 * start of this process's next request.
 */
export async function expireTags(tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  if (!jobScope.getStore()) return runtime.expire(tags);
  if (runtime === nextRuntime && redisUrl() && (await expireSharedTags(tags))) return;
  for (const tag of tags) queued.add(tag);
}

/** Runs a background job (outside any request): its invalidations are queued, see above. */
export function runAsJob<T>(job: () => Promise<T>): Promise<T> {
  return jobScope.run(true, job);
}

/** Applies the invalidations queued by background jobs; call at the start of a request. */
export async function applyQueuedInvalidations(): Promise<void> {
  if (queued.size === 0 || jobScope.getStore()) return;
  const tags = [...queued];
  queued.clear();
  await runtime.expire(tags);
}
