import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';

export type Role = 'guest' | 'customer' | 'admin';

/** Set by proxy.ts on dashboard requests: the page asked for, so a redirect can come back to it. */
export const RETURN_PATH_HEADER = 'x-return-path';

/**
 * Dashboard pages every signed-in account may open; all other `/db-*` pages are the agency's
 * (docs/product-rules.md#screens lists them; the profile pages and the welcome page are the customer's own).
 * `/db-booking` is both: admins get every order, a customer their own bookings (the page decides;
 * its sub-pages — one order, a departure's passengers — are admin-only and guard themselves).
 */
const customerPages = new Set(['/db-main', '/db-profile', '/db-settings', '/db-wishlist', '/db-booking']);

/** A path without its locale prefix, and the locale it named ("/en/db-main" → en, "/db-main"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: defaultLocale, path: pathname };
}

/** The public path of a page in a language (Turkish has no prefix, `localePrefix: 'as-needed'`). */
export function withLocale(path: string, locale: Locale): string {
  return locale === defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`;
}

export function isDashboardPath(path: string): boolean {
  return /^\/db-[^/]*/.test(path);
}

export function isAdminPath(path: string): boolean {
  if (!isDashboardPath(path)) return false;
  const page = path.match(/^\/db-[^/?#]*/)?.[0] ?? path;
  return !customerPages.has(page);
}

/** Whether an account with this role may open a dashboard path (a guest may open none). */
export function mayOpen(role: Role, path: string): boolean {
  if (role === 'guest') return false;
  return role === 'admin' || !isAdminPath(path);
}
