import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as checkout } from '@/app/api/Checkout/route';
import { POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { POST as markPaid } from '@/app/api/admin/orders/[id]/mark-paid/route';
import { GET as adminOrders } from '@/app/api/admin/orders/route';
import { GET as passengerList } from '@/app/api/admin/orders/departures/[departureId]/route';
import { PUT as assignGuide } from '@/app/api/admin/departures/[departureId]/guide/route';
import { POST as remind } from '@/app/api/admin/orders/[id]/travellers-reminder/route';
import { GET as travellersGet, PUT as travellersPut } from '@/app/api/Travellers/[code]/route';
import { GET as voucherPdf } from '@/app/api/Vouchers/[code]/pdf/route';
import { GET as myDepartures } from '@/app/api/guide/departures/route';
import { GET as departureList } from '@/app/api/guide/departures/[departureId]/route';
import { POST as checkIn } from '@/app/api/guide/departures/[departureId]/check-ins/route';
import { POST as noShows } from '@/app/api/guide/departures/[departureId]/no-shows/route';
import { getDb } from '@/lib/db/client';
import { auditLog, checkIns, mailOutbox, orderDetails, orders, orderTravellers, tourDepartures, tours } from '@/lib/db/schema';
import { saveTravellers } from '@/lib/travellers/booking';
import { markNoShows, checkInByCode } from '@/lib/travellers/check-in';
import { orderNumber } from '@/lib/orders/number';
import { signBookingCode, verifyBookingCode } from '@/lib/travellers/token';
import { LINK_REQUESTS_PER_ADDRESS } from '@/lib/travellers/http';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { checkoutForm, inDays, seedAgency, seedBookableTour } from './shop-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let tour: Awaited<ReturnType<typeof seedBookableTour>>;
let admin: Browser;
let customer: Browser;
let guideA: Browser;
let guideB: Browser;
let guideAId: number;
let guideBId: number;
let paidOrder: typeof orders.$inferSelect;
let otherOrder: typeof orders.$inferSelect;

const orderRow = async (orderUUID: string) => (await (await getDb()).select().from(orders).where(eq(orders.orderUUID, orderUUID)))[0];

async function order(departureId: number, people: { adultQuantity: number; childQuantity?: number; babyQuantity?: number }, email: string) {
  expect((await customer.call(addToCart, '/api/VWShoppingCarts', { json: { departureId, childQuantity: 0, babyQuantity: 0, ...people } })).status).toBe(201);
  const answer = await customer.call(checkout, '/api/Checkout', { json: checkoutForm(email, { reservationName: 'Çağrı', reservationSurName: 'Öztürk' }) });
  expect(answer.status).toBe(201);
  return orderRow(answer.body.Data.orderId);
}

const lastDay = (days: number) => inDays(days);
const codeFor = (purpose: 'checkin' | 'travellers' | 'voucher', orderId: number, days = 30) => signBookingCode(purpose, orderId, lastDay(days));
const travellers = (browser: Browser, code: string, json?: unknown) =>
  json === undefined ? browser.call(travellersGet, `/api/Travellers/${code}`, { params: { code } }) : browser.call(travellersPut, `/api/Travellers/${code}`, { method: 'PUT', json, params: { code } });
const scan = (browser: Browser, departureId: number, code: string, scannedAt?: string) =>
  browser.call(checkIn, `/api/guide/departures/${departureId}/check-ins`, { json: { code, ...(scannedAt ? { scannedAt } : {}) }, params: { departureId: String(departureId) } });
/** One character changed, still in the alphabet. */
const tamper = (code: string) => code.slice(0, 5) + (code[5] === 'A' ? 'B' : 'A') + code.slice(6);

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  tour = await seedBookableTour('Balon Turu');
  await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' });
  await createAccount({ email: 'admin@example.com', password: 'Admin123!', role: 'admin' });
  guideAId = (await createAccount({ email: 'rehber-a@example.com', password: 'Rehber123!', role: 'guide', name: 'Emre' })).id;
  guideBId = (await createAccount({ email: 'rehber-b@example.com', password: 'Rehber123!', role: 'guide', name: 'Selin' })).id;
  admin = await signedIn('admin@example.com', 'Admin123!');
  customer = await signedIn('musteri@example.com', 'Musteri123!');
  guideA = await signedIn('rehber-a@example.com', 'Rehber123!', 'en');
  guideB = await signedIn('rehber-b@example.com', 'Rehber123!', 'en');
  paidOrder = await order(tour.open.id, { adultQuantity: 1, childQuantity: 1, babyQuantity: 1 }, 'cagri@example.com');
  otherOrder = await order(tour.special.id, { adultQuantity: 1 }, 'deniz@example.com');
  for (const row of [paidOrder, otherOrder]) expect((await admin.call(markPaid, `/api/admin/orders/${row.id}/mark-paid`, { method: 'POST', params: { id: String(row.id) } })).status).toBe(200);
  const assigned = await admin.call(assignGuide, `/api/admin/departures/${tour.open.id}/guide`, { method: 'PUT', json: { guideUserId: guideAId }, params: { departureId: String(tour.open.id) } });
  expect(assigned.status).toBe(200);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

describe('signed booking codes', () => {
  it('name their order and purpose, and refuse tampered, foreign-purpose and expired codes', () => {
    const today = inDays(0);
    const code = signBookingCode('checkin', 4242, inDays(3));
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(code).not.toContain('4242');
    expect(verifyBookingCode('checkin', code, today)).toEqual({ ok: true, orderId: 4242 });
    // Typed in lower case with dashes, as a guide might.
    expect(verifyBookingCode('checkin', code.toLowerCase().replace(/(.{4})/g, '$1-'), today)).toEqual({ ok: true, orderId: 4242 });
    expect(verifyBookingCode('checkin', tamper(code), today)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyBookingCode('voucher', code, today)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyBookingCode('checkin', code, inDays(4))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyBookingCode('checkin', `${code}\u0000`, today).ok).toBe(false);
    expect(verifyBookingCode('checkin', 'x'.repeat(10_000), today)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('the travellers form behind its signed link', () => {
  it('refuses tampered, foreign-purpose and expired links', async () => {
    const anonymous = new Browser('en');
    expect((await travellers(anonymous, tamper(codeFor('travellers', paidOrder.id)))).status).toBe(404);
    expect((await travellers(anonymous, codeFor('voucher', paidOrder.id))).status).toBe(404);
    expect((await travellers(anonymous, codeFor('checkin', paidOrder.id))).status).toBe(404);
    const expired = await travellers(anonymous, signBookingCode('travellers', paidOrder.id, inDays(-1)));
    expect(expired).toMatchObject({ status: 410, body: { UIMessage: 'This link has expired.' } });
  });

  it('lists the seats and checks every traveller: names, ages on the departure day, all seats', async () => {
    const code = codeFor('travellers', paidOrder.id);
    const read = await travellers(new Browser('en'), code);
    expect(read.status).toBe(200);
    expect(read.body.Data).toMatchObject({ editable: true, missing: 3 });
    const seats = read.body.Data.seats as { lineId: number; seat: number; category: string }[];
    expect(seats.map((seat) => seat.category)).toEqual(['adult', 'child', 'baby']);
    const lineId = seats[0].lineId;
    const departureDay = tour.open.startsOn;
    const yearsBefore = (years: number) => `${Number(departureDay.slice(0, 4)) - years}${departureDay.slice(4)}`;

    const badName = await travellers(new Browser('en'), code, { travellers: [{ lineId, seat: 0, name: '1234', surname: 'Öztürk' }] });
    expect(badName.body.errors).toEqual({ 'travellers.0.name': 'Use letters, spaces, apostrophes and hyphens only.' });
    const refused = await travellers(new Browser('en'), code, {
      travellers: [
        { lineId, seat: 0, name: 'Çağrı', surname: 'Öztürk' },
        { lineId, seat: 1, name: 'Ela', surname: 'Öztürk', birthDate: yearsBefore(1) },
        { lineId, seat: 2, name: 'Can', surname: 'Öztürk', birthDate: yearsBefore(5) },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'travellers.1.birthDate': 'A child must be 3–11 years old on the departure day.',
      'travellers.2.birthDate': 'A baby must be at most 2 years old on the departure day.',
    });
    const partial = await travellers(new Browser('en'), code, { travellers: [{ lineId, seat: 0, name: 'Çağrı', surname: 'Öztürk' }] });
    expect(partial.body.errors).toEqual({ travellers: 'Enter one traveller for each of the booking’s 3 seats.' });
    const foreignSeat = await travellers(new Browser('en'), code, { travellers: [{ lineId: lineId + 999, seat: 0, name: 'A', surname: 'B' }] });
    expect(foreignSeat.status).toBe(400);
  });

  it('with an ID list, wants a valid TCKN of Turkish citizens and a passport number of others; the voucher e-mail goes once', async () => {
    const db = await getDb();
    await db.update(tours).set({ requiresIdList: true }).where(eq(tours.id, tour.tour.id));
    const code = codeFor('travellers', paidOrder.id);
    const lineId = (await travellers(new Browser('en'), code)).body.Data.seats[0].lineId;
    const departureDay = tour.open.startsOn;
    const yearsBefore = (years: number) => `${Number(departureDay.slice(0, 4)) - years}${departureDay.slice(4)}`;
    const body = (tckn: string, passportNo: string) => ({
      travellers: [
        { lineId, seat: 0, name: 'Çağrı', surname: 'Öztürk', nationality: 'TR', tckn },
        { lineId, seat: 1, name: 'Anna', surname: 'Ivanova', birthDate: yearsBefore(7), nationality: 'RU', passportNo },
        { lineId, seat: 2, name: 'Can', surname: 'Öztürk', birthDate: yearsBefore(1), nationality: 'TR', tckn: '10000000146' },
      ],
    });
    const refused = await travellers(new Browser('en'), code, body('17291716050', '1'));
    expect(refused.body.errors).toEqual({ 'travellers.0.tckn': 'The Turkish ID number is not valid.', 'travellers.1.passportNo': 'The passport number must be 5–20 letters and digits.' });
    const saved = await travellers(new Browser('en'), code, body('17291716060', 'ab1234567'));
    expect(saved.status).toBe(200);
    expect(saved.body.Data.missing).toBe(0);
    // Saved twice (a double click): still one voucher e-mail, with its PDF and QR image.
    expect((await travellers(new Browser('en'), code, body('17291716060', 'AB1234567'))).status).toBe(200);
    const vouchers = await db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'voucher'), eq(mailOutbox.to, 'cagri@example.com')));
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0].attachments.map((file) => file.contentType).sort()).toEqual(['application/pdf', 'image/png']);
    expect(Buffer.from(vouchers[0].attachments.find((file) => file.contentType === 'application/pdf')!.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // Whoever holds the link reads the numbers masked, also while the list is open (a forwarded e-mail);
    // the form sends them back as shown, and the numbers saved stay; a changed one is checked.
    const open = (await travellers(new Browser('en'), code)).body.Data;
    expect(open.seats.map((seat: { traveller: { tckn: string | null; passportNo: string | null } }) => [seat.traveller.tckn, seat.traveller.passportNo])).toEqual([
      ['•••••••6060', null],
      [null, '•••••4567'],
      ['•••••••0146', null],
    ]);
    const asShown = { travellers: body('•••••••6060', '•••••4567').travellers.map((traveller, seat) => (seat === 2 ? { ...traveller, tckn: '•••••••0146' } : traveller)) };
    expect((await travellers(new Browser('en'), code, asShown)).status).toBe(200);
    const [first] = await db.select().from(orderTravellers).where(and(eq(orderTravellers.orderId, paidOrder.id), eq(orderTravellers.seat, 0)));
    expect(first.tckn).toBe('17291716060');
    expect((await travellers(new Browser('en'), code, body('•••••••6061', '•••••4567'))).body.errors).toEqual({ 'travellers.0.tckn': 'The Turkish ID number is not valid.' });
    // The seat given to someone else: the masked number left in the field is not theirs.
    const someoneElse = { travellers: asShown.travellers.map((traveller, seat) => (seat === 0 ? { ...traveller, name: 'Deniz' } : traveller)) };
    expect((await travellers(new Browser('en'), code, someoneElse)).body.errors).toEqual({ 'travellers.0.tckn': 'The Turkish ID number is not valid.' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(Date.parse(open.deadline) + 60_000));
      const closed = (await travellers(new Browser('en'), code)).body.Data;
      expect(closed.editable).toBe(false);
      expect(closed.seats.map((seat: { traveller: { tckn: string | null; passportNo: string | null } }) => [seat.traveller.tckn, seat.traveller.passportNo])).toEqual([
        ['•••••••6060', null],
        [null, '•••••4567'],
        ['•••••••0146', null],
      ]);
    } finally {
      vi.useRealTimers();
    }
    // And nothing is missing any more: staff's reminder is refused.
    expect((await admin.call(remind, `/api/admin/orders/${paidOrder.id}/travellers-reminder`, { method: 'POST', params: { id: String(paidOrder.id) } })).status).toBe(409);
    await db.update(tours).set({ requiresIdList: false }).where(eq(tours.id, tour.tour.id));
  });

  it('writes nothing for a save that reaches the database after the booking was cancelled', async () => {
    const db = await getDb();
    const cancelled = await order(tour.open.id, { adultQuantity: 1 }, 'iptal-yarisi@example.com');
    const [line] = await db.select().from(orderDetails).where(eq(orderDetails.orderId, cancelled.id));
    // The route found the list open; the cancel commits before the save takes the booking's lock.
    await db.update(orders).set({ orderStatus: 'Cancelled' }).where(eq(orders.id, cancelled.id));
    const saved = await saveTravellers(db, cancelled.id, [{ lineId: line.id, seat: 0, category: 'adult', name: 'Deniz', surname: 'Aydın', birthDate: null, nationality: 'TR', tckn: null, passportNo: null }]);
    expect(saved).toBe(false);
    expect(await db.select().from(orderTravellers).where(eq(orderTravellers.orderId, cancelled.id))).toEqual([]);
  });

  it('serves the voucher PDF only behind the voucher link', async () => {
    const code = codeFor('voucher', paidOrder.id);
    const response = await voucherPdf(new Browser().request(`/api/Vouchers/${code}/pdf`), { params: Promise.resolve({ code }) });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const forged = await voucherPdf(new Browser().request(`/api/Vouchers/x/pdf`), { params: Promise.resolve({ code: codeFor('travellers', paidOrder.id) }) });
    expect(forged.status).toBe(404);
  });

  it('answers a booking link’s API at most so often per network address, with the sentence', async () => {
    const voucherCode = codeFor('voucher', paidOrder.id);
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    const pdf = (address: string) => voucherPdf(new Browser('en').request(`/api/Vouchers/${voucherCode}/pdf`, from(address)), { params: Promise.resolve({ code: voucherCode }) });
    for (let i = 0; i < LINK_REQUESTS_PER_ADDRESS.voucher.limit; i++) expect((await pdf('203.0.113.150')).status).toBe(200);
    const refused = await pdf('203.0.113.150');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { UIMessage: string }).UIMessage).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    // Another network still gets its voucher; the travellers form counts apart.
    expect((await pdf('198.51.100.150')).status).toBe(200);
    const travellersCode = codeFor('travellers', paidOrder.id);
    const form = await travellersGet(new Browser().request(`/api/Travellers/${travellersCode}`, from('203.0.113.150')), { params: Promise.resolve({ code: travellersCode }) });
    expect(form.status).toBe(200);
  });

  it('sends staff reminders at most once per 10 minutes', async () => {
    const call = () => admin.call(remind, `/api/admin/orders/${otherOrder.id}/travellers-reminder`, { method: 'POST', params: { id: String(otherOrder.id) } });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(429);
    expect((await customer.call(remind, `/api/admin/orders/${otherOrder.id}/travellers-reminder`, { method: 'POST', params: { id: String(otherOrder.id) } })).status).toBe(403);
  });
});

describe('the guide role', () => {
  it('sees only its own departures and cannot reach admin endpoints', async () => {
    const mine = await guideA.call(myDepartures, '/api/guide/departures');
    expect(mine.body.Data.map((row: { id: number }) => row.id)).toEqual([tour.open.id]);
    expect((await guideB.call(myDepartures, '/api/guide/departures')).body.Data).toEqual([]);
    expect((await guideB.call(departureList, `/api/guide/departures/${tour.open.id}`, { params: { departureId: String(tour.open.id) } })).status).toBe(404);
    expect((await guideA.call(departureList, `/api/guide/departures/${tour.special.id}`, { params: { departureId: String(tour.special.id) } })).status).toBe(404);
    expect((await scan(guideB, tour.open.id, codeFor('checkin', paidOrder.id))).status).toBe(404);
    expect((await guideA.call(adminOrders, '/api/admin/orders')).status).toBe(403);
    expect((await guideA.call(assignGuide, `/api/admin/departures/${tour.open.id}/guide`, { method: 'PUT', json: { guideUserId: guideAId }, params: { departureId: String(tour.open.id) } })).status).toBe(403);
    // A customer and an admin are not guides.
    expect((await customer.call(myDepartures, '/api/guide/departures')).status).toBe(403);
    expect((await admin.call(myDepartures, '/api/guide/departures')).status).toBe(403);
    expect((await new Browser().call(myDepartures, '/api/guide/departures')).status).toBe(401);
    // Only guide accounts can be assigned.
    const notGuide = await admin.call(assignGuide, `/api/admin/departures/${tour.open.id}/guide`, { method: 'PUT', json: { guideUserId: 1 }, params: { departureId: String(tour.open.id) } });
    expect(notGuide.status).toBe(400);
  });

  it('reaches a departure of theirs only until a week after its trip ended, a long trip included', async () => {
    const db = await getDb();
    const params = (id: number) => ({ params: { departureId: String(id) } });
    // Ten days ago: a one-day trip's list is no longer the guide's; a 14-day trip is still running.
    const [old] = await db.insert(tourDepartures).values({ tourId: tour.tour.id, startsOn: inDays(-10), startTime: '08:00:00', capacity: 10, guideUserId: guideAId }).returning();
    expect((await guideA.call(departureList, `/api/guide/departures/${old.id}`, params(old.id))).status).toBe(404);
    expect((await guideA.call(noShows, `/api/guide/departures/${old.id}/no-shows`, { method: 'POST', ...params(old.id) })).status).toBe(404);
    expect((await scan(guideA, old.id, codeFor('checkin', paidOrder.id))).status).toBe(404);
    expect((await guideA.call(myDepartures, '/api/guide/departures')).body.Data.map((row: { id: number }) => row.id)).not.toContain(old.id);
    await db.update(tours).set({ durationDays: 14 }).where(eq(tours.id, tour.tour.id));
    try {
      expect((await guideA.call(departureList, `/api/guide/departures/${old.id}`, params(old.id))).status).toBe(200);
      expect((await guideA.call(myDepartures, '/api/guide/departures')).body.Data.map((row: { id: number }) => row.id)).toContain(old.id);
    } finally {
      await db.update(tours).set({ durationDays: 1 }).where(eq(tours.id, tour.tour.id));
      await db.delete(tourDepartures).where(eq(tourDepartures.id, old.id));
    }
  });

  it('gets the list with each booking’s check-in code and travellers', async () => {
    const list = await guideA.call(departureList, `/api/guide/departures/${tour.open.id}`, { params: { departureId: String(tour.open.id) } });
    expect(list.status).toBe(200);
    expect(list.body.Data.bookings).toHaveLength(1);
    expect(list.body.Data.bookings[0]).toMatchObject({ seats: 3, checkIn: null });
    expect(list.body.Data.bookings[0].travellers.map((row: { name: string }) => row.name)).toEqual(['Çağrı', 'Anna', 'Can']);
    expect(verifyBookingCode('checkin', list.body.Data.bookings[0].code, inDays(0))).toEqual({ ok: true, orderId: paidOrder.id });
    // Paid in full: nothing to collect.
    expect(list.body.Data.bookings[0].balanceDue).toBe(0);
  });

  it('sees what a deposit booking still owes, on the order’s first departure only, and nothing once it is paid', async () => {
    const departureId = tour.nearlyFull.id;
    const db = await getDb();
    /** A quarter of the order as its deposit, received by transfer: the balance is due. */
    const depositPaid = async (placed: typeof orders.$inferSelect) => {
      const depositAmount = Math.floor(placed.totalAmount / 4);
      await db.update(orders).set({ depositAmount }).where(eq(orders.id, placed.id));
      expect((await paid(placed, depositAmount)).status).toBe(200);
      expect(await orderRow(placed.orderUUID)).toMatchObject({ orderStatus: 'Confirmed', paymentStatus: 'Partial' });
      return placed.totalAmount - depositAmount;
    };
    const paid = (placed: typeof orders.$inferSelect, amount: number) => admin.call(markPaid, `/api/admin/orders/${placed.id}/mark-paid`, { method: 'POST', json: { amount }, params: { id: String(placed.id) } });
    const single = await order(departureId, { adultQuantity: 1 }, 'bakiye@example.com');
    const singleBalance = await depositPaid(single);
    // An order of two tours: the special departure (day 22) comes before this one (day 23).
    expect((await customer.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: tour.special.id, adultQuantity: 1, childQuantity: 0, babyQuantity: 0 } })).status).toBe(201);
    const twoTours = await order(departureId, { adultQuantity: 1 }, 'iki-tur@example.com');
    const twoToursBalance = await depositPaid(twoTours);
    for (const [id, guideUserId] of [[departureId, guideAId], [tour.special.id, guideBId]]) {
      expect((await admin.call(assignGuide, `/api/admin/departures/${id}/guide`, { method: 'PUT', json: { guideUserId }, params: { departureId: String(id) } })).status).toBe(200);
    }

    const listed = async (guide: Browser, id: number) => (await guide.call(departureList, `/api/guide/departures/${id}`, { params: { departureId: String(id) } })).body.Data.bookings as { orderNo: string; balanceDue: number }[];
    const balanceOf = (bookings: { orderNo: string; balanceDue: number }[], placed: typeof orders.$inferSelect) => bookings.find((booking) => booking.orderNo === orderNumber(placed))?.balanceDue;
    const onThis = await listed(guideA, departureId);
    expect(balanceOf(onThis, single)).toBe(singleBalance);
    // One balance for the two tours: the guide of the first departure is shown it, not both guides.
    expect(balanceOf(onThis, twoTours)).toBe(0);
    expect(balanceOf(await listed(guideB, tour.special.id), twoTours)).toBe(twoToursBalance);
    // The agency's passenger list shows each order's balance.
    const staffList = async () => (await admin.call(passengerList, `/api/admin/orders/departures/${departureId}`, { params: { departureId: String(departureId) } })).body.Data.passengers as { orderId: number; balanceDue: number }[];
    expect(await staffList()).toEqual(
      expect.arrayContaining([expect.objectContaining({ orderId: single.id, balanceDue: singleBalance }), expect.objectContaining({ orderId: twoTours.id, balanceDue: twoToursBalance })]),
    );

    expect((await paid(single, singleBalance)).status).toBe(200);
    expect(balanceOf(await listed(guideA, departureId), single)).toBe(0);
    expect((await staffList()).find((row) => row.orderId === single.id)?.balanceDue).toBe(0);
  });
});

