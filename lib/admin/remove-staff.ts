import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/lib/db/client';
import { tourDepartures, users } from '@/lib/db/schema';
import { revokeUserSessions } from '@/lib/auth/refresh-tokens';
import { istanbulDay } from '@/lib/pricing/price';
import { recordAudit } from './audit';

/**
 * The core of `npm run staff:remove` (scripts/staff-remove.ts, README "Production"): a member of staff
 * who leaves the agency. In one transaction the account becomes a customer's, its password stops
 * opening it (the address can still sign in by code, to the customer's own bookings), every sign-in
 * of it ends, and a guide is taken off the departures still to come (their check-ins of past ones
 * stay with their name). The last administrator is never removed. Problems are one sentence each,
 * as `npm run admin:create` answers them.
 */
export class StaffRemoveError extends Error {
  override name = 'StaffRemoveError';
}

export async function removeStaff(db: Executor, rawEmail: string, now = new Date()): Promise<{ email: string; role: 'admin' | 'guide'; departuresUnassigned: number }> {
  const email = z.string().trim().toLowerCase().max(254).pipe(z.email()).safeParse(rawEmail);
  if (!email.success) throw new StaffRemoveError('Give the staff member’s e-mail address with --email.');
  return db.transaction(async (tx) => {
    // The account and every administrator, locked in one statement in id order: two removals at once
    // wait for each other (never a deadlock) and cannot leave no administrator.
    const locked = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(and(or(eq(users.email, email.data), eq(users.role, 'admin')), isNull(users.erasedAt)))
      .orderBy(asc(users.id))
      .for('update');
    const account = locked.find((row) => row.email === email.data);
    if (!account) throw new StaffRemoveError(`There is no account with the address ${email.data}.`);
    if (account.role !== 'admin' && account.role !== 'guide') throw new StaffRemoveError(`${account.email} is not a staff account (its role is ${account.role}).`);
    if (account.role === 'admin' && !locked.some((row) => row.role === 'admin' && row.id !== account.id)) {
      throw new StaffRemoveError(`${account.email} is the last administrator; create another one first (npm run admin:create).`);
    }
    await tx.update(users).set({ role: 'customer', passwordHash: null, updatedAt: now }).where(eq(users.id, account.id));
    await revokeUserSessions(tx, account.id, {}, now);
    const unassigned = await tx
      .update(tourDepartures)
      .set({ guideUserId: null })
      .where(and(eq(tourDepartures.guideUserId, account.id), gte(tourDepartures.startsOn, istanbulDay(now))))
      .returning({ id: tourDepartures.id });
    // In the dashboard's audit log, as an erasure is: the account itself is the actor (no one signed in ran it).
    await recordAudit(tx, { userId: account.id, action: 'staff.staffRemoved', entity: 'user', entityId: account.id, details: { email: account.email, role: account.role, departuresUnassigned: unassigned.length } });
    return { email: account.email, role: account.role, departuresUnassigned: unassigned.length };
  });
}
