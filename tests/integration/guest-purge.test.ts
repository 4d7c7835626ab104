import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeAbandonedGuests } from '@/lib/auth/guest-purge';
import { deleteEndedSessions, isFamilyActive } from '@/lib/auth/refresh-tokens';
import { carts, orders, refreshTokens, users } from '@/lib/db/schema';
import { openTestDatabase } from '../support/db';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase({ seed: false });
});
afterAll(async () => handle.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function guest(createdDaysAgo: number) {
  const [row] = await handle.db.insert(users).values({ email: '', role: 'guest', createdAt: daysAgo(createdDaysAgo) }).returning();
  return row.id;
}

describe('abandoned temporary users', () => {
  it('are removed after the refresh-token lifetime, unless they can still come back or have ordered', async () => {
    const abandoned = await guest(45);
    const withOldCart = await guest(60);
    await handle.db.insert(carts).values({ userId: withOldCart, updatedAt: daysAgo(40) });
    const recent = await guest(3);
    const withFreshCart = await guest(60);
    await handle.db.insert(carts).values({ userId: withFreshCart, updatedAt: daysAgo(2) });
    const withLiveToken = await guest(60);
    await handle.db.insert(refreshTokens).values({ userId: withLiveToken, tokenHash: `hash-${withLiveToken}`, familyId: crypto.randomUUID(), expiresAt: new Date(Date.now() + 86_400_000) });
    const withOrder = await guest(60);
    await handle.db.insert(orders).values({
      userId: withOrder,
      totalAmount: 1000,
      paymentMethod: 'eft',
      reservationName: 'Ayşe',
      reservationSurName: 'Yılmaz',
      reservationEmail: 'ayse@example.com',
      reservationPhone: '+905321234567',
      reservationAddress: 'İstanbul',
    });
    const [customer] = await handle.db.insert(users).values({ email: 'eski@example.com', role: 'customer', createdAt: daysAgo(400) }).returning();

    expect(await purgeAbandonedGuests(handle.db)).toBe(2);
    const left = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [abandoned, withOldCart, recent, withFreshCart, withLiveToken, withOrder, customer.id]));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([recent, withFreshCart, withLiveToken, withOrder, customer.id].sort((a, b) => a - b));
    expect(await handle.db.select().from(carts).where(eq(carts.userId, withOldCart))).toEqual([]);
    expect(await purgeAbandonedGuests(handle.db)).toBe(0);
  });
});

describe('ended sign-ins', () => {
  it('are deleted once every token of the family expired; a live family keeps its used and revoked tokens', async () => {
    const [customer] = await handle.db.insert(users).values({ email: 'oturum@example.com', role: 'customer' }).returning();
    const token = (familyId: string, expiresDaysFromNow: number, extra: { usedAt?: Date; revokedAt?: Date } = {}) => ({
      userId: customer.id,
      tokenHash: `hash-${crypto.randomUUID()}`,
      familyId,
      expiresAt: new Date(Date.now() + expiresDaysFromNow * 86_400_000),
      ...extra,
    });
    const [ended, renewed, revoked] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await handle.db.insert(refreshTokens).values([
      // Renewed for the last time 32 days ago: both tokens expired.
      token(ended, -3, { usedAt: daysAgo(32) }),
      token(ended, -2),
      // Still in use: the used token stays (a replay of it ends the family).
      token(renewed, -5, { usedAt: daysAgo(25) }),
      token(renewed, 20),
      // Signed out, one token not yet expired: the revoked mark stays while it could be presented.
      token(revoked, -4, { usedAt: daysAgo(26), revokedAt: daysAgo(1) }),
      token(revoked, 10, { revokedAt: daysAgo(1) }),
    ]);
    expect(await deleteEndedSessions(handle.db)).toBe(2);
    const left = await handle.db.select().from(refreshTokens).where(eq(refreshTokens.userId, customer.id));
    expect(left.map((row) => row.familyId).sort()).toEqual([renewed, renewed, revoked, revoked].sort());
    expect(await isFamilyActive(handle.db, renewed)).toBe(true);
    expect(await isFamilyActive(handle.db, revoked)).toBe(false);
    expect(await deleteEndedSessions(handle.db)).toBe(0);
  });
});

