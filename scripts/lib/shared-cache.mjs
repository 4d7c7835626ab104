// The shared-cache policy of public pages (docs/seo-and-performance.md, "Caching by shared caches").
//
// Next.js marks a page served from its full-route cache with `Cache-Control: s-maxage=<revalidate>,
// stale-while-revalidate=<expireTime − revalidate>` (3600 s and almost a year here). Inside this
// process that is right: dashboard writes expire the pages by tag at once. A CDN or nginx in front
// would keep them an hour, though, and serve them stale for a year. This layer replaces exactly that
// header (nothing else carries it: route handlers write their own) with a brief one, so any standard
// shared cache keeps a page SHARED_MAX_AGE seconds, serves it stale while it asks again for
// STALE_WHILE_REVALIDATE more, and a dashboard write reaches every visitor within their sum.
// Browsers (max-age=0) ask again on every visit and get 304 through the page's ETag.
//
// An answer that sets a cookie is never shared, whatever Next said: it becomes `private, no-cache`.
//
// Vary: an address without a language prefix (Turkish) is answered by the `lang` cookie and
// Accept-Language (the page, or proxy.ts's redirect to /en/… or /ru/…), so its shared answers name
// both; Next.js replaces the Vary a proxy sets on pages with its own list (the RSC headers), so it is
// added here. `/en/…` and `/ru/…` depend on neither.

export const SHARED_MAX_AGE = 10;
export const STALE_WHILE_REVALIDATE = 50;
export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`;

/** The prefixes of the languages other than Turkish (i18n/routing.ts, `localePrefix: 'as-needed'`). */
const PREFIXED = /^\/(?:en|ru)(?:[/?#]|$)/;

/** Adds Accept-Language and Cookie to the answer's Vary unless it names them already. */
function varyByLanguage(res) {
  const current = [res.getHeader('Vary')].flat().filter(Boolean).join(', ');
  if (/accept-language/i.test(current)) return;
  res.setHeader('Vary', current ? `${current}, Accept-Language, Cookie` : 'Accept-Language, Cookie');
}

/** What Next.js writes for a full-route-cached page (lib/cache-control in Next 16). */
const NEXT_ISR = /^s-maxage=\d+(, stale-while-revalidate=\d+)?$/;

/** The Cache-Control to send instead of `value`, or `value` itself when the policy does not apply. */
export function sharedCacheControl(value, { setsCookie = false } = {}) {
  if (typeof value !== 'string' || !NEXT_ISR.test(value)) return value;
  return setsCookie ? 'private, no-cache' : SHARED_CACHE_CONTROL;
}

/** Applies the policy to what `res` sends; call before handing `res` to Next.js. */
export function applySharedCachePolicy(req, res) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithPolicy(...args) {
    const current = res.getHeader('Cache-Control');
    const replaced = sharedCacheControl(current, { setsCookie: res.hasHeader('Set-Cookie') });
    if (replaced !== current) res.setHeader('Cache-Control', replaced);
    if (replaced === SHARED_CACHE_CONTROL && !PREFIXED.test(req.url ?? '/')) varyByLanguage(res);
    return writeHead.apply(this, args);
  };
}
