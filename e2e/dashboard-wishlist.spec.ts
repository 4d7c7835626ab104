import type { Page } from '@playwright/test';
import { accounts, expect, signInThroughApi, test } from './support/fixtures';

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
