import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { readSessionCookies } from './lib/auth/cookies';
import { decideDashboardAccess } from './lib/auth/dashboard-gate';
import { isDashboardPath, RETURN_PATH_HEADER, splitLocale } from './lib/auth/dashboard-routes';
import { verifyAccessToken } from './lib/auth/tokens';
import { refusedQuery } from './lib/http/refused-query';
import { securityHeaders } from './lib/security/csp';

// Two instances of next-intl's middleware, one reading the `lang` cookie (spec §4: the cookie, then
// the browser language, then Turkish). A visitor without that cookie (most requests) goes through the
// one that ignores it: same answer, but next-intl then neither negotiates Accept-Language a second
// time to decide whether to write the cookie, nor writes it (see `localized`).
const intlWithCookie = createMiddleware(routing);
const intlWithoutCookie = createMiddleware({ ...routing, localeCookie: false });

/**
 * The optimistic session check of dashboard pages (README.md#architecture), from the cookies alone: a redirect
 * to the sign-in page (or to a token renewal) when it fails, else the request goes on carrying the
 * page it asked for, so that the server's own check can send a signed-out visitor back here.
 */
async function dashboardRequest(request: NextRequest): Promise<NextRequest | NextResponse> {
  const pathname = decodedPath(request.nextUrl.pathname);
  if (!isDashboardPath(splitLocale(pathname).path)) {
    // The page a dashboard guard returns to is this proxy's to say, never the browser's.
    if (!request.headers.has(RETURN_PATH_HEADER)) return request;
    const headers = new Headers(request.headers);
    headers.delete(RETURN_PATH_HEADER);
    return new NextRequest(request.url, { headers });
  }
  const { access, refresh } = readSessionCookies(request.cookies);
  const decision = decideDashboardAccess({
    pathname,
    search: request.nextUrl.search,
    claims: await verifyAccessToken(access),
    hasRefreshCookie: Boolean(refresh),
  });
  if (decision.action === 'redirect') return NextResponse.redirect(new URL(decision.location, request.url));
  const headers = new Headers(request.headers);
  // As sent (percent escapes kept): a header holds no line break and no character past U+00FF.
  headers.set(RETURN_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return new NextRequest(request.url, { headers });
}

/** The path as the router matches it: `/%64b-reports` is the dashboard's `/db-reports` (a segment that does not decode: as sent). */
function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** Lists whose plain URL is a cached page while a query (search, page, tag) renders per request. */
const QUERY_LISTS = /^(\/(?:en|ru))?\/(tour-list-[12]|blog-list-[123])\/?$/;

/**
 * `/tour-list-1?type=2` is served by the per-request route `/tour-list-1/search?type=2`; the address
 * bar keeps the public URL. The plain `/tour-list-1` stays a cached full route (docs/seo-and-performance.md#speed).
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

/** A Turkish URL has no prefix; `/en/…` and `/ru/…` name their language. */
const PREFIXED = /^\/(?:en|ru)(?:\/|$)/;

/**
 * next-intl's answer without the `lang` cookie it would write (spec §4: the cookie, then the browser
 * language, then Turkish, is still what it reads). A public page is one cached answer shared by every
 * visitor (docs/seo-and-performance.md, "Caching by shared caches"), so it sets no cookie: the
 * language menu writes `lang` when the visitor picks a language (components/layout/language-menu.tsx).
 * An address without a prefix is answered by the cookie and Accept-Language (the page, or a redirect
 * to `/en/…`), so its answer names both in Vary.
 */
function localized(request: NextRequest): NextResponse {
  const cookie = (typeof routing.localeCookie === 'object' && routing.localeCookie.name) || 'lang';
  const response = (request.cookies.has(cookie) ? intlWithCookie : intlWithoutCookie)(request);
  response.headers.delete('set-cookie');
  if (!PREFIXED.test(request.nextUrl.pathname)) response.headers.append('Vary', 'Accept-Language, Cookie');
  return response;
}

/** The CSP and HSTS, computed once: they depend on the configuration only (lib/security/csp.ts). */
let security: [string, string][] | null = null;

export default async function proxy(request: NextRequest) {
  const gated = refusedQuery(request) ?? (await dashboardRequest(request));
  const response = gated instanceof NextResponse ? gated : routeQueryLists(gated, localized(gated));
  security ??= Object.entries(securityHeaders());
  for (const [name, value] of security) response.headers.set(name, value);
  return response;
}

/**
 * Where this proxy runs (docs/decisions/0114). Next.js reads the matcher at build time, so it is
 * written out here as literals; tests/unit/proxy-matcher.test.ts checks it against the catalogue
 * pages (components/providers/catalogue-pages.ts) and the list pages' query names.
 *
 * The catalogue pages (the cached pages every visitor shares) skip it in the common case, because
 * running any proxy doubles the server's work for a cached page: `/en/…` and `/ru/…` always, a Turkish
 * address when the visitor has no `lang` cookie and the browser's first language is Turkish (or it
 * names none). next.config.ts's rewrite then serves the Turkish page, as next-intl would have; the
 * production server layer adds the security headers and the Vary. Everything else runs through here:
 * every other page (account, dashboard, unknown addresses, `/tr/…`), a Turkish catalogue address with
 * a `lang` cookie or another first language (next-intl negotiates exactly, spec §4), and a list page
 * with a search in its query (routed to its per-request page, control characters refused).
 */
export const config = {
  matcher: [
    // Every page but the catalogue's (and the API, Next.js's files and files with an extension).
    '/((?!api/|api$|_next/|_vercel/|.*\\..*|(?:(?:en|ru)(?:/|$))?$|(?:(?:en|ru)/)?(?:destinations|tour-list-[123]|tour-single-[1-5]|blog-list-[123]|blog-single|page-single|about|help-center|terms|contact)(?:/|$)).*)',
    // A Turkish catalogue address: with a `lang` cookie, or a browser whose first language is not Turkish
    // (nginx keys its copies of pages with the same test: deploy/nginx/site.conf, docs/decisions/0123).
    { source: '/((?!en/|en$|ru/|ru$)(?:(?:destinations|tour-list-[123]|tour-single-[1-5]|blog-list-[123]|blog-single|page-single|about|help-center|terms|contact)(?:/.*)?)?)', has: [{ type: 'cookie', key: 'lang' }] },
    { source: '/((?!en/|en$|ru/|ru$)(?:(?:destinations|tour-list-[123]|tour-single-[1-5]|blog-list-[123]|blog-single|page-single|about|help-center|terms|contact)(?:/.*)?)?)', has: [{ type: 'header', key: 'accept-language', value: '(?!\\s*[tT][rR](?:[-_;,\\s]|$)).*' }] },
    // A list page with a search in its query (query names as the list pages read them, lib/catalog/tour-search.ts, lib/content/blog-listing.ts).
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'q' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'region' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'type' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'minPrice' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'maxPrice' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'minDays' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'maxDays' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'date' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'month' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'sort' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'page' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'minprice' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'maxprice' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'mindays' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'maxdays' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'Q' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'Region' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'Type' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'MinPrice' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'MaxPrice' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'MinDays' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'MaxDays' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'Date' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'Month' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'Sort' }] },
    { source: '/((?:en/|ru/)?tour-list-[12])', has: [{ type: 'query', key: 'Page' }] },
    { source: '/((?:en/|ru/)?blog-list-[123])', has: [{ type: 'query', key: 'page' }] },
    { source: '/((?:en/|ru/)?blog-list-[123])', has: [{ type: 'query', key: 'tag' }] },
  ],
};
