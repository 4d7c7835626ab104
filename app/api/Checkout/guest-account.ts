import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderEvents, orders, users } from '@/lib/db/schema';
import { findAccountByEmail } from '@/lib/auth/users';
import type { Checkout } from '@/lib/orders/checkout-schema';

/**
 * What became of a temporary user's order (DESIGN §6, docs/booking-and-payments.md "Guests"):
 * - `adopted`: nobody had the e-mail, so the temporary user became a customer with it (no
 *   password: they sign in later with a one-time code), and this browser keeps the session;
 * - `moved`: an account has the e-mail, so the order went to that account; this browser is not
 *   that account's owner until it proves it by signing in, and then pays or reads the order there.
 */
export type GuestOutcome = 'adopted' | 'moved';

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function moveToAccount(orderId: number, guestId: number, accountId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({ userId: accountId, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.userId, guestId)))
      .returning({ status: orders.orderStatus });
    if (!moved) return;
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: moved.status,
      toStatus: moved.status,
      actorKind: 'system',
      actorUserId: null,
      note: `guest order moved to the account of its e-mail (user ${accountId})`,
    });
  });
}

/** Gives a temporary user's new order an account for its e-mail. */
export async function settleGuestOrder(guestId: number, orderId: number, checkout: Checkout): Promise<GuestOutcome> {
  const db = await getDb();
  const account = await findAccountByEmail(db, checkout.reservationEmail);
  if (!account) {
    try {
      const [adopted] = await db
        .update(users)
        .set({
          email: checkout.reservationEmail,
          role: 'customer',
          name: checkout.reservationName,
          surname: checkout.reservationSurName,
          phone: checkout.reservationPhone,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, guestId), eq(users.role, 'guest')))
        .returning({ id: users.id });
      if (adopted) return 'adopted';
    } catch (error) {
      // Another checkout claimed the address a moment ago: it is an account now.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const owner = account ?? (await findAccountByEmail(db, checkout.reservationEmail));
  if (!owner) throw new Error('guest checkout: the e-mail has neither an account nor a free slot');
  // A double submit of the same checkout adopted the address a moment ago: it is this user.
  if (owner.id === guestId) return 'adopted';
  await moveToAccount(orderId, guestId, owner.id);
  return 'moved';
}

/**
 * A repeated submit of a guest checkout whose order was already moved to an account: the order of
 * this idempotency key, if it went to the account of this e-mail. Knowing the key (made by the
 * browser, never shown) is what identifies the same checkout.
 */
export async function movedGuestOrder(checkout: Checkout): Promise<{ id: number; orderUUID: string; totalAmount: number; paymentMethod: 'card' | 'eft' } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: orders.id, orderUUID: orders.orderUUID, totalAmount: orders.totalAmount, paymentMethod: orders.paymentMethod })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.idempotencyKey, checkout.idempotencyKey),
        eq(orders.reservationEmail, checkout.reservationEmail),
        eq(users.email, checkout.reservationEmail),
        ne(users.role, 'guest'),
      ),
    );
  return row ?? null;
}
