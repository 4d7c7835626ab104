import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { clientIp, enforceRateLimit, type RateLimitRule } from '@/lib/security/rate-limit';

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
} satisfies Record<string, RateLimitRule>;

/** Failures of one account from one address before any wait; then 1 s, 2 s, 4 s … up to 15 minutes. */
const BACKOFF_FREE_FAILURES = 5;
const BACKOFF_MAX_SECONDS = 15 * 60;
/** Failures older than this (since the last one) are forgotten. */
const BACKOFF_MEMORY_SECONDS = 60 * 60;

type Scope = 'login' | 'code-request' | 'code-check' | 'register' | 'password-change';
type BackoffScope = 'login' | 'code-check';

/** Counts one attempt per key and throws the localized 429 when a limit is passed. */
export async function throttle(scope: Scope, checks: { key: string; rule: RateLimitRule }[]): Promise<void> {
  for (const check of checks) await enforceRateLimit(`${scope}:${check.key}`, check.rule);
}

export const byIp = (request: Request, rule: RateLimitRule) => ({ key: `ip:${clientIp(request)}`, rule });
export const byEmailAndIp = (request: Request, email: string, rule: RateLimitRule) => ({ key: `email:${email}:ip:${clientIp(request)}`, rule });

const backoffKey = (request: Request, scope: BackoffScope, email: string) => `${scope}:backoff:email:${email}:ip:${clientIp(request)}`;

/** Throws the localized 429 while this address must still wait after its failures for this account. */
export async function checkBackoff(request: Request, scope: BackoffScope, email: string): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ wait: sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())))::int` })
    .from(rateLimits)
    .where(eq(rateLimits.key, backoffKey(request, scope, email)));
  if (row && row.wait > 0) throw new HttpError(429, 'rateLimited', { seconds: row.wait });
}

/** Counts a failure of this address for this account; past the free ones, the next attempt waits twice as long. */
export async function recordFailure(request: Request, scope: BackoffScope, email: string): Promise<void> {
  const db = await getDb();
  const free = BACKOFF_FREE_FAILURES;
  const count = sql`(case when ${rateLimits.resetAt} < now() - make_interval(secs => ${BACKOFF_MEMORY_SECONDS}) then 1 else ${rateLimits.count} + 1 end)`;
  await db
    .insert(rateLimits)
    .values({ key: backoffKey(request, scope, email), count: 1, resetAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count,
        resetAt: sql`now() + make_interval(secs => case when ${count} > ${free} then least(${BACKOFF_MAX_SECONDS}, power(2, least(${count} - ${free} - 1, 20))) else 0 end)`,
      },
    });
}

/** Clears an address's failures for an account after it proved itself. */
export async function forgiveFailures(request: Request, scope: BackoffScope, email: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, backoffKey(request, scope, email)));
}
