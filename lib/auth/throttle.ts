import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { clientNetwork, enforceRateLimit, type RateLimitRule } from '@/lib/security/rate-limit';

/**
 * Attempt limits of the sign-in endpoints (docs/auth.md "Limits"). Failed passwords and codes are
 * counted per account *and* network address, and answered with growing waits rather than a lock:
 * whoever guesses is slowed down more and more, while the owner, from their own address, still
 * signs in. Per network address alone, fixed windows slow down trying many accounts.
 */
export const limits = {
  loginPerIp: { limit: 100, windowSeconds: 15 * 60 },
  codeRequestsPerEmailAndIp: { limit: 5, windowSeconds: 60 * 60 },
  codeRequestsPerIp: { limit: 20, windowSeconds: 60 * 60 },
  codeChecksPerIp: { limit: 50, windowSeconds: 15 * 60 },
  registrationsPerIp: { limit: 50, windowSeconds: 60 * 60 },
  passwordChangesPerUser: { limit: 10, windowSeconds: 15 * 60 },
  /** A browser renews at most every 20 s while it makes requests (lib/auth/client-session.ts); this leaves room for an office behind one address. */
  renewalsPerIp: { limit: 600, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

/** Failures of one account from one address before any wait; then 1 s, 2 s, 4 s … up to 15 minutes. */
const BACKOFF_FREE_FAILURES = 5;
const BACKOFF_MAX_SECONDS = 15 * 60;
/** Failures older than this (since the last one) are forgotten. */
const BACKOFF_MEMORY_SECONDS = 60 * 60;

type Scope = 'login' | 'code-request' | 'code-check' | 'register' | 'password-change' | 'renewal';
type BackoffScope = 'login' | 'code-check';

/** Counts one attempt per key and throws the localized 429 when a limit is passed. */
export async function throttle(scope: Scope, checks: { key: string; rule: RateLimitRule }[]): Promise<void> {
  for (const check of checks) await enforceRateLimit(`${scope}:${check.key}`, check.rule);
}

export const byIp = (request: Request, rule: RateLimitRule) => ({ key: `ip:${clientNetwork(request)}`, rule });
export const byEmailAndIp = (request: Request, email: string, rule: RateLimitRule) => ({ key: `email:${email}:ip:${clientNetwork(request)}`, rule });

const backoffKey = (request: Request, scope: BackoffScope, email: string) => `${scope}:backoff:email:${email}:ip:${clientNetwork(request)}`;

/**
 * Counts an attempt of this address for this account *before* its password or code is checked,
 * and throws the localized 429 while the address must still wait after its failures. One
 * statement increments and answers, so attempts sent at the same moment queue on the row: each
 * sees the count of the ones before it, and a burst gets no more checks than attempts one after
 * the other (reading the wait first and counting the failure after the slow check let all of
 * them through). The attempt is counted as a failure in advance; a success forgives it
 * (`forgiveFailures`). Five failures are free, the sixth makes the next attempt wait 1 s, then
 * 2 s, 4 s … up to 15 minutes; an attempt inside a wait is refused and not counted.
 */
export async function countAttempt(request: Request, scope: BackoffScope, email: string): Promise<void> {
  const db = await getDb();
  const key = backoffKey(request, scope, email);
  const free = BACKOFF_FREE_FAILURES;
  const count = sql`(case when rate_limits.reset_at < now() - make_interval(secs => ${BACKOFF_MEMORY_SECONDS}) then 1 else rate_limits.count + 1 end)`;
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now())
    on conflict (key) do update set
      count = ${count},
      reset_at = now() + make_interval(secs => case when ${count} > ${free} then least(${BACKOFF_MAX_SECONDS}, power(2, least(${count} - ${free} - 1, 20))) else 0 end)
    where not (rate_limits.count > ${free} and rate_limits.reset_at > now())
    returning count`);
  if ((result as unknown as { rows: unknown[] }).rows.length > 0) return;
  // Inside a wait: nothing was counted; say how long is left.
  const [row] = await db
    .select({ wait: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.resetAt} - now()))))::int` })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  throw new HttpError(429, 'rateLimited', { seconds: row?.wait ?? 1 });
}

/** Clears an address's failures for an account after it proved itself (the attempt counted in advance included). */
export async function forgiveFailures(request: Request, scope: BackoffScope, email: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, backoffKey(request, scope, email)));
}
