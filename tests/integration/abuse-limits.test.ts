import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as checkout } from '@/app/api/Checkout/route';
import { POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { getDb } from '@/lib/db/client';
import { orders, users } from '@/lib/db/schema';
import { payableOrder, startCardPayment } from '@/lib/payments/card-payment';
import { checkoutForm } from '../support/checkout-form';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { seedAgency, seedBookableTour } from './shop-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let fixture: Awaited<ReturnType<typeof seedBookableTour>>;
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  fixture = await seedBookableTour();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

/** A visitor's browser seen from one address (the production server sets X-Forwarded-For from the socket). */
function visitor(ip: string, language = 'tr', paymentMethod: 'eft' | 'card' = 'eft') {
  const browser = new Browser(language);
  const headers = { 'x-forwarded-for': ip };
  return {
    browser,
    add: (departureId: number, adultQuantity: number) => browser.call(addToCart, '/api/VWShoppingCarts', { json: { departureId, adultQuantity, childQuantity: 0, babyQuantity: 0 }, headers }),
    order: () =>
      browser.call(checkout, '/api/Checkout', { headers, json: checkoutForm(paymentMethod) }),
  };
}

const guestCount = async () => (await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 'guest')))[0].n;

describe('temporary users per address', () => {
  it('creates at most 30 an hour from one address, then answers 429 with a sentence; other addresses go on', async () => {
    for (let i = 0; i < 30; i += 1) expect((await visitor('203.0.113.10').add(fixture.open.id, 1)).status).toBe(201);
    const before = await guestCount();
    const refused = await visitor('203.0.113.10').add(fixture.open.id, 1);
    expect(refused.status).toBe(429);
    expect(refused.body.UIMessage).toMatch(/^Bu bağlantıdan kısa sürede çok fazla yeni sepet açıldı\. Lütfen \d+ dakika sonra tekrar deneyin\.$/);
    const english = await visitor('203.0.113.10', 'en').add(fixture.open.id, 1);
    expect(english.body.UIMessage).toMatch(/^Too many new carts were opened from this connection/);
    expect(await guestCount()).toBe(before);
    expect((await visitor('203.0.113.11').add(fixture.open.id, 1)).status).toBe(201);
  });
});

describe('unpaid seat holds', () => {
  it('lets one address hold at most 10 unpaid seats of a departure, whichever visitor orders', async () => {
    const first = visitor('198.51.100.20');
    await first.add(fixture.special.id, 6);
    expect((await first.order()).status).toBe(201);
    const second = visitor('198.51.100.20');
    await second.add(fixture.special.id, 4);
    expect((await second.order()).status).toBe(201);
    const [stored] = await (await getDb()).select({ ip: orders.ip }).from(orders).limit(1);
    expect(stored.ip).toBe('198.51.100.20');

    const third = visitor('198.51.100.20', 'tr');
    await third.add(fixture.special.id, 1);
    const refused = await third.order();
    expect(refused.status).toBe(429);
    expect(refused.body.UIMessage).toBe(
      'Bu kalkış için ödenmemiş çok fazla koltuk ayırdınız (en fazla 10). Yeni koltuk ayırmadan önce bekleyen siparişlerinizin ödemesini tamamlayın.',
    );
    // Nothing was taken: the seats of the refused order are still on sale.
    const [departure] = await (await getDb()).execute<{ seats_taken: number }>(sql`select seats_taken from tour_departures where id = ${fixture.special.id}`).then((r) => (r as unknown as { rows: { seats_taken: number }[] }).rows);
    expect(departure.seats_taken).toBe(10);

    const elsewhere = visitor('198.51.100.21');
    await elsewhere.add(fixture.special.id, 2);
    expect((await elsewhere.order()).status).toBe(201);
  });

  it('counts an order whose card payment has started (Processing) as unpaid: it still holds its seats', async () => {
    const first = visitor('198.51.100.40', 'tr', 'card');
    await first.add(fixture.open.id, 6);
    const placed = await first.order();
    expect(placed.status).toBe(201);
    // The card form was posted to the bank, which never answered: the order is Processing.
    const order = await payableOrder((placed.body.Data as { orderId: string }).orderId, null);
    await startCardPayment(order, { lang: 'tr', card: { pan: '4355084355084358', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), cvv: '000' } });
    const [row] = await (await getDb()).select({ status: orders.orderStatus }).from(orders).where(eq(orders.orderUUID, order.orderUUID));
    expect(row.status).toBe('Processing');

    const second = visitor('198.51.100.40', 'tr', 'card');
    await second.add(fixture.open.id, 5);
    const refused = await second.order();
    expect(refused.status).toBe(429);
    expect(refused.body.UIMessage).toMatch(/^Bu kalkış için ödenmemiş çok fazla koltuk ayırdınız \(en fazla 10\)\./);
  });

  it('lets a customer have at most 5 unpaid orders', async () => {
    await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' });
    const customer = await signedIn('musteri@example.com', 'Musteri123!', 'ru');
    for (let i = 0; i < 6; i += 1) {
      const ip = `192.0.2.${30 + i}`;
      const headers = { 'x-forwarded-for': ip };
      expect((await customer.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: fixture.open.id, adultQuantity: 1, childQuantity: 0, babyQuantity: 0 }, headers })).status).toBe(201);
      const placed = await customer.call(checkout, '/api/Checkout', { headers, json: checkoutForm('eft', { reservationEmail: 'deniz.ayni@example.com' }) });
      if (i < 5) expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      else {
        expect(placed.status).toBe(429);
        expect(placed.body.UIMessage).toBe('У вас слишком много неоплаченных заказов (не более 5). Оплатите ожидающие заказы, прежде чем оформлять новый.');
      }
    }
  });
});
