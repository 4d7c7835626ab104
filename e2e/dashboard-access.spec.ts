import { expect, test } from './support/fixtures';

type MenuLink = { url: string; subNavLeftItems?: { url: string }[] };
type Menu = { subItems: MenuLink[] }[];

const urls = (menu: Menu) => menu.flatMap((entry) => entry.subItems.flatMap((item) => [item.url, ...(item.subNavLeftItems ?? []).map((sub) => sub.url)]));

/** The agency's part of the dashboard, as the admin's sign-in Menu lists it. */
async function adminMenuUrls(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const answer = await request.post('/api/User/Login', { data: { email: 'admin@anatolia-tours.example', password: 'Admin123!' } });
  expect(answer.status()).toBe(200);
  return urls(((await answer.json()) as { Data: { Menu: Menu } }).Data.Menu);
}

test.describe('the dashboard belongs to its roles', () => {
  test('an admin opens every screen of the Menu, each with its heading', async ({ page, signIn }) => {
    test.setTimeout(180_000);
    await signIn('admin');
    for (const url of await adminMenuUrls(page.request)) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page, url).toHaveURL(new RegExp(`${url.replace(/[?]/g, '\\?')}$`));
      await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
    }
  });

  test('a customer cannot reach any admin screen: each sends them to their own dashboard', async ({ browser, page, signIn }) => {
    test.setTimeout(180_000);
    const adminUrls = await adminMenuUrls((await browser.newContext({ baseURL: process.env.BASE_URL })).request);
    const customerUrls = new Set(['/db-main', '/db-profile', '/db-wishlist', '/db-settings', '/db-booking', '/my-bookings']);
    await signIn('customer');
    for (const url of adminUrls.filter((candidate) => !customerUrls.has(candidate))) {
      await page.goto(url);
      await expect(page, url).toHaveURL(/\/db-main$/);
    }
  });

  test('a customer gets 403 from the admin API, a signed-out visitor 401', async ({ page, playwright, signIn }) => {
    await signIn('customer');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/regions'],
      ['POST', '/api/admin/regions', { name: { tr: 'Yeni', en: '', ru: '' } }],
      ['PUT', '/api/admin/regions/1', {}],
      ['DELETE', '/api/admin/regions/1'],
      ['GET', '/api/admin/outbox'],
      ['POST', '/api/admin/orders/1/mark-paid'],
    ];
    const anonymous = await playwright.request.newContext({ baseURL: process.env.BASE_URL });
    for (const [method, url, data] of calls) {
      const customer = await page.request.fetch(url, { method, data, headers: { 'Accept-Language': 'en' } });
      expect(customer.status(), `${method} ${url}`).toBe(403);
      expect(((await customer.json()) as { UIMessage: string }).UIMessage).toBe('You are not allowed to do this.');
      expect((await anonymous.fetch(url, { method, data })).status(), `${method} ${url} signed out`).toBe(401);
    }
    await anonymous.dispose();
  });
});
