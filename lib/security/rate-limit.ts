import 'server-only';
import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/config/env';
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

/**
 * Throws a 429 when the limit is passed, with the localized "try again in N seconds" sentence or
 * the given `api` message, which may say `{seconds}` or `{minutes}`.
 */
export async function enforceRateLimit(key: string, rule: RateLimitRule, messageKey = 'rateLimited'): Promise<void> {
  const wait = await hit(key, rule);
  if (wait > 0) throw new HttpError(429, messageKey, { seconds: wait, minutes: Math.ceil(wait / 60) });
}

/**
 * Payment starts (both store types) per address, PAYMENT_STARTS_PER_ADDRESS in 10 minutes: a card
 * tester is slowed, a customer told how long to wait.
 */
export async function enforcePaymentStartLimit(request: Request): Promise<void> {
  await enforceRateLimit(`payment:${clientNetwork(request)}`, { limit: env().PAYMENT_STARTS_PER_ADDRESS, windowSeconds: 600 }, 'tooManyPaymentStarts');
}

/**
 * Every first cart write of a visitor without a session creates a temporary user: at most
 * GUESTS_PER_ADDRESS_PER_HOUR of them per address, so a script cannot fill the users table.
 */
export async function enforceGuestCreationLimit(request: Request): Promise<void> {
  const wait = await hit(`guest:${clientNetwork(request)}`, { limit: env().GUESTS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 });
  if (wait > 0) throw new HttpError(429, 'tooManyGuests', { minutes: Math.ceil(wait / 60) });
}

/** The address of every caller when no server in front rewrote X-Forwarded-For: never loopback. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The caller's address. The production server (scripts/lib/forwarded-for.mjs) rewrites
 * X-Forwarded-For before Next.js sees it: the socket's address last, preceded by the entries of at
 * most TRUST_PROXY_HOPS trusted reverse proxies; so the client is TRUST_PROXY_HOPS entries before
 * the last, and a client-sent header is never believed. It says so with CLIENT_ADDRESS_FROM_SOCKET=1
 * in its own process; without it (plain `next start`, `npm run serve`) the header is whatever the
 * client sent ("127.0.0.1" would open the operations endpoints), so every caller is UNKNOWN_CLIENT:
 * the operations endpoints then want their token and the limits per address count all callers together.
 */
export function clientIp(request: Request): string {
  if (process.env.CLIENT_ADDRESS_FROM_SOCKET !== '1') return UNKNOWN_CLIENT;
  const hops = Math.max(0, Number(process.env.TRUST_PROXY_HOPS ?? 0) || 0);
  const chain = (request.headers.get('x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  // Without the header: a request made inside this process (the tests call handlers directly).
  return chain[Math.max(0, chain.length - 1 - hops)] || '127.0.0.1';
}

/**
 * The network a limit per address counts: an IPv4 address itself, the /64 of an IPv6 one
 * ("2001:db8:1:2::/64"). An ISP gives each customer at least a /64 and any machine on it can use
 * every address in it, so counting IPv6 addresses one by one would let one visitor past every limit
 * by changing address. Anything else (UNKNOWN_CLIENT) is returned as it is.
 */
export function addressNetwork(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1];
  if (isIP(address) !== 6) return ip;
  const [head, tail] = address.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  // A trailing dotted quad ("::1.2.3.4") is two groups; only the first four groups matter here.
  const count = (list: string[]) => list.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const full = tail === undefined ? left : [...left, ...Array<string>(8 - count(left) - count(right)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** What the limits per address count a request by: `addressNetwork(clientIp(request))`. */
export function clientNetwork(request: Request): string {
  return addressNetwork(clientIp(request));
}
