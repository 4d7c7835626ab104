import { NextResponse } from 'next/server';
import { failure, ok, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { clearSessionCookies, readSessionCookies, setSessionCookies } from '@/lib/auth/cookies';
import { splitLocale, withLocale } from '@/lib/auth/dashboard-routes';
import { safeReturnUrl } from '@/lib/auth/return-url';
import { isSignedIn, renewSession } from '@/lib/auth/session';
import { tokenResult } from '@/lib/auth/sign-in';
import { byIp, limits, throttle } from '@/lib/auth/throttle';

export const dynamic = 'force-dynamic';

/**
 * POST /api/User/RefreshToken (no body; the refresh cookie) → `{ Data: { Token: { Token, Expiration } } }`
 * with both cookies renewed. A missing, expired, revoked or replayed refresh token answers 401
 * and clears the cookies: the browser is signed out (docs/product-rules.md#statuses). Renewals are
 * limited per network address (429 with the "try again in N seconds" sentence; the cookies stay).
 */
export const POST = route(async (request, { locale }) => {
  await throttle('renewal', [byIp(request, limits.renewalsPerIp)]);
  const renewal = await renewSession(readSessionCookies(request).refresh);
  if (!renewal.ok) return clearSessionCookies(failure(401, translator(locale)('api.sessionExpired')));
  return setSessionCookies(ok({ Token: tokenResult(renewal.issued) }), renewal.issued);
});

function seeOther(location: string) {
  // A relative Location keeps the browser on the host it used, whatever proxies stand in front.
  return new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * GET /api/User/RefreshToken?returnUrl=/db-main: the same renewal for a page load whose access
 * token expired (proxy.ts sends dashboard visits here), then back to the page; signed out, to
 * the sign-in page, which returns to the page afterwards.
 */
export const GET = route(async (request) => {
  await throttle('renewal', [byIp(request, limits.renewalsPerIp)]);
  const returnUrl = safeReturnUrl(new URL(request.url).searchParams.get('returnUrl')) ?? '/db-main';
  const login = `${withLocale('/login', splitLocale(returnUrl).locale)}?${new URLSearchParams({ returnUrl })}`;
  const renewal = await renewSession(readSessionCookies(request).refresh);
  if (!renewal.ok) return clearSessionCookies(seeOther(login));
  return setSessionCookies(seeOther(isSignedIn(renewal.user) ? returnUrl : login), renewal.issued);
});
