import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { cartItems, carts, orders, users, wishlists } from '@/lib/db/schema';

/**
 * Signing in adopts what a visitor did as a temporary user (DESIGN §6): the cart lines move into
 * the account's cart and the temporary user is deleted. A line for a departure the account's cart
 * already holds replaces the older line rather than adding to it: the visitor just chose those
 * quantities, and adding both could silently double a booking. Wishlist entries and any orders of
 * the temporary user move too, so nothing the visitor made is lost with the user row.
 * Does nothing unless `guestId` really is a temporary user other than the account.
 */
export async function mergeGuestCart(db: Executor, guestId: number, accountId: number): Promise<{ movedItems: number }> {
  if (guestId === accountId) return { movedItems: 0 };
  const [guest] = await db.select({ role: users.role }).from(users).where(eq(users.id, guestId)).for('update');
  if (guest?.role !== 'guest') return { movedItems: 0 };

  let movedItems = 0;
  const [guestCart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, guestId));
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
    }
  }

  await db
    .insert(wishlists)
    .select(db.select({ userId: sql<number>`${accountId}::integer`.as('user_id'), tourId: wishlists.tourId, createdAt: wishlists.createdAt }).from(wishlists).where(eq(wishlists.userId, guestId)))
    .onConflictDoNothing();
  await db.update(orders).set({ userId: accountId }).where(eq(orders.userId, guestId));
  // Cascades to the temporary user's cart, wishlist and refresh tokens.
  await db.delete(users).where(eq(users.id, guestId));
  return { movedItems };
}
