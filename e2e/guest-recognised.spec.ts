import type { Browser, Locator, Page } from '@playwright/test';
import { accounts, expect, signInThroughApi, test } from './support/fixtures';
import { CheckoutForm, departureWithRoom, newTraveller, type LiveDeparture, type Traveller } from './support/shop';

// A tour of this spec's own, so that its seats are not another spec's count.
const TOUR_ID = 5;
const nextYear = String(new Date().getFullYear() + 1);

type Mail = { subject: string; text: string };

/** The order number as docs/decisions/0070 writes it everywhere: the UUID's first 8 characters, capitals, no '#'. */
const numberOf = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** "12 Ocak 2027 Sal, 09:30": the departure as a Turkish page writes it. */
function departureText(departure: LiveDeparture): string {
  const day = new Intl.DateTimeFormat('tr-TR', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${departure.startsOn}T00:00:00Z`));
  return departure.startTime ? `${day}, ${departure.startTime}` : day;
}

async function tourName(page: Page): Promise<string> {
  const response = await page.request.get(`/api/Tours/${TOUR_ID}`, { headers: { 'Accept-Language': 'tr' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { Data: { title: string } }).Data.title;
}

/** A guest, new to the site, books 2 adults and 1 child through the pages, as fast as the browser goes. */
async function bookAsGuest(page: Page, departure: LiveDeparture, method: 'card' | 'eft'): Promise<Traveller> {
  await page.goto(`/booking-page/${TOUR_ID}?departure=${departure.id}`);
  await expect(page.getByLabel('Kalkış tarihi')).toHaveValue(String(departure.id));
  await page.getByRole('button', { name: 'Yetişkin sayısını artır' }).click();
  await page.getByRole('button', { name: 'Çocuk sayısını artır' }).click();
  await expect(page.getByLabel('Yetişkin', { exact: true })).toHaveValue('2');
  await expect(page.getByLabel('Çocuk', { exact: true })).toHaveValue('1');
  // The cart's answer first, so that a refusal fails here with its sentence (a CI run once stayed on
  // this page with nothing to say why), then the move to the cart, which renders a page on request.
  const added = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/VWShoppingCarts');
  await page.getByRole('button', { name: 'Sepete ekle' }).click();
  const answer = await added;
  expect(answer.status(), await answer.text()).toBe(201);
  await expect(page).toHaveURL(/\/cart$/, { timeout: 20_000 });
  await page.getByRole('link', { name: 'Ödemeye geç' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = new CheckoutForm(page);
  const traveller = newTraveller();
  await form.fill(traveller);
  if (method === 'eft') await page.getByLabel('Havale / EFT').check();
  await form.accept();
  await form.submit();
  return traveller;
}

/** The card on the bank's own page and its 3-D Secure step (the seeded store type, 3D_PAY_HOSTING, of the built-in simulator). */
async function payOnBankPage(page: Page) {
  await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: /Öde$/ }).click();
  await expect(page.getByRole('heading', { name: 'Kart bilgileri' })).toBeVisible();
  await page.getByLabel('Kart numarası').fill('4355084355084358');
  await page.getByLabel('Son kullanma tarihi (AA/YY)').fill(`12/${nextYear.slice(-2)}`);
  await page.getByLabel('CVV').fill('000');
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByRole('heading', { name: '3-D Secure doğrulaması' })).toBeVisible();
  await page.getByRole('button', { name: 'Doğrula ve öde' }).click();
}

/** On the result page: the order's id from the address, and the number the page shows. */
async function resultPageOrder(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/pages\/booking-pages\/eft-result\?orderId=[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByText(numberOf(orderId), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`#${numberOf(orderId)}`)).toHaveCount(0);
  return orderId;
}

/** The header says at once that this browser has bookings, and still offers to sign in. */
async function expectHeaderKnowsTheGuest(page: Page): Promise<Locator> {
  const header = page.getByRole('banner');
  const bookings = header.getByRole('link', { name: 'Rezervasyonlarım (1)', exact: true });
  await expect(bookings).toBeVisible();
  await expect(header.getByRole('link', { name: 'Giriş yap', exact: true })).toBeVisible();
  return bookings;
}

/** /my-bookings, reached from the header: the booking's card says which trip it is, with the invitation to keep it. */
async function expectBookingListed(page: Page, orderId: string, expected: { tour: string; departure: LiveDeparture; status: string }) {
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rezervasyonlarım' })).toBeVisible();
  const card = page.getByRole('article', { name: expected.tour }).filter({ hasText: numberOf(orderId) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(departureText(expected.departure));
  await expect(card).toContainText('2 yetişkin, 1 çocuk');
  await expect(card.getByText(expected.status, { exact: true })).toBeVisible();
  await expect(card.getByText(numberOf(orderId), { exact: true })).toBeVisible();
  // One way to the details; cancelling takes an account, so a guest is not offered it.
  await expect(card.getByRole('link')).toHaveCount(1);
  await expect(card.getByRole('link', { name: 'Ayrıntılar' })).toHaveAttribute('href', `/my-bookings/${orderId}`);
  await expect(card.getByRole('button', { name: 'İptal et' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Rezervasyonlarınızı hesabınızda saklayın' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'E-postamı kodla doğrula' })).toHaveAttribute('href', '/login?returnUrl=%2Fmy-bookings');
}

/** The "booking received" e-mail names the order by the same number. */
async function expectMailWithNumber(page: Page, to: string, number: string, method: 'card' | 'eft') {
  const mailbox = process.env.SMTP_MAILBOX_URL;
  if (!mailbox) throw new Error('SMTP_MAILBOX_URL is not set: run the tests with node scripts/e2e.mjs.');
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`${mailbox}?to=${encodeURIComponent(to)}`)).json()) as Mail[];
      return mails.find((mail) => mail.subject === `Rezervasyonunuz alındı – ${number}`)?.text ?? '';
    })
    .toContain(`Sipariş numarası: ${number}`);
  if (method === 'eft') {
    const mails = (await (await page.request.get(`${mailbox}?to=${encodeURIComponent(to)}`)).json()) as Mail[];
    expect(mails.find((mail) => mail.subject === `Rezervasyonunuz alındı – ${number}`)!.text).toContain(`Açıklama: ${number}`);
  }
}

/** Staff find the order by that number in the dashboard, listed and opened under the same number. */
async function expectDashboardFindsNumber(browser: Browser, number: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'tr-TR' });
  const admin = await context.newPage();
  await signInThroughApi(admin.request, accounts.admin);
  await admin.goto(`/db-booking?q=${encodeURIComponent(`#${number}`)}`);
  await expect(admin.getByText('1 sipariş', { exact: true })).toBeVisible();
  await admin.getByRole('link', { name: number, exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Sipariş ${number}` })).toBeVisible();
  await expect(admin.getByText(number, { exact: true }).first()).toBeVisible();
  await context.close();
}

test.describe('a guest who just booked is recognised at once', () => {
  test('after a bank-transfer checkout: the header, /my-bookings, the e-mail and the dashboard', async ({ page, browser }) => {
    const departure = await departureWithRoom(page.request, TOUR_ID, 3, { byTransfer: true });
    const tour = await tourName(page);
    const traveller = await bookAsGuest(page, departure, 'eft');

    const orderId = await resultPageOrder(page);
    const number = numberOf(orderId);
    await expect(page.getByText(`Havale açıklamasına sipariş numaranızı (${number}) yazmayı unutmayın`)).toBeVisible();
    // No reload, no sign-in, no waiting for the session's 20-second renewal.
    await (await expectHeaderKnowsTheGuest(page)).click();
    await expectBookingListed(page, orderId, { tour, departure, status: 'Bekliyor' });

    // Its details page, a guest's too, under the same number.
    await page.getByRole('link', { name: 'Ayrıntılar' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Rezervasyon ${number}` })).toBeVisible();

    await expectMailWithNumber(page, traveller.email, number, 'eft');
    await expectDashboardFindsNumber(browser, number);
  });

  test('after a card payment through the bank’s 3-D Secure page', async ({ page }) => {
    const departure = await departureWithRoom(page.request, TOUR_ID, 3);
    const tour = await tourName(page);
    const traveller = await bookAsGuest(page, departure, 'card');
    await payOnBankPage(page);

    const orderId = await resultPageOrder(page);
    await expect(page.getByText('Ödemeniz alındı; rezervasyonunuz onaylandı.')).toBeVisible();
    await (await expectHeaderKnowsTheGuest(page)).click();
    await expectBookingListed(page, orderId, { tour, departure, status: 'Onaylandı' });
    // Straight after, from a fresh page load too.
    await page.reload();
    await expect(page.getByRole('article', { name: tour }).filter({ hasText: numberOf(orderId) })).toBeVisible();
    await expectMailWithNumber(page, traveller.email, numberOf(orderId), 'card');
  });
});
