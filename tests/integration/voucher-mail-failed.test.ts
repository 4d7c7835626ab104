import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/db/client';
import { mailOutbox, orderDetails, orders, orderTravellers } from '@/lib/db/schema';
import { sendVoucherMailOnce } from '@/lib/travellers/mail';
import { openTestDatabase } from '../support/db';
import { startSilentSmtp } from '../support/silent-smtp';
import { customerWithPlacedOrder, seedAgency, seedBookableTour } from './shop-support';

/**
 * The voucher e-mail is sent once per booking, when it is paid and its travellers are known; a mail
 * server that does not answer must not use that once up (before: the booker never had a voucher,
 * and no later save, payment or reminder sent it).
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let silent: Awaited<ReturnType<typeof startSilentSmtp>>;

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  silent = await startSilentSmtp();
  handle = await openTestDatabase({ seed: false });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await silent.close();
  await handle.close();
});

describe('the voucher e-mail, when the mail server does not answer', () => {
  it('is marked failed and the booking still waits for its voucher, so the next save or payment sends it', async () => {
    await seedAgency();
    const balloon = await seedBookableTour('Balon Turu');
    const placed = await customerWithPlacedOrder({ tourId: balloon.tour.id, departureId: balloon.open.id, password: 'Gezgin2026', paymentMethod: 'eft' });
    const db = await getDb();
    await db.update(orders).set({ orderStatus: 'Confirmed', paymentStatus: 'Completed' }).where(eq(orders.id, placed.order.id));
    const [detail] = await db.select().from(orderDetails).where(eq(orderDetails.orderId, placed.order.id));
    await db.insert(orderTravellers).values([
      { orderId: placed.order.id, orderDetailId: detail.id, seat: 0, category: 'adult', name: 'Ali', surname: 'Öztürk', birthDate: '1985-02-11', nationality: 'TR', tckn: '10000000146' },
      { orderId: placed.order.id, orderDetailId: detail.id, seat: 1, category: 'adult', name: 'Ayşe', surname: 'Öztürk', birthDate: '1987-06-30', nationality: 'TR', tckn: '10000000146' },
    ]);

    expect(await sendVoucherMailOnce(placed.order.id)).toBe(false);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'voucher'));
    expect(mail).toMatchObject({ to: placed.email, status: 'failed' });
    const [order] = await db.select({ voucherSentAt: orders.voucherSentAt }).from(orders).where(eq(orders.id, placed.order.id));
    expect(order.voucherSentAt).toBeNull();
  }, 20_000);
});
