import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, expect, signInThroughApi, test } from './support/fixtures';
import { orderThroughApi } from './support/shop';

/** The hearts on the tour cards: "Favorilere ekle: {title}" toggle buttons. */
const hearts = (page: Page) => page.getByRole('button', { name: /^Favorilere ekle: / });
const titleOf = async (heart: ReturnType<typeof hearts>) => (await heart.getAttribute('aria-label'))!.replace(/^Favorilere ekle: /, '');

test.describe('wishlist', () => {
  test('a customer hearts a tour on the list, finds it on /db-wishlist and removes it', async ({ page, freshCustomer }) => {
    void freshCustomer;
    await page.goto('/tour-list-1');
    const heart = hearts(page).first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const title = await titleOf(heart);
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/Wishlist\/\d+$/.test(response.url()));
    await heart.click();
    expect((await saved).status()).toBe(200);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // Still saved after a reload of the cached page (the island asks the server).
    await page.reload();
    await expect(hearts(page).first()).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/db-wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorilerim' })).toBeVisible();
    const item = page.getByTestId('wishlist-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', /\/tour-single-1\/\d+$/);
    await item.getByRole('button', { name: `Favorilerden çıkar: ${title}` }).click();
    await expect(page.getByText('Henüz kaydettiğiniz bir tur yok.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Turlara göz atın' })).toHaveAttribute('href', '/tour-list-1');

    await page.goto('/tour-list-1');
    await expect(hearts(page).first()).toHaveAttribute('aria-pressed', 'false');
  });

  test('a first visit loads no island code after the page; with a session the hearts ask for the saved tours', async ({ page }) => {
    // The page's clock stands still: the after-load moment (an idle callback, 1.5 s at most) comes
    // when the test moves time, before the prefetcher's first wave at 2 s (seo.spec.ts).
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 10_000);
    await page.setViewportSize({ width: 390, height: 844 });
    let loaded = false;
    const lateScripts: string[] = [];
    const wishlistReads: string[] = [];
    page.on('request', (request) => {
      if (loaded && request.resourceType() === 'script') lateScripts.push(request.url());
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/Wishlist') wishlistReads.push(request.url());
    });
    const afterLoad = async (path: string) => {
      loaded = false;
      await page.goto(path, { waitUntil: 'load' });
      loaded = true;
      await page.waitForLoadState('networkidle');
      await page.clock.runFor(1_900);
      await page.waitForLoadState('networkidle');
    };

    // Without a session (a first visit from a search engine) the hearts and the account menu show
    // what the cached page drew, so their code (TanStack Query, the API client) is not loaded at all.
    await afterLoad('/tour-list-1');
    expect(lateScripts).toEqual([]);
    expect(wishlistReads).toEqual([]);
    await expect(hearts(page).first()).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('link', { name: 'Giriş yap' })).toBeVisible();

    // Signed in, the same page loads the hearts' code after the page and asks for the saved tours once
    // (time runs again: TanStack Query schedules its fetches with timers).
    await signInThroughApi(page.request, accounts.customer);
    await page.clock.resume();
    await afterLoad('/tour-list-1');
    await expect.poll(() => wishlistReads.length).toBe(1);
    expect(lateScripts.length).toBeGreaterThan(0);
  });

  test('a signed-out visitor’s heart leads to sign-in and back, where the tour is saved', async ({ page }) => {
    await page.goto('/tour-list-1');
    const heart = hearts(page).first();
    const title = await titleOf(heart);
    await heart.click();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Ftour-list-1$/);

    await page.getByLabel('E-posta').fill(accounts.customer.email);
    await page.getByLabel('Şifre', { exact: true }).fill(accounts.customer.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await expect(page).toHaveURL(/\/tour-list-1$/);
    await expect(page.getByRole('button', { name: `Favorilere ekle: ${title}` })).toHaveAttribute('aria-pressed', 'true');

    // Leave the demo customer's list as it was.
    const ids = ((await (await page.request.get('/api/Wishlist')).json()) as { Data: { tourIds: number[] } }).Data.tourIds;
    for (const id of ids) expect((await page.request.delete(`/api/Wishlist/${id}`)).status()).toBe(200);
  });
});

type Settings = { companyName: string; bankName: string; iban: string; tursabLicenceNo: string; mersisNo: string; paymentStoreType: string };

async function currentSettings(request: APIRequestContext): Promise<Settings> {
  const response = await request.get('/api/admin/settings');
  expect(response.status()).toBe(200);
  const { companyName, bankName, iban, tursabLicenceNo, mersisNo, paymentStoreType } = ((await response.json()) as { Data: Settings }).Data;
  return { companyName, bankName, iban, tursabLicenceNo, mersisNo, paymentStoreType };
}

