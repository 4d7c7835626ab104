/**
 * The catalogue pages (`(site)` below the language), cached and sent to every visitor: their
 * content renders no island that uses TanStack Query on first render (the header's islands, the
 * wishlist hearts, the approximate prices and the contact form load after the page with their own
 * provider, see components/providers/after-load.ts), so they go without the library. Every other
 * page (account, cart, checkout, booking, dashboard) gets the provider.
 *
 * Every folder of app/[locale]/(site) is in one of these two lists; tests/unit/page-lists.test.ts
 * fails when a page is added without saying which.
 */
export const CATALOGUE_PAGES: ReadonlySet<string> = new Set([
  'destinations',
  'tour-list-1',
  'tour-list-2',
  'tour-list-3',
  'tour-single-1',
  'tour-single-2',
  'tour-single-3',
  'tour-single-4',
  'tour-single-5',
  'blog-list-1',
  'blog-list-2',
  'blog-list-3',
  'blog-single',
  'page-single',
  'about',
  'help-center',
  'terms',
  'contact',
]);

/** `(site)` pages whose islands use TanStack Query on first render: they get its provider. */
export const SITE_PAGES_WITH_QUERIES: ReadonlySet<string> = new Set(['booking-page']);
