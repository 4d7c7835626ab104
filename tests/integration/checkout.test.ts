import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, orderDetails, orderEvents, orders, regions, tourDepartures, tours, tourTypes, users } from '@/lib/db/schema';
import { placeOrder } from '@/lib/orders/checkout';
import { orderNumber } from '@/lib/orders/number';
import { checkoutSchema, type CheckoutInput } from '@/lib/orders/checkout-schema';
import { releaseExpiredHolds, cancelOrder } from '@/lib/orders/cancel';
import { HttpError } from '@/lib/http/respond';
import { openTestDatabase } from '../support/db';

type Db = Awaited<ReturnType<typeof openTestDatabase>>;
let handle: Db;
let tourId: number;

const text = (value: string) => ({ tr: value, en: value, ru: value });
const future = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  handle = await openTestDatabase({ seed: false });
  const { db } = handle;
  await db.insert(tourTypes).values({ id: 1, name: text('Doğa') });
  const [region] = await db.insert(regions).values({ name: text('Kapadokya'), description: text('…') }).returning();
  const [tour] = await db
    .insert(tours)
    .values({
      regionId: region.id,
      tourTypeId: 1,
      title: text('Balon Turu'),
      summary: text('…'),
      description: text('…'),
      included: { tr: [], en: [], ru: [] },
      excluded: { tr: [], en: [], ru: [] },
      meetingPoint: text('Göreme'),
      adultPrice: 150000,
      childPrice: 90000,
      babyPrice: 0,
    })
    .returning();
  tourId = tour.id;
});
afterAll(async () => handle.close());

let departureCount = 0;
/** A departure of the test tour; each on its own day (a tour has one departure per date and time). */
async function departure(capacity: number, seatsTaken = 0, startsOn = new Date(Date.parse(future) + departureCount++ * 86_400_000).toISOString().slice(0, 10)) {
  const [row] = await handle.db.insert(tourDepartures).values({ tourId, startsOn, startTime: '08:00:00', capacity, seatsTaken }).returning();
  return row;
}

/** A customer with one cart line: the cart stores a sumPrice, which checkout must not trust. */
async function customerWithCart(departureId: number, people = { adultQuantity: 2, childQuantity: 1, babyQuantity: 0 }, sumPrice = 1) {
  const [user] = await handle.db.insert(users).values({ email: `${randomUUID()}@example.com`, role: 'customer' }).returning();
  const [cart] = await handle.db.insert(carts).values({ userId: user.id }).returning();
  await handle.db.insert(cartItems).values({ cartId: cart.id, tourId, departureId, ...people, quantity: people.adultQuantity + people.childQuantity + people.babyQuantity, sumPrice });
  return user.id;
}

const form = (overrides: Partial<CheckoutInput> = {}) =>
  checkoutSchema.parse({
    reservationName: 'Ayşe',
    reservationSurName: 'Kaya',
    reservationEmail: 'Ayse@Example.com',
    reservationPhone: '0532 123 45 67',
    reservationAddress: 'Moda Cad. 12, Kadıköy, İstanbul',
    paymentMethod: 'card',
    acceptPreInformation: true,
    acceptDistanceSales: true,
    idempotencyKey: randomUUID(),
    ...overrides,
  });

const seatsTaken = async (id: number) => (await handle.db.select().from(tourDepartures).where(eq(tourDepartures.id, id)))[0].seatsTaken;

