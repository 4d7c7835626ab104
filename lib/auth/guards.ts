import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { HttpError } from '@/lib/http/respond';
import { dashboardHome, mayOpen, RETURN_PATH_HEADER, splitLocale, withLocale } from './dashboard-routes';
import { safeReturnUrl } from './return-url';
import { getSessionUser, isSignedIn, type SessionUser } from './session';

/** An API caller signed in to an account (customer or admin); 401 otherwise. */
export async function requireCustomer(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!isSignedIn(user)) throw new HttpError(401, 'unauthorized');
  return user;
}

/**
 * Any session, a temporary user's included (401 otherwise): for what a guest may read of its own,
 * its orders (docs/auth.md "Proven sessions"). The caller still checks that the thing is theirs.
 */
export async function requireSession(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new HttpError(401, 'unauthorized');
  return user;
}

/** An API caller signed in as the agency's staff; 401 when signed out, 403 for a customer or a guide. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireCustomer(request);
  if (user.role !== 'admin') throw new HttpError(403, 'forbidden');
  return user;
}

/** An API caller signed in as a guide (docs/auth.md "Roles"); 401 when signed out, 403 for every other role. */
export async function requireGuide(request: Request): Promise<SessionUser> {
  const user = await requireCustomer(request);
  if (user.role !== 'guide') throw new HttpError(403, 'forbidden');
  return user;
}

async function requestedPath(locale: Locale): Promise<string> {
  const path = safeReturnUrl((await headers()).get(RETURN_PATH_HEADER));
  return path ?? withLocale('/db-main', locale);
}

/** A dashboard page's signed-in account; signed-out visitors go to the sign-in page and come back. */
export async function requireCustomerPage(locale: Locale): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!isSignedIn(user)) {
    redirect(`${withLocale('/login', locale)}?${new URLSearchParams({ returnUrl: await requestedPath(locale) })}`);
  }
  return user;
}

/** An agency page's admin; customers and guides go to their own dashboard. */
export async function requireAdminPage(locale: Locale): Promise<SessionUser> {
  const user = await requireCustomerPage(locale);
  if (user.role !== 'admin') redirect(withLocale(dashboardHome(user.role), locale));
  return user;
}

/** A guide's page (the check-in screens); every other account goes to its own dashboard. */
export async function requireGuidePage(locale: Locale): Promise<SessionUser> {
  const user = await requireCustomerPage(locale);
  if (user.role !== 'guide') redirect(withLocale(dashboardHome(user.role), locale));
  return user;
}

/** A page every signed-in account but a guide may open (the customer's own pages; guides go to their check-in list). */
export async function requireNonGuidePage(locale: Locale): Promise<SessionUser> {
  const user = await requireCustomerPage(locale);
  if (user.role === 'guide') redirect(withLocale(dashboardHome(user.role), locale));
  return user;
}

/**
 * The dashboard layout's check for whichever page it wraps (the page, as proxy.ts reports it,
 * decides whether an admin is needed). Pages still run their own guard: layouts are not rendered
 * again when moving between pages in the browser.
 */
export async function requireDashboardAccess(locale: Locale): Promise<SessionUser> {
  const user = await requireCustomerPage(locale);
  if (!mayOpen(user.role, splitLocale(await requestedPath(locale)).path)) redirect(withLocale(dashboardHome(user.role), locale));
  return user;
}
