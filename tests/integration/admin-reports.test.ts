import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getReport } from '@/app/api/admin/reports/route';
import { adminReport } from '@/lib/admin/reports';
import { resolveReportFilters, type ReportQuery } from '@/lib/admin/reports-filters';
import { getDb } from '@/lib/db/client';
import { orderDetails, orderPayments, orders, regions, tourDepartures, tours } from '@/lib/db/schema';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { seedBookableTour } from './shop-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let tourA: number;
let tourB: number;
let regionB: number;
let d: Record<'d1' | 'd2' | 'd3', number>;
let customerId: number;

type Line = { tour: number; departure: number; on: string; adults: number; children?: number; total: number };
type Seed = { at: string; method: 'card' | 'eft'; status: 'Pending' | 'Confirmed' | 'Cancelled'; paid: boolean; locale: string; lines: Line[] };

async function seedOrder(seed: Seed) {
  const db = await getDb();
  const [row] = await db
    .insert(orders)
    .values({
      userId: customerId,
      orderDate: new Date(seed.at),
      totalAmount: seed.lines.reduce((sum, line) => sum + line.total, 0),
      orderStatus: seed.status,
      paymentStatus: seed.paid ? 'Completed' : 'Pending',
      paymentMethod: seed.method,
      reservationName: 'Ayşe',
      reservationSurName: 'Yılmaz',
      reservationEmail: 'ayse@example.com',
      reservationPhone: '+905321234567',
      reservationAddress: 'İstanbul',
      locale: seed.locale,
    })
    .returning({ id: orders.id });
  for (const line of seed.lines) {
    await db.insert(orderDetails).values({ orderId: row.id, tourId: line.tour, departureId: line.departure, departureDate: line.on, adultQuantity: line.adults, childQuantity: line.children ?? 0, lineTotal: line.total });
  }
  return row.id;
}

