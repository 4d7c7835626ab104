import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { contactMessages, mailOutbox, oneTimeCodes, orderDetails, orderTravellers, rateLimits, tourDepartures } from '@/lib/db/schema';
import { purgeExpiredRecords } from '@/lib/ops/retention';
import { enforceRateLimit } from '@/lib/security/rate-limit';
import { openTestDatabase } from '../support/db';
import { customerWithPlacedOrder, seedAgency, seedBookableTour } from './shop-support';

/**
 * What is kept only for security or correspondence goes once it has done its job (the privacy page's
 * promise, docs/decisions/0160): a visitor's address in a rate-limit key, old codes, a contact
 * message's network address and, in the end, the message.
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
const DAY = 24 * 3_600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  handle = await openTestDatabase({ seed: false });
});
afterAll(async () => handle.close());

describe('the retention job', () => {
  it('deletes ended rate-limit counters and old codes, blanks old contact addresses, deletes two-year-old messages, and keeps the rest', async () => {
    const db = handle.db;
    await db.insert(rateLimits).values([
      { key: 'contact:email:eski@example.com', count: 3, resetAt: daysAgo(3) },
      { key: 'login:backoff:email:eski@example.com:ip:203.0.113.0', count: 9, resetAt: daysAgo(2) },
      { key: 'contact:email:yeni@example.com', count: 1, resetAt: new Date(Date.now() + 600_000) },
    ]);
    await db.insert(oneTimeCodes).values([
      { email: 'eski@example.com', codeHash: 'a', expiresAt: daysAgo(5), createdAt: daysAgo(5) },
      { email: 'yeni@example.com', codeHash: 'b', expiresAt: daysAgo(0.9), createdAt: daysAgo(1) },
    ]);
    const message = (name: string, created: Date) => ({ name, email: `${name}@example.com`, message: 'Merhaba, bilgi almak istiyorum.', ip: '203.0.113.9', createdAt: created });
    await db.insert(contactMessages).values([message('cok-eski', daysAgo(800)), message('eski', daysAgo(120)), message('yeni', daysAgo(10))]);

    expect(await purgeExpiredRecords(db)).toEqual({ rateLimits: 2, oneTimeCodes: 1, contactMessages: 1, mails: 0, travellerIdNumbers: 0, contactAddresses: 1 });
    expect(await db.select({ key: rateLimits.key }).from(rateLimits)).toEqual([{ key: 'contact:email:yeni@example.com' }]);
    expect(await db.select({ email: oneTimeCodes.email }).from(oneTimeCodes)).toEqual([{ email: 'yeni@example.com' }]);
    expect(await db.select({ name: contactMessages.name, ip: contactMessages.ip }).from(contactMessages).orderBy(asc(contactMessages.id))).toEqual([
      { name: 'eski', ip: '' },
      { name: 'yeni', ip: '203.0.113.9' },
    ]);
    // A second run finds nothing more to do.
    expect(await purgeExpiredRecords(db)).toEqual({ rateLimits: 0, oneTimeCodes: 0, contactMessages: 0, mails: 0, travellerIdNumbers: 0, contactAddresses: 0 });
  });

  it('deletes the outbox’s copies of code, contact and farewell e-mails with what they carry, and keeps booking e-mails', async () => {
    const db = handle.db;
    const mail = (to: string, kind: string, created: Date) => ({ to, subject: kind, text: '…', kind, status: 'sent', createdAt: created, sentAt: created });
    await db.insert(mailOutbox).values([
      mail('kod-eski@example.com', 'otp-login', daysAgo(3)),
      mail('kod-yeni@example.com', 'otp-erase', daysAgo(1)),
      mail('personel@example.com', 'contact', daysAgo(800)),
      mail('personel2@example.com', 'contact', daysAgo(100)),
      mail('silinen@example.com', 'account-erased', daysAgo(31)),
      mail('silinen-yeni@example.com', 'account-erased', daysAgo(5)),
      mail('gezgin@example.com', 'paid', daysAgo(900)),
    ]);
    expect((await purgeExpiredRecords(db)).mails).toBe(3);
    expect((await db.select({ to: mailOutbox.to }).from(mailOutbox).orderBy(asc(mailOutbox.id))).map(({ to }) => to)).toEqual([
      'kod-yeni@example.com',
      'personel2@example.com',
      'silinen-yeni@example.com',
      'gezgin@example.com',
    ]);
  });

  it('blanks travellers’ ID and passport numbers two years after their departure, and keeps the booking, the names and newer numbers', async () => {
    const db = handle.db;
    await seedAgency();
    const balloon = await seedBookableTour('Balon Turu');
    const traveller = async (departureId: number, tckn: string | null, passportNo: string | null, nationality: string) => {
      const placed = await customerWithPlacedOrder({ tourId: balloon.tour.id, departureId, password: 'Gezgin2026', paymentMethod: 'eft' });
      const [detail] = await db.select().from(orderDetails).where(eq(orderDetails.orderId, placed.order.id));
      await db.insert(orderTravellers).values({ orderId: placed.order.id, orderDetailId: detail.id, seat: 0, category: 'adult', name: 'Deniz', surname: 'Aydın', birthDate: '1990-04-01', nationality, tckn, passportNo });
      return placed.order.id;
    };
    const turkish = await traveller(balloon.open.id, '10000000146', null, 'TR');
    const foreign = await traveller(balloon.open.id, null, 'U12345678', 'DE');
    const recent = await traveller(balloon.special.id, '10000000146', null, 'TR');
    // The first departure took place two years and a few days ago.
    await db.update(tourDepartures).set({ startsOn: daysAgo(735).toISOString().slice(0, 10) }).where(eq(tourDepartures.id, balloon.open.id));

    expect((await purgeExpiredRecords(db)).travellerIdNumbers).toBe(2);
    const rows = await db.select({ orderId: orderTravellers.orderId, name: orderTravellers.name, tckn: orderTravellers.tckn, passportNo: orderTravellers.passportNo }).from(orderTravellers);
    expect(rows.sort((a, b) => a.orderId - b.orderId)).toEqual([
      { orderId: turkish, name: 'Deniz', tckn: null, passportNo: null },
      { orderId: foreign, name: 'Deniz', tckn: null, passportNo: null },
      { orderId: recent, name: 'Deniz', tckn: '10000000146', passportNo: null },
    ]);
    expect((await purgeExpiredRecords(db)).travellerIdNumbers).toBe(0);
  });

  it('leaves a limit in force: a counter still inside its window keeps counting', async () => {
    const rule = { limit: 2, windowSeconds: 600 };
    await enforceRateLimit('test:retention', rule);
    await enforceRateLimit('test:retention', rule);
    await purgeExpiredRecords(handle.db);
    await expect(enforceRateLimit('test:retention', rule)).rejects.toMatchObject({ status: 429 });
  });
});
