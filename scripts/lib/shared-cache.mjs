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
// An answer that sets a cookie is never shared, whatever Next said: it becomes `private, no-cache`;
// nor is the answer to an unprefixed address asked with a `lang` cookie a cache could read otherwise
// than the site does (`plainLanguageCookie`).
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

/**
 * Whether the request's `lang` cookie reads the same to every cache as to the site: none at all, or
 * exactly one, named `lang` in lower case, holding `tr`, `en` or `ru` as written. The site (next-intl)
 * reads the last cookie named exactly `lang` and decodes its value; nginx keys its copy on the first
 * one, whatever the case of its name, as sent. `lang=xx; lang=tr`, `LANG=ru` or `lang=%74r` made the
 * site answer the Turkish page under nginx's key of another language, and nginx then served it to
 * every English or Russian visitor of that address for a minute (docs/seo-and-performance.md,
 * "Caching by shared caches"). Such an answer is not shared. Nor is one asked with a comma in a
 * Cookie header that names `lang`: nginx's `$cookie_lang` also ends a cookie at a comma, the site does
 * not, so `x=1,lang=xx; lang=tr` is English to nginx and Turkish to the site, and `a=1,lang=en` the
 * other way round.
 */
export function plainLanguageCookie(cookieHeader) {
  const header = String(cookieHeader ?? '');
  if (header.includes(',') && /lang/i.test(header)) return false;
  const names = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => /^lang\s*=/i.test(pair));
  return names.length === 0 || (names.length === 1 && /^lang=(tr|en|ru)$/.test(names[0]));
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
    const prefixed = PREFIXED.test(req.url ?? '/');
    // An unprefixed address is answered by the language cookie: one that caches could read otherwise is not shared.
    const setsCookie = res.hasHeader('Set-Cookie') || (!prefixed && !plainLanguageCookie(req.headers.cookie));
    const replaced = sharedCacheControl(current, { setsCookie });
    if (replaced !== current) res.setHeader('Cache-Control', replaced);
    if (replaced === SHARED_CACHE_CONTROL && !prefixed) varyByLanguage(res);
    return writeHead.apply(this, args);
  };
}
