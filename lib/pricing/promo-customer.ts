import 'server-only';
import { getDb } from '@/lib/db/client';
import { familyTraits } from '@/lib/auth/refresh-tokens';
import { isSignedIn, type SessionUser } from '@/lib/auth/session';

/**
 * Whose uses a code's per-customer limit counts (docs/decisions/0161): never the address typed at
 * checkout — counting by it told whoever typed another person's address that they had used the code.
 * - a signed-in account whose session proved its address: that mailbox (its bookings, and those any
 *   browser placed with its address);
 * - anyone else (a guest, an account that never proved its address): only this user's own orders.
 */
export type PromoCustomer = { mailbox: string } | { userId: number } | null;

export async function promoCustomerOf(user: SessionUser | null): Promise<PromoCustomer> {
  if (!user) return null;
  if (isSignedIn(user) && (await familyTraits(await getDb(), user.sessionId)).proven) return { mailbox: user.email };
  return { userId: user.id };
}