describe('check-in', () => {
  it('refuses tampered codes, other purposes and another departure’s voucher', async () => {
    const code = (await guideA.call(departureList, `/api/guide/departures/${tour.open.id}`, { params: { departureId: String(tour.open.id) } })).body.Data.bookings[0].code as string;
    expect((await scan(guideA, tour.open.id, tamper(code))).body).toMatchObject({ UIMessage: 'This code is not a valid voucher code.' });
    expect((await scan(guideA, tour.open.id, codeFor('voucher', paidOrder.id))).status).toBe(422);
    const other = await scan(guideA, tour.open.id, codeFor('checkin', otherOrder.id));
    expect(other).toMatchObject({ status: 422, body: { UIMessage: 'This voucher belongs to another departure.' } });
    expect((await scan(guideA, tour.open.id, 'x'.repeat(65))).status).toBe(400);
  });

  it('is idempotent: replays, concurrent scans and a second guide get the first mark back', async () => {
    const code = codeFor('checkin', paidOrder.id);
    const scannedAt = new Date(Date.now() - 60_000).toISOString();
    const answers = await Promise.all(Array.from({ length: 5 }, () => scan(guideA, tour.open.id, code, scannedAt)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.Data.already === false)).toHaveLength(1);
    const first = answers[0].body.Data.checkIn;
    expect(first).toMatchObject({ status: 'present', guideUserId: guideAId, scannedAt });
    // The agency hands the departure to guide B, whose phone replays the same voucher later.
    await admin.call(assignGuide, `/api/admin/departures/${tour.open.id}/guide`, { method: 'PUT', json: { guideUserId: guideBId }, params: { departureId: String(tour.open.id) } });
    // The audit log says whose departure it was and whose it is now.
    const [handover] = await (await getDb())
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'departure.assignGuide'), eq(auditLog.entityId, String(tour.open.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(handover.details).toEqual({ guideUserId: { from: guideAId, to: guideBId } });
    const second = await scan(guideB, tour.open.id, code.toLowerCase());
    expect(second.status).toBe(200);
    expect(second.body.Data).toMatchObject({ already: true, checkIn: first });
    expect(await (await getDb()).select().from(checkIns).where(eq(checkIns.orderId, paidOrder.id))).toHaveLength(1);
    // A scan time in the future is the server's time instead.
    expect(Date.parse(first.scannedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('marks no-shows only from the departure time, never over a present mark, and a late arrival replaces a no-show', async () => {
    const db = await getDb();
    expect((await guideB.call(noShows, `/api/guide/departures/${tour.open.id}/no-shows`, { method: 'POST', params: { departureId: String(tour.open.id) } })).status).toBe(409);
    // Another paid booking on the departure that nobody scans.
    const late = await order(tour.open.id, { adultQuantity: 1 }, 'gec@example.com');
    await admin.call(markPaid, `/api/admin/orders/${late.id}/mark-paid`, { method: 'POST', params: { id: String(late.id) } });
    const afterStart = new Date(Date.parse(`${tour.open.startsOn}T09:00:00+03:00`));
    expect(await markNoShows(db, tour.open.id, guideBId, afterStart)).toBe(1);
    expect(await markNoShows(db, tour.open.id, guideBId, afterStart)).toBe(0);
    const marks = await db.select().from(checkIns).where(eq(checkIns.departureId, tour.open.id));
    expect(marks.map((mark) => [mark.orderId, mark.status]).sort()).toEqual([[paidOrder.id, 'present'], [late.id, 'no_show']].sort());
    const arrived = await checkInByCode(db, { departureId: tour.open.id, code: codeFor('checkin', late.id), guideUserId: guideBId, now: afterStart });
    expect(arrived).toMatchObject({ ok: true, already: false, checkIn: { status: 'present' } });
    const [row] = await db.select().from(tourDepartures).where(eq(tourDepartures.id, tour.open.id));
    expect(row.guideUserId).toBe(guideBId);
  });

  it('counts a scan read offline on the code’s last evening and sent after midnight; a code read after its day stays expired', async () => {
    const db = await getDb();
    const evening = await order(tour.open.id, { adultQuantity: 1 }, 'aksam@example.com');
    await admin.call(markPaid, `/api/admin/orders/${evening.id}/mark-paid`, { method: 'POST', params: { id: String(evening.id) } });
    const code = signBookingCode('checkin', evening.id, '2026-12-10');
    const afterMidnight = new Date('2026-12-11T00:30:00+03:00');
    // Read at 20:00 on the last day with no signal; the phone sends it at 00:30.
    const queued = await checkInByCode(db, { departureId: tour.open.id, code, guideUserId: guideBId, scannedAt: new Date('2026-12-10T20:00:00+03:00'), now: afterMidnight });
    expect(queued).toMatchObject({ ok: true, already: false, checkIn: { status: 'present', scannedAt: '2026-12-10T17:00:00.000Z' } });
    // Read after midnight: the code had expired.
    const late = await order(tour.open.id, { adultQuantity: 1 }, 'gece@example.com');
    await admin.call(markPaid, `/api/admin/orders/${late.id}/mark-paid`, { method: 'POST', params: { id: String(late.id) } });
    expect(await checkInByCode(db, { departureId: tour.open.id, code: signBookingCode('checkin', late.id, '2026-12-10'), guideUserId: guideBId, now: afterMidnight })).toEqual({ ok: false, reason: 'expired' });
  });
});
