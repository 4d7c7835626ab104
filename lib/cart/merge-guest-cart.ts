import 'server-only';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { MAX_CART_ITEMS } from './cart-schema';
import type { Executor } from '@/lib/db/client';
import { cartItems, carts, orderEvents, orders, tourReviews, users, wishlists } from '@/lib/db/schema';

/**
 * Signing in adopts what a visitor did as a temporary user (docs/auth.md): the cart lines move into
 * the account's cart. A line for a departure the account's cart already holds replaces the older
 * line rather than adding to it: the visitor just chose those quantities, and adding both could
 * silently double a booking. Wishlist entries move too.
 *
 * Orders are different (docs/auth.md "Proven sessions"): they join the account only when the
 * sign-in proved control of the account's e-mail (`joinOrders`), each with an order event. Then,
 * or when the temporary user has no orders, it is deleted (its cart, tokens and wishlist go by
 * cascade); otherwise it stays, holding its orders, and the caller carries it in the new session.
 * Does nothing unless `guestId` really is a temporary user other than the account.
 */
export async function mergeGuestCart(
  db: Executor,
  guestId: number,
  accountId: number,
  options: { joinOrders: boolean },
): Promise<{ movedItems: number; guestKept: boolean }> {
  if (guestId === accountId) return { movedItems: 0, guestKept: false };
  const [guest] = await db.select({ role: users.role }).from(users).where(eq(users.id, guestId)).for('update');
  if (guest?.role !== 'guest') return { movedItems: 0, guestKept: false };

  let movedItems = 0;
  // Locked before its lines are read: an add in the visitor's other tab (which takes the same row,
  // lib/cart/cart.ts) commits before this reads, or waits until the lines have moved; else its line
  // would move unseen beside the account's line for the same departure.
  const [guestCart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, guestId)).for('update');
  if (guestCart) {
    const lines = await db.select({ departureId: cartItems.departureId }).from(cartItems).where(eq(cartItems.cartId, guestCart.id));
    if (lines.length > 0) {
      const [accountCart] = await db
        .insert(carts)
        .values({ userId: accountId })
        .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
        .returning({ id: carts.id });
      const departures = [...new Set(lines.map((line) => line.departureId))];
      await db.delete(cartItems).where(and(eq(cartItems.cartId, accountCart.id), inArray(cartItems.departureId, departures)));
      const moved = await db.update(cartItems).set({ cartId: accountCart.id }).where(eq(cartItems.cartId, guestCart.id)).returning({ id: cartItems.id });
      movedItems = moved.length;
      // A cart holds MAX_CART_ITEMS lines: the visitor's just-chosen ones stay, then the account's newest.
      if (moved.length > 0) await keepNewestLines(db, accountCart.id, moved.map((line) => line.id));
    }
  }

  await db
    .insert(wishlists)
    .select(db.select({ userId: sql<number>`${accountId}::integer`.as('user_id'), tourId: wishlists.tourId, createdAt: wishlists.createdAt }).from(wishlists).where(eq(wishlists.userId, guestId)))
    .onConflictDoNothing();

  if (options.joinOrders) {
    await joinGuestOrders(db, guestId, accountId);
  } else {
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, guestId)).limit(1);
    if (order) {
      await db.delete(wishlists).where(eq(wishlists.userId, guestId));
      return { movedItems, guestKept: true };
    }
  }
  // Cascades to the temporary user's cart, wishlist and refresh tokens.
  await db.delete(users).where(eq(users.id, guestId));
  return { movedItems, guestKept: false };
}

/**
 * Moves a temporary user's orders into an account, recording the move on each order, and the
 * reviews of those orders with them: a review belongs to its order's owner, and deleting the
 * temporary user afterwards would delete its reviews with it (a published review gone, a hidden one
 * written again).
 */
async function joinGuestOrders(db: Executor, guestId: number, accountId: number): Promise<void> {
  await db.update(tourReviews).set({ userId: accountId }).where(eq(tourReviews.userId, guestId));
  const moved = await db
    .update(orders)
    .set({ userId: accountId, updatedAt: new Date() })
    .where(eq(orders.userId, guestId))
    .returning({ id: orders.id, status: orders.orderStatus });
  if (moved.length === 0) return;
  await db.insert(orderEvents).values(
    moved.map((order) => ({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actorKind: 'system',
      actorUserId: accountId,
      note: `guest order joined the account (user ${accountId}) after a sign-in that proved its e-mail`,
    })),
  );
}

/** Keeps the cart's `MAX_CART_ITEMS` lines: those just moved in (`moved`, ids), then the newest. */
async function keepNewestLines(db: Executor, cartId: number, moved: number[]): Promise<void> {
  const kept = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(desc(inArray(cartItems.id, moved)), desc(cartItems.id))
    .limit(MAX_CART_ITEMS);
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), notInArray(cartItems.id, kept.map((line) => line.id))));
}
