import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { refreshTokens } from '@/lib/db/schema';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * However often it is renewed, a sign-in ends this long after it began and its owner signs in again:
 * a copied refresh cookie kept in use does not open the account for ever.
 */
export const SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
/**
 * Two tabs restored together (or a tab and a server-side renewal) may present the same refresh
 * token within moments of each other; that is not theft. Within this window a second use gets a
 * sibling token of the same family instead of revoking it. Any later reuse revokes the family.
 */
const REUSE_GRACE_SECONDS = 10;

/** Refresh tokens are 256 random bits, so a fast hash is enough to keep the stored copy useless. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type IssuedRefreshToken = { token: string; expiresAt: Date; familyId: string };

/**
 * What a sign-in carries through its renewals (docs/auth.md "Proven sessions"): whether it proved
 * control of the account's e-mail, and a temporary user whose orders wait for such a proof.
 */
export type FamilyTraits = { proven: boolean; carriedGuestId: number | null };
const unproven: FamilyTraits = { proven: false, carriedGuestId: null };

/**
 * A new refresh token for a user; a new family (a new sign-in) unless one is given, with when that
 * sign-in began: no token outlives SESSION_MAX_AGE_SECONDS from then.
 */
export async function issueRefreshToken(
  db: Executor,
  userId: number,
  familyId: string = randomUUID(),
  now = new Date(),
  traits: FamilyTraits = unproven,
  familyStartedAt: Date = now,
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000, familyStartedAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000));
  await db.insert(refreshTokens).values({ userId, tokenHash: hashRefreshToken(token), familyId, expiresAt, createdAt: now, familyStartedAt, ...traits });
  return { token, expiresAt, familyId };
}

/** The traits of a sign-in, read from any of its tokens. */
export async function familyTraits(db: Executor, familyId: string): Promise<FamilyTraits> {
  const [row] = await db
    .select({ proven: refreshTokens.proven, carriedGuestId: refreshTokens.carriedGuestId })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId))
    .orderBy(desc(refreshTokens.id))
    .limit(1);
  return row ?? unproven;
}

/** Ends every sign-in of a user that did not prove control of the e-mail (the address was just proven). */
export async function revokeUnprovenSessions(db: Executor, userId: number, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.proven, false), isNull(refreshTokens.revokedAt)));
}

/**
 * Whether any token of a family was revoked: then the whole family is dead, whatever its other
 * rows say. On PostgreSQL (READ COMMITTED) a revocation that runs while a renewal has not yet
 * committed waits for the renewal's lock on the old token, revokes it, and never sees the
 * successor the renewal inserted: that successor stays unrevoked. A committed revocation always
 * leaves a revoked row (it revokes every unrevoked row it sees, the family's first token at
 * least, and no token of a family with a valid one is ever deleted: `deleteEndedSessions` takes only
 * families whose tokens have all expired), so reading "any revoked row" makes it win from then on.
 */
async function isFamilyRevoked(db: Executor, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
    .limit(1);
  return Boolean(row);
}

type Rotation =
  | { ok: true; userId: number; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Uses a refresh token once: it is marked used and a successor of the same family is issued.
 * Presenting a used token again (after the grace window) means it was copied: the whole family
 * is revoked, which signs out the thief and the owner alike. A token whose family has any
 * revoked token is refused, even when the token itself escaped the revocation (see
 * `isFamilyRevoked`).
 */
export async function rotateRefreshToken(db: Executor, token: string, now = new Date()): Promise<Rotation> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(token))).for('update');
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revokedAt || (await isFamilyRevoked(tx, row.familyId))) return { ok: false, reason: 'revoked' } as const;
    if (row.expiresAt <= now) return { ok: false, reason: 'expired' } as const;
    if (row.familyStartedAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000 <= now.getTime()) return { ok: false, reason: 'expired' } as const;
    if (row.usedAt) {
      if (now.getTime() - row.usedAt.getTime() > REUSE_GRACE_SECONDS * 1000) {
        await revokeFamily(tx, row.familyId, now);
        return { ok: false, reason: 'reused' } as const;
      }
    } else {
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    }
    const traits = { proven: row.proven, carriedGuestId: row.carriedGuestId };
    return { ok: true, userId: row.userId, next: await issueRefreshToken(tx, row.userId, row.familyId, now, traits, row.familyStartedAt) } as const;
  });
}

/** Who a refresh token belongs to, without using it (unused, unexpired, and of a family never revoked). */
export async function peekRefreshToken(db: Executor, token: string, now = new Date()): Promise<{ userId: number; familyId: string } | null> {
  const [row] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashRefreshToken(token)), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)));
  return row && !(await isFamilyRevoked(db, row.familyId)) ? row : null;
}

/**
 * Whether a sign-in (a family) may still be used: no token of it ever revoked (signed out,
 * password changed or reset, replay; see `isFamilyRevoked`), and one token not expired. Read on
 * every authenticated request: the first condition is one lookup in the partial index
 * refresh_tokens_family_revoked_idx (revoked rows only), however many renewals the family had.
 */
export async function isFamilyActive(db: Executor, familyId: string, now = new Date()): Promise<boolean> {
  const result = await db.execute<{ active: boolean }>(sql`
    select not exists (select 1 from refresh_tokens where family_id = ${familyId} and revoked_at is not null)
       and exists (select 1 from refresh_tokens where family_id = ${familyId} and revoked_at is null and expires_at > ${now.toISOString()}::timestamptz)
       as active`);
  return (result as unknown as { rows: { active: boolean }[] }).rows[0]?.active === true;
}

/** Ends a sign-in: every token of the family (a successor committed after this still counts as revoked, see `isFamilyRevoked`). */
export async function revokeFamily(db: Executor, familyId: string, now = new Date()): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every sign-in of a user (password reset), or every other one (password change). */
export async function revokeUserSessions(db: Executor, userId: number, options: { except?: string } = {}, now = new Date()): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (options.except) conditions.push(ne(refreshTokens.familyId, options.except));
  await db.update(refreshTokens).set({ revokedAt: now }).where(and(...conditions));
}

/**
 * Deletes the sign-ins that can never be used again: families all of whose tokens expired (a day's
 * margin). The table gains a row at every renewal and kept them all. A family with any token
 * still valid keeps every row, the used and revoked ones included: they are what refuses a
 * replayed token and a revoked sign-in (`rotateRefreshToken`, `isFamilyActive`). Returns the rows removed.
 */
export async function deleteEndedSessions(db: Executor, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 3_600_000);
  const removed = await db.execute(sql`
    delete from refresh_tokens where family_id in (
      select family_id from refresh_tokens group by family_id having max(expires_at) < ${cutoff.toISOString()}::timestamptz
    ) returning id`);
  return (removed as unknown as { rows: unknown[] }).rows.length;
}

