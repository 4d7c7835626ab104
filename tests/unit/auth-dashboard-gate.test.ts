import { describe, expect, it } from 'vitest';
import { decideDashboardAccess } from '@/lib/auth/dashboard-gate';
import { isAdminPath, mayOpen, splitLocale } from '@/lib/auth/dashboard-routes';
import type { AccessClaims } from '@/lib/auth/tokens';

const sid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const customer: AccessClaims = { Id: 2, Email: 'musteri@example.com', Role: 'customer', sid };
const admin: AccessClaims = { Id: 1, Email: 'admin@anatolia-tours.example', Role: 'admin', sid };
const guest: AccessClaims = { Id: 3, Email: '', Role: 'guest', sid };
const guide: AccessClaims = { Id: 4, Email: 'guide@anatolia-tours.example', Role: 'guide', sid };

const decide = (pathname: string, claims: AccessClaims | null, hasRefreshCookie = false, search = '') =>
  decideDashboardAccess({ pathname, search, claims, hasRefreshCookie });

describe('dashboard paths and roles', () => {
  it('knows the customer pages from the agency pages', () => {
    for (const path of ['/db-main', '/db-profile', '/db-settings', '/db-wishlist', '/db-booking']) expect(isAdminPath(path)).toBe(false);
    for (const path of ['/db-add-tour', '/db-messages', '/db-listing', '/db-add-MetaTags', '/db-quickTour']) expect(isAdminPath(path)).toBe(true);
    expect(isAdminPath('/tour-list-1')).toBe(false);
  });

  it('lets admins open everything, customers their pages, and temporary users nothing', () => {
    expect(mayOpen('admin', '/db-add-tour')).toBe(true);
    expect(mayOpen('customer', '/db-profile')).toBe(true);
    expect(mayOpen('customer', '/db-add-tour')).toBe(false);
    // Their own bookings in the dashboard, but not the agency's messages.
    expect(mayOpen('customer', '/db-booking')).toBe(true);
    expect(mayOpen('customer', '/db-messages')).toBe(false);
    expect(mayOpen('guest', '/db-main')).toBe(false);
  });

  it('lets a guide open only the check-in screens and its profile; nobody else opens the check-in screens', () => {
    for (const path of ['/db-guide', '/db-guide/12', '/db-profile']) expect(mayOpen('guide', path)).toBe(true);
    for (const path of ['/db-main', '/db-booking', '/db-booking/departures/12', '/db-settings', '/db-wishlist', '/db-add-tour', '/db-audit-log']) expect(mayOpen('guide', path)).toBe(false);
    for (const role of ['admin', 'customer', 'guest'] as const) expect(mayOpen(role, '/db-guide/12')).toBe(false);
  });

  it('reads the locale prefix', () => {
    expect(splitLocale('/en/db-main')).toEqual({ locale: 'en', path: '/db-main' });
    expect(splitLocale('/db-main')).toEqual({ locale: 'tr', path: '/db-main' });
  });
});

describe('the proxy’s optimistic check', () => {
  it('sends a guide from any other dashboard page to its departures, in its language', () => {
    expect(decide('/en/db-main', guide)).toEqual({ action: 'redirect', location: '/en/db-guide' });
    expect(decide('/db-booking/departures/3', guide)).toEqual({ action: 'redirect', location: '/db-guide' });
    expect(decide('/ru/db-guide/3', guide)).toEqual({ action: 'pass' });
    expect(decide('/db-guide', admin)).toEqual({ action: 'redirect', location: '/db-main' });
  });

  it('lets other pages through untouched', () => {
    expect(decide('/tour-list-1', null)).toEqual({ action: 'pass' });
  });

  it('sends a signed-out visitor to the sign-in page of their language, to come back afterwards', () => {
    expect(decide('/db-profile', null, false, '?tab=1')).toEqual({ action: 'redirect', location: '/login?returnUrl=%2Fdb-profile%3Ftab%3D1' });
    expect(decide('/ru/db-main', null)).toEqual({ action: 'redirect', location: '/ru/login?returnUrl=%2Fru%2Fdb-main' });
  });

  it('treats a temporary user (empty Email) as signed out', () => {
    expect(decide('/db-main', guest, true)).toEqual({ action: 'redirect', location: '/login?returnUrl=%2Fdb-main' });
  });

  it('renews an expired access token on the server when a refresh cookie is there', () => {
    expect(decide('/en/db-main', null, true)).toEqual({ action: 'redirect', location: '/api/User/RefreshToken?returnUrl=%2Fen%2Fdb-main' });
  });

  it('sends a customer away from an agency page to their own dashboard', () => {
    expect(decide('/db-add-tour', customer)).toEqual({ action: 'redirect', location: '/db-main' });
    expect(decide('/en/db-add-tour', customer)).toEqual({ action: 'redirect', location: '/en/db-main' });
    expect(decide('/db-profile', customer)).toEqual({ action: 'pass' });
    expect(decide('/db-booking', customer)).toEqual({ action: 'pass' });
    expect(decide('/en/db-messages', customer)).toEqual({ action: 'redirect', location: '/en/db-main' });
    expect(decide('/db-add-tour', admin)).toEqual({ action: 'pass' });
  });
});
