import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { getDb, type Executor } from '@/lib/db/client';
import { cartItems, carts, orderDetails, orders, regions, tourDepartures, tours, type LegalAcceptance } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { databaseError } from '@/lib/db/errors';
import { formatTry } from '@/lib/money';
import { pick } from '@/lib/i18n/localized';
import { translator } from '@/lib/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { isSalesOpen, participantProblem, seatsNeeded, totalPrice, transferArrivesInTime, unitPrices } from '@/lib/booking/rules';
import { firstPaymentDay, istanbulDay, priceBooking, type LineInput } from '@/lib/pricing/price';
import { findPromo, promoUses, rulesForDepartures, toPromoRule } from '@/lib/pricing/rules-db';
import { MAX_ORDER_KURUS, type Checkout } from './checkout-schema';
import { legalDocuments } from './legal-documents';
import { assertPromoHoldsWithinLimit, assertUnpaidOrdersWithinLimit, assertUnpaidSeatsWithinLimit, lockCustomer } from './unpaid-limits';
import { lockDepartures, takeSeats } from './seats';
import { addressNetwork } from '@/lib/security/rate-limit';
import { inOrderTransaction, recordPlaced } from './transition';
import type { PromoCustomer } from '@/lib/pricing/promo-customer';

/** Unpaid card orders give their seats back after this long (docs/product-rules.md#statuses). */
export const CARD_HOLD_MINUTES = 30;

/**
 * `ip` is the caller's address: the legal acceptances keep it; the order keeps the network the limits
 * per address count (`addressNetwork()`: the address itself, or the /64 of an IPv6 address).
 */
/** `customer`: whose uses a code's per-customer limit counts (lib/pricing/promo-customer.ts); the user's own orders when not given. */
/** `uuids`: where new orders' UUIDs come from (tests choose them); random ones when not given. */
type CheckoutContext = { userId: number; locale: Locale; ip: string; customer?: PromoCustomer; now?: Date; uuids?: () => string };
export type PlacedOrder = { id: number; orderUUID: string; totalAmount: number; paymentMethod: 'card' | 'eft'; created: boolean };

/**
 * Turns the caller's cart into a Pending order in one order transaction (lib/orders/transition.ts):
 * prices come from the database, seats are taken with guarded UPDATEs (a departure can never pass
 * its capacity, however many checkouts run at once), the cart is emptied, and the legal acceptances
 * are stored; the tour pages show the new seats left once it commits. The same idempotency key
 * always yields the same order.
 */
export async function placeOrder(input: Checkout, context: CheckoutContext): Promise<PlacedOrder> {
  const db = await getDb();
  const existing = await findByIdempotencyKey(db, input.idempotencyKey, context.userId);
  if (existing) return existing;
  for (let attempt = 1; ; attempt++) {
    try {
      return await inOrderTransaction((tx) => placeOrderIn(tx, input, context));
    } catch (error) {
      // A concurrent submit with the same key won the race: answer with its order.
      const again = await findByIdempotencyKey(db, input.idempotencyKey, context.userId);
      if (again) return again;
      // Another checkout took the same new order number at the same moment: once more, with another.
      if (attempt === 1 && databaseError(error)?.constraint === 'orders_number_unique') continue;
      throw error;
    }
  }
}

/**
 * A UUID for a new order whose first 8 characters, the order number, no order has yet (one in four
 * billion per existing order is taken; the unique index orders_number_unique settles a race).
 */
async function newOrderUUID(tx: Executor, uuids: () => string = randomUUID): Promise<string> {
  for (;;) {
    const uuid = uuids();
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(sql`left(${orders.orderUUID}::text, 8) = ${uuid.slice(0, 8)}`);
    if (!taken) return uuid;
  }
}

/** A code the rules refuse: 409 with the sentence, also beside the code field. */
function promoError(problem: string, code: string, locale: Locale): HttpError {
  const sentence = translator(locale)(`api.${problem}` as never, { code } as never);
  return new HttpError(409, problem, { code }, { promoCode: sentence });
}

