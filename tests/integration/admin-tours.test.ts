import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/User/Login/route';
import { GET as listRecords, POST as createRecord } from '@/app/api/admin/[resource]/route';
import { DELETE as deleteRecord, GET as getRecord, PUT as updateRecord } from '@/app/api/admin/[resource]/[id]/route';
import { POST as quickTour } from '@/app/api/admin/tours/quick/route';
import { GET as listImages, POST as uploadImage } from '@/app/api/admin/tours/[id]/images/route';
import { DELETE as deleteImage, PUT as updateImage } from '@/app/api/admin/tours/[id]/images/[imageId]/route';
import { POST as chooseCover } from '@/app/api/admin/tours/[id]/images/[imageId]/cover/route';
import { PUT as reorderImages } from '@/app/api/admin/tours/[id]/images/order/route';
import { PUT as reorderDays } from '@/app/api/admin/tours/[id]/itineraries/order/route';
import { GET as serveUpload } from '@/app/uploads/[...path]/route';
import { GET as publicTours } from '@/app/api/Tours/route';
import { auditWordsFor, describeAuditDetails } from '@/lib/admin/audit-details';
import { getDb } from '@/lib/db/client';
import { auditLog, orderDetails, orders, regions, tourDepartures, tourImages, tourItineraries, tourPriceRules, tours, tourTypes, users } from '@/lib/db/schema';
import { openTestDatabase } from '../support/db';
import { inDays } from './shop-support';
import { Browser, createAccount } from './auth-support';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let admin: Browser;
let english: Browser;
let regionId = 0;
let adminId = 0;
const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-tours-'));

beforeAll(async () => {
  // Uploads land under DATA_DIR/uploads (the one-server store, also in the PostgreSQL run, where the
  // database store would be the default: tests/integration/uploads-database.test.ts); env() reads both on first use.
  process.env.DATA_DIR = dataDir;
  process.env.UPLOADS_STORE = 'disk';
  db = await openTestDatabase({ seed: false });
  adminId = (await createAccount({ email: 'admin@anatolia-tours.example', password: 'Admin123!', role: 'admin' })).id;
  await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' });
  admin = await signIn('admin@anatolia-tours.example', 'Admin123!');
  english = await signIn('admin@anatolia-tours.example', 'Admin123!', 'en');
  const database = await getDb();
  const name = (tr: string) => ({ tr, en: tr, ru: tr });
  await database.insert(tourTypes).values([1, 2, 3, 4, 5].map((id) => ({ id, name: name(`Tür ${id}`) })));
  [{ id: regionId }] = await database.insert(regions).values({ name: name('Marmara'), description: name('') }).returning();
});
afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(email: string, password: string, language = 'tr') {
  const browser = new Browser(language);
  expect((await browser.call(login, '/api/User/Login', { json: { email, password } })).status).toBe(200);
  return browser;
}

const text = (tr: string) => ({ tr, en: `${tr} (en)`, ru: '' });

function tourInput(extra: Record<string, unknown> = {}) {
  return {
    regionId,
    tourTypeId: '3',
    title: text('İznik Çini Turu'),
    summary: text('Çini atölyeleri ve göl kıyısı.'),
    description: text('İznik’in tarihi surları ve çini atölyeleri.'),
    meetingPoint: text('Bursa Otogarı'),
    included: { tr: ['Rehber', 'Öğle yemeği'], en: ['Guide'], ru: [] },
    excluded: { tr: [], en: [], ru: [] },
    durationDays: '1',
    adultPrice: '1450,50',
    childPrice: 900,
    babyPrice: '0',
    childAgeMax: 11,
    babyAgeMax: 2,
    maxPerBooking: 10,
    bookingCutoffHours: 12,
    travelScope: 'domestic',
    isFeatured: false,
    isActive: true,
    departures: [{ startsOn: inDays(20), startTime: '09:30', capacity: '15', adultPriceOverride: '', childPriceOverride: null, babyPriceOverride: '', isActive: true }],
    ...extra,
  };
}

const tourParams = { resource: 'tours' };
const one = (id: number) => ({ resource: 'tours', id: String(id) });

