import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as regionList } from '@/app/api/Regions/GetList/route';
import { GET as regionById } from '@/app/api/Regions/[id]/route';
import { GET as tourList } from '@/app/api/Tours/route';
import { GET as tourById } from '@/app/api/Tours/[id]/route';
import { regions, tourDepartures, tourImages, tourItineraries, tours, tourTypes, type Localized } from '@/lib/db/schema';
import { openTestDatabase } from '../support/db';
import { createAccount, signedIn } from './auth-support';

const text = (tr: string, en = '', ru = ''): Localized => ({ tr, en, ru });
const list = (tr: string[], en: string[] = []) => ({ tr, en, ru: [] });

/** A calendar day `days` from today (UTC), as stored in tour_departures.starts_on. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const ids = { istanbul: 0, cappadocia: 0, aegean: 0, hidden: 0, balloon: 0, bosphorus: 0, sirince: 0, trek: 0, retired: 0, orphan: 0 };
let handle: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  handle = await openTestDatabase({ seed: false });
  const { db } = handle;
  await db.insert(tourTypes).values([
    { id: 1, name: text('Doğa', 'Nature') },
    { id: 2, name: text('Macera', 'Adventure') },
    { id: 3, name: text('Kültür', 'Culture') },
    { id: 4, name: text('Gastronomi', 'Food') },
    { id: 5, name: text('Şehir turları', 'City tours') },
  ]);
  const [istanbul, cappadocia, aegean, hidden] = await db
    .insert(regions)
    .values([
      { name: text('İstanbul', 'Istanbul'), description: text('Tarihi yarımada'), orderNo: 1 },
      { name: text('Kapadokya', 'Cappadocia'), description: text('Peri bacaları'), orderNo: 2 },
      { name: text('Ege', 'Aegean'), description: text('Zeytin ve deniz'), orderNo: 3 },
      { name: text('Gizli bölge'), description: text('Yayında değil'), orderNo: 0, isActive: false },
    ])
    .returning({ id: regions.id });
  Object.assign(ids, { istanbul: istanbul.id, cappadocia: cappadocia.id, aegean: aegean.id, hidden: hidden.id });

  const tour = (regionId: number, tourTypeId: number, title: Localized, adultPrice: number, durationDays: number, extra: Partial<typeof tours.$inferInsert> = {}) => ({
    regionId,
    tourTypeId,
    title,
    summary: text(`${title.tr} özeti`, title.en ? `${title.en} summary` : ''),
    description: text('Uzun açıklama', 'Long description'),
    included: list(['Rehber'], ['Guide']),
    excluded: list(['Öğle yemeği'], ['Lunch']),
    meetingPoint: text('Otel lobisi', 'Hotel lobby'),
    adultPrice,
    childPrice: Math.round(adultPrice / 2),
    babyPrice: 0,
    durationDays,
    ...extra,
  });
  const [balloon, bosphorus, sirince, trek, retired, orphan] = await db
    .insert(tours)
    .values([
      tour(cappadocia.id, 1, text('Gün doğumunda balon turu', 'Sunrise balloon flight'), 250_000, 1, { isFeatured: true, coverImage: '/images/tours/tour-1-1.webp' }),
      tour(istanbul.id, 3, text('BOĞAZ VE ADALAR', 'Bosphorus and islands'), 120_000, 1),
      tour(aegean.id, 4, text('Şirince şarap tadımı', 'Şirince wine tasting'), 90_000, 2),
      tour(cappadocia.id, 2, text('Vadiler yürüyüşü', 'Valley trek'), 400_000, 3, { bookingCutoffHours: 48 }),
      tour(istanbul.id, 5, text('Eski tur'), 50_000, 1, { isActive: false }),
      tour(hidden.id, 1, text('Gizli bölgenin turu'), 60_000, 1),
    ])
    .returning({ id: tours.id });
  Object.assign(ids, { balloon: balloon.id, bosphorus: bosphorus.id, sirince: sirince.id, trek: trek.id, retired: retired.id, orphan: orphan.id });

  // Enough ordinary city tours for several default pages (100) and more than one cache window (1000).
  await db.insert(tours).values(Array.from({ length: 1100 }, (_, i) => tour(aegean.id, 5, text(`Şehir turu ${i + 1}`, `City tour ${i + 1}`), 70_000 + i * 10, 1)));

  await db.insert(tourImages).values([
    { tourId: balloon.id, url: '/images/tours/tour-1-2.webp', alt: text('Vadi', 'Valley'), sortOrder: 1 },
    { tourId: balloon.id, url: '/images/tours/tour-1-1.webp', alt: text('Balonlar', 'Balloons'), sortOrder: 2, isCover: true },
    { tourId: balloon.id, url: '/images/tours/tour-1-3.webp', alt: text('Gün doğumu', 'Sunrise'), sortOrder: 0 },
  ]);
  await db.insert(tourItineraries).values([
    { tourId: balloon.id, dayNo: 2, title: text('Dönüş', 'Return'), description: text('Otele dönüş', 'Back to the hotel') },
    { tourId: balloon.id, dayNo: 1, title: text('Uçuş', 'Flight'), description: text('Gün doğumunda uçuş', 'Flight at sunrise') },
  ]);
  await db.insert(tourDepartures).values([
    { tourId: balloon.id, startsOn: dayFromNow(10), startTime: '05:30', capacity: 10, seatsTaken: 3 },
    { tourId: balloon.id, startsOn: dayFromNow(12), capacity: 8, adultPriceOverride: 300_000 },
    { tourId: balloon.id, startsOn: dayFromNow(-3), capacity: 8 },
    { tourId: balloon.id, startsOn: dayFromNow(15), capacity: 8, isActive: false },
    { tourId: bosphorus.id, startsOn: dayFromNow(70), capacity: 30 },
    // Inside the trek's 48-hour booking cut-off, and a later one with no seat left.
    { tourId: trek.id, startsOn: dayFromNow(1), capacity: 12 },
    { tourId: trek.id, startsOn: dayFromNow(20), capacity: 12, seatsTaken: 12 },
  ]);
});

afterAll(async () => handle.close());

const noParams = { params: Promise.resolve({}) };
const withId = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });
const get = (path: string, language = 'tr') => new Request(`http://localhost${path}`, { headers: { 'accept-language': language } });

async function json(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe('GET /api/Regions/GetList', () => {
  it('lists active regions in OrderNo order in the spec’s list shape', async () => {
    const { status, body } = await json(await regionList(get('/api/Regions/GetList?PageIndex=0&PageSize=100&sortBy=OrderNo&sortOrder=asc&showInactive=false'), noParams));
    expect(status).toBe(200);
    expect(body.items.map((region: { name: string }) => region.name)).toEqual(['İstanbul', 'Kapadokya', 'Ege']);
    expect(body).toMatchObject({ index: 0, size: 100, count: 3, pages: 1, hasPrevious: false, hasNext: false });
    expect(body.items[1]).toMatchObject({ id: ids.cappadocia, description: 'Peri bacaları', orderNo: 2, isActive: true, tourCount: 2 });
  });

  it('shows inactive regions only to staff who ask with showInactive=true, never from a shared cache', async () => {
    await createAccount({ email: 'ajans@example.com', password: 'Personel2026', role: 'admin' });
    await createAccount({ email: 'gezgin@example.com', password: 'Gezgin2026' });
    const staff = await signedIn('ajans@example.com', 'Personel2026');
    const answer = await staff.call(regionList, '/api/Regions/GetList?showInactive=true');
    expect(answer.body.items.map((region: { id: number }) => region.id)).toEqual([ids.hidden, ids.istanbul, ids.cappadocia, ids.aegean]);
    expect(answer.body.items[0].isActive).toBe(false);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');

    const visitor = await json(await regionList(get('/api/Regions/GetList?showInactive=true', 'en'), noParams));
    expect(visitor).toEqual({ status: 401, body: { Data: null, UIMessage: 'Please sign in to do this.' } });
    const customer = await (await signedIn('gezgin@example.com', 'Gezgin2026', 'en')).call(regionList, '/api/Regions/GetList?showInactive=true');
    expect(customer.status).toBe(403);
    expect(customer.body.UIMessage).toBe('You are not allowed to do this.');
  });

  it('pages, sorts by Id or Name and accepts parameter names in any case', async () => {
    const page = await json(await regionList(get('/api/Regions/GetList?pageindex=1&PAGESIZE=2&SortBy=orderno'), noParams));
    expect(page.body).toEqual({ items: [expect.objectContaining({ id: ids.aegean })], index: 1, size: 2, count: 3, pages: 2, hasPrevious: true, hasNext: false });
    const byId = await json(await regionList(get('/api/Regions/GetList?SortBy=Id&SortOrder=DESC'), noParams));
    expect(byId.body.items.map((region: { id: number }) => region.id)).toEqual([ids.aegean, ids.cappadocia, ids.istanbul]);
    const byName = await json(await regionList(get('/api/Regions/GetList?sortBy=Name', 'en'), noParams));
    expect(byName.body.items.map((region: { name: string }) => region.name)).toEqual(['Aegean', 'Cappadocia', 'Istanbul']);
  });

  it('answers in the Accept-Language language, falling back to Turkish', async () => {
    const { body } = await json(await regionList(get('/api/Regions/GetList', 'en-US,en;q=0.9'), noParams));
    expect(body.items[0]).toMatchObject({ name: 'Istanbul', description: 'Tarihi yarımada' });
  });

  it('answers bad paging and sorting with 400 and a sentence per parameter, in Turkish and English', async () => {
    const tr = await json(await regionList(get('/api/Regions/GetList?PageIndex=-1&PageSize=0&sortBy=Color&sortOrder=up&showInactive=maybe'), noParams));
    expect(tr.status).toBe(400);
    expect(tr.body.Data).toBeNull();
    expect(tr.body.UIMessage).toBe('Gönderilen bilgiler geçersiz: PageIndex, PageSize, SortBy, SortOrder, showInactive.');
    expect(tr.body.errors).toEqual({
      PageIndex: 'Sayfa numarası 0 veya daha büyük bir tam sayı olmalıdır.',
      PageSize: 'Değer en az 1 olmalıdır.',
      SortBy: 'Bu alana göre sıralama yapılamaz.',
      SortOrder: 'Sıralama yönü asc veya desc olmalıdır.',
      showInactive: 'Değer true veya false olmalıdır.',
    });
    const en = await json(await regionList(get('/api/Regions/GetList?PageSize=abc&SortBy=Color', 'en'), noParams));
    expect(en.status).toBe(400);
    expect(en.body.UIMessage).toMatch(/^Some of the information sent is not valid/);
    expect(en.body.errors).toEqual({ PageSize: 'Enter a whole number.', SortBy: 'Results cannot be sorted by this field.' });
    const tooBig = await json(await regionList(get('/api/Regions/GetList?PageSize=10001'), noParams));
    expect(tooBig.body.errors.PageSize).toBe('Değer en fazla 1000 olabilir.');
  });
});

describe('GET /api/Regions/{id}', () => {
  it('answers an active region in the envelope', async () => {
    const { status, body } = await json(await regionById(get(`/api/Regions/${ids.istanbul}`, 'en'), withId(ids.istanbul)));
    expect(status).toBe(200);
    expect(body).toEqual({ Data: expect.objectContaining({ id: ids.istanbul, name: 'Istanbul', tourCount: 1 }), UIMessage: '' });
  });

  it.each([
    ['an inactive region', () => ids.hidden],
    ['an unknown id', () => 999_999],
    ['a non-numeric id', () => 'abc'],
  ])('answers %s with 404', async (_case, id) => {
    const { status, body } = await json(await regionById(get(`/api/Regions/${id()}`), withId(id())));
    expect(status).toBe(404);
    expect(body).toEqual({ Data: null, UIMessage: 'İstenen kaynak bulunamadı' });
  });
});

describe('GET /api/Tours', () => {
  const publicCount = 4 + 1100;

  it('answers the spec’s call (PageSize 9999, newest id first) with every public tour and list fields only', async () => {
    const { status, body } = await json(await tourList(get('/api/Tours?PageIndex=0&PageSize=9999&SortBy=Id&SortOrder=desc'), noParams));
    expect(status).toBe(200);
    expect(body).toMatchObject({ index: 0, size: 9999, count: publicCount, pages: 1, hasPrevious: false, hasNext: false });
    const tourIds = body.items.map((tour: { id: number }) => tour.id);
    expect(tourIds).toHaveLength(publicCount);
    expect(new Set(tourIds).size).toBe(publicCount);
    expect(tourIds).toEqual([...tourIds].sort((a, b) => b - a));
    expect(tourIds).not.toContain(ids.retired);
    expect(tourIds).not.toContain(ids.orphan);
    const balloon = body.items.find((tour: { id: number }) => tour.id === ids.balloon);
    expect(balloon).toEqual({
      id: ids.balloon,
      title: 'Gün doğumunda balon turu',
      summary: 'Gün doğumunda balon turu özeti',
      regionId: ids.cappadocia,
      regionName: 'Kapadokya',
      tourTypeId: 1,
      tourTypeName: 'Doğa',
      durationDays: 1,
      adultPrice: 250_000,
      childPrice: 125_000,
      babyPrice: 0,
      coverImage: '/images/tours/tour-1-1.webp',
      isFeatured: true,
      // No approved reviews yet (tests/integration/reviews.test.ts has them).
      ratingAverage: null,
      reviewCount: 0,
    });
  });

  it('pages by 100 by default and puts featured tours first in the recommended order', async () => {
    const { body } = await json(await tourList(get('/api/Tours'), noParams));
    expect(body).toMatchObject({ index: 0, size: 100, count: publicCount, pages: 12, hasNext: true });
    expect(body.items).toHaveLength(100);
    expect(body.items[0].id).toBe(ids.balloon);
    const last = await json(await tourList(get('/api/Tours?PageIndex=11'), noParams));
    expect(last.body.items).toHaveLength(publicCount - 1100);
    const past = await json(await tourList(get('/api/Tours?PageIndex=15'), noParams));
    expect(past.body).toMatchObject({ items: [], count: publicCount, hasPrevious: true, hasNext: false });
  });

  it('joins pages that span several cache windows without gaps or repeats', async () => {
    const all = (await json(await tourList(get('/api/Tours?PageSize=9999&SortBy=Price'), noParams))).body.items.map((tour: { id: number }) => tour.id);
    expect(all).toHaveLength(publicCount);
    const first = await json(await tourList(get('/api/Tours?PageIndex=0&PageSize=600&SortBy=Price'), noParams));
    const second = await json(await tourList(get('/api/Tours?PageIndex=1&PageSize=600&SortBy=Price'), noParams));
    expect([...first.body.items, ...second.body.items].map((tour: { id: number }) => tour.id)).toEqual(all);
    expect(second.body).toMatchObject({ index: 1, size: 600, count: publicCount, pages: 2, hasNext: false });
  });

  it('sorts by price and by duration', async () => {
    const byPrice = await json(await tourList(get('/api/Tours?PageSize=9999&SortBy=Price&SortOrder=asc'), noParams));
    const prices = byPrice.body.items.map((tour: { adultPrice: number }) => tour.adultPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const longest = await json(await tourList(get('/api/Tours?PageSize=1&SortBy=Duration&SortOrder=desc'), noParams));
    expect(longest.body.items[0].id).toBe(ids.trek);
  });

  const idsOf = (body: { items: { id: number }[] }) => body.items.map((tour) => tour.id).sort((a, b) => a - b);

  it('filters by region, type, price (TL) and duration', async () => {
    expect(idsOf((await json(await tourList(get(`/api/Tours?region=${ids.cappadocia}`), noParams))).body)).toEqual([ids.balloon, ids.trek]);
    expect(idsOf((await json(await tourList(get('/api/Tours?Type=4'), noParams))).body)).toEqual([ids.sirince]);
    expect(idsOf((await json(await tourList(get('/api/Tours?minPrice=1000&maxPrice=2000'), noParams))).body)).toEqual([ids.bosphorus]);
    expect(idsOf((await json(await tourList(get('/api/Tours?minDays=2&maxDays=3'), noParams))).body)).toEqual([ids.sirince, ids.trek]);
  });

  it('finds free text in the title or summary, ignoring case and Turkish letters', async () => {
    expect(idsOf((await json(await tourList(get('/api/Tours?q=sirince'), noParams))).body)).toEqual([ids.sirince]);
    expect(idsOf((await json(await tourList(get('/api/Tours?q=boğaz'), noParams))).body)).toEqual([ids.bosphorus]);
    expect(idsOf((await json(await tourList(get('/api/Tours?q=Vadiler%20Y%C3%9CR%C3%9CY%C3%9C%C5%9E%C3%9C'), noParams))).body)).toEqual([ids.trek]);
    expect(idsOf((await json(await tourList(get('/api/Tours?q=balloon', 'en'), noParams))).body)).toEqual([ids.balloon]);
    // Wildcards typed by a visitor are literal characters.
    expect((await json(await tourList(get('/api/Tours?q=%25'), noParams))).body.count).toBe(0);
  });

  it('filters by a bookable departure with free seats on or after a date, or in a month', async () => {
    expect(idsOf((await json(await tourList(get(`/api/Tours?date=${dayFromNow(3)}`), noParams))).body)).toEqual([ids.balloon, ids.bosphorus]);
    expect(idsOf((await json(await tourList(get(`/api/Tours?date=${dayFromNow(30)}`), noParams))).body)).toEqual([ids.bosphorus]);
    expect(idsOf((await json(await tourList(get(`/api/Tours?month=${dayFromNow(70).slice(0, 7)}`), noParams))).body)).toEqual([ids.bosphorus]);
  });

  it('gives one address a few large typed searches a minute (each reads thousands of rows afresh), small ones and known lists without limit', async () => {
    const from = (network: string, path: string) => new Request(`http://localhost${path}`, { headers: { 'accept-language': 'en', 'x-forwarded-for': network } });
    const large = (n: number) => `/api/Tours?PageSize=9999&q=balon${n}`;
    const statuses = [];
    for (let n = 0; n < 21; n++) statuses.push((await tourList(from('203.0.113.50', large(n)), noParams)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const refused = await json(await tourList(from('203.0.113.50', large(99)), noParams));
    expect(refused.status).toBe(429);
    expect(refused.body.UIMessage).toMatch(/seconds?/);
    // Another address, a page of 12 of the same search, and the whole known list still answer.
    expect((await tourList(from('203.0.113.51', large(1)), noParams)).status).toBe(200);
    expect((await tourList(from('203.0.113.50', '/api/Tours?PageSize=12&q=balon'), noParams)).status).toBe(200);
    expect((await tourList(from('203.0.113.50', '/api/Tours?PageSize=9999'), noParams)).status).toBe(200);
  });

  it('answers bad parameters with 400 naming each one', async () => {
    const { status, body } = await json(await tourList(get('/api/Tours?PageSize=10000&SortBy=Popularity&type=9&date=2025-02-30&minPrice=-5'), noParams));
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      PageSize: 'Değer en fazla 9999 olabilir.',
      SortBy: 'Bu alana göre sıralama yapılamaz.',
      type: 'Listeden geçerli bir seçenek seçin.',
      date: 'Bu alanın değeri geçersiz.',
      minPrice: 'Tam sayı girin.',
    });
    const en = await json(await tourList(get('/api/Tours?PageIndex=abc', 'en'), noParams));
    expect(en.body.errors).toEqual({ PageIndex: 'The page number must be a whole number of 0 or more.' });
  });
});

describe('GET /api/Tours/{id}', () => {
  it('answers a tour with its gallery, itinerary and bookable departures only', async () => {
    const { status, body } = await json(await tourById(get(`/api/Tours/${ids.balloon}`, 'en'), withId(ids.balloon)));
    expect(status).toBe(200);
    const tour = body.Data;
    expect(tour).toMatchObject({
      id: ids.balloon,
      title: 'Sunrise balloon flight',
      description: 'Long description',
      included: ['Guide'],
      excluded: ['Lunch'],
      meetingPoint: 'Hotel lobby',
      regionName: 'Cappadocia',
      tourTypeName: 'Nature',
      childAgeMax: 11,
      babyAgeMax: 2,
      bookingCutoffHours: 12,
    });
    expect(tour.images.map((image: { alt: string }) => image.alt)).toEqual(['Balloons', 'Sunrise', 'Valley']);
    expect(tour.itinerary.map((day: { dayNo: number; title: string }) => [day.dayNo, day.title])).toEqual([
      [1, 'Flight'],
      [2, 'Return'],
    ]);
    expect(tour.departures).toEqual([
      expect.objectContaining({ startsOn: dayFromNow(10), startTime: '05:30', capacity: 10, seatsLeft: 7, adultPrice: 250_000, hasPriceOverride: false }),
      expect.objectContaining({ startsOn: dayFromNow(12), startTime: null, seatsLeft: 8, adultPrice: 300_000, childPrice: 125_000, hasPriceOverride: true }),
    ]);
  });

  it('leaves out departures inside the booking cut-off and shows sold-out ones with no seat left', async () => {
    const { body } = await json(await tourById(get(`/api/Tours/${ids.trek}`), withId(ids.trek)));
    expect(body.Data.departures).toEqual([expect.objectContaining({ startsOn: dayFromNow(20), seatsLeft: 0 })]);
  });

  it.each([
    ['an inactive tour', () => ids.retired],
    ['a tour of an inactive region', () => ids.orphan],
    ['an unknown id', () => 999_999],
    ['a non-numeric id', () => '12abc'],
  ])('answers %s with 404', async (_case, id) => {
    const { status, body } = await json(await tourById(get(`/api/Tours/${id()}`, 'en'), withId(id())));
    expect(status).toBe(404);
    expect(body.Data).toBeNull();
    expect(body.UIMessage).toBeTruthy();
  });
});
