import type { AccessClaims } from './tokens';
import { dashboardHome, isDashboardPath, mayOpen, splitLocale, withLocale } from './dashboard-routes';

type GateDecision =
  | { action: 'pass' }
  | { action: 'redirect'; location: string };

/** Where the server can renew an expired access token with the refresh cookie and come back. */
const REFRESH_BOUNCE_PATH = '/api/User/RefreshToken';

/**
 * The proxy's optimistic check of a dashboard request, from the cookies alone (no database): the
 * authoritative check runs again on the server (lib/auth/guards.ts).
 * - a valid access token of an account: pass, unless its role may not open the page (→ its dashboard home: /db-main, a guide's /db-guide);
 * - no valid access token but a refresh cookie: renew on the server, then come back;
 * - otherwise: the sign-in page, which returns here afterwards.
 */
export function decideDashboardAccess(input: { pathname: string; search: string; claims: AccessClaims | null; hasRefreshCookie: boolean }): GateDecision {
  const { locale, path } = splitLocale(input.pathname);
  if (!isDashboardPath(path)) return { action: 'pass' };
  const returnUrl = `${input.pathname}${input.search}`;
  const { claims } = input;
  if (claims && claims.Email !== '') {
    return mayOpen(claims.Role, path) ? { action: 'pass' } : { action: 'redirect', location: withLocale(dashboardHome(claims.Role), locale) };
  }
  if (!claims && input.hasRefreshCookie) {
    return { action: 'redirect', location: `${REFRESH_BOUNCE_PATH}?${new URLSearchParams({ returnUrl })}` };
  }
  return { action: 'redirect', location: `${withLocale('/login', locale)}?${new URLSearchParams({ returnUrl })}` };
}