async function createTour(extra: Record<string, unknown> = {}) {
  const answer = await admin.call(createRecord, '/api/admin/tours', { params: tourParams, json: tourInput(extra) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.Data as { id: number; departures: { departureId: number; startsOn: string }[] };
}

/** An order line for the departure, as a checkout leaves it. */
async function book(tourId: number, departureId: number, seats = 2) {
  const database = await getDb();
  const [user] = await database.select().from(users).where(eq(users.email, 'musteri@example.com'));
  const [order] = await database
    .insert(orders)
    .values({ userId: user.id, totalAmount: 100, paymentMethod: 'eft', reservationName: 'Ayşe', reservationSurName: 'Yılmaz', reservationEmail: 'musteri@example.com', reservationPhone: '05321234567', reservationAddress: 'İstanbul' })
    .returning();
  await database.insert(orderDetails).values({ orderId: order.id, tourId, departureId, departureDate: inDays(20), adultQuantity: seats, lineTotal: 100 });
  await database.update(tourDepartures).set({ seatsTaken: seats }).where(eq(tourDepartures.id, departureId));
}

describe('tours in the admin API', () => {
  it('refuses signed-out visitors (401) and customers (403)', async () => {
    const customer = await signIn('musteri@example.com', 'Musteri123!');
    expect((await new Browser().call(listRecords, '/api/admin/tours', { params: tourParams })).status).toBe(401);
    expect((await customer.call(listRecords, '/api/admin/tours', { params: tourParams })).status).toBe(403);
    expect((await customer.call(createRecord, '/api/admin/tours', { params: tourParams, json: tourInput() })).status).toBe(403);
    expect((await customer.call(quickTour, '/api/admin/tours/quick', { json: {} })).status).toBe(403);
    expect((await customer.call(listImages, '/api/admin/tours/1/images', { params: { id: '1' } })).status).toBe(403);
    expect(await (await getDb()).select().from(tours)).toEqual([]);
  });

  it('creates a tour with its departure from lira prices, stores kuruş, and the public list has it at once', async () => {
    const created = await createTour();
    const [row] = await (await getDb()).select().from(tours).where(eq(tours.id, created.id));
    expect(row).toMatchObject({ adultPrice: 145050, childPrice: 90000, babyPrice: 0, tourTypeId: 3, isActive: true });
    const read = await admin.call(getRecord, `/api/admin/tours/${created.id}`, { params: one(created.id) });
    expect(read.body.Data).toMatchObject({
      adultPrice: 1450.5,
      childPrice: 900,
      departures: [{ startsOn: inDays(20), startTime: '09:30', capacity: 15, seatsTaken: 0, orderCount: 0, adultPriceOverride: null, isActive: true }],
    });
    const publicList = await new Browser('en').call(publicTours, '/api/Tours?PageIndex=0&PageSize=50&SortBy=Id&SortOrder=desc');
    expect(publicList.body.items).toContainEqual(expect.objectContaining({ id: created.id, title: 'İznik Çini Turu (en)', adultPrice: 145050 }));

    const saved = await admin.call(updateRecord, `/api/admin/tours/${created.id}`, { method: 'PUT', params: one(created.id), json: tourInput({ title: text('İznik ve Çini'), departures: [] }) });
    expect(saved.status).toBe(200);
    const again = await new Browser('tr').call(publicTours, '/api/Tours?PageIndex=0&PageSize=50&SortBy=Id&SortOrder=desc');
    expect(again.body.items).toContainEqual(expect.objectContaining({ id: created.id, title: 'İznik ve Çini' }));
    expect(await (await getDb()).select().from(tourDepartures).where(eq(tourDepartures.tourId, created.id))).toEqual([]);

    const audit = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.entity, 'tour'), eq(auditLog.entityId, String(created.id)))).orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.action, entry.userId])).toEqual([
      ['create', adminId],
      ['update', adminId],
    ]);
    expect(audit[1].details).toMatchObject({
      title: { from: { tr: 'İznik Çini Turu' }, to: { tr: 'İznik ve Çini' } },
      // The removed departure as it was, so that its date and price can be read afterwards.
      departures: { from: [{ startsOn: inDays(20), capacity: 15, adultPriceOverride: null }], to: [] },
    });
  });

  it('audits a price change with both amounts, and a departure’s price by that departure', async () => {
    const created = await createTour();
    const [departure] = created.departures;
    const saved = await admin.call(updateRecord, `/api/admin/tours/${created.id}`, {
      method: 'PUT',
      params: one(created.id),
      json: tourInput({ adultPrice: '1', departures: [{ ...tourInput().departures[0], departureId: departure.departureId, adultPriceOverride: '2' }] }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [entry] = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.entity, 'tour'), eq(auditLog.entityId, String(created.id)), eq(auditLog.action, 'update')));
    expect(entry.details).toEqual({
      adultPrice: { from: 1450.5, to: 1 },
      departures: { from: [expect.objectContaining({ departureId: departure.departureId, adultPriceOverride: null })], to: [expect.objectContaining({ departureId: departure.departureId, adultPriceOverride: 2 })] },
    });
    expect(describeAuditDetails('tour', entry.details as Record<string, unknown>, auditWordsFor('tr'))).toContain('Yetişkin fiyatı (₺): 1450.5 → 1');
  });

  it('answers an invalid price and other bad fields with sentences in the caller’s language, saving nothing', async () => {
    const before = (await (await getDb()).select().from(tours)).length;
    const answer = await english.call(createRecord, '/api/admin/tours', {
      params: tourParams,
      json: tourInput({ adultPrice: '12.345,6', childPrice: '-5', tourTypeId: 9, babyAgeMax: 12, departures: [{ startsOn: inDays(-2), startTime: '25:00', capacity: 0, isActive: true }] }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      adultPrice: 'Enter the amount in lira, such as 1450 or 1450.50 (at most two decimals, up to ₺1,000,000).',
      childPrice: expect.stringContaining('Enter the amount in lira'),
      tourTypeId: 'Choose a valid option from the list.',
      'departures.0.startTime': 'Enter the time as HH:MM (such as 09:30) or leave it empty.',
      'departures.0.capacity': 'The value must be at least 1.',
    });
    // Where the tour goes is chosen, never assumed: a tour abroad must not be offered installments.
    const noScope = await admin.call(createRecord, '/api/admin/tours', { params: tourParams, json: tourInput({ travelScope: undefined }) });
    expect(noScope.status).toBe(400);
    expect(Object.keys(noScope.body.errors)).toEqual(['travelScope']);
    const ages = await admin.call(createRecord, '/api/admin/tours', { params: tourParams, json: tourInput({ childAgeMax: 4, babyAgeMax: 5 }) });
    expect(ages.body.errors).toEqual({ babyAgeMax: 'Bebek yaş sınırı, çocuk yaş sınırından küçük olmalıdır.' });
    const past = await admin.call(createRecord, '/api/admin/tours', { params: tourParams, json: tourInput({ departures: [{ startsOn: inDays(-1), capacity: 5, isActive: true }] }) });
    expect(past.body.errors).toEqual({ 'departures.0.startsOn': 'Geçmiş bir tarihe kalkış eklenemez; bugün ya da sonrası için bir tarih seçin.' });
    const farOff = await admin.call(createRecord, '/api/admin/tours', { params: tourParams, json: tourInput({ departures: [{ startsOn: '9999-12-31', capacity: 5, isActive: true }] }) });
    expect(farOff.body.errors).toEqual({ 'departures.0.startsOn': 'Geçerli bir tarih girin.' });
    const twice = { startsOn: inDays(9), startTime: '08:00', capacity: 5, isActive: true };
    const duplicate = await admin.call(createRecord, '/api/admin/tours', { params: tourParams, json: tourInput({ departures: [twice, twice] }) });
    expect(duplicate.body.errors).toEqual({ 'departures.1.startsOn': 'Bu tarih ve saatte başka bir kalkış zaten var.' });
    expect((await (await getDb()).select().from(tours)).length).toBe(before);
  });

  it('keeps capacity at or above the seats taken, keeps booked departures and booked tours', async () => {
    const tour = await createTour({ title: text('Uludağ Turu') });
    const departure = tour.departures[0];
    await book(tour.id, departure.departureId, 4);
    const current = { departureId: departure.departureId, startsOn: departure.startsOn, startTime: '09:30', capacity: 15, isActive: true };

    const shrink = await english.call(updateRecord, `/api/admin/tours/${tour.id}`, { method: 'PUT', params: one(tour.id), json: tourInput({ departures: [{ ...current, capacity: 3 }] }) });
    expect(shrink.status).toBe(400);
    expect(shrink.body.errors).toEqual({ 'departures.0.capacity': 'The capacity cannot go below the 4 seats already taken.' });

    // Its customers booked that day and hour: their orders, e-mails, vouchers and trip-day jobs carry them.
    const moveDay = await english.call(updateRecord, `/api/admin/tours/${tour.id}`, { method: 'PUT', params: one(tour.id), json: tourInput({ departures: [{ ...current, startsOn: inDays(21) }] }) });
    expect(moveDay.status).toBe(400);
    expect(moveDay.body.errors).toEqual({ 'departures.0.startsOn': '1 order was booked for this departure’s date and time, so they cannot change; add a new departure instead.' });
    const moveHour = await admin.call(updateRecord, `/api/admin/tours/${tour.id}`, { method: 'PUT', params: one(tour.id), json: tourInput({ departures: [{ ...current, startTime: '07:00' }] }) });
    expect(moveHour.body.errors).toEqual({ 'departures.0.startTime': 'Bu kalkışın tarih ve saatine göre alınmış 1 siparişi var, bu yüzden tarih ve saati değiştirilemez; bunun yerine yeni bir kalkış ekleyin.' });
    const [kept] = await (await getDb()).select().from(tourDepartures).where(eq(tourDepartures.id, departure.departureId));
    expect([kept.startsOn, kept.startTime?.slice(0, 5)]).toEqual([departure.startsOn, '09:30']);

    const fine = await admin.call(updateRecord, `/api/admin/tours/${tour.id}`, { method: 'PUT', params: one(tour.id), json: tourInput({ departures: [{ ...current, capacity: 4, isActive: false }, { startsOn: inDays(40), capacity: 8, isActive: true }] }) });
    expect(fine.status).toBe(200);
    expect(fine.body.Data.departures).toMatchObject([
      { departureId: departure.departureId, capacity: 4, seatsTaken: 4, orderCount: 1, isActive: false },
      { startsOn: inDays(40), startTime: null, capacity: 8, seatsTaken: 0, orderCount: 0 },
    ]);

    const dropBooked = await admin.call(updateRecord, `/api/admin/tours/${tour.id}`, { method: 'PUT', params: one(tour.id), json: tourInput({ departures: [] }) });
    expect(dropBooked.status).toBe(409);
    expect(dropBooked.body.UIMessage).toBe(`${departure.startsOn} tarihli kalkışın siparişleri var, bu yüzden silinemez; bunun yerine pasif hale getirin.`);
    expect(await (await getDb()).select().from(tourDepartures).where(eq(tourDepartures.tourId, tour.id))).toHaveLength(2);

    const removeBooked = await english.call(deleteRecord, `/api/admin/tours/${tour.id}`, { method: 'DELETE', params: one(tour.id) });
    expect(removeBooked.status).toBe(409);
    expect(removeBooked.body.UIMessage).toBe('This tour has bookings, so it cannot be deleted. Deactivate it instead to hide it from the site.');
    expect(await (await getDb()).select().from(tours).where(eq(tours.id, tour.id))).toHaveLength(1);

    const spare = await createTour({ title: text('Silinecek Tur') });
    const removed = await admin.call(deleteRecord, `/api/admin/tours/${spare.id}`, { method: 'DELETE', params: one(spare.id) });
    expect(removed.status).toBe(200);
    expect(await (await getDb()).select().from(tours).where(eq(tours.id, spare.id))).toEqual([]);
  });

  it('refuses a stale form’s save: a departure another staff member added is not deleted, a booking does not count as an edit', async () => {
    const tour = await createTour({ title: text('İki Personelin Turu') });
    const opened = (await admin.call(getRecord, `/api/admin/tours/${tour.id}`, { params: one(tour.id) })).body.Data;
    const [departure] = tour.departures;
    const listed = { departureId: departure.departureId, startsOn: departure.startsOn, startTime: '09:30', capacity: 15, isActive: true };
    const save = (browser: Browser, departures: unknown[], version: number) =>
      browser.call(updateRecord, `/api/admin/tours/${tour.id}`, { method: 'PUT', params: one(tour.id), json: tourInput({ title: text('İki Personelin Turu'), departures }), headers: { 'if-match': `"${version}"` } });
    // A customer books meanwhile: seats change, the form is not out of date for that.
    await book(tour.id, departure.departureId, 2);
    // The second staff member adds a departure to the tour both opened.
    const added = await save(english, [listed, { startsOn: inDays(60), capacity: 6, isActive: true }], opened.version);
    expect(added.status).toBe(200);
    // The first saves the form they opened before that (which lacks the new departure).
    const stale = await save(admin, [{ ...listed, capacity: 20 }], opened.version);
    expect(stale.status).toBe(412);
    expect(stale.body.UIMessage).toBe('Bu kaydı siz açtıktan sonra başka biri kaydetti. Onun değişikliklerini görmek için kaydı yeniden yükleyin, sonra kendi değişikliklerinizi tekrar yapın.');
    const rows = await (await getDb()).select().from(tourDepartures).where(eq(tourDepartures.tourId, tour.id));
    expect(rows.map((row) => [row.startsOn, row.capacity]).sort()).toEqual([[departure.startsOn, 15], [inDays(60), 6]].sort());
  });

  it('audits the price rules that go with a deleted departure and a deleted tour, by the admin who deleted them', async () => {
    const tour = await createTour({ title: text('Kuralı Olan Tur') });
    const [departure] = tour.departures;
    const rule = { earlyPercent: '15', earlyAmount: '', earlyDaysBefore: '10', earlyUntil: '', lastMinutePercent: '', lastMinuteAmount: '', lastMinuteDays: '', depositPercent: '', depositAmount: '', balanceDueDays: '', isActive: true };
    const addRule = async (departureId: number | '') => {
      const answer = await admin.call(createRecord, '/api/admin/priceRules', { params: { resource: 'priceRules' }, json: { ...rule, tourId: tour.id, departureId: String(departureId) } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.Data as { id: number };
    };
    const departureRule = await addRule(departure.departureId);
    const tourRule = await addRule('');
    const ruleDeletions = async (id: number) =>
      (await (await getDb()).select().from(auditLog).where(and(eq(auditLog.entity, 'priceRule'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'delete')))).map((entry) => ({
        userId: entry.userId,
        details: entry.details,
      }));

    // The departure leaves the form: its rule goes with it, in the log like a rule deleted by hand.
    const saved = await admin.call(updateRecord, `/api/admin/tours/${tour.id}`, { method: 'PUT', params: one(tour.id), json: tourInput({ title: text('Kuralı Olan Tur'), departures: [] }) });
    expect(saved.status).toBe(200);
    expect(await (await getDb()).select().from(tourPriceRules).where(eq(tourPriceRules.tourId, tour.id))).toEqual([expect.objectContaining({ id: tourRule.id })]);
    expect(await ruleDeletions(departureRule.id)).toEqual([
      { userId: adminId, details: { record: expect.objectContaining({ tourId: tour.id, departureId: departure.departureId, earlyPercent: 15, earlyDaysBefore: 10 }) } },
    ]);

    // The tour itself: the tour's own rule.
    expect((await admin.call(deleteRecord, `/api/admin/tours/${tour.id}`, { method: 'DELETE', params: one(tour.id) })).status).toBe(200);
    expect(await ruleDeletions(tourRule.id)).toEqual([{ userId: adminId, details: { record: expect.objectContaining({ tourId: tour.id, departureId: null }) } }]);
  });

  it('swaps the dates of two departures in one save', async () => {
    const early = { startsOn: inDays(30), startTime: '08:00', capacity: 10, isActive: true };
    const late = { startsOn: inDays(31), startTime: '08:00', capacity: 12, isActive: true };
    const tour = await createTour({ title: text('Takas Turu'), departures: [early, late] });
    const [first, second] = tour.departures;

    const swapped = await admin.call(updateRecord, `/api/admin/tours/${tour.id}`, {
      method: 'PUT',
      params: one(tour.id),
      json: tourInput({ departures: [{ ...early, departureId: first.departureId, startsOn: late.startsOn }, { ...late, departureId: second.departureId, startsOn: early.startsOn }] }),
    });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    const rows = await (await getDb()).select().from(tourDepartures).where(eq(tourDepartures.tourId, tour.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.startsOn, row.capacity]]))).toEqual({
      [first.departureId]: [late.startsOn, 10],
      [second.departureId]: [early.startsOn, 12],
    });
  });

  it('lists tours with search, region, type and status filters', async () => {
    await createTour({ title: text('Pasif Köy Turu'), isActive: false, tourTypeId: 5 });
    const list = async (query: string) => (await admin.call(listRecords, `/api/admin/tours?${query}`, { params: tourParams })).body;
    expect((await list('q=köy')).items.map((item: { title: { tr: string } }) => item.title.tr)).toEqual(['Pasif Köy Turu']);
    expect((await list('active=false')).items).toMatchObject([{ imageCount: 0, dayCount: 0, upcomingDepartures: 1 }]);
    expect((await list('tourTypeId=5&active=true')).count).toBe(0);
    expect((await list(`regionId=${regionId}&PageSize=2`)).pages).toBeGreaterThan(1);
    const bad = await english.call(listRecords, '/api/admin/tours?active=maybe', { params: tourParams });
    expect(bad.status).toBe(400);
  });

  it('makes a complete active tour from the quick form', async () => {
    const answer = await admin.call(quickTour, '/api/admin/tours/quick', {
      json: { title: 'Hızlı Bursa Turu', regionId, tourTypeId: '5', durationDays: '1', adultPrice: '750', childPrice: '375,5', startsOn: inDays(10), capacity: '25', travelScope: 'domestic' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.Data).toMatchObject({ title: { tr: 'Hızlı Bursa Turu' }, isActive: true, adultPrice: 750, childPrice: 375.5, babyPrice: 0, travelScope: 'domestic', departures: [{ startsOn: inDays(10), capacity: 25, isActive: true }] });
    expect(answer.body.Data.meetingPoint.ru).not.toBe('');
    // A quick tour abroad is saved as one: the legal cap (no installments abroad) applies to it from the start.
    const abroad = await admin.call(quickTour, '/api/admin/tours/quick', {
      json: { title: 'Hızlı Batum Turu', regionId, tourTypeId: '5', durationDays: '2', adultPrice: '3200', childPrice: '1600', startsOn: inDays(12), capacity: '30', travelScope: 'abroad' },
    });
    expect(abroad.status).toBe(201);
    expect(abroad.body.Data.travelScope).toBe('abroad');
    const refused = await english.call(quickTour, '/api/admin/tours/quick', { json: { title: '', regionId, tourTypeId: 1, durationDays: 1, adultPrice: 'abc', childPrice: 1, startsOn: inDays(-3), capacity: 5 } });
    expect(refused.status).toBe(400);
    // Where the tour goes is asked, never assumed.
    expect(Object.keys(refused.body.errors).sort()).toEqual(['adultPrice', 'startsOn', 'title', 'travelScope']);
  });

  it('keeps one day per number in a programme, and reorders days', async () => {
    const tour = await createTour({ title: text('Program Turu') });
    const params = { resource: 'tour-itineraries' };
    const day = (dayNo: number, title: string) => ({ tourId: tour.id, dayNo, title: text(title), description: text(`${title} açıklaması`) });
    const first = await admin.call(createRecord, '/api/admin/tour-itineraries', { params, json: day(1, 'Varış') });
    expect(first.status).toBe(201);
    const second = await admin.call(createRecord, '/api/admin/tour-itineraries', { params, json: day(2, 'Dönüş') });
    const duplicate = await english.call(createRecord, '/api/admin/tour-itineraries', { params, json: day(1, 'Tekrar') });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors).toEqual({ dayNo: 'Day 1 is already in this tour’s programme; choose another day number.' });

    const reordered = await admin.call(reorderDays, `/api/admin/tours/${tour.id}/itineraries/order`, { method: 'PUT', params: { id: String(tour.id) }, json: { ids: [second.body.Data.id, first.body.Data.id] } });
    expect(reordered.status).toBe(200);
    expect(reordered.body.Data.map((entry: { dayNo: number; title: { tr: string } }) => [entry.dayNo, entry.title.tr])).toEqual([
      [1, 'Dönüş'],
      [2, 'Varış'],
    ]);
    const listed = await admin.call(listRecords, `/api/admin/tour-itineraries?tourId=${tour.id}`, { params });
    expect(listed.body.count).toBe(2);
    const removed = await admin.call(deleteRecord, `/api/admin/tour-itineraries/${first.body.Data.id}`, { method: 'DELETE', params: { ...params, id: String(first.body.Data.id) } });
    expect(removed.status).toBe(200);
    expect(await (await getDb()).select().from(tourItineraries).where(eq(tourItineraries.tourId, tour.id))).toHaveLength(1);
  });
});

