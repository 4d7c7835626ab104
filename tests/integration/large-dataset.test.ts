import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { LARGE_DATASET_CUSTOMER, loadLargeDataset } from '@/lib/db/large-dataset';
import { orderDetails, orders, regions, tourDepartures, tourImages, tourItineraries, tours, tourTypes, users, type Localized } from '@/lib/db/schema';
import { verifyPassword } from '@/lib/auth/password';
import { openTestDatabase } from '../support/db';

const text = (value: string): Localized => ({ tr: value, en: '', ru: value });
let db: Awaited<ReturnType<typeof openTestDatabase>>;
let sourceId: number;

beforeAll(async () => {
  db = await openTestDatabase({ seed: false });
  await db.db.insert(tourTypes).values({ id: 1, name: text('Doğa') });
  const [region] = await db.db.insert(regions).values({ name: text('Kapadokya'), description: text('') }).returning();
  const [closed] = await db.db.insert(regions).values({ name: text('Kapalı'), description: text(''), isActive: false }).returning();
  const tour = {
    tourTypeId: 1,
    summary: text('Özet'),
    description: text('Açıklama'),
    included: { tr: ['Rehber'], en: [], ru: [] },
    excluded: { tr: [], en: [], ru: [] },
    meetingPoint: text('Otel'),
    adultPrice: 100_000,
    childPrice: 50_000,
    coverImage: '/images/tours/balon.webp',
  };
  const [source] = await db.db.insert(tours).values({ ...tour, regionId: region.id, title: text('Balon Turu') }).returning();
  await db.db.insert(tours).values({ ...tour, regionId: closed.id, title: text('Gizli Tur') });
  await db.db.insert(tours).values({ ...tour, regionId: region.id, title: text('Pasif Tur'), isActive: false });
  sourceId = source.id;
  await db.db.insert(tourImages).values({ tourId: source.id, url: '/images/tours/balon.webp', alt: text('Balon'), isCover: true });
  await db.db.insert(tourItineraries).values({ tourId: source.id, dayNo: 1, title: text('Göreme'), description: text('') });
  await db.db.insert(tourDepartures).values([
    { tourId: source.id, startsOn: '2020-06-01', capacity: 20, seatsTaken: 3 },
    { tourId: source.id, startsOn: '2099-06-01', capacity: 20 },
  ]);
});
afterAll(async () => db.close());

describe('the large dataset for the benchmark', () => {
  it('copies the public tours with their images, itinerary and departures, and adds orders for one customer', async () => {
    expect(await loadLargeDataset(db.db, { tours: 40, orders: 300 })).toEqual({ tours: 40, orders: 300 });
    const copies = await db.db.select().from(tours).where(like(sql`${tours.title}->>'tr'`, 'Balon Turu · %'));
    expect(copies).toHaveLength(40);
    // Only the active tour in an active region is copied; an empty translation falls back to Turkish.
    expect(copies[0].title).toMatchObject({ tr: expect.stringMatching(/^Balon Turu · \d+$/), en: expect.stringMatching(/^Balon Turu · \d+$/) });
    expect(copies.every((copy) => copy.coverImage === '/images/tours/balon.webp' && copy.isActive)).toBe(true);
    expect(await db.db.$count(tourImages)).toBe(41);
    expect(await db.db.$count(tourItineraries)).toBe(41);
    expect(await db.db.$count(tourDepartures)).toBe(82);
  });

  it('gives every order one line whose total it matches, and holds no seats', async () => {
    const [customer] = await db.db.select().from(users).where(eq(users.email, LARGE_DATASET_CUSTOMER.email));
    expect(await verifyPassword(LARGE_DATASET_CUSTOMER.password, customer.passwordHash)).toBe(true);
    expect(await db.db.$count(orders, eq(orders.userId, customer.id))).toBe(300);
    expect(await db.db.$count(orderDetails)).toBe(300);
    const mismatched = await db.db.$count(
      orders,
      sql`${orders.totalAmount} <> (select sum(${orderDetails.lineTotal}) from ${orderDetails} where ${orderDetails.orderId} = ${orders.id})`,
    );
    expect(mismatched).toBe(0);
    // Past trips are completed, future ones cancelled: no order may hold a seat.
    expect(await db.db.$count(orders, and(eq(orders.orderStatus, 'Completed'), sql`${orders.orderDate} <= now()`))).toBeGreaterThan(0);
    expect(await db.db.$count(orders, sql`${orders.orderStatus} not in ('Completed', 'Cancelled')`)).toBe(0);
    const seats = await db.db.select({ taken: tourDepartures.seatsTaken }).from(tourDepartures).where(eq(tourDepartures.tourId, sourceId));
    expect(seats.map((s) => s.taken).sort()).toEqual([0, 3]);
  });

  it('runs once: a second start leaves the database alone', async () => {
    expect(await loadLargeDataset(db.db, { tours: 40, orders: 300 })).toBeNull();
    expect(await db.db.$count(orders)).toBe(300);
  });
});