async function findByIdempotencyKey(db: Executor, key: string, userId: number): Promise<PlacedOrder | null> {
  const [row] = await db
    .select({ id: orders.id, orderUUID: orders.orderUUID, totalAmount: orders.totalAmount, paymentMethod: orders.paymentMethod, userId: orders.userId })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  if (!row) return null;
  if (row.userId !== userId) throw new HttpError(409, 'checkoutKeyUsed');
  return { id: row.id, orderUUID: row.orderUUID, totalAmount: row.totalAmount, paymentMethod: row.paymentMethod, created: false };
}

async function placeOrderIn(tx: Executor, input: Checkout, context: CheckoutContext): Promise<PlacedOrder> {
  const now = context.now ?? new Date();
  // Before the cart is read: two checkouts of one cart with different keys (two tabs) would otherwise
  // both read its lines and make two orders on PostgreSQL; the second now finds it empty.
  await lockCustomer(tx, context.userId);
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, context.userId));
  const items = cart
    ? await tx
        .select({ item: cartItems, tour: tours, departure: tourDepartures, regionActive: regions.isActive })
        .from(cartItems)
        .innerJoin(tours, eq(tours.id, cartItems.tourId))
        .innerJoin(regions, eq(regions.id, tours.regionId))
        .innerJoin(tourDepartures, eq(tourDepartures.id, cartItems.departureId))
        .where(eq(cartItems.cartId, cart.id))
        .orderBy(cartItems.id)
    : [];
  if (items.length === 0) throw new HttpError(409, 'cartEmpty');
  await assertUnpaidOrdersWithinLimit(tx, context.userId, now);
  await lockDepartures(tx, items.map(({ departure }) => departure.id));

  // How long the order holds its seats unpaid; a transfer is offered only when its whole deadline
  // ends while the departure still sells (the texts the customer accepts promise those hours).
  const holdMs = input.paymentMethod === 'card' ? CARD_HOLD_MINUTES * 60_000 : env().EFT_DEADLINE_HOURS * 3_600_000;
  const holdEnds = new Date(now.getTime() + holdMs);
  const lines = [];
  const priceInputs: LineInput[] = [];
  const rules = await rulesForDepartures(tx, items.map(({ departure }) => departure));
  for (const { item, tour, departure, regionActive } of items) {
    const seats = seatsNeeded(item);
    // The agency may have changed the tour since the line was added to the cart: its rules apply now.
    if (participantProblem(item, tour.maxPerBooking) === 'tooManyPeople') {
      throw new HttpError(409, 'tooManyPeople', { max: tour.maxPerBooking });
    }
    if (!tour.isActive || !regionActive || !isSalesOpen(departure, tour.bookingCutoffHours, now)) {
      throw new HttpError(409, 'departureClosed', { tour: pick(tour.title, context.locale) });
    }
    if (input.paymentMethod === 'eft' && !transferArrivesInTime(departure, tour.bookingCutoffHours, now, env().EFT_DEADLINE_HOURS)) {
      throw new HttpError(409, 'transferTooLate', { tour: pick(tour.title, context.locale), hours: env().EFT_DEADLINE_HOURS });
    }
    if (!(await takeSeats(tx, departure.id, seats))) {
      throw new HttpError(409, 'notEnoughSeats', { tour: pick(tour.title, context.locale), seats: Math.max(0, departure.capacity - departure.seatsTaken) });
    }
    await assertUnpaidSeatsWithinLimit(tx, addressNetwork(context.ip), departure.id, seats, now);
    const prices = unitPrices(tour, departure);
    priceInputs.push({
      tourId: tour.id,
      regionId: tour.regionId,
      tourTypeId: tour.tourTypeId,
      departureId: departure.id,
      tourName: pick(tour.title, context.locale) || translator(context.locale)('myBookings.tourFallback'),
      startsOn: departure.startsOn,
      prices,
      people: item,
      rule: rules.get(departure.id) ?? null,
    });
    lines.push({
      tourId: tour.id,
      departureId: departure.id,
      // Kept in the booking's language; readers in another one get the tour's own title (lib/orders/tour-name.ts).
      tourName: pick(tour.title, context.locale) || translator(context.locale)('myBookings.tourFallback'),
      departureDate: departure.startsOn,
      adultQuantity: item.adultQuantity,
      adultPrice: prices.adult,
      childQuantity: item.childQuantity,
      childPrice: prices.child,
      babyQuantity: item.babyQuantity,
      babyPrice: prices.baby,
      lineTotal: totalPrice(item, prices),
    });
  }

  // The server's prices (docs/decisions/0048, 0080): early booking or last minute, the promo code,
  // the deposit split. A code is checked on its locked row, so concurrent checkouts count its uses
  // one after the other (docs/decisions/0082); a code the rules refuse refuses the order.
  const promoRow = input.promoCode ? await findPromo(tx, input.promoCode, true) : null;
  if (input.promoCode && !promoRow) throw promoError('promoUnknown', input.promoCode, context.locale);
  const promo = promoRow ? { rule: toPromoRule(promoRow), uses: await promoUses(tx, promoRow, context.customer ?? { userId: context.userId }, now) } : null;
  const priced = priceBooking(priceInputs, istanbulDay(now), promo, firstPaymentDay(now, env().EFT_DEADLINE_HOURS));
  if (priced.promoProblem) throw promoError(priced.promoProblem, input.promoCode!, context.locale);
  const { pricing } = priced;
  if (pricing.promo) await assertPromoHoldsWithinLimit(tx, addressNetwork(context.ip), promoRow!.id, now);
  const totalAmount = pricing.total;
  if (pricing.subtotal > MAX_ORDER_KURUS) throw new HttpError(409, 'orderTooLarge', { max: formatTry(MAX_ORDER_KURUS, context.locale) });
  // Nothing to pay (a 100 % code, an amount code larger than the booking, a free tour): no card or
  // transfer would ever confirm it, and its hold would end in a cancellation the customer never hears
  // of. Such a booking is arranged with the agency (docs/booking-and-payments.md "Checkout").
  if (totalAmount === 0) throw new HttpError(409, 'orderFree');
  // The documents the customer accepted name the price: an order is never placed at another one.
  if ((input.expectedTotal !== undefined && input.expectedTotal !== totalAmount) || (input.expectedDueNow !== undefined && input.expectedDueNow !== pricing.deposit)) {
    throw new HttpError(409, 'priceChanged', { total: formatTry(totalAmount, context.locale), dueNow: formatTry(pricing.deposit, context.locale) });
  }
  const acceptedAt = now.toISOString();
  const acceptances: LegalAcceptance[] = legalDocuments(context.locale).map((document) => ({
    document: document.id,
    version: document.version,
    textHash: document.textHash,
    acceptedAt,
    ip: context.ip,
  }));

  const [order] = await tx
    .insert(orders)
    .values({
      orderUUID: await newOrderUUID(tx, context.uuids),
      userId: context.userId,
      orderDate: now,
      totalAmount,
      subtotalAmount: pricing.subtotal,
      discountAmount: pricing.discount,
      depositAmount: pricing.deposit,
      balanceDueOn: pricing.balanceDueOn,
      promoCodeId: pricing.promo ? promoRow!.id : null,
      pricing,
      paymentMethod: input.paymentMethod,
      reservationName: input.reservationName,
      reservationSurName: input.reservationSurName,
      reservationEmail: input.reservationEmail,
      reservationPhone: input.reservationPhone,
      reservationAddress: input.reservationAddress,
      reservationTaxNo: input.reservationTaxNo ?? null,
      reservationTaxOffice: input.reservationTaxOffice ?? null,
      reservationTckn: input.reservationTckn ?? null,
      locale: context.locale,
      acceptances,
      idempotencyKey: input.idempotencyKey,
      holdExpiresAt: holdEnds,
      ip: addressNetwork(context.ip),
    })
    .returning({ id: orders.id, orderUUID: orders.orderUUID });
  await tx.insert(orderDetails).values(lines.map((line) => ({ ...line, orderId: order.id })));
  await recordPlaced(tx, order.id, lines.map((line) => line.tourId), { kind: 'customer', userId: context.userId }, input.paymentMethod);
  await tx.delete(cartItems).where(inArray(cartItems.id, items.map(({ item }) => item.id)));
  return { id: order.id, orderUUID: order.orderUUID, totalAmount, paymentMethod: input.paymentMethod, created: true };
}
