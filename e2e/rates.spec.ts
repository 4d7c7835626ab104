import { expect, test, type Page } from '@playwright/test';

// The harness serves the real TCMB bulletin 2026/182 as today.xml: USD 48.9008, EUR 55.6307.
const RATES_API = '**/api/rates';

const ticker = (page: Page) => page.getByRole('group', { name: 'Döviz kurları', exact: true });
const rateBox = (page: Page) => page.getByRole('region', { name: 'Döviz Kurları', exact: true });

async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
}

test.describe('exchange rates', () => {
  test('the desktop header ticker shows the central-bank USD and EUR rates in Turkish format', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(ticker(page)).toBeVisible();
    await expect(ticker(page)).toContainText('USD');
    await expect(ticker(page)).toContainText('₺48,9008');
    await expect(ticker(page)).toContainText('EUR');
    await expect(ticker(page)).toContainText('₺55,6307');
    // Current rates: no approximate marker, no error button.
    await expect(ticker(page).getByTitle('Güncel kurlar alınamadı; gösterilen değerler yaklaşıktır.')).toHaveCount(0);
    await expect(ticker(page).getByRole('button')).toHaveCount(0);
  });

  test('the loading bars take the room the rates will take, so the header does not shift when they arrive', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The rates are held back until the loading bars have been measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(RATES_API, async (route) => {
      await held;
      await route.continue();
    });
    // Read in one go in the page: the bars are drawn first by the page, then by the ticker's code, and
    // a handle taken on the first could be gone by the time it is measured.
    const left = () => page.evaluate(() => document.querySelector('[data-testid="rate-ticker"]')!.getBoundingClientRect().left);
    await page.goto('/');
    await expect(ticker(page).getByRole('status')).toBeAttached();
    const before = await left();
    release();
    await expect(ticker(page)).toContainText('₺48,9008');
    const after = await left();
    // The bars were 32 px narrower than the two rates: the ticker grew into the menu beside it.
    expect(Math.abs(after - before)).toBeLessThanOrEqual(4);
  });

  test('at 375 px the ticker is hidden and the mobile menu shows the rates instead', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const hiddenTicker = page.getByTestId('rate-ticker');
    await expect(hiddenTicker).toHaveCount(1);
    await expect(hiddenTicker).toBeHidden();
    await openMobileMenu(page);
    await expect(rateBox(page)).toContainText('48,9008');
    await expect(rateBox(page)).toContainText('55,6307');
  });

  test('when /api/rates fails the mobile box says so, and "Tekrar Dene" loads the rates', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.route(RATES_API, (route) => route.abort());
    await page.goto('/');
    await openMobileMenu(page);
    // The query retries twice, 1 s apart, before it gives up.
    await expect(rateBox(page).getByText('Döviz kurları alınamadı')).toBeVisible({ timeout: 15_000 });

    await page.unroute(RATES_API);
    await rateBox(page).getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(rateBox(page)).toContainText('48,9008');
    await expect(rateBox(page).getByText('Döviz kurları alınamadı')).toHaveCount(0);
  });

  test('when the first load fails on desktop the ticker offers a refresh button, which recovers', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route(RATES_API, (route) => route.abort());
    await page.goto('/');
    const refresh = ticker(page).getByRole('button', { name: 'Kurlar alınamadı' });
    await expect(refresh).toBeVisible({ timeout: 15_000 });
    await expect(refresh).toHaveAttribute('title', 'Kurlar alınamadı');

    await page.unroute(RATES_API);
    await refresh.click();
    await expect(ticker(page)).toContainText('₺48,9008');
    await expect(ticker(page).getByRole('button')).toHaveCount(0);
  });

  test('the last good rates kept in the browser are shown, flagged approximate, while the API fails', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(ticker(page)).toContainText('₺48,9008');
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('tcmb_last_rates'))).toContain('48.9008');

    await page.route(RATES_API, (route) => route.abort());
    await page.reload();
    await expect(ticker(page).getByRole('button', { name: 'Kurlar alınamadı' })).toBeVisible({ timeout: 15_000 });
    await expect(ticker(page)).toContainText('₺48,9008');
    await expect(ticker(page).getByTitle('Güncel kurlar alınamadı; gösterilen değerler yaklaşıktır.')).toBeVisible();
  });
});
