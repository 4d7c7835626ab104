import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextResponse } from 'next/server';
import { getDb, type Executor } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { HttpError, ok } from '@/lib/http/respond';
import { mergeGuestCart } from '@/lib/cart/merge-guest-cart';
import type { Locale } from '@/i18n/routing';
import { setKnownAddressCookie, setSessionCookies, type IssuedSession } from './cookies';
import { knownAddressToken } from './one-time-codes';
import { menuFor, type MenuEntry } from './menu';
import { hashPassword } from './password';
import { familyTraits, revokeFamily, revokeUnprovenSessions, revokeUserSessions } from './refresh-tokens';
import { currentSessionOwner, startSession } from './session';
import { lockAccount, type UserRow } from './users';

/** docs/product-rules.md#bookings: the login result is a Token object (Token, Expiration) plus the role's Menu. */
export type LoginResult = { Token: { Token: string; Expiration: string }; Menu: MenuEntry[] };

export function tokenResult(issued: IssuedSession) {
  return { Token: issued.accessToken, Expiration: issued.accessExpiresAt.toISOString() };
}

/**
 * The owner just proved control of the account's address (a code sent there: code sign-in or
 * password reset). The first time, the address becomes verified and a password set before is
 * cleared — whoever set it may not own the address; every time, the sessions that did not prove
 * the address end (docs/auth.md "Proven sessions"). A reset (`newPassword`) sets the new password
 * and ends every session. All in one transaction that locks the account first: a password sign-in
 * completing meanwhile either committed before (its session is ended here) or finds its password
 * gone (`signIn`).
 */
export async function proveAddress(db: Executor, account: UserRow, { newPassword }: { newPassword?: string } = {}, now = new Date()): Promise<void> {
  const newHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Read under the lock, not from `account`: a reset that committed meanwhile verified the address
    // and set the owner's password, which a stale "not verified yet" would clear.
    const current = await lockAccount(tx, account.id);
    // Erased (or deleted) since the code was checked against its address: nothing left to prove.
    if (current?.email !== account.email) throw new HttpError(401, 'invalidCredentials');
    const firstProof = !current.emailVerifiedAt;
    if (firstProof || newHash) {
      await tx
        .update(users)
        .set({ ...(firstProof ? { emailVerifiedAt: now, passwordHash: null } : {}), ...(newHash ? { passwordHash: newHash } : {}), updatedAt: now })
        .where(eq(users.id, account.id));
    }
    if (newHash) await revokeUserSessions(tx, account.id, {}, now);
    else await revokeUnprovenSessions(tx, account.id, now);
  });
}

/**
 * How a sign-in proved itself: `proven` for a code (or a reset), else the password hash the caller
 * checked (password sign-in, registration), which must still be the account's when the session
 * starts; the session is proven when the address was (docs/auth.md "Proven sessions").
 */
export type SignInProof = { proven: true } | { checkedPasswordHash: string };

/**
 * Completes a sign-in (password, code, reset or registration), `proof` as above.
 * - From a temporary user's browser, its cart and wishlist merge into the account; its orders join
 *   the account only on a proven sign-in, else they stay with it and the new session carries it,
 *   so that a later proven sign-in from this browser brings them.
 * - An earlier account session in this browser is ended (the temporary user it carried is kept).
 * The answer carries the spec's login result and sets the session cookies.
 */
export async function signIn(request: Request, account: UserRow, locale: Locale, message: string, proof: SignInProof): Promise<NextResponse> {
  const previous = await currentSessionOwner(request);
  const db = await getDb();
  const session = await db.transaction(async (tx) => {
    const current = await lockAccount(tx, account.id);
    // Erased since it was found by its address: no session for a nameless row.
    if (current?.email !== account.email) throw new HttpError(401, 'invalidCredentials');
    // A reset, a password change or the owner's first code sign-in committed since the password was
    // checked: that password no longer opens the account.
    if ('checkedPasswordHash' in proof && current.passwordHash !== proof.checkedPasswordHash) throw new HttpError(401, 'invalidCredentials');
    const proven = 'proven' in proof || current.emailVerifiedAt != null;
    let carriedGuestId: number | null = null;
    if (previous?.role === 'guest') {
      const merged = await mergeGuestCart(tx, previous.userId, account.id, { joinOrders: proven });
      if (merged.guestKept) {
        await revokeFamily(tx, previous.familyId);
        carriedGuestId = previous.userId;
      }
    } else if (previous) {
      const carried = (await familyTraits(tx, previous.familyId)).carriedGuestId;
      await revokeFamily(tx, previous.familyId);
      if (carried !== null) {
        const merged = await mergeGuestCart(tx, carried, account.id, { joinOrders: proven });
        if (merged.guestKept) carriedGuestId = carried;
      }
    }
    // A proven sign-in makes this browser one that asks for the account's codes within an allowance
    // of its own (docs/decisions/0178); an unproven one (a password to an address never confirmed) does not.
    return { ...(await startSession(tx, account, { proven, carriedGuestId })), known: proven ? knownAddressToken(current) : null };
  });
  const result: LoginResult = { Token: tokenResult(session.issued), Menu: menuFor(account.role, locale) };
  const answer = setSessionCookies(ok(result, message), session.issued);
  return session.known ? setKnownAddressCookie(answer, session.known) : answer;
}