describe('tour pictures', () => {
  async function upload(browser: Browser, tourId: number, file: Blob | null, name = 'photo.png', alt = 'Göl manzarası') {
    const form = new FormData();
    if (file) form.set('file', file, name);
    form.set('alt.tr', alt);
    form.set('alt.en', 'Lake view');
    form.set('alt.ru', '');
    const base = browser.request(`/api/admin/tours/${tourId}/images`, { method: 'POST' });
    const response = await uploadImage(new Request(base.url, { method: 'POST', headers: { cookie: base.headers.get('cookie')!, origin: base.headers.get('origin')!, 'accept-language': base.headers.get('accept-language')! }, body: form }), {
      params: Promise.resolve({ id: String(tourId) }),
    });
    return { status: response.status, body: await response.json() };
  }
  const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();

  it('converts uploads to WebP at most 1600 px wide, serves them, and keeps the cover in step', async () => {
    const tour = await createTour({ title: text('Resimli Tur') });
    const first = await upload(admin, tour.id, new Blob([new Uint8Array(await png(3000, 2000))], { type: 'image/png' }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.Data).toMatchObject({ width: 1600, height: 1067, isCover: true, alt: { tr: 'Göl manzarası', en: 'Lake view', ru: '' } });
    const url = first.body.Data.url as string;
    expect(url).toMatch(new RegExp(`^/uploads/tours/${tour.id}/[0-9a-f-]{36}\\.webp$`));
    expect(existsSync(path.join(dataDir, url))).toBe(true);
    const [row] = await (await getDb()).select().from(tours).where(eq(tours.id, tour.id));
    expect(row.coverImage).toBe(url);

    const served = await serveUpload(new Request(`http://localhost:3000${url}`), { params: Promise.resolve({ path: url.split('/').slice(2) }) });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    for (const attempt of [['..', 'auth-secret'], ['tours', '..', '..', 'auth-secret'], ['%2e%2e', 'x.webp']]) {
      const refused = await serveUpload(new Request('http://localhost:3000/uploads/x'), { params: Promise.resolve({ path: attempt }) });
      expect(refused.status).toBe(404);
    }

    const second = await upload(admin, tour.id, new Blob([new Uint8Array(await sharp(await png(800, 600)).jpeg().toBuffer())]), 'second.jpg');
    expect(second.body.Data).toMatchObject({ width: 800, height: 600, isCover: false });
    const secondId = second.body.Data.id as number;
    const params = { id: String(tour.id), imageId: String(secondId) };
    expect((await admin.call(chooseCover, `/api/admin/tours/${tour.id}/images/${secondId}/cover`, { method: 'POST', params })).status).toBe(200);
    const [afterCover] = await (await getDb()).select().from(tours).where(eq(tours.id, tour.id));
    expect(afterCover.coverImage).toBe(second.body.Data.url);

    const order = await admin.call(reorderImages, `/api/admin/tours/${tour.id}/images/order`, { method: 'PUT', params: { id: String(tour.id) }, json: { ids: [secondId, first.body.Data.id] } });
    expect(order.body.Data.map((image: { id: number }) => image.id)).toEqual([secondId, first.body.Data.id]);
    const stale = await english.call(reorderImages, `/api/admin/tours/${tour.id}/images/order`, { method: 'PUT', params: { id: String(tour.id) }, json: { ids: [secondId] } });
    expect(stale.status).toBe(409);

    const alt = await admin.call(updateImage, `/api/admin/tours/${tour.id}/images/${secondId}`, { method: 'PUT', params, json: { alt: { tr: 'Yeni metin', en: 'New text', ru: 'Новый текст' } } });
    expect(alt.body.Data.alt.ru).toBe('Новый текст');

    // Deleting the cover hands the cover to the next picture and removes the file.
    const removed = await admin.call(deleteImage, `/api/admin/tours/${tour.id}/images/${secondId}`, { method: 'DELETE', params });
    expect(removed.status).toBe(200);
    expect(existsSync(path.join(dataDir, second.body.Data.url))).toBe(false);
    const [afterDelete] = await (await getDb()).select().from(tours).where(eq(tours.id, tour.id));
    expect(afterDelete.coverImage).toBe(url);
    expect(await (await getDb()).select().from(tourImages).where(eq(tourImages.tourId, tour.id))).toMatchObject([{ url, isCover: true }]);
    const audit = await (await getDb()).select().from(auditLog).where(eq(auditLog.entity, 'tourImage')).orderBy(auditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'create', 'cover', 'reorder', 'update', 'delete']);

    // Deleting the (unbooked) tour removes its pictures' files too.
    const gone = await admin.call(deleteRecord, `/api/admin/tours/${tour.id}`, { method: 'DELETE', params: { resource: 'tours', id: String(tour.id) } });
    expect(gone.status).toBe(200);
    expect(existsSync(path.join(dataDir, 'uploads', 'tours', String(tour.id)))).toBe(false);
  });

  it('refuses files that are not pictures, pictures over 8 MB, and a missing file, with sentences', async () => {
    const tour = await createTour({ title: text('Yükleme Turu') });
    const fake = await upload(english, tour.id, new Blob(['<script>alert(1)</script>'], { type: 'image/jpeg' }), 'photo.jpg');
    expect(fake.status).toBe(400);
    expect(fake.body.UIMessage).toBe('This file is not a JPEG, PNG or WebP picture; please upload one of these.');
    const gif = await upload(admin, tour.id, new Blob([new Uint8Array(await sharp(await png(10, 10)).gif().toBuffer())], { type: 'image/png' }));
    expect(gif.status).toBe(400);
    // Just over the limit (the multipart envelope still fits): read, then refused by the file's size.
    const huge = await upload(admin, tour.id, new Blob([new Uint8Array(8 * 1024 * 1024 + 1)], { type: 'image/png' }));
    expect(huge.status).toBe(413);
    expect(huge.body.UIMessage).toBe('Resim çok büyük: en fazla 8 MB yükleyebilirsiniz.');
    // Far over it: reading stops at the limit.
    const enormous = await upload(admin, tour.id, new Blob([new Uint8Array(40 * 1024 * 1024)], { type: 'image/png' }));
    expect(enormous.status).toBe(413);
    expect(enormous.body.UIMessage).toBe('Resim çok büyük: en fazla 8 MB yükleyebilirsiniz.');
    const missing = await upload(admin, tour.id, null);
    expect(missing.body.UIMessage).toBe('Yüklenecek bir resim dosyası seçin.');
    const noAlt = await upload(admin, tour.id, new Blob([new Uint8Array(await png(20, 20))]), 'a.png', '');
    expect(noAlt.status).toBe(400);
    expect(Object.keys(noAlt.body.errors)).toEqual(['alt.tr']);
    expect(await (await getDb()).select().from(tourImages).where(eq(tourImages.tourId, tour.id))).toEqual([]);
  });
});
