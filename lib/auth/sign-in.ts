import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextResponse } from 'next/server';
import { getDb, type Executor } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { ok } from '@/lib/http/respond';
import { mergeGuestCart } from '@/lib/cart/merge-guest-cart';
import type { Locale } from '@/i18n/routing';
import { setSessionCookies, type IssuedSession } from './cookies';
import { menuFor, type MenuEntry } from './menu';
import { familyTraits, revokeFamily, revokeUnprovenSessions } from './refresh-tokens';
import { currentSessionOwner, startSession } from './session';
import type { UserRow } from './users';

/** docs/product-rules.md#bookings: the login result is a Token object (Token, Expiration) plus the role's Menu. */
export type LoginResult = { Token: { Token: string; Expiration: string }; Menu: MenuEntry[] };

export function tokenResult(issued: IssuedSession) {
  return { Token: issued.accessToken, Expiration: issued.accessExpiresAt.toISOString() };
}

/**
 * The owner just proved control of the account's address (a code sent there: code sign-in or
 * password reset). The first time, the address becomes verified and a password set before is
 * cleared — whoever set it may not own the address; every time, the sessions that did not prove
 * the address end (docs/auth.md "Proven sessions").
 */
export async function proveAddress(db: Executor, account: UserRow, now = new Date()): Promise<void> {
  if (!account.emailVerifiedAt) {
    await db.update(users).set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now }).where(eq(users.id, account.id));
  }
  await revokeUnprovenSessions(db, account.id, now);
}

/**
 * Completes a sign-in (password, code, reset or registration). `proven`: the sign-in proved
 * control of the account's e-mail (a code, or the password of a verified account).
 * - From a temporary user's browser, its cart and wishlist merge into the account; its orders join
 *   the account only on a proven sign-in, else they stay with it and the new session carries it,
 *   so that a later proven sign-in from this browser brings them.
 * - An earlier account session in this browser is ended (the temporary user it carried is kept).
 * The answer carries the spec's login result and sets the session cookies.
 */
export async function signIn(request: Request, account: UserRow, locale: Locale, message: string, proof: { proven: boolean }): Promise<NextResponse> {
  const previous = await currentSessionOwner(request);
  const db = await getDb();
  const session = await db.transaction(async (tx) => {
    let carriedGuestId: number | null = null;
    if (previous?.role === 'guest') {
      const merged = await mergeGuestCart(tx, previous.userId, account.id, { joinOrders: proof.proven });
      if (merged.guestKept) {
        await revokeFamily(tx, previous.familyId);
        carriedGuestId = previous.userId;
      }
    } else if (previous) {
      const carried = (await familyTraits(tx, previous.familyId)).carriedGuestId;
      await revokeFamily(tx, previous.familyId);
      if (carried !== null) {
        const merged = await mergeGuestCart(tx, carried, account.id, { joinOrders: proof.proven });
        if (merged.guestKept) carriedGuestId = carried;
      }
    }
    return startSession(tx, account, { proven: proof.proven, carriedGuestId });
  });
  const result: LoginResult = { Token: tokenResult(session.issued), Menu: menuFor(account.role, locale) };
  return setSessionCookies(ok(result, message), session.issued);
}