test.describe('agency settings and the audit log', () => {
  test('an admin saves a valid IBAN, customers are shown it, an invalid one is refused, and the change is in the audit log', async ({ page, browser }) => {
    await signInThroughApi(page.request, accounts.admin);
    const original = await currentSettings(page.request);
    try {
      await page.goto('/db-settings');
      // The profile stays on top; the agency form follows it.
      await expect(page.getByLabel('Telefon')).toBeVisible();
      const form = page.getByRole('form', { name: 'Acente ayarları' });
      await expect(form.getByLabel('IBAN')).toHaveValue('TR23 0006 4012 3456 7001 0004 15');

      // One digit off: the check fails, the sentence is shown and nothing is saved.
      await form.getByLabel('IBAN').fill('TR33 0006 1005 1978 6457 8413 27');
      await form.getByRole('button', { name: 'Ayarları kaydet' }).click();
      await expect(form.getByText('Geçerli bir TR IBAN girin (TR ile başlayan 26 karakter).')).toBeVisible();
      await expect(form.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
      expect((await currentSettings(page.request)).iban).toBe(original.iban);
      // The API says the same to a caller without the form.
      const refused = await page.request.put('/api/admin/settings', { data: { ...original, iban: 'TR330006100519786457841327' }, headers: { 'Accept-Language': 'tr' } });
      expect(refused.status()).toBe(400);
      expect(((await refused.json()) as { errors: Record<string, string> }).errors.iban).toBe('Geçerli bir TR IBAN girin (TR ile başlayan 26 karakter).');

      await form.getByLabel('IBAN').fill('tr33 0006 1005 1978 6457 8413 26');
      await form.getByLabel('Banka adı').fill('Ziraat Bankası');
      await form.getByRole('button', { name: 'Ayarları kaydet' }).click();
      await expect(form.getByRole('status')).toHaveText('Acente ayarları kaydedildi.');
      await expect(form.getByLabel('IBAN')).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
      expect(await currentSettings(page.request)).toMatchObject({ iban: 'TR330006100519786457841326', bankName: 'Ziraat Bankası' });

      // A customer paying by bank transfer is shown the new account.
      const customer = await browser.newPage();
      try {
        const order = await orderThroughApi(customer, 2, 'eft');
        await customer.goto(`/pages/booking-pages/eft-result?orderId=${order.orderId}`);
        await expect(customer.getByTestId('eft-iban')).toHaveText('TR33 0006 1005 1978 6457 8413 26');
        await expect(customer.getByText('Ziraat Bankası')).toBeVisible();
      } finally {
        await customer.close();
      }

      // The audit log shows who changed what.
      await page.goto('/db-audit-log');
      await expect(page.getByRole('heading', { level: 1, name: 'İşlem kaydı' })).toBeVisible();
      await page.getByLabel('Kayıt türü').selectOption('settings');
      await page.getByRole('button', { name: 'Filtrele' }).click();
      await expect(page).toHaveURL(/entity=settings/);
      const entry = page.getByTestId('audit-entry').first();
      await expect(entry).toContainText('admin@anatolia-tours.example');
      await expect(entry).toContainText('Güncelledi');
      await expect(entry).toContainText('Acente ayarları #1');
      // Fields by their labels on the settings form, never their code names.
      await expect(entry).toContainText('Banka adı: Türkiye İş Bankası → Ziraat Bankası');
      await expect(entry).not.toContainText('bankName');
      await expect(entry).toContainText('TR230006401234567001000415 → TR330006100519786457841326');
    } finally {
      // Other specs quote the seeded account.
      const restored = await page.request.put('/api/admin/settings', { data: original });
      expect(restored.status()).toBe(200);
    }
  });

  test('a customer gets 403 from the staff APIs and is sent away from /db-audit-log', async ({ page, signIn }) => {
    await signIn('customer');
    expect((await page.request.get('/api/admin/settings')).status()).toBe(403);
    expect((await page.request.put('/api/admin/settings', { data: {} })).status()).toBe(403);
    expect((await page.request.get('/api/admin/audit-log')).status()).toBe(403);
    await page.goto('/db-audit-log');
    await expect(page).toHaveURL(/\/db-main$/);
    // /db-settings is the customer's profile, without the agency form.
    await page.goto('/db-settings');
    await expect(page.getByLabel('Telefon')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Acente ayarları' })).toHaveCount(0);
  });
});
