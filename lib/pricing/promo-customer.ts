import 'server-only';
import { getDb } from '@/lib/db/client';
import { familyTraits } from '@/lib/auth/refresh-tokens';
import { isSignedIn, type SessionUser } from '@/lib/auth/session';

/**
 * Whose uses a code's per-customer limit counts (docs/decisions/0161): never the address typed at
 * checkout — counting by it told whoever typed another person's address that they had used the code.
 * - always this user's own orders, whatever address they were placed with;
 * - and, for a signed-in account whose session proved its address, the bookings any browser placed
 *   with that mailbox. Not for a guest or an account that never proved its address (anyone may
 *   register one for someone else's address).
 */
export type PromoCustomer = { userId: number; mailbox?: string } | null;

export async function promoCustomerOf(user: SessionUser | null): Promise<PromoCustomer> {
  if (!user) return null;
  if (isSignedIn(user) && (await familyTraits(await getDb(), user.sessionId)).proven) return { userId: user.id, mailbox: user.email };
  return { userId: user.id };
}
