import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { readSessionCookies } from './lib/auth/cookies';
import { decideDashboardAccess } from './lib/auth/dashboard-gate';
import { isDashboardPath, RETURN_PATH_HEADER, splitLocale } from './lib/auth/dashboard-routes';
import { verifyAccessToken } from './lib/auth/tokens';

const intl = createMiddleware(routing);

/** Content-Security-Policy, computed at run time so the bank's gateway host comes from configuration. */
function contentSecurityPolicy(): string {
  const gateway = process.env.PAYMENT_PROVIDER === 'nestpay' && process.env.NESTPAY_GATEWAY_URL ? new URL(process.env.NESTPAY_GATEWAY_URL).origin : '';
  const dev = process.env.NODE_ENV !== 'production';
  return [
    "default-src 'self'",
    // Next.js hydrates with inline scripts; a per-request nonce would make every page dynamic (DESIGN §2).
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `form-action 'self' ${gateway}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The optimistic session check of dashboard pages (DESIGN §4), from the cookies alone: a redirect
 * to the sign-in page (or to a token renewal) when it fails, else the request goes on carrying the
 * page it asked for, so that the server's own check can send a signed-out visitor back here.
 */
async function dashboardRequest(request: NextRequest): Promise<NextRequest | NextResponse> {
  if (!isDashboardPath(splitLocale(request.nextUrl.pathname).path)) return request;
  const { access, refresh } = readSessionCookies(request.cookies);
  const decision = decideDashboardAccess({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    claims: await verifyAccessToken(access),
    hasRefreshCookie: Boolean(refresh),
  });
  if (decision.action === 'redirect') return NextResponse.redirect(new URL(decision.location, request.url));
  const headers = new Headers(request.headers);
  headers.set(RETURN_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return new NextRequest(request.url, { headers });
}

/** Lists whose plain URL is a cached page while a query (search, page, tag) renders per request. */
const QUERY_LISTS = /^(\/(?:en|ru))?\/(tour-list-[12]|blog-list-[123])\/?$/;

/**
 * `/tour-list-1?type=2` is served by the per-request route `/tour-list-1/search?type=2`; the address
 * bar keeps the public URL. The plain `/tour-list-1` stays a cached full route (DESIGN §2).
 */
function routeQueryLists(request: NextRequest, response: NextResponse): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (search.length <= 1 || !QUERY_LISTS.test(pathname) || response.headers.has('location')) return response;
  const rewritten = response.headers.get('x-middleware-rewrite');
  const target = new URL(rewritten ?? request.url);
  target.pathname = `${target.pathname.replace(/\/$/, '')}/search`;
  const next = NextResponse.rewrite(target, { headers: response.headers });
  response.cookies.getAll().forEach((cookie) => next.cookies.set(cookie));
  return next;
}

export default async function proxy(request: NextRequest) {
  const gated = await dashboardRequest(request);
  const response = gated instanceof NextResponse ? gated : routeQueryLists(gated, intl(gated));
  response.headers.set('Content-Security-Policy', contentSecurityPolicy());
  if (process.env.APP_ENV === 'production') {
    response.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  }
  return response;
}

export const config = {
  // Everything but the API, Next.js internals and files with an extension.
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
