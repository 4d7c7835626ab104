import type { APIRequestContext } from '@playwright/test';
import { accounts, expect, signInThroughApi, test } from './support/fixtures';
import { orderThroughApi } from './support/shop';

// The agency's settings screen: it changes the bank-transfer account every customer paying by EFT is
// shown, so this spec runs in the shop-settings lane, never at the same time as the payment spec that
// quotes it (playwright.config.ts).

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