describe('checkout', () => {
  it('creates a Pending order priced by the server, holds the seats and empties the cart', async () => {
    const dep = await departure(30);
    const userId = await customerWithCart(dep.id, { adultQuantity: 2, childQuantity: 1, babyQuantity: 1 }, 1);
    const placed = await placeOrder(form(), { userId, locale: 'tr', ip: '203.0.113.9' });
    expect(placed.created).toBe(true);
    // 2 × 1 500 TL + 1 × 900 TL + 1 baby × 0, whatever the cart said (1 kuruş).
    expect(placed.totalAmount).toBe(390000);

    const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(order).toMatchObject({ orderStatus: 'Pending', paymentStatus: 'Pending', reservationEmail: 'ayse@example.com', reservationPhone: '+905321234567' });
    expect(order.holdExpiresAt!.getTime() - order.orderDate.getTime()).toBe(30 * 60_000);
    expect(order.acceptances.map((a) => a.document)).toEqual(['preInformation', 'distanceSales']);
    expect(order.acceptances[0]).toMatchObject({ version: '2026-11-26', ip: '203.0.113.9' });
    expect(order.acceptances[0].textHash).toMatch(/^[0-9a-f]{64}$/);

    const [line] = await handle.db.select().from(orderDetails).where(eq(orderDetails.orderId, placed.id));
    expect(line).toMatchObject({ tourName: 'Balon Turu', adultQuantity: 2, adultPrice: 150000, childQuantity: 1, childPrice: 90000, babyQuantity: 1, lineTotal: 390000 });
    expect(await seatsTaken(dep.id)).toBe(3);
    const [cart] = await handle.db.select().from(carts).where(eq(carts.userId, userId));
    expect(await handle.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id))).toEqual([]);
    const events = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.id));
    expect(events.map((e) => e.toStatus)).toEqual(['Pending']);
  });

  it('answers a double submit with the same order', async () => {
    const dep = await departure(30);
    const userId = await customerWithCart(dep.id);
    const input = form();
    const [first, second] = await Promise.all([placeOrder(input, { userId, locale: 'tr', ip: '1.1.1.1' }), placeOrder(input, { userId, locale: 'tr', ip: '1.1.1.1' })]);
    expect(second.id).toBe(first.id);
    expect(await placeOrder(input, { userId, locale: 'tr', ip: '1.1.1.1' })).toMatchObject({ id: first.id, created: false });
    const count = await handle.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
    expect(count[0].n).toBe(1);
    expect(await seatsTaken(dep.id)).toBe(3);
  });

  it('makes one order of one cart when two checkouts with different keys arrive at once (two tabs)', async () => {
    const dep = await departure(30);
    const userId = await customerWithCart(dep.id);
    // Connections open and waiting, as on a running server (on PostgreSQL each checkout has its own).
    await Promise.all(Array.from({ length: 4 }, () => handle.db.execute(sql`select pg_sleep(0.02)`)));
    const results = await Promise.allSettled([placeOrder(form(), { userId, locale: 'tr', ip: '1.1.1.1' }), placeOrder(form(), { userId, locale: 'tr', ip: '1.1.1.1' })]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = results.find((result) => result.status === 'rejected')!.reason;
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).messageKey).toBe('cartEmpty');
    expect(await handle.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(1);
    expect(await seatsTaken(dep.id)).toBe(3);
  });

  it('places every order when carts list the same departures in opposite orders, all at once', async () => {
    const [first, second] = [await departure(40), await departure(40)];
    const people = { adultQuantity: 1, childQuantity: 0, babyQuantity: 0 };
    // Half the carts hold the first departure before the second, half the other way round.
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const userId = await customerWithCart(i % 2 ? second.id : first.id, people);
        const [cart] = await handle.db.select().from(carts).where(eq(carts.userId, userId));
        await handle.db.insert(cartItems).values({ cartId: cart.id, tourId, departureId: i % 2 ? first.id : second.id, ...people, quantity: 1, sumPrice: 1 });
        return userId;
      }),
    );
    await Promise.all(Array.from({ length: 8 }, () => handle.db.execute(sql`select pg_sleep(0.02)`)));
    // On PostgreSQL, seats taken in each cart's own order deadlock: one checkout of a pair failed.
    const results = await Promise.allSettled(buyers.map((userId) => placeOrder(form(), { userId, locale: 'tr', ip: '1.1.1.1' })));
    expect(results.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
    expect([await seatsTaken(first.id), await seatsTaken(second.id)]).toEqual([8, 8]);
  });

  it('sells exactly the seats left when 40 checkouts race for 10', async () => {
    const dep = await departure(12, 2);
    const buyers = await Promise.all(Array.from({ length: 40 }, () => customerWithCart(dep.id, { adultQuantity: 1, childQuantity: 0, babyQuantity: 0 })));
    const results = await Promise.allSettled(buyers.map((userId) => placeOrder(form(), { userId, locale: 'tr', ip: '1.1.1.1' })));
    const sold = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(sold).toHaveLength(10);
    expect(refused).toHaveLength(30);
    for (const { reason } of refused) {
      expect(reason).toBeInstanceOf(HttpError);
      expect((reason as HttpError).messageKey).toBe('notEnoughSeats');
    }
    expect(await seatsTaken(dep.id)).toBe(12);
    const orderCount = await handle.db.select({ n: sql<number>`count(distinct ${orderDetails.orderId})::int` }).from(orderDetails).where(eq(orderDetails.departureId, dep.id));
    expect(orderCount[0].n).toBe(10);
    // The refused buyers keep their carts and no half-made order exists.
    const orphaned = await handle.db.execute(sql`select o.id from orders o left join order_details d on d.order_id = o.id where d.id is null`);
    expect((orphaned as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('refuses a departure inside its booking cut-off and an empty cart, creating nothing', async () => {
    const tomorrowEarly = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    const dep = await departure(10, 0, tomorrowEarly);
    const userId = await customerWithCart(dep.id);
    const late = new Date(`${tomorrowEarly}T07:00:00+03:00`);
    await expect(placeOrder(form(), { userId, locale: 'en', ip: '1.1.1.1', now: late })).rejects.toMatchObject({ messageKey: 'departureClosed' });
    expect(await seatsTaken(dep.id)).toBe(0);
    const [lonely] = await handle.db.insert(users).values({ email: `${randomUUID()}@example.com` }).returning();
    await expect(placeOrder(form(), { userId: lonely.id, locale: 'tr', ip: '1.1.1.1' })).rejects.toMatchObject({ messageKey: 'cartEmpty' });
  });

  it('answers a checkout whose temporary user a sign-in adopted meanwhile with a sentence, taking no seats', async () => {
    // The sign-in in another window holds the guest's row, moves its cart and deletes it
    // (lib/cart/merge-guest-cart.ts); the checkout starts meanwhile (on PostgreSQL it waits for the row).
    const dep = await departure(10);
    const guest = await customerWithCart(dep.id);
    let checkout: Promise<unknown> = Promise.resolve();
    await handle.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, guest)).for('update');
      checkout = placeOrder(form(), { userId: guest, locale: 'en', ip: '1.1.1.1' }).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.delete(users).where(eq(users.id, guest));
    });
    expect(await checkout).toMatchObject({ status: 409, messageKey: 'sessionChanged' });
    expect(await seatsTaken(dep.id)).toBe(0);
  });

  it('applies the tour\'s rules as they are at checkout, not as they were when the cart was filled', async () => {
    const dep = await departure(30);
    const userId = await customerWithCart(dep.id, { adultQuantity: 6, childQuantity: 0, babyQuantity: 0 });
    await handle.db.update(tours).set({ maxPerBooking: 4 }).where(eq(tours.id, tourId));
    try {
      await expect(placeOrder(form(), { userId, locale: 'en', ip: '1.1.1.1' })).rejects.toMatchObject({ status: 409, messageKey: 'tooManyPeople', values: { max: 4 } });
    } finally {
      await handle.db.update(tours).set({ maxPerBooking: 20 }).where(eq(tours.id, tourId));
    }
    const [tour] = await handle.db.select({ regionId: tours.regionId }).from(tours).where(eq(tours.id, tourId));
    await handle.db.update(regions).set({ isActive: false }).where(eq(regions.id, tour.regionId));
    try {
      await expect(placeOrder(form(), { userId, locale: 'en', ip: '1.1.1.1' })).rejects.toMatchObject({ status: 409, messageKey: 'departureClosed' });
    } finally {
      await handle.db.update(regions).set({ isActive: true }).where(eq(regions.id, tour.regionId));
    }
    expect(await seatsTaken(dep.id)).toBe(0);
    await expect(placeOrder(form(), { userId, locale: 'en', ip: '1.1.1.1' })).resolves.toMatchObject({ created: true });
  });

  it('gives each order a number no other order has, also to two checkouts at the same moment', async () => {
    // The order number is the UUID's first 8 characters: the UUIDs the test hands out share them.
    const taken = await placeOrder(form(), { userId: await customerWithCart((await departure(10)).id), locale: 'tr', ip: '1.1.1.2', uuids: () => 'c0ffee00-0000-4000-8000-000000000001' });
    expect(orderNumber(taken)).toBe('C0FFEE00');
    // Each draws a UUID of the number in use first, then one of the same new number (whoever is second
    // meets the first at the index, on PostgreSQL, and draws again), then one of its own.
    const draws = (own: string) => {
      const queue = [`c0ffee00-0000-4000-8000-${randomUUID().slice(-12)}`, `c0ffee01-0000-4000-8000-${randomUUID().slice(-12)}`, own];
      return () => queue.shift() ?? randomUUID();
    };
    const carts = await Promise.all([1, 2].map(async () => customerWithCart((await departure(10)).id)));
    const placed = await Promise.all(
      ['c0ffee02-0000-4000-8000-000000000001', 'c0ffee03-0000-4000-8000-000000000001'].map((own, index) => placeOrder(form(), { userId: carts[index], locale: 'tr', ip: '1.1.1.2', uuids: draws(own) })),
    );
    const numbers = placed.map(orderNumber);
    expect(numbers).toContain('C0FFEE01');
    expect(new Set(numbers).size).toBe(2);
    expect(numbers.filter((number) => number !== 'C0FFEE01')).toEqual([expect.stringMatching(/^C0FFEE0[23]$/)]);
    // The database itself refuses a second order with a number in use.
    const [{ userId }] = await handle.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, taken.id));
    const twin = handle.db.insert(orders).values({ orderUUID: 'c0ffee00-ffff-4fff-8fff-ffffffffffff', userId, totalAmount: 1, paymentMethod: 'card', reservationName: 'A', reservationSurName: 'B', reservationEmail: 'a@b.c', reservationPhone: '+905321234567', reservationAddress: 'x' });
    await expect(twin).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'orders_number_unique' }) });
  });

  it('gives the seats back when a hold expires, once', async () => {
    const dep = await departure(10);
    const userId = await customerWithCart(dep.id);
    const placed = await placeOrder(form({ paymentMethod: 'eft' }), { userId, locale: 'tr', ip: '1.1.1.1' });
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(order.holdExpiresAt!.getTime() - order.orderDate.getTime()).toBe(48 * 3_600_000);
    expect(await seatsTaken(dep.id)).toBe(3);
    const later = new Date(Date.now() + 49 * 3_600_000);
    const [a, b] = await Promise.all([releaseExpiredHolds(later), releaseExpiredHolds(later)]);
    expect([...a, ...b].filter((id) => id === placed.id)).toHaveLength(1);
    expect(await seatsTaken(dep.id)).toBe(0);
    expect(await cancelOrder(placed.id, { kind: 'customer', userId })).toBe(false);
    expect(await seatsTaken(dep.id)).toBe(0);
  });
});

describe('the checkout form', () => {
  const errors = (input: Partial<CheckoutInput>) => {
    const result = checkoutSchema.safeParse({ ...form(), ...input });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('checks TCKN, tax number, phone and the acceptances', () => {
    expect(errors({ reservationTckn: '12345678901' })).toHaveProperty('reservationTckn', 'tckn');
    expect(errors({ reservationTaxNo: '4540536921', reservationTaxOffice: 'Kadıköy' })).toHaveProperty('reservationTaxNo', 'vkn');
    expect(errors({ reservationTaxNo: '4540536920' })).toHaveProperty('reservationTaxOffice', 'taxOfficeRequired');
    expect(errors({ reservationPhone: '12345' })).toHaveProperty('reservationPhone', 'phone');
    expect(errors({ acceptPreInformation: false as never })).toHaveProperty('acceptPreInformation', 'mustAccept');
    expect(errors({ reservationTckn: '10000000146', reservationTaxNo: '4540536920', reservationTaxOffice: 'Kadıköy' })).toEqual({});
  });
  it('keeps a foreign tourist’s international number', () => {
    expect(checkoutSchema.parse({ ...form(), reservationPhone: '+7 916 123-45-67' }).reservationPhone).toBe('+79161234567');
  });
});
