import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';

export type Role = 'guest' | 'customer' | 'admin' | 'guide';
export const ROLES = ['guest', 'customer', 'admin', 'guide'] as const satisfies readonly Role[];

/** Set by proxy.ts on dashboard requests: the page asked for, so a redirect can come back to it. */
export const RETURN_PATH_HEADER = 'x-return-path';

/**
 * Dashboard pages every signed-in account may open; all other `/db-*` pages are the agency's
 * (docs/product-rules.md#screens lists them; the profile pages and the welcome page are the customer's own).
 * `/db-booking` is both: admins get every order, a customer their own bookings (the page decides;
 * its sub-pages — one order, a departure's passengers — are admin-only and guard themselves).
 */
const customerPages = new Set(['/db-main', '/db-profile', '/db-settings', '/db-wishlist', '/db-booking']);

/**
 * The only dashboard pages a guide may open (docs/auth.md "Roles"): the departures assigned to them
 * and their check-in screens, and their own profile. No other role opens the check-in screens.
 */
const guidePages = new Set(['/db-guide', '/db-profile']);

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

/** "/db-booking/12" → "/db-booking". */
function dashboardPage(path: string): string {
  return path.match(/^\/db-[^/?#]*/)?.[0] ?? path;
}

export function isAdminPath(path: string): boolean {
  if (!isDashboardPath(path)) return false;
  const page = dashboardPage(path);
  return !customerPages.has(page) && page !== '/db-guide';
}

/** Whether an account with this role may open a dashboard path (a guest may open none). */
export function mayOpen(role: Role, path: string): boolean {
  if (!isDashboardPath(path)) return role !== 'guest';
  const page = dashboardPage(path);
  switch (role) {
    case 'guest':
      return false;
    case 'guide':
      return guidePages.has(page);
    case 'admin':
      return page !== '/db-guide';
    case 'customer':
      return customerPages.has(page);
  }
}

/** Where a role's dashboard starts (and where a page it may not open sends it). */
export function dashboardHome(role: Role): string {
  return role === 'guide' ? '/db-guide' : '/db-main';
}
