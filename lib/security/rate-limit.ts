import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { HttpError } from '@/lib/http/respond';

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * Counts one hit against `key` in a fixed window kept in the database, so every app server shares
 * the count. Returns the seconds to wait when the limit is passed, else 0.
 */
export async function hit(key: string, rule: RateLimitRule): Promise<number> {
  const db = await getDb();
  const result = await db.execute<{ count: number; wait: number }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, greatest(1, ceil(extract(epoch from (reset_at - now()))))::int as wait`);
  const row = (result as unknown as { rows: { count: number; wait: number }[] }).rows[0];
  return row.count > rule.limit ? row.wait : 0;
}

/** Throws a 429 with the localized "try again in N seconds" sentence when the limit is passed. */
export async function enforceRateLimit(key: string, rule: RateLimitRule): Promise<void> {
  const wait = await hit(key, rule);
  if (wait > 0) throw new HttpError(429, 'rateLimited', { seconds: wait });
}

/**
 * The caller's address. The Next.js server appends the socket's peer to X-Forwarded-For, so the last
 * entry is the one a client cannot forge; behind N trusted reverse proxies (TRUST_PROXY_HOPS=N) the
 * client is N entries before it.
 */
export function clientIp(request: Request): string {
  const hops = Math.max(0, Number(process.env.TRUST_PROXY_HOPS ?? 0) || 0);
  const chain = (request.headers.get('x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  return chain[Math.max(0, chain.length - 1 - hops)] || request.headers.get('x-real-ip') || '127.0.0.1';
}
