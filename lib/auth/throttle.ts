import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { clientIp, enforceRateLimit, type RateLimitRule } from '@/lib/security/rate-limit';

/**
 * Attempt limits of the sign-in endpoints. Per address they stop guessing one account's password
 * or code; per network address they slow down trying many accounts. A successful password sign-in
 * forgives the address's failed attempts, so a customer who signs in often is never locked out.
 */
export const limits = {
  loginPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  loginPerIp: { limit: 100, windowSeconds: 15 * 60 },
  codeRequestsPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  codeRequestsPerIp: { limit: 20, windowSeconds: 60 * 60 },
  codeChecksPerIp: { limit: 50, windowSeconds: 15 * 60 },
  registrationsPerIp: { limit: 50, windowSeconds: 60 * 60 },
  passwordChangesPerUser: { limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

type Scope = 'login' | 'code-request' | 'code-check' | 'register' | 'password-change';

/** Counts one attempt per key and throws the localized 429 when a limit is passed. */
export async function throttle(scope: Scope, checks: { key: string; rule: RateLimitRule }[]): Promise<void> {
  for (const check of checks) await enforceRateLimit(`${scope}:${check.key}`, check.rule);
}

export const byIp = (request: Request, rule: RateLimitRule) => ({ key: `ip:${clientIp(request)}`, rule });
export const byEmail = (email: string, rule: RateLimitRule) => ({ key: `email:${email}`, rule });

/** Clears an address's attempt counter after it proved itself. */
export async function forgiveAttempts(scope: Scope, email: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, `${scope}:email:${email}`));
}