/** The report for a query, as the API would resolve its defaults (today fixed). */
async function report(query: ReportQuery, today = '2026-03-10') {
  const { filters, issues } = resolveReportFilters(query, today);
  expect(issues).toEqual([]);
  return adminReport(await getDb(), filters, { locale: 'en', today });
}

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  tourA = (await seedBookableTour('Balon Turu')).tour.id;
  const db = await getDb();
  [{ id: regionB }] = await db.insert(regions).values({ name: { tr: 'Ege', en: 'Aegean', ru: 'Эгейское' }, description: { tr: '', en: '', ru: '' } }).returning({ id: regions.id });
  const [source] = await db.select().from(tours).where(eq(tours.id, tourA));
  [{ id: tourB }] = await db
    .insert(tours)
    .values({ ...source, id: undefined, regionId: regionB, title: { tr: 'Efes Turu', en: 'Ephesus Tour', ru: 'Тур в Эфес' }, createdAt: undefined, updatedAt: undefined })
    .returning({ id: tours.id });
  const inserted = await db
    .insert(tourDepartures)
    .values([
      { tourId: tourA, startsOn: '2026-03-02', startTime: '07:30:00', capacity: 10, seatsTaken: 2 },
      { tourId: tourA, startsOn: '2026-03-20', capacity: 10, seatsTaken: 1 },
      { tourId: tourB, startsOn: '2026-03-05', startTime: '09:00:00', capacity: 10, seatsTaken: 4 },
    ])
    .returning({ id: tourDepartures.id });
  d = { d1: inserted[0].id, d2: inserted[1].id, d3: inserted[2].id };
  customerId = (await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' })).id;
  await createAccount({ email: 'admin@example.com', password: 'Admin123!', role: 'admin' });

  // 00:30 on Sunday 1 March in Istanbul (Saturday 28 February in UTC): March, and the week of Monday 23 February.
  await seedOrder({ at: '2026-02-28T21:30:00Z', method: 'card', status: 'Confirmed', paid: true, locale: 'en', lines: [{ tour: tourA, departure: d.d1, on: '2026-03-02', adults: 2, total: 300000 }] });
  // 00:30 on Monday 2 March in Istanbul (Sunday 1 March in UTC): the week of 2 March. Two tours in one order.
  await seedOrder({
    at: '2026-03-01T21:30:00Z',
    method: 'eft',
    status: 'Confirmed',
    paid: true,
    locale: 'tr',
    lines: [
      { tour: tourA, departure: d.d2, on: '2026-03-20', adults: 1, total: 150000 },
      { tour: tourB, departure: d.d3, on: '2026-03-05', adults: 2, children: 1, total: 100001 },
    ],
  });
  // Friday 27 February, not paid yet: a booking with seats and no revenue.
  await seedOrder({ at: '2026-02-27T10:00:00Z', method: 'card', status: 'Pending', paid: false, locale: 'ru', lines: [{ tour: tourB, departure: d.d3, on: '2026-03-05', adults: 1, total: 50000 }] });
  // Paid, then cancelled (refund due): a cancellation, no revenue, no seats.
  await seedOrder({ at: '2026-03-03T09:00:00Z', method: 'card', status: 'Cancelled', paid: true, locale: 'tr', lines: [{ tour: tourA, departure: d.d2, on: '2026-03-20', adults: 2, total: 300000 }] });
  // Long before the periods below.
  await seedOrder({ at: '2026-01-10T10:00:00Z', method: 'eft', status: 'Confirmed', paid: true, locale: 'tr', lines: [{ tour: tourA, departure: d.d1, on: '2026-03-02', adults: 1, total: 150000 }] });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

const figures = (bookings: number, cancelled: number, seats: number, revenue: number) => ({ bookings, cancelled, seats, revenue });

describe('report figures by booking date (Istanbul calendar)', () => {
  it('groups by week across the month boundary by the Istanbul day, not the UTC one', async () => {
    const result = await report({ from: '2026-02-23', to: '2026-03-08', group: 'week' });
    expect(result.series).toEqual([
      { start: '2026-02-23', end: '2026-03-01', ...figures(2, 0, 3, 300000) },
      { start: '2026-03-02', end: '2026-03-08', ...figures(2, 1, 4, 250001) },
    ]);
    expect(result.totals).toEqual(figures(4, 1, 7, 550001));
  });

  it('gives the same weeks whatever the database server’s own time zone', async () => {
    const { filters } = resolveReportFilters({ from: '2026-02-23', to: '2026-03-08', group: 'week' }, '2026-03-10');
    const db = await getDb();
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
      const result = await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local time zone '${zone}'`));
        return adminReport(tx, filters, { locale: 'en', today: '2026-03-10' });
      });
      expect(result.series.map((bucket) => [bucket.start, bucket.bookings, bucket.revenue]), zone).toEqual([
        ['2026-02-23', 2, 300000],
        ['2026-03-02', 2, 250001],
      ]);
    }
  });

  it('puts an order placed at 00:30 on 1 March in Istanbul in March, and fills empty months with zeros', async () => {
    const result = await report({ from: '2025-12-01', to: '2026-03-31', group: 'month' });
    expect(result.series).toEqual([
      { start: '2025-12-01', end: '2025-12-31', ...figures(0, 0, 0, 0) },
      { start: '2026-01-01', end: '2026-01-31', ...figures(1, 0, 1, 150000) },
      { start: '2026-02-01', end: '2026-02-28', ...figures(1, 0, 1, 0) },
      { start: '2026-03-01', end: '2026-03-31', ...figures(3, 1, 6, 550001) },
    ]);
  });

  it('clips the first and last week to the period and counts per day', async () => {
    const weeks = await report({ from: '2026-02-26', to: '2026-03-03', group: 'week' });
    expect(weeks.series.map(({ start, end }) => [start, end])).toEqual([
      ['2026-02-26', '2026-03-01'],
      ['2026-03-02', '2026-03-03'],
    ]);
    const days = await report({ from: '2026-02-27', to: '2026-03-02', group: 'day' });
    expect(days.series.map((bucket) => [bucket.start, bucket.bookings, bucket.revenue])).toEqual([
      ['2026-02-27', 1, 0],
      ['2026-02-28', 0, 0],
      ['2026-03-01', 1, 300000],
      ['2026-03-02', 1, 250001],
    ]);
  });

  it('shares an order’s revenue between its tours to the kuruş, and filters by tour and region', async () => {
    const all = await report({ from: '2026-02-23', to: '2026-03-08' });
    expect(all.tours).toEqual([
      { id: tourA, title: 'Balon Turu (en)', ...figures(3, 1, 3, 450000) },
      { id: tourB, title: 'Ephesus Tour', ...figures(2, 0, 4, 100001) },
    ]);
    expect(all.regions.map((region) => [region.id === regionB ? 'Aegean' : region.name, region.revenue])).toEqual([
      ['Kapadokya', 450000],
      ['Aegean', 100001],
    ]);
    expect((await report({ from: '2026-02-23', to: '2026-03-08', tourId: tourB })).totals).toEqual(figures(2, 0, 4, 100001));
    expect((await report({ from: '2026-02-23', to: '2026-03-08', regionId: regionB })).totals).toEqual(figures(2, 0, 4, 100001));
  });

  it('splits card against bank transfer and the customers’ languages', async () => {
    const result = await report({ from: '2026-02-23', to: '2026-03-08' });
    expect(result.paymentMethods).toEqual([
      { method: 'card', ...figures(3, 1, 3, 300000) },
      { method: 'eft', ...figures(1, 0, 4, 250001) },
    ]);
    expect(result.languages).toEqual([
      { locale: 'tr', ...figures(2, 1, 4, 250001) },
      { locale: 'en', ...figures(1, 0, 2, 300000) },
      { locale: 'ru', ...figures(1, 0, 1, 0) },
    ]);
  });
});

describe('the /db-main panel', () => {
  it('gives the same buckets and totals with the series alone, and no breakdowns', async () => {
    const { filters } = resolveReportFilters({ from: '2026-02-23', to: '2026-03-08', group: 'week' }, '2026-03-10');
    const full = await adminReport(await getDb(), filters, { locale: 'en', today: '2026-03-10' });
    const series = await adminReport(await getDb(), filters, { locale: 'en', today: '2026-03-10', only: 'series' });
    expect(series.series).toEqual(full.series);
    expect(series.totals).toEqual(full.totals);
    expect([series.tours, series.regions, series.paymentMethods, series.languages, series.departures]).toEqual([[], [], [], [], []]);
  });
});

describe('report figures by travel date', () => {
  it('counts each line on its departure day, an order once per bucket', async () => {
    const result = await report({ from: '2026-03-01', to: '2026-03-31', group: 'week', basis: 'travel' });
    const nonEmpty = result.series.filter((bucket) => bucket.bookings > 0);
    expect(nonEmpty).toEqual([
      // d1 (the order of 1 March and the January one) and d3 (two orders) in the week of 2 March.
      { start: '2026-03-02', end: '2026-03-08', ...figures(4, 0, 7, 550001) },
      // d2: the two-tour order's other line and the cancelled order.
      { start: '2026-03-16', end: '2026-03-22', ...figures(2, 1, 1, 150000) },
    ]);
    expect(result.totals).toEqual(figures(5, 1, 8, 700001));
  });
});

describe('seats per upcoming departure', () => {
  it('shows sold (paid), held (awaiting payment) and free seats from today on, for the filtered tour', async () => {
    const result = await report({ tourId: tourB }, '2026-03-01');
    expect(result.departures).toEqual([{ id: d.d3, tourId: tourB, tourTitle: 'Ephesus Tour', startsOn: '2026-03-05', startTime: '09:00', capacity: 10, sold: 3, held: 1, free: 6 }]);
    const later = await report({ tourId: tourA }, '2026-03-10');
    expect(later.departures[0]).toMatchObject({ id: d.d2, startsOn: '2026-03-20', startTime: null, sold: 1, held: 0, free: 9 });
  });
});

describe('GET /api/admin/reports', () => {
  it('answers the figures in kuruş with the filters it used', async () => {
    const admin = await signedIn('admin@example.com', 'Admin123!', 'en');
    const answer = await admin.call(getReport, '/api/admin/reports?from=2026-02-23&to=2026-03-08&group=week');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body.Data.filters).toEqual({ from: '2026-02-23', to: '2026-03-08', group: 'week', basis: 'booking' });
    expect(answer.body.Data.totals).toEqual(figures(4, 1, 7, 550001));
    expect(answer.body.Data.series.map((bucket: { revenue: number }) => bucket.revenue)).toEqual([300000, 250001]);
  });

  it('chooses the grouping from the period’s length when none is asked for', async () => {
    const admin = await signedIn('admin@example.com', 'Admin123!', 'en');
    const group = async (query: string) => (await admin.call(getReport, `/api/admin/reports?${query}`)).body.Data.filters.group;
    expect(await group('from=2026-01-01&to=2026-03-01')).toBe('day');
    expect(await group('from=2025-06-01&to=2026-03-01')).toBe('week');
    expect(await group('from=2024-06-01&to=2026-03-01')).toBe('month');
  });

  it('refuses bad filters with a 400 and a sentence, never a 500', async () => {
    const admin = await signedIn('admin@example.com', 'Admin123!', 'en');
    const refused = async (query: string) => {
      const answer = await admin.call(getReport, `/api/admin/reports?${query}`);
      expect(answer.status, query).toBe(400);
      return answer.body.errors as Record<string, string>;
    };
    expect(await refused('from=2026-03-10&to=2026-03-01')).toEqual({ to: 'The end of the period cannot be before its start.' });
    expect(await refused('from=2020-01-01&to=2026-03-01')).toEqual({ to: 'A report covers at most 731 days; choose a shorter period.' });
    expect(await refused('from=2026-02-30')).toEqual({ from: 'Choose a valid date.' });
    expect(await refused('to=1900-01-01')).toEqual({ to: 'Choose a valid date.' });
    expect(await refused('from=2026-1-1')).toEqual({ from: 'Choose a valid date.' });
    expect((await refused('group=year')).group).toBe('Choose a valid option from the list.');
    expect((await refused('basis=payment')).basis).toBe('Choose a valid option from the list.');
    expect((await refused('tourId=abc')).tourId).toBe('Enter a whole number.');
    expect((await refused('regionId=-1')).regionId).toBeDefined();
    expect((await refused('tourId=99999999999')).tourId).toBeDefined();
    expect((await refused(`from=${encodeURIComponent('2026-03-01\u0000')}`)).from).toBeDefined();
    expect(await refused(`from=${'9'.repeat(5000)}`)).toHaveProperty('from');
    // An unknown tour or region is no error: the report is simply empty.
    const unknown = await admin.call(getReport, '/api/admin/reports?from=2026-02-23&to=2026-03-08&tourId=999999');
    expect(unknown.status).toBe(200);
    expect(unknown.body.Data.totals).toEqual(figures(0, 0, 0, 0));
  });

  it('is the agency’s only: 401 signed out, 403 for a customer', async () => {
    expect((await new Browser().call(getReport, '/api/admin/reports')).status).toBe(401);
    const customer = await signedIn('musteri@example.com', 'Musteri123!');
    expect((await customer.call(getReport, '/api/admin/reports')).status).toBe(403);
  });
});

describe('revenue of a booking paid with a deposit', () => {
  it('counts the deposit once it is paid and the balance when it arrives, to the kuruş', async () => {
    const id = await seedOrder({ at: '2026-06-10T09:00:00Z', method: 'card', status: 'Confirmed', paid: false, locale: 'tr', lines: [{ tour: tourA, departure: d.d2, on: '2026-03-20', adults: 2, total: 300000 }] });
    const db = await getDb();
    await db.update(orders).set({ paymentStatus: 'Partial' }).where(eq(orders.id, id));
    await db.insert(orderPayments).values({ orderId: id, kind: 'deposit', method: 'card', amount: 90000, installments: 3, installmentCostKurus: 2700 });
    const june = { from: '2026-06-01', to: '2026-06-30', group: 'month' } as const;
    expect((await report(june, '2026-06-30')).totals.revenue).toBe(90000);
    await db.insert(orderPayments).values({ orderId: id, kind: 'balance', method: 'eft', amount: 210000 });
    await db.update(orders).set({ paymentStatus: 'Completed' }).where(eq(orders.id, id));
    expect((await report(june, '2026-06-30')).totals.revenue).toBe(300000);
  });
});
