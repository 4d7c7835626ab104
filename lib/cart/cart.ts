import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db/client';
import { violatesForeignKey } from '@/lib/db/errors';
import { cartItems, carts, regions, tourDepartures, tours } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { checkBooking, type BookingProblem } from './booking-check';
import { bookingError, problemSentence } from './booking-errors';
import type { CartLine } from './cart-line';
import { MAX_CART_ITEMS, type CartAdd } from './cart-schema';
import { MAX_ORDER_KURUS } from '@/lib/orders/checkout-schema';
import { formatTry } from '@/lib/money';

type LineRow = { item: typeof cartItems.$inferSelect; tour: typeof tours.$inferSelect; departure: typeof tourDepartures.$inferSelect; regionActive: boolean };

function toLine(row: LineRow, locale: Locale, now: Date): CartLine {
  const { item, tour, departure } = row;
  const title = pick(tour.title, locale);
  const check = checkBooking({ ...tour, title, isActive: tour.isActive && row.regionActive }, departure, item, now);
  const departureProblem: BookingProblem | null = check.problem && !('field' in check.problem) ? check.problem : null;
  return {
    id: item.id,
    tourId: tour.id,
    departureId: departure.id,
    sumPrice: check.sumPrice,
    quantity: check.quantity,
    adultQuantity: item.adultQuantity,
    childQuantity: item.childQuantity,
    babyQuantity: item.babyQuantity,
    tourTitle: title,
    tourImage: tour.coverImage,
    startsOn: departure.startsOn,
    startTime: departure.startTime ? departure.startTime.slice(0, 5) : null,
    unitPrices: check.prices,
    problem: departureProblem ? problemSentence(departureProblem, locale) : null,
  };
}

async function cartLines(db: Executor, userId: number, locale: Locale, now: Date): Promise<CartLine[]> {
  const rows = await db
    .select({ item: cartItems, tour: tours, departure: tourDepartures, regionActive: regions.isActive })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(tours, eq(tours.id, cartItems.tourId))
    .innerJoin(regions, eq(regions.id, tours.regionId))
    .innerJoin(tourDepartures, eq(tourDepartures.id, cartItems.departureId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.id));
  return rows.map((row) => toLine(row, locale, now));
}

/** The user's cart, oldest line first. */
export async function listCart(userId: number, locale: Locale, now = new Date()): Promise<CartLine[]> {
  return cartLines(await getDb(), userId, locale, now);
}

/**
 * Adds a booking of one departure, priced and checked on the server: the departure must still
 * sell, have the seats, and the participants must suit the tour. A line for a departure already
 * in the cart is replaced rather than added to (the visitor just chose these numbers; adding both
 * could silently double a booking), the rule signing in follows too. Seats are only held at checkout.
 */
type BookingTarget = { tour: typeof tours.$inferSelect; departure: typeof tourDepartures.$inferSelect; quantity: number; sumPrice: number };

/** The departure of a cart add, priced, or the localized reason it cannot be booked. */
async function bookingTarget(db: Executor, input: CartAdd, locale: Locale, now: Date): Promise<BookingTarget> {
  const [row] = await db
    .select({ tour: tours, departure: tourDepartures, regionActive: regions.isActive })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .innerJoin(regions, eq(regions.id, tours.regionId))
    .where(and(eq(tourDepartures.id, input.departureId), input.tourId ? eq(tours.id, input.tourId) : undefined));
  if (!row) throw new HttpError(404, 'departureNotFound');
  const title = pick(row.tour.title, locale);
  const check = checkBooking({ ...row.tour, title, isActive: row.tour.isActive && row.regionActive }, row.departure, input, now);
  if (check.problem) throw bookingError(check.problem, locale);
  if (check.sumPrice > MAX_ORDER_KURUS) throw new HttpError(409, 'orderTooLarge', { max: formatTry(MAX_ORDER_KURUS, locale) });
  return { tour: row.tour, departure: row.departure, quantity: check.quantity, sumPrice: check.sumPrice };
}

/**
 * Throws what adding would throw, without touching any cart: lets the route refuse a bad request
 * before it creates a temporary user for a first-time visitor.
 */
export async function assertAddable(input: CartAdd, locale: Locale, now = new Date()): Promise<void> {
  await bookingTarget(await getDb(), input, locale, now);
}

/**
 * Adds a booking of one departure, priced and checked on the server: the departure must still
 * sell, have the seats, and the participants must suit the tour. A line for a departure already
 * in the cart is replaced rather than added to (the visitor just chose these numbers; adding both
 * could silently double a booking), the rule signing in follows too. Seats are only held at checkout.
 */
export async function addToCart(userId: number, input: CartAdd, locale: Locale, now = new Date()): Promise<{ item: CartLine; items: CartLine[] }> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const target = await bookingTarget(tx, input, locale, now);
      const [cart] = await tx
        .insert(carts)
        .values({ userId })
        .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
        .returning({ id: carts.id });
      await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), eq(cartItems.departureId, target.departure.id)));
      const [{ others }] = await tx.select({ others: sql<number>`count(*)::int` }).from(cartItems).where(eq(cartItems.cartId, cart.id));
      if (others >= MAX_CART_ITEMS) throw new HttpError(409, 'cartFull', { max: MAX_CART_ITEMS });
      const [added] = await tx
        .insert(cartItems)
        .values({
          cartId: cart.id,
          tourId: target.tour.id,
          departureId: target.departure.id,
          adultQuantity: input.adultQuantity,
          childQuantity: input.childQuantity,
          babyQuantity: input.babyQuantity,
          quantity: target.quantity,
          sumPrice: target.sumPrice,
        })
        .returning({ id: cartItems.id });
      const items = await cartLines(tx, userId, locale, now);
      return { item: items.find((line) => line.id === added.id)!, items };
    });
  } catch (error) {
    // The visitor's temporary user went away while this ran: a sign-in in another window adopted it
    // (lib/cart/merge-guest-cart.ts, which moved its cart) or the purge of old ones took it.
    if (violatesForeignKey(error, 'carts_user_id_users_id_fk')) throw new HttpError(409, 'sessionChanged');
    // Staff deleted the departure or its tour after it was looked up: gone, as it would be a moment later.
    if (violatesForeignKey(error, 'cart_items_departure_id_tour_departures_id_fk') || violatesForeignKey(error, 'cart_items_tour_id_tours_id_fk')) {
      throw new HttpError(404, 'departureNotFound');
    }
    throw error;
  }
}

/** Removes one of the user's own lines; false when there is no such line in their cart. */
export async function removeFromCart(userId: number, itemId: number): Promise<boolean> {
  const db = await getDb();
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), sql`${cartItems.cartId} in (select ${carts.id} from ${carts} where ${carts.userId} = ${userId})`))
    .returning({ id: cartItems.id });
  return removed.length > 0;
}

export async function clearCart(userId: number): Promise<void> {
  const db = await getDb();
  await db.delete(cartItems).where(sql`${cartItems.cartId} in (select ${carts.id} from ${carts} where ${carts.userId} = ${userId})`);
}
