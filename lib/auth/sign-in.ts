import 'server-only';
import type { NextResponse } from 'next/server';
import { getDb } from '@/lib/db/client';
import { ok } from '@/lib/http/respond';
import { mergeGuestCart } from '@/lib/cart/merge-guest-cart';
import type { Locale } from '@/i18n/routing';
import { setSessionCookies, type IssuedSession } from './cookies';
import { menuFor, type MenuEntry } from './menu';
import { revokeFamily } from './refresh-tokens';
import { currentSessionOwner, startSession } from './session';
import type { UserRow } from './users';

/** Spec §3: the login result is a Token object (Token, Expiration) plus the role's Menu. */
export type LoginResult = { Token: { Token: string; Expiration: string }; Menu: MenuEntry[] };

export function tokenResult(issued: IssuedSession) {
  return { Token: issued.accessToken, Expiration: issued.accessExpiresAt.toISOString() };
}

/**
 * Completes a sign-in (password, code, reset or registration): the visitor's temporary user is
 * merged into the account, an earlier session in this browser is ended, and a new session is set
 * in the cookies. The answer carries the spec's login result.
 */
export async function signIn(request: Request, account: UserRow, locale: Locale, message: string): Promise<NextResponse> {
  const previous = await currentSessionOwner(request);
  const db = await getDb();
  const session = await db.transaction(async (tx) => {
    if (previous?.role === 'guest') await mergeGuestCart(tx, previous.userId, account.id);
    else if (previous) await revokeFamily(tx, previous.familyId);
    return startSession(tx, account);
  });
  const result: LoginResult = { Token: tokenResult(session.issued), Menu: menuFor(account.role, locale) };
  return setSessionCookies(ok(result, message), session.issued);
}
