import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { placeOrder } from '@/lib/orders/checkout';
import { checkoutSchema } from '@/lib/orders/checkout-schema';
import { addDays, istanbulDay } from '@/lib/pricing/price';
import { createAccount } from './auth-support';
import { cartItems, carts, contacts, regions, settings, tourDepartures, tours, tourTypes } from '@/lib/db/schema';

const text = (value: string) => ({ tr: value, en: value, ru: value });
const noList = { tr: [], en: [], ru: [] };

/**
 * The Istanbul calendar day `days` from today: the calendar the product keeps (due days, cut-offs).
 * A UTC date is a day behind from 21:00 to midnight UTC, and a test run then saw a balance due "in
 * 46 days" flagged overdue after 46.
 */
export const inDays = (days: number) => addDays(istanbulDay(new Date()), days);

/** The checkout form as a customer sends it (`POST /api/Checkout`): paid by bank transfer unless `overrides` say otherwise. */
export const checkoutForm = (email: string, overrides: Record<string, unknown> = {}) => ({
  reservationName: 'Deniz',
  reservationSurName: 'Aydın',
  reservationEmail: email,
  reservationPhone: '0532 123 45 67',
  reservationAddress: 'Moda Cad. 12, Kadıköy, İstanbul',
  paymentMethod: 'eft',
  acceptPreInformation: true,
  acceptDistanceSales: true,
  idempotencyKey: randomUUID(),
  ...overrides,
});

/** Istanbul wall-clock date and time `hours` from now (UTC+3 all year). */
function istanbulIn(hours: number) {
  const wall = new Date(Date.now() + (hours + 3) * 3_600_000).toISOString();
  return { startsOn: wall.slice(0, 10), startTime: `${wall.slice(11, 16)}:00` };
}

/** The agency's settings and contacts, as the e-mails and the bank-transfer page quote them. */
export async function seedAgency() {
  const db = await getDb();
  await db.insert(settings).values({
    companyName: 'Anatolia Turizm Ltd. Şti.',
    bankName: 'Türkiye İş Bankası',
    iban: 'TR230006401234567001000415',
    tursabLicenceNo: 'A-12345',
    mersisNo: '0068012345600017',
    paymentStoreType: '3D_PAY',
  });
  await db.insert(contacts).values({ id: 1, phone1: '+90 212 555 01 23', address: text('Divanyolu Cad. 12, İstanbul'), email: 'info@anatolia.example' });
}

/**
 * A tour (1 500 TL adults, 900 TL children, 100 TL babies; at most 6 per booking; children up to
 * 11, babies up to 2; bookings close 12 h before) with departures in every state a booking meets.
 */
export async function seedBookableTour(title = 'Balon Turu') {
  const db = await getDb();
  await db.insert(tourTypes).values({ id: 1, name: text('Doğa') }).onConflictDoNothing();
  const [region] = await db.insert(regions).values({ name: text('Kapadokya'), description: text('…') }).returning();
  const [tour] = await db
    .insert(tours)
    .values({
      regionId: region.id,
      tourTypeId: 1,
      title: { tr: title, en: `${title} (en)`, ru: `${title} (ru)` },
      summary: text('…'),
      description: text('…'),
      included: noList,
      excluded: noList,
      meetingPoint: text('Göreme'),
      adultPrice: 150000,
      childPrice: 90000,
      babyPrice: 10000,
      maxPerBooking: 6,
      childAgeMax: 11,
      babyAgeMax: 2,
      bookingCutoffHours: 12,
      coverImage: '/images/tours/1-1.webp',
    })
    .returning();
  const [open, full, closed, special, nearlyFull] = await db
    .insert(tourDepartures)
    .values([
      { tourId: tour.id, startsOn: inDays(20), startTime: '08:00:00', capacity: 30 },
      { tourId: tour.id, startsOn: inDays(21), startTime: '08:00:00', capacity: 10, seatsTaken: 10 },
      // Starts in 6 hours, within the 12-hour cut-off: no longer sold.
      { tourId: tour.id, ...istanbulIn(6), capacity: 30 },
      { tourId: tour.id, startsOn: inDays(22), startTime: null, capacity: 30, adultPriceOverride: 170000 },
      { tourId: tour.id, startsOn: inDays(23), startTime: '09:00:00', capacity: 10, seatsTaken: 8 },
    ])
    .returning();
  return { tour, open, full, closed, special, nearlyFull };
}

/**
 * A new customer (signed up with `password`) whose unpaid order of two adults on the departure has
 * taken its seats, placed through the real checkout.
 */
export async function customerWithPlacedOrder(place: { tourId: number; departureId: number; password: string; paymentMethod?: 'card' | 'eft' }) {
  const db = await getDb();
  const email = `${randomUUID()}@example.com`;
  const user = await createAccount({ email, password: place.password });
  const [cart] = await db.insert(carts).values({ userId: user.id }).returning();
  await db.insert(cartItems).values({ cartId: cart.id, tourId: place.tourId, departureId: place.departureId, adultQuantity: 2, childQuantity: 0, babyQuantity: 0, quantity: 2, sumPrice: 0 });
  const input = checkoutSchema.parse({
    reservationName: 'Ali',
    reservationSurName: 'Öztürk',
    reservationEmail: email,
    reservationPhone: '05321234567',
    reservationAddress: 'Alsancak, İzmir',
    paymentMethod: place.paymentMethod ?? 'card',
    acceptPreInformation: true,
    acceptDistanceSales: true,
    idempotencyKey: randomUUID(),
  });
  const order = await placeOrder(input, { userId: user.id, locale: 'tr', ip: '127.0.0.1' });
  return { user, email, order };
}

