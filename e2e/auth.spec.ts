import { expect, test, uniqueCustomer, registerThroughApi, type Credentials } from './support/fixtures';
import type { Page } from '@playwright/test';

type Mail = { to: string[]; subject: string; text: string };

/** The one-time code of the newest e-mail to an address, as delivered to the local SMTP server. */
async function codeFromMailbox(page: Page, to: string, subject: string): Promise<string> {
  const mailbox = process.env.SMTP_MAILBOX_URL;
  if (!mailbox) throw new Error('SMTP_MAILBOX_URL is not set: run the tests with node scripts/e2e.mjs.');
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get(`${mailbox}?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        const mail = mails.filter((candidate) => candidate.subject === subject).at(-1);
        code = mail?.text.match(/^\s*(\d{6})\s*$/m)?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

async function signInWithPassword(page: Page, { email, password }: Credentials) {
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
}

test.describe('signing in', () => {
  test('a visitor registers, signs out and signs in again with the password', async ({ page }) => {
    const customer = uniqueCustomer();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Hesabınıza giriş yapın' })).toBeVisible();
    await page.getByRole('tab', { name: 'Kayıt ol' }).click();

    // The form explains a weak password before anything is sent.
    await page.getByLabel('Ad', { exact: true }).fill(customer.name);
    await page.getByLabel('Soyad').fill(customer.surname);
    await page.getByLabel('E-posta').fill(customer.email);
    await page.getByLabel('Şifre', { exact: true }).fill('sadeceharf');
    await page.getByRole('button', { name: 'Hesap oluştur' }).click();
    await expect(page.getByText('Şifre en az 8 karakter olmalı ve en az bir harf ile bir rakam içermelidir.')).toBeVisible();

    await page.getByLabel('Şifre', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Hesap oluştur' }).click();
    await expect(page).toHaveURL(/\/db-main$/);
    await expect(page.getByRole('heading', { level: 1, name: `Hoş geldiniz, ${customer.name}!` })).toBeVisible();

    // The dashboard's top bar names the account; on the public pages the header learns the name from
    // /api/User/Me and offers to sign out.
    await expect(page.getByRole('banner').getByTestId('dashboard-account')).toContainText(`${customer.name} ${customer.surname}`);
    await page.goto('/');
    const accountMenu = page.getByRole('button', { name: `Hesap menüsü: ${customer.name} ${customer.surname}` });
    await accountMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Hesabım' })).toHaveAttribute('href', '/db-main');
    await expect(page.getByRole('menuitem', { name: 'Rezervasyonlarım' })).toHaveAttribute('href', '/my-bookings');
    // The server does not answer: the page says so and stays signed in (the session is still open).
    await page.route('**/api/User/Logout', (route) => route.abort('connectionrefused'));
    const said: string[] = [];
    page.once('dialog', (dialog) => {
      said.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
    await expect.poll(() => said).toEqual(['Çıkış yapılamadı; oturumunuz hâlâ açık. Bağlantınızı kontrol edip tekrar deneyin.']);
    await expect(accountMenu).toBeVisible();
    await page.unroute('**/api/User/Logout');
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('header').getByRole('link', { name: 'Giriş yap' })).toBeVisible();

    await page.goto('/login');
    await signInWithPassword(page, { email: customer.email, password: 'yanlis-sifre1' });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-posta adresi veya şifre hatalı.');
    await signInWithPassword(page, customer);
    await expect(page).toHaveURL(/\/db-main$/);
    await expect(page.getByRole('heading', { level: 1, name: `Hoş geldiniz, ${customer.name}!` })).toBeVisible();
  });

  test('a customer signs in with a code from a real e-mail', async ({ page, playwright, baseURL }) => {
    const customer = uniqueCustomer();
    // Registered elsewhere, so this browser starts signed out.
    const elsewhere = await playwright.request.newContext({ baseURL });
    await registerThroughApi(elsewhere, customer);
    await elsewhere.dispose();

    await page.goto('/login');
    await page.getByRole('tab', { name: 'Kod ile' }).click();
    await page.getByLabel('E-posta').fill(customer.email);
    await page.getByRole('button', { name: 'Kod gönder' }).click();
    await expect(page.getByRole('status').filter({ hasText: '6 haneli bir kod gönderdik' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kodu yeniden gönder' })).toBeDisabled();

    const code = await codeFromMailbox(page, customer.email, 'Giriş kodunuz');
    await page.getByLabel('Doğrulama kodu').fill(code);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await expect(page).toHaveURL(/\/db-main$/);
    await expect(page.getByRole('heading', { level: 1, name: `Hoş geldiniz, ${customer.name}!` })).toBeVisible();
  });

  test('a signed-out visitor is sent to sign in and comes back to the page asked for', async ({ page, freshCustomer, context }) => {
    await context.clearCookies();
    await page.goto('/db-profile');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fdb-profile$/);
    await signInWithPassword(page, freshCustomer);
    await expect(page).toHaveURL(/\/db-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profil bilgileri' })).toBeVisible();
    await expect(page.getByLabel('Ad', { exact: true })).toHaveValue(freshCustomer.name);
  });

  test('a return URL that would lead to another site ends on this site, after sign-in and after renewal', async ({ page, freshCustomer, context, baseURL }) => {
    const site = new URL(baseURL!).host;
    await context.clearCookies();
    await page.goto('/login?returnUrl=/.//evil.example/x');
    await signInWithPassword(page, freshCustomer);
    await expect(page).toHaveURL(/\/db-main$/);
    expect(new URL(page.url()).host).toBe(site);

    // The renewal on a page load (proxy.ts → User/RefreshToken?returnUrl=…) checks it the same way.
    const refreshOnly = (await context.cookies()).filter((cookie) => cookie.name !== 'user');
    await context.clearCookies();
    await context.addCookies(refreshOnly);
    await page.goto('/api/User/RefreshToken?returnUrl=/.//evil.example/x');
    await expect(page).toHaveURL(/\/db-main$/);
    expect(new URL(page.url()).host).toBe(site);
  });

  test('an expired access token is renewed on the way to a dashboard page', async ({ page, freshCustomer, context }) => {
    const refreshOnly = (await context.cookies()).filter((cookie) => cookie.name !== 'user');
    await context.clearCookies();
    await context.addCookies(refreshOnly);
    await page.goto('/en/db-main');
    await expect(page).toHaveURL(/\/en\/db-main$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${freshCustomer.name}!` })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === 'user' && cookie.httpOnly)).toBe(true);
  });
});

