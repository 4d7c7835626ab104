import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as resendVoucher } from '@/app/api/admin/orders/[id]/voucher-mail/route';
import { getDb } from '@/lib/db/client';
import { auditLog, mailOutbox, orderDetails, orders, orderTravellers } from '@/lib/db/schema';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { customerWithPlacedOrder, seedAgency, seedBookableTour } from './shop-support';

/**
 * Staff's "send the voucher again" (the customer lost the e-mail, or it never arrived): the same
 * voucher e-mail with its PDF and QR code, for a paid booking whose travellers are all known, at most
 * once per 5 minutes per booking, audited (a mail the server did not take: voucher-mail-failed.test.ts).
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let admin: Browser;
let tour: Awaited<ReturnType<typeof seedBookableTour>>;

beforeAll(async () => {
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  tour = await seedBookableTour('Balon Turu');
  await createAccount({ email: 'admin@example.com', password: 'Admin123!', role: 'admin' });
  admin = await signedIn('admin@example.com', 'Admin123!', 'en');
});
afterAll(async () => {
  await handle.close();
});

/** A booking of two adults; paid (Confirmed) and with both travellers given unless told otherwise. */
async function booking({ paid = true, travellers = 2 } = {}) {
  const placed = await customerWithPlacedOrder({ tourId: tour.tour.id, departureId: tour.open.id, password: 'Gezgin2026', paymentMethod: 'eft' });
  const db = await getDb();
  if (paid) await db.update(orders).set({ orderStatus: 'Confirmed', paymentStatus: 'Completed' }).where(eq(orders.id, placed.order.id));
  const [detail] = await db.select().from(orderDetails).where(eq(orderDetails.orderId, placed.order.id));
  const people = [
    { orderId: placed.order.id, orderDetailId: detail.id, seat: 0, category: 'adult' as const, name: 'Ali', surname: 'Öztürk', birthDate: '1985-02-11', nationality: 'TR', tckn: '10000000146' },
    { orderId: placed.order.id, orderDetailId: detail.id, seat: 1, category: 'adult' as const, name: 'Ayşe', surname: 'Öztürk', birthDate: '1987-06-30', nationality: 'TR', tckn: '10000000146' },
  ].slice(0, travellers);
  if (people.length) await db.insert(orderTravellers).values(people);
  return placed;
}

const send = (browser: Browser, id: number | string) => browser.call(resendVoucher, `/api/admin/orders/${id}/voucher-mail`, { method: 'POST', params: { id: String(id) } });

async function vouchersTo(email: string) {
  return (await getDb()).select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'voucher'), eq(mailOutbox.to, email)));
}

describe('staff send the voucher again', () => {
  it('e-mails the booker the voucher with its PDF and QR code, audited, and not twice within 5 minutes', async () => {
    const placed = await booking();
    const sent = await send(admin, placed.order.id);
    expect(sent).toMatchObject({ status: 200, body: { UIMessage: 'The voucher e-mail has been sent again.' } });
    const [mail] = await vouchersTo(placed.email);
    expect(mail.attachments.map((file) => file.contentType).sort()).toEqual(['application/pdf', 'image/png']);
    const audited = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, 'order.voucherResent'), eq(auditLog.entityId, String(placed.order.id))));
    expect(audited).toHaveLength(1);

    // A double click, or a second admin at the same moment: refused in words, nothing more sent.
    const again = await send(admin, placed.order.id);
    expect(again).toMatchObject({ status: 429, body: { UIMessage: 'A voucher e-mail was sent for this booking a few minutes ago; please try again in 5 minutes.' } });
    expect(await vouchersTo(placed.email)).toHaveLength(1);

    // Two admins at the same moment, five minutes on: one e-mail.
    await (await getDb()).update(orders).set({ voucherSentAt: sql`now() - interval '6 minutes'` }).where(eq(orders.id, placed.order.id));
    const both = await Promise.all([send(admin, placed.order.id), send(admin, placed.order.id)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 429]);
    expect(await vouchersTo(placed.email)).toHaveLength(2);

    // Five minutes on, it goes again.
    await (await getDb()).update(orders).set({ voucherSentAt: sql`now() - interval '6 minutes'` }).where(eq(orders.id, placed.order.id));
    expect((await send(admin, placed.order.id)).status).toBe(200);
    expect(await vouchersTo(placed.email)).toHaveLength(3);
  }, 30_000);

  it('sends nothing for an unpaid booking or one whose travellers are missing, and says why', async () => {
    for (const placed of [await booking({ paid: false }), await booking({ travellers: 1 })]) {
      const refused = await send(admin, placed.order.id);
      expect(refused).toMatchObject({ status: 409, body: { UIMessage: 'The voucher can be sent only for a paid booking whose travellers are all given.' } });
      expect(await vouchersTo(placed.email)).toHaveLength(0);
    }
  }, 30_000);

  it('is admins only: a customer, even the booker, a guide and a visitor send nothing', async () => {
    const placed = await booking();
    const booker = await signedIn(placed.email, 'Gezgin2026', 'en');
    expect((await send(booker, placed.order.id)).status).toBe(403);
    await createAccount({ email: 'guide@example.com', password: 'Rehber123!', role: 'guide' });
    expect((await send(await signedIn('guide@example.com', 'Rehber123!', 'en'), placed.order.id)).status).toBe(403);
    expect((await send(new Browser('en'), placed.order.id)).status).toBe(401);
    expect(await vouchersTo(placed.email)).toHaveLength(0);
    expect((await send(admin, 999_999)).status).toBe(404);
    for (const id of ['1 OR 1=1', '1\u00002', '99999999999']) expect((await send(admin, id)).status).toBe(400);
  }, 30_000);
});
