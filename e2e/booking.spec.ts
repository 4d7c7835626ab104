import { expect, test } from './support/fixtures';
import { CheckoutForm, departureWithRoom, liraDigits, liveDepartures, newTraveller, orderResult } from './support/shop';

const TOUR_ID = 1;

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
  });

  test('an unknown tour has no booking page', async ({ page }) => {
    const response = await page.goto('/booking-page/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the cart keeps the server’s word: a removed line is gone after a reload', async ({ page }) => {
    const departure = await departureWithRoom(page.request, TOUR_ID, 1);
    await page.goto(`/booking-page/${TOUR_ID}?departure=${departure.id}`);
    await expect(page.getByTestId('booking-total')).toContainText(liraDigits(departure.adultPrice));
    await page.getByRole('button', { name: 'Sepete ekle' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('button', { name: /sepetten çıkar$/ }).click();
    await expect(page.getByText('Sepetiniz boş.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Sepetiniz boş.')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  });
});
