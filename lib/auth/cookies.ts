import 'server-only';
import type { NextResponse } from 'next/server';
import { env } from '@/lib/config/env';

/**
 * Every cookie of the session, in one place with secure defaults (docs/auth.md):
 * - `user`: the access token (docs/product-rules.md#statuses's name), httpOnly, expiring with the token;
 * - `user_refresh`: the refresh token, httpOnly, rotated on use;
 * - `user_session`: "member" or "guest" and nothing else, readable by scripts so the browser knows
 *   whether there is a session worth refreshing or a name worth asking /api/User/Me for. It is a
 *   hint only: the server never trusts it.
 */
const ACCESS_COOKIE = 'user';
const REFRESH_COOKIE = 'user_refresh';
const SESSION_HINT_COOKIE = 'user_session';

type SessionKind = 'member' | 'guest';

/** The tokens of a fresh or renewed session, ready to be put in cookies. */
export type IssuedSession = {
  kind: SessionKind;
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
};

type CookieStore = { get(name: string): { value: string } | undefined };
export type CookieSource = Request | CookieStore;

function parseCookieHeader(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    if (jar.has(name)) continue;
    try {
      jar.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // A cookie that is not valid percent-encoding is no session.
    }
  }
  return jar;
}

/** The session cookies of a route handler's request or of a server component (`await cookies()`). */
export function readSessionCookies(source: CookieSource): { access?: string; refresh?: string } {
  if (source instanceof Request) {
    const jar = parseCookieHeader(source.headers.get('cookie'));
    return { access: jar.get(ACCESS_COOKIE) || undefined, refresh: jar.get(REFRESH_COOKIE) || undefined };
  }
  return { access: source.get(ACCESS_COOKIE)?.value || undefined, refresh: source.get(REFRESH_COOKIE)?.value || undefined };
}

/**
 * `otp_requester`: a random value naming the browser that asked for a one-time code
 * (lib/auth/one-time-codes.ts `codeRequester`), httpOnly, for a day, sent only to the code endpoints.
 */
const CODE_REQUESTER_COOKIE = 'otp_requester';

export function readCodeRequesterCookie(request: Request): string | undefined {
  return parseCookieHeader(request.headers.get('cookie')).get(CODE_REQUESTER_COOKIE) || undefined;
}

export function setCodeRequesterCookie<R extends NextResponse>(response: R, value: string): R {
  response.cookies.set(CODE_REQUESTER_COOKIE, value, { ...baseOptions(), path: '/api/User', httpOnly: true, maxAge: 24 * 3600 });
  return response;
}

/**
 * `otp_known`: the browser signed in to an address before (a keyed hash of the address, set by every
 * sign-in: lib/auth/sign-in.ts), httpOnly, for a year, sent only to the code endpoints. Such a browser
 * asks for codes within a day's allowance of its own, which strangers' requests cannot use up
 * (lib/auth/one-time-codes.ts, docs/decisions/0178).
 */
const KNOWN_ADDRESS_COOKIE = 'otp_known';

export function readKnownAddressCookie(request: Request): string | undefined {
  return parseCookieHeader(request.headers.get('cookie')).get(KNOWN_ADDRESS_COOKIE) || undefined;
}

export function setKnownAddressCookie<R extends NextResponse>(response: R, value: string): R {
  response.cookies.set(KNOWN_ADDRESS_COOKIE, value, { ...baseOptions(), path: '/api/User', httpOnly: true, maxAge: 365 * 24 * 3600 });
  return response;
}

function baseOptions() {
  return { path: '/', sameSite: 'lax' as const, secure: env().SITE_URL.startsWith('https:') };
}

export function setSessionCookies<R extends NextResponse>(response: R, session: IssuedSession): R {
  const options = baseOptions();
  response.cookies.set(ACCESS_COOKIE, session.accessToken, { ...options, httpOnly: true, expires: session.accessExpiresAt });
  response.cookies.set(REFRESH_COOKIE, session.refreshToken, { ...options, httpOnly: true, expires: session.refreshExpiresAt });
  response.cookies.set(SESSION_HINT_COOKIE, session.kind, { ...options, httpOnly: false, expires: session.refreshExpiresAt });
  return response;
}

export function clearSessionCookies<R extends NextResponse>(response: R): R {
  const options = baseOptions();
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) response.cookies.set(name, '', { ...options, httpOnly: true, maxAge: 0 });
  response.cookies.set(SESSION_HINT_COOKIE, '', { ...options, httpOnly: false, maxAge: 0 });
  return response;
}
