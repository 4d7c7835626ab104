import type { Page } from '@playwright/test';
import { accounts, expect, test } from './support/fixtures';
import { CheckoutForm, departureWithRoom, liraDigits, liveDepartures, newTraveller, orderResult } from './support/shop';

// A tour of this spec's own: specs run side by side, and this one counts the seats left.
const TOUR_ID = 1;

/** One adult of a departure with room, put in the cart through the booking page; ends on /cart. */
async function oneSeatInTheCart(page: Page) {
  const departure = await departureWithRoom(page.request, TOUR_ID, 1);
  await page.goto(`/booking-page/${TOUR_ID}?departure=${departure.id}`);
  await expect(page.getByTestId('booking-total')).toContainText(liraDigits(departure.adultPrice));
  await page.getByRole('button', { name: 'Sepete ekle' }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

test.describe('booking a tour', () => {
  test('a guest books 2 adults and 1 child, sees the cart, checks out, and the seats are taken', async ({ page }) => {
    const departure = await departureWithRoom(page.request, TOUR_ID, 3);
    const total = 2 * departure.adultPrice + departure.childPrice;

    // The tour page's "book" link names the departure.
    await page.goto(`/booking-page/${TOUR_ID}?departure=${departure.id}`);
    await expect(page.getByLabel('Kalkış tarihi')).toHaveValue(String(departure.id));
    await page.getByRole('button', { name: 'Yetişkin sayısını artır' }).click();
    await page.getByRole('button', { name: 'Çocuk sayısını artır' }).click();
    await expect(page.getByLabel('Yetişkin', { exact: true })).toHaveValue('2');
    // The price is the server's, for exactly this choice.
    await expect(page.getByTestId('booking-total')).toContainText(liraDigits(total));
    await page.getByRole('button', { name: 'Sepete ekle' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await expect(page.getByTestId('cart-total')).toContainText(liraDigits(total));
    await expect(page.getByText('2 yetişkin, 1 çocuk')).toBeVisible();
    await page.getByRole('link', { name: 'Ödemeye geç' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-total')).toContainText(liraDigits(total));
    const form = new CheckoutForm(page);
    // Sent empty: the first field from the top is focused, not the agreements further down.
    await form.submit();
    await expect(page.getByLabel('Ad', { exact: true })).toBeFocused();
    const traveller = newTraveller();
    await form.fill(traveller);
    // The documents are filled with this order as the customer types.
    await expect(page.getByRole('region', { name: 'Ön Bilgilendirme Formu' })).toContainText(`${traveller.name} ${traveller.surname}`);
    await expect(page.getByRole('region', { name: 'Mesafeli Satış Sözleşmesi' })).toContainText(liraDigits(total));

    // Both acceptances start unticked; without them nothing is sent.
    await expect(page.getByLabel('Ön Bilgilendirme Formu’nu okudum, onaylıyorum.')).not.toBeChecked();
    await form.submit();
    await expect(page.getByText('Devam etmek için bu metni onaylamanız gerekiyor.')).toHaveCount(2);
    await expect(page).toHaveURL(/\/checkout$/);

    await form.accept();
    await form.submit();
    await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    await expect(page.getByTestId('payment-amount')).toContainText(liraDigits(total));
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);

    const order = await orderResult(page, orderId);
    expect(order).toMatchObject({ amount: total, orderStatus: 'Pending', paymentStatus: 'Pending' });
    const after = (await liveDepartures(page.request, TOUR_ID)).find((candidate) => candidate.id === departure.id)!;
    expect(after.seatsLeft).toBe(departure.seatsLeft - 3);

    // The guest stays a guest (no account is made for the typed address) and reads its booking in
    // this browser, with an invitation to keep it in an account by confirming the address.
    expect(((await (await page.request.get('/api/User/Me')).json()) as { Data: unknown }).Data).toBeNull();
    await page.goto('/my-bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Rezervasyonlarım' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: orderId.slice(0, 8).toUpperCase() })).toContainText('2 yetişkin, 1 çocuk');
    await expect(page.getByRole('heading', { name: 'Rezervasyonlarınızı hesabınızda saklayın' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'E-postamı kodla doğrula' })).toHaveAttribute('href', '/login?returnUrl=%2Fmy-bookings');
  });

  test('a guest who books with the address of an existing account gets the same answer and keeps the booking', async ({ page }) => {
    await oneSeatInTheCart(page);
    await page.getByRole('link', { name: 'Ödemeye geç' }).click();
    const form = new CheckoutForm(page);
    await form.fill({ ...newTraveller(), email: accounts.customer.email });
    await form.accept();
    await form.submit();
    // Straight to payment, as for any address: nothing tells that the address has an account.
    await expect(page).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    expect((await orderResult(page, orderId)).orderStatus).toBe('Pending');
  });

  test('an unknown tour has no booking page', async ({ page }) => {
    const response = await page.goto('/booking-page/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('"Sepete ekle" scrolled to the top of the window is not under the header, and a press there adds to the cart', async ({ page }) => {
    // The header once turned fixed a frame after the scroll and covered the top 80 px: a press that
    // began on the button ended on the header, and nothing was added (record 130).
    const departure = await departureWithRoom(page.request, TOUR_ID, 1);
    await page.goto(`/booking-page/${TOUR_ID}?departure=${departure.id}`);
    await expect(page.getByTestId('booking-total')).toContainText(liraDigits(departure.adultPrice));
    const button = page.getByRole('button', { name: 'Sepete ekle' });
    await expect(button).toBeEnabled();
    await button.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    // Two frames: the scroll's event and whatever the page does with it are on screen.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const box = (await button.boundingBox())!;
    const header = (await page.locator('header').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    const added = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/VWShoppingCarts');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect((await added).status()).toBe(201);
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('phone: each departure choice shows whole with its seats, and the chosen date is written in full below, in every language', async ({ page }) => {
    const departure = await departureWithRoom(page.request, TOUR_ID, 1);
    const day = new Date(`${departure.startsOn}T00:00:00Z`);
    const longDay = (locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
    for (const [prefix, label, intl] of [['', 'Kalkış tarihi', 'tr-TR'], ['/en', 'Departure date', 'en-US'], ['/ru', 'Дата отправления', 'ru-RU']]) {
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${prefix}/booking-page/${TOUR_ID}?departure=${departure.id}`);
        const select = page.getByLabel(label, { exact: true });
        await expect(select).toHaveValue(String(departure.id));
        await expect(select.locator('option:checked')).toContainText(`· ${departure.seatsLeft} `);
        // No choice is cut by the closed select: its text fits the box less the arrow (about 20 px).
        const cut = await select.evaluate((element: HTMLSelectElement) => {
          const style = getComputedStyle(element);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
          return [...element.options].filter((option) => context.measureText(option.text).width > room).map((option) => option.text);
        });
        expect(cut, `${prefix || '/'} @${width}`).toEqual([]);
        // Below it, the chosen date in full (with its year) and its seats left.
        const info = page.locator(`#${await select.getAttribute('aria-describedby')}`);
        await expect(info).toContainText(longDay(intl));
        await expect(info).toContainText(String(departure.seatsLeft));
      }
    }
    // English dates are American on this page as on the tour pages ("Tue, December 1, 2026"), never "1 December 2026".
    await page.goto(`/en/booking-page/${TOUR_ID}?departure=${departure.id}`);
    await expect(page.locator('main')).toContainText(longDay('en-US'));
    await expect(page.locator('main')).not.toContainText(/\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/);
  });

  test('the cart keeps the server’s word: a removed line is gone after a reload', async ({ page }) => {
    await oneSeatInTheCart(page);
    // Emptying the whole cart asks first; "Vazgeç" keeps it.
    await page.getByRole('button', { name: 'Sepeti boşalt' }).click();
    await page.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(page.getByRole('button', { name: /sepetten çıkar$/ })).toBeVisible();
    await page.getByRole('button', { name: /sepetten çıkar$/ }).click();
    await expect(page.getByText('Sepetiniz boş.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Sepetiniz boş.')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('emptying the cart asks first, then empties it for good', async ({ page }) => {
    await oneSeatInTheCart(page);
    await page.getByRole('button', { name: 'Sepeti boşalt' }).click();
    await expect(page.getByText('Sepetteki bütün turlar çıkarılsın mı?')).toBeVisible();
    await page.getByRole('button', { name: 'Evet, sepeti boşalt' }).click();
    await expect(page.getByText('Sepetiniz boş.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Sepetiniz boş.')).toBeVisible();
  });
});
