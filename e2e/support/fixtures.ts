import { test as base, expect, type APIRequestContext } from '@playwright/test';

export type Credentials = { email: string; password: string };
export type NewCustomer = Credentials & { name: string; surname: string };

/** The demo accounts of the seeded database (lib/db/seed/users.ts). */
export const accounts = {
  admin: { email: 'admin@anatolia-tours.example', password: 'Admin123!' },
  customer: { email: 'musteri@example.com', password: 'Musteri123!' },
} as const satisfies Record<string, Credentials>;

let serial = 0;
/** A customer nobody has used yet (unique address per call and per run). */
export function uniqueCustomer(): NewCustomer {
  serial += 1;
  return { name: 'Deniz', surname: 'Aydın', email: `e2e-${Date.now().toString(36)}-${serial}@example.com`, password: 'Gezgin2026' };
}

/**
 * Signs in through the API, not the form: the cookies land in the request context, which a page's
 * `page.request` shares with its browser context.
 */
export async function signInThroughApi(request: APIRequestContext, credentials: Credentials) {
  const response = await request.post('/api/User/Login', { data: credentials, headers: { 'Accept-Language': 'tr' } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function registerThroughApi(request: APIRequestContext, customer: NewCustomer) {
  const response = await request.post('/api/User/Register', { data: customer, headers: { 'Accept-Language': 'tr' } });
  expect(response.status(), await response.text()).toBe(200);
}

type AuthFixtures = {
  /** Signs the test's page in as a demo account or as given credentials. */
  signIn: (who: keyof typeof accounts | Credentials) => Promise<void>;
  /** A newly registered customer, already signed in on the test's page. */
  freshCustomer: NewCustomer;
};

/**
 * `test` with sign-in fixtures for every spec that needs an account:
 *   test('…', async ({ page, signIn }) => { await signIn('customer'); await page.goto('/my-bookings'); });
 */
export const test = base.extend<AuthFixtures>({
  signIn: async ({ page }, provide) => {
    await provide((who) => signInThroughApi(page.request, typeof who === 'string' ? accounts[who] : who));
  },
  freshCustomer: async ({ page }, provide) => {
    const customer = uniqueCustomer();
    await registerThroughApi(page.request, customer);
    await provide(customer);
  },
});

export { expect };
