import 'server-only';
import { cookies } from 'next/headers';
import type { NextResponse } from 'next/server';
import { cache } from 'react';
import { getDb, type Executor } from '@/lib/db/client';
import { defaultLocale, type Locale } from '@/i18n/routing';
import { readSessionCookies, setSessionCookies, type CookieSource, type IssuedSession } from './cookies';
import type { Role } from './dashboard-routes';
import { issueRefreshToken, isFamilyActive, peekRefreshToken, rotateRefreshToken, type FamilyTraits } from './refresh-tokens';
import { signAccessToken, verifyAccessToken } from './tokens';
import { createGuest, findUserById, localeOf, type UserRow } from './users';
import { enforceGuestCreationLimit } from '@/lib/security/rate-limit';

/** The user behind a request, read from the database (the token only says who to look up). */
export type SessionUser = {
  id: number;
  email: string;
  role: Role;
  name: string;
  surname: string;
  phone: string;
  locale: Locale;
  /** The refresh-token family of this sign-in. */
  sessionId: string;
};

/** docs/product-rules.md#statuses: a temporary user (empty Email) counts as not signed in. */
export function isSignedIn(user: SessionUser | null): user is SessionUser {
  return user !== null && user.role !== 'guest' && user.email !== '';
}

function toSessionUser(row: UserRow, sessionId: string): SessionUser {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    locale: localeOf(row),
    sessionId,
  };
}

async function sessionFromCookies(source: CookieSource): Promise<SessionUser | null> {
  const claims = await verifyAccessToken(readSessionCookies(source).access);
  if (!claims) return null;
  const db = await getDb();
  const [row, active] = await Promise.all([findUserById(db, claims.Id), isFamilyActive(db, claims.sid)]);
  return row && active ? toSessionUser(row, claims.sid) : null;
}

// One lookup per server render, however many components ask.
const sessionOfRender = cache(async () => sessionFromCookies(await cookies()));

/**
 * The user of a valid access cookie (a temporary user included), or null when it is missing,
 * malformed, expired, tampered with or signed out. Route handlers pass their request; server
 * components call it without arguments.
 */
export async function getSessionUser(request?: Request): Promise<SessionUser | null> {
  return request ? sessionFromCookies(request) : sessionOfRender();
}

/** Signs the tokens of a sign-in: a new refresh-token family unless renewing one. */
async function issueSession(user: UserRow, refresh: { token: string; expiresAt: Date; familyId: string }): Promise<IssuedSession> {
  const access = await signAccessToken({ Id: user.id, Email: user.email, Role: user.role, sid: refresh.familyId });
  return {
    kind: user.role === 'guest' ? 'guest' : 'member',
    accessToken: access.token,
    accessExpiresAt: access.expiresAt,
    refreshToken: refresh.token,
    refreshExpiresAt: refresh.expiresAt,
  };
}

/** A new sign-in; `traits` say whether it proved the e-mail and which temporary user it carries. */
export async function startSession(db: Executor, user: UserRow, traits?: FamilyTraits): Promise<{ user: SessionUser; issued: IssuedSession }> {
  const refresh = await issueRefreshToken(db, user.id, undefined, undefined, traits);
  return { user: toSessionUser(user, refresh.familyId), issued: await issueSession(user, refresh) };
}

type Renewal = { ok: true; user: SessionUser; issued: IssuedSession } | { ok: false; reason: string };

/** `User/RefreshToken`: rotates the refresh cookie and signs a new access token. */
export async function renewSession(refreshToken: string | undefined): Promise<Renewal> {
  if (!refreshToken || refreshToken.length > 256) return { ok: false, reason: 'missing' };
  const db = await getDb();
  const rotation = await rotateRefreshToken(db, refreshToken);
  if (!rotation.ok) return rotation;
  const row = await findUserById(db, rotation.userId);
  if (!row) return { ok: false, reason: 'unknown' };
  return { ok: true, user: toSessionUser(row, rotation.next.familyId), issued: await issueSession(row, rotation.next) };
}

/**
 * Whoever the request's cookies name before a sign-in (a temporary user whose cart is to be
 * merged, or an earlier account whose session is to be ended), without using up the refresh token.
 */
export async function currentSessionOwner(request: Request): Promise<{ userId: number; role: Role; familyId: string } | null> {
  const { access, refresh } = readSessionCookies(request);
  const claims = await verifyAccessToken(access);
  if (claims) return { userId: claims.Id, role: claims.Role, familyId: claims.sid };
  if (!refresh || refresh.length > 256) return null;
  const db = await getDb();
  const owner = await peekRefreshToken(db, refresh);
  if (!owner) return null;
  const row = await findUserById(db, owner.userId);
  return row ? { userId: row.id, role: row.role, familyId: owner.familyId } : null;
}

type CartOwner = {
  /** The signed-in account or the visitor's temporary user. */
  user: SessionUser;
  /** Puts the session cookies on the response when this call created or renewed the session. */
  withCookies<R extends NextResponse>(response: R): R;
};

/**
 * The owner of the cart for this request (docs/auth.md): the signed-in user, else the visitor's
 * temporary user. An expired access token is renewed with the refresh cookie; a first-time
 * visitor gets a new temporary user. Return `owner.withCookies(response)` so the browser keeps it.
 */
export async function getOrCreateCartOwner(request: Request, locale: Locale = defaultLocale): Promise<CartOwner> {
  const current = await getSessionUser(request);
  if (current) return { user: current, withCookies: (response) => response };
  const renewal = await renewSession(readSessionCookies(request).refresh);
  const db = await getDb();
  if (!renewal.ok) await enforceGuestCreationLimit(request);
  const session = renewal.ok ? renewal : await db.transaction(async (tx) => startSession(tx, await createGuest(tx, locale)));
  return { user: session.user, withCookies: (response) => setSessionCookies(response, session.issued) };
}