test.describe('roles in the dashboard', () => {
  test('a customer is sent away from an agency page', async ({ page, signIn }) => {
    await signIn('customer');
    await page.goto('/db-add-tour');
    await expect(page).toHaveURL(/\/db-main$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Hoş geldiniz/ })).toBeVisible();
  });

  test('the admin’s sidebar shows agency entries the customer’s does not', async ({ page, signIn, context }) => {
    await signIn('admin');
    await page.goto('/db-main');
    const adminNav = page.getByRole('navigation', { name: 'Panel menüsü' });
    for (const name of ['Tur ekle', 'Rezervasyonlar', 'Bölgeler', 'Meta etiketleri']) await expect(adminNav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByText('Yönetici', { exact: false }).first()).toBeVisible();

    await context.clearCookies();
    await signIn('customer');
    await page.goto('/db-main');
    const customerNav = page.getByRole('navigation', { name: 'Panel menüsü' });
    await expect(customerNav.getByRole('link', { name: 'Profilim', exact: true })).toBeVisible();
    await expect(customerNav.getByRole('link', { name: 'Rezervasyonlarım', exact: true })).toHaveAttribute('href', '/my-bookings');
    for (const name of ['Tur ekle', 'Rezervasyonlar', 'Bölgeler', 'Meta etiketleri']) await expect(customerNav.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
});

test.describe('the customer’s own data (KVKK)', () => {
  test('a customer downloads a copy of their data, then deletes the account with a code from a real e-mail', async ({ page, freshCustomer }) => {
    await page.goto('/en/db-profile');
    const section = page.getByRole('region', { name: 'Your personal data' });
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data (JSON)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(JSON.parse(Buffer.concat(chunks).toString('utf8'))).toMatchObject({ account: { email: freshCustomer.email, name: freshCustomer.name }, bookings: [] });

    await section.getByRole('button', { name: 'Send me a confirmation code' }).click();
    await expect(section.getByRole('status')).toHaveText(`We sent a code to ${freshCustomer.email}. Enter it to delete your account for good.`);
    await section.getByLabel('Code from the e-mail').fill(await codeFromMailbox(page, freshCustomer.email, 'Hesap silme onay kodunuz'));
    await section.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page).toHaveURL(/\/en$/);
    // Signed out for good: the profile asks for a sign-in, and the password no longer opens it.
    await page.goto('/en/db-profile');
    await expect(page).toHaveURL(/\/en\/login/);
    expect((await page.request.post('/api/User/Login', { data: { email: freshCustomer.email, password: freshCustomer.password } })).status()).toBe(401);
  });
});
