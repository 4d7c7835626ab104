import { expect, test } from './support/fixtures';
import { orderThroughApi } from './support/shop';

/** The dashboard's own frame (docs/decisions/0060-dashboard-shell.md): top bar and sidebar, none of the public header's or footer's parts. */
test.describe('the dashboard’s frame', () => {
  test('staff work in a frame of their own: sidebar and top bar, no public footer, rate ticker or cart', async ({ page, signIn }) => {
    await signIn('admin');
    // The public pages have all three, so their absence below is the dashboard's doing.
    await page.goto('/tour-list-1');
    await expect(page.getByTestId('rate-ticker')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Sepet/ })).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);

    await page.goto('/db-main');
    await expect(page.getByRole('heading', { level: 1, name: /^Hoş geldiniz/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Panel menüsü' }).getByRole('link', { name: 'Tur listesi' })).toBeVisible();
    await expect(page.getByTestId('rate-ticker')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Sepet/ })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toHaveCount(0);

    // The top bar: the agency's logo back to the site, who is signed in, the language, sign-out.
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: 'Anatolia Tours — siteye dön' })).toHaveAttribute('href', '/');
    await expect(bar.getByTestId('dashboard-account')).toContainText('Ayşe Yılmaz');
    await expect(bar.getByTestId('dashboard-account')).toContainText('Yönetici');
    await expect(bar.getByRole('button', { name: 'Çıkış yap' })).toBeVisible();
    await expect(bar.getByRole('button', { name: /Dil: Türkçe/ })).toBeVisible();
  });

  test('the language switch works on a dashboard page and keeps the record it shows', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/db-add-tour?id=1');
    const title = await page.locator('#tours-title-tr').inputValue();
    expect(title.length).toBeGreaterThan(3);
    await page.getByRole('button', { name: /Dil: Türkçe/ }).click();
    await page.getByRole('menuitem', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/db-add-tour\?id=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('navigation', { name: 'Меню кабинета' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Сохранить тур' })).toBeVisible();
    await expect(page.locator('#tours-title-tr')).toHaveValue(title);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('signing out from the top bar leaves the dashboard', async ({ page, freshCustomer }) => {
    await page.goto('/db-main');
    await expect(page.getByRole('banner').getByTestId('dashboard-account')).toContainText(`${freshCustomer.name} ${freshCustomer.surname}`);
    await expect(page.getByRole('banner').getByTestId('dashboard-account')).toContainText('Müşteri');
    await page.getByRole('banner').getByRole('button', { name: 'Çıkış yap' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş yap' })).toBeVisible();
    await page.goto('/db-main');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fdb-main$/);
  });

  test('an unknown record is a 404 inside the dashboard; an unknown page keeps the public header and footer', async ({ page, signIn }) => {
    await signIn('admin');
    const missing = await page.goto('/db-booking/999999999');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Panel menüsü' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Panele dön' })).toHaveAttribute('href', '/db-main');

    const unknown = await page.goto('/boyle-bir-sayfa-yok');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });

  test('on a phone the sidebar is a menu that opens under the top bar and closes on the way to a page', async ({ page, signIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn('admin');
    await page.goto('/db-main');
    const nav = page.getByRole('navigation', { name: 'Panel menüsü' });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Panel menüsü' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Tur listesi' }).click();
    await expect(page).toHaveURL(/\/db-listing$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Turlar' })).toBeVisible();
  });

  test('the dashboard’s tables fit at 1280 px and scroll inside their cards at 390 and 360 px, never the page', async ({ page, signIn, browser, baseURL }) => {
    // Something in every list: a guest's order (its e-mail lands in the outbox), cancelled by staff (an audit entry).
    const guest = await browser.newContext({ baseURL });
    const order = await orderThroughApi(await guest.newPage(), 3, 'eft');
    await guest.close();
    await signIn('admin');
    const listed = await page.request.get(`/api/admin/orders?q=${order.orderId}`);
    const [{ id }] = ((await listed.json()) as { items: { id: number }[] }).items;
    expect((await page.request.post(`/api/admin/orders/${id}/cancel`, { data: { reason: 'e2e' } })).status()).toBe(200);

    // Each list is loaded once, on a 390 px phone, then looked at on a 360 px phone and, beside the
    // sidebar at 1280 px, where the lists fit whole: nothing hidden to the right of a table.
    const wide = new Set(['/db-main', '/db-reports', '/db-listing', '/db-booking', '/db-audit-log', '/db-messages?tab=outbox']);
    for (const path of ['/db-main', '/db-reports', '/db-listing', '/db-booking', `/db-booking/${id}`, '/db-audit-log', '/db-add-region', '/db-messages?tab=outbox']) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 844 });
        await expect(page.locator('table').first()).toBeVisible();
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(sideways, `${path} at ${width} px scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0);
      }
      if (!wide.has(path)) continue;
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(page.locator('table').first()).toBeVisible();
      const cut = await page.locator('table').evaluateAll((tables) => tables.map((table) => table.parentElement!).filter((frame) => frame.scrollWidth > frame.clientWidth + 1).length);
      expect(cut, `${path}: tables wider than their frame at 1280 px`).toBe(0);
    }

    // The tours table is wider than a phone: it scrolls inside its own frame, the page stays put.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/db-listing');
    const frame = page.getByRole('region', { name: 'Tüm turlar' });
    await expect(frame).toBeVisible();
    expect(await frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await frame.evaluate((element) => element.scrollBy({ left: 200 }));
    await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});
