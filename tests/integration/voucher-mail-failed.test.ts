import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/db/client';
import { POST as resendVoucher } from '@/app/api/admin/orders/[id]/voucher-mail/route';
import { mailOutbox, orderDetails, orders, orderTravellers } from '@/lib/db/schema';
import { sendVoucherMailOnce } from '@/lib/travellers/mail';
import { openTestDatabase } from '../support/db';
import { startSilentSmtp } from '../support/silent-smtp';
import { createAccount, signedIn } from './auth-support';
import { customerWithPlacedOrder, seedAgency, seedBookableTour } from './shop-support';

/**
 * The voucher e-mail is sent once per booking, when it is paid and its travellers are known; a mail
 * server that does not answer must not use that once up (before: the booker never had a voucher,
 * and no later save, payment or reminder sent it), nor hold back staff's "send it again".
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let silent: Awaited<ReturnType<typeof startSilentSmtp>>;
let balloon: Awaited<ReturnType<typeof seedBookableTour>>;

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  silent = await startSilentSmtp();
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  balloon = await seedBookableTour('Balon Turu');
});
afterAll(async () => {
  vi.restoreAllMocks();
  await silent.close();
  await handle.close();
});

describe('the voucher e-mail, when the mail server does not answer', () => {
  it('is marked failed and the booking still waits for its voucher, so the next save or payment sends it', async () => {
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

  it('sent again by staff: answered in words that nothing went, and the next try is not held back', async () => {
    const placed = await customerWithPlacedOrder({ tourId: balloon.tour.id, departureId: balloon.open.id, password: 'Gezgin2026', paymentMethod: 'eft' });
    const db = await getDb();
    const earlier = new Date(Date.now() - 60 * 60_000);
    await db.update(orders).set({ orderStatus: 'Confirmed', paymentStatus: 'Completed', voucherSentAt: earlier }).where(eq(orders.id, placed.order.id));
    const [detail] = await db.select().from(orderDetails).where(eq(orderDetails.orderId, placed.order.id));
    await db.insert(orderTravellers).values([
      { orderId: placed.order.id, orderDetailId: detail.id, seat: 0, category: 'adult', name: 'Ali', surname: 'Öztürk', birthDate: '1985-02-11', nationality: 'TR', tckn: '10000000146' },
      { orderId: placed.order.id, orderDetailId: detail.id, seat: 1, category: 'adult', name: 'Ayşe', surname: 'Öztürk', birthDate: '1987-06-30', nationality: 'TR', tckn: '10000000146' },
    ]);
    await createAccount({ email: 'admin@example.com', password: 'Admin123!', role: 'admin' });
    const admin = await signedIn('admin@example.com', 'Admin123!', 'en');
    const send = () => admin.call(resendVoucher, `/api/admin/orders/${placed.order.id}/voucher-mail`, { method: 'POST', params: { id: String(placed.order.id) } });

    expect(await send()).toMatchObject({ status: 503, body: { UIMessage: 'The mail server did not take the e-mail; nothing was sent. Please try again shortly.' } });
    // The claim went back to the earlier voucher's time: staff may try again at once (not "in 5 minutes").
    const [order] = await db.select({ voucherSentAt: orders.voucherSentAt }).from(orders).where(eq(orders.id, placed.order.id));
    expect(order.voucherSentAt?.toISOString()).toBe(earlier.toISOString());
    expect((await send()).status).toBe(503);

    // A newer claim made while a send hangs (the automatic voucher on another server, another admin)
    // is not overwritten when the hung send gives its own back.
    const hanging = send();
    // Once the hung send has made its claim (the row no longer holds the earlier time):
    const voucherSentAt = async () => (await db.select({ at: orders.voucherSentAt }).from(orders).where(eq(orders.id, placed.order.id)))[0].at?.toISOString();
    await vi.waitFor(async () => expect(await voucherSentAt()).not.toBe(earlier.toISOString()), { timeout: 5_000, interval: 20 });
    const newer = new Date(Date.now() + 1000);
    await db.update(orders).set({ voucherSentAt: newer }).where(eq(orders.id, placed.order.id));
    expect((await hanging).status).toBe(503);
    expect(await voucherSentAt()).toBe(newer.toISOString());
  }, 30_000);
});
