import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { POST as login } from '@/app/api/User/Login/route';
import { POST as register } from '@/app/api/User/Register/route';
import { GET as bounce, POST as refresh } from '@/app/api/User/RefreshToken/route';
import { GET as me } from '@/app/api/User/Me/route';
import { GET as orders } from '@/app/api/Orders/user/[userId]/route';
import { getDb } from '@/lib/db/client';
import { cartItems, carts, refreshTokens, regions, tourDepartures, tours, tourTypes, users } from '@/lib/db/schema';
import { hashRefreshToken } from '@/lib/auth/refresh-tokens';
import { accountByEmailQuery } from '@/lib/auth/users';
import { getOrCreateCartOwner } from '@/lib/auth/session';
import { route, ok } from '@/lib/http/respond';
import { signAccessToken } from '@/lib/auth/tokens';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount } from './auth-support';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let departureIds: number[] = [];
let tourId = 0;

beforeAll(async () => {
  db = await openTestDatabase({ seed: false });
  await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' });
  const text = { tr: 'x', en: 'x', ru: 'x' };
  const list = { tr: [], en: [], ru: [] };
  const database = await getDb();
  await database.insert(tourTypes).values({ id: 1, name: text });
  const [region] = await database.insert(regions).values({ name: text, description: text }).returning();
  const [tour] = await database
    .insert(tours)
    .values({ regionId: region.id, tourTypeId: 1, title: text, summary: text, description: text, included: list, excluded: list, meetingPoint: text, adultPrice: 150000, childPrice: 75000 })
    .returning();
  tourId = tour.id;
  const departures = await database
    .insert(tourDepartures)
    .values([
      { tourId, startsOn: '2030-06-01', capacity: 20 },
      { tourId, startsOn: '2030-06-08', capacity: 20 },
    ])
    .returning();
  departureIds = departures.map((departure) => departure.id);
});
afterAll(async () => db.close());

const signIn = (browser: Browser) => browser.call(login, '/api/User/Login', { json: { email: 'musteri@example.com', password: 'Musteri123!' } });

describe('token refresh (User/RefreshToken)', () => {
  it('rotates: both cookies are renewed and the old refresh token is used up', async () => {
    const browser = new Browser();
    await signIn(browser);
    const before = { access: browser.cookies.get('user'), refresh: browser.cookies.get('user_refresh')! };
    const answer = await browser.call(refresh, '/api/User/RefreshToken', { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(answer.body.Data.Token).toEqual({ Token: browser.cookies.get('user'), Expiration: expect.any(String) });
    expect(browser.cookies.get('user_refresh')).not.toBe(before.refresh);
    const [old] = await (await getDb()).select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(before.refresh)));
    expect(old.usedAt).not.toBeNull();
    expect((await browser.call(me, '/api/User/Me')).body.Data.Email).toBe('musteri@example.com');
  });

  it('ends a sign-in 90 days after it began, however often it was renewed', async () => {
    const browser = new Browser();
    await signIn(browser);
    const db = await getDb();
    const [first] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(browser.cookies.get('user_refresh')!)));
    const began = (days: number) => db.update(refreshTokens).set({ familyStartedAt: sql`now() - make_interval(days => ${days})` }).where(eq(refreshTokens.familyId, first.familyId));
    // Begun 89 days ago: the renewal's token lasts one more day, not thirty.
    await began(89);
    expect((await browser.call(refresh, '/api/User/RefreshToken', { method: 'POST' })).status).toBe(200);
    const [renewed] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(browser.cookies.get('user_refresh')!)));
    const daysLeft = (renewed.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(0.9);
    expect(daysLeft).toBeLessThan(1.1);
    // Begun 91 days ago: the renewal is refused and the browser is signed out.
    await began(91);
    const refused = await browser.call(refresh, '/api/User/RefreshToken', { method: 'POST' });
    expect(refused.status).toBe(401);
    expect(refused.body.UIMessage).toBe('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.');
    // Signed out: only the code endpoints' note that this browser once signed in stays (otp_known).
    expect([...browser.cookies.keys()]).toEqual(['otp_known']);
  });

  it('revokes the whole session when an old refresh token is replayed', async () => {
    const owner = new Browser();
    await signIn(owner);
    const copied = owner.cookies.get('user_refresh')!;
    await owner.call(refresh, '/api/User/RefreshToken', { method: 'POST' });
    // Past the grace window for tabs renewing together, a second use means the token was copied.
    await (await getDb()).update(refreshTokens).set({ usedAt: sql`now() - interval '1 minute'` }).where(eq(refreshTokens.tokenHash, hashRefreshToken(copied)));

    const thief = new Browser();
    thief.cookies.set('user_refresh', copied);
    const replay = await thief.call(refresh, '/api/User/RefreshToken', { method: 'POST' });
    expect(replay.status).toBe(401);
    expect(replay.body.UIMessage).toBe('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.');
    expect(thief.cookies.size).toBe(0);

    // The owner's newer tokens belonged to the same family: signed out too, access token included.
    expect((await owner.call(me, '/api/User/Me')).body.Data).toBeNull();
    expect((await owner.call(refresh, '/api/User/RefreshToken', { method: 'POST' })).status).toBe(401);
  });

  it('lets two tabs renew with the same token at the same moment', async () => {
    const first = new Browser();
    await signIn(first);
    const second = new Browser();
    second.cookies.set('user_refresh', first.cookies.get('user_refresh')!);
    expect((await first.call(refresh, '/api/User/RefreshToken', { method: 'POST' })).status).toBe(200);
    expect((await second.call(refresh, '/api/User/RefreshToken', { method: 'POST' })).status).toBe(200);
    expect((await first.call(me, '/api/User/Me')).body.Data).not.toBeNull();
    expect((await second.call(me, '/api/User/Me')).body.Data).not.toBeNull();
  });

  it('signs out without a refresh cookie, or with an expired one', async () => {
    expect((await new Browser().call(refresh, '/api/User/RefreshToken', { method: 'POST' })).status).toBe(401);
    const browser = new Browser();
    await signIn(browser);
    await (await getDb()).update(refreshTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(refreshTokens.tokenHash, hashRefreshToken(browser.cookies.get('user_refresh')!)));
    expect((await browser.call(refresh, '/api/User/RefreshToken', { method: 'POST' })).status).toBe(401);
  });

  it('renews on a page load and returns to the page (GET), or goes to the sign-in page', async () => {
    const browser = new Browser();
    await signIn(browser);
    browser.cookies.delete('user');
    const back = await browser.call(bounce, '/api/User/RefreshToken?returnUrl=%2Fen%2Fdb-profile');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/en/db-profile');
    expect(browser.cookies.has('user')).toBe(true);

    const signedOut = await new Browser().call(bounce, '/api/User/RefreshToken?returnUrl=%2Fen%2Fdb-profile');
    expect(signedOut.headers.get('location')).toBe('/en/login?returnUrl=%2Fen%2Fdb-profile');
    const elsewhere = await new Browser().call(bounce, '/api/User/RefreshToken?returnUrl=https%3A%2F%2Fevil.example');
    expect(elsewhere.headers.get('location')).toBe('/login?returnUrl=%2Fdb-main');
  });

  it('never renews into another site, however the return URL is spelled', async () => {
    for (const returnUrl of ['/.//evil.example/x', '/%2F/evil.example', '/\\/evil.example', '/\t/evil.example']) {
      const browser = new Browser();
      await signIn(browser);
      browser.cookies.delete('user');
      const back = await browser.call(bounce, `/api/User/RefreshToken?${new URLSearchParams({ returnUrl })}`);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe('/db-main');
    }
  });
});

describe('bad tokens mean signed out, never a server error', () => {
  const forged = async () => {
    const browser = new Browser();
    await signIn(browser);
    const [header, payload, signature] = browser.cookies.get('user')!.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    return [header, Buffer.from(JSON.stringify({ ...claims, Role: 'admin', Id: 999 })).toString('base64url'), signature].join('.');
  };

  it.each([
    ['malformed', async () => 'not-a-token'],
    ['made of three segments that are not JSON', async () => 'aaa.bbb.ccc'],
    ['tampered with', forged],
    ['expired', async () => (await signAccessToken({ Id: 1, Email: 'musteri@example.com', Role: 'customer', sid: crypto.randomUUID() }, new Date(Date.now() - 3_600_000))).token],
    ['naming a sign-in that does not exist', async () => (await signAccessToken({ Id: 1, Email: 'musteri@example.com', Role: 'customer', sid: crypto.randomUUID() })).token],
  ])('an access cookie %s', async (_, token) => {
    const browser = new Browser();
    browser.cookies.set('user', await token());
    const whoAmI = await browser.call(me, '/api/User/Me');
    expect(whoAmI.status).toBe(200);
    expect(whoAmI.body.Data).toBeNull();
    const guarded = await browser.call(orders, '/api/Orders/user/1', { params: { userId: '1' } });
    expect(guarded.status).toBe(401);
  });

  it('a refresh cookie of any length or content', async () => {
    for (const value of ['x', 'a'.repeat(5000), '%%%', '']) {
      const browser = new Browser();
      browser.cookies.set('user_refresh', value);
      expect((await browser.call(refresh, '/api/User/RefreshToken', { method: 'POST' })).status).toBe(401);
    }
  });
});

describe('temporary users and their carts', () => {
  // What the cart engineer's handlers will do: find or create the cart owner, then answer with its cookies.
  const addToCart = route(async (request) => {
    const owner = await getOrCreateCartOwner(request);
    const { departureId, adults } = (await request.json()) as { departureId: number; adults: number };
    const database = await getDb();
    const [cart] = await database.insert(carts).values({ userId: owner.user.id }).onConflictDoUpdate({ target: carts.userId, set: { updatedAt: new Date() } }).returning();
    // One line per departure, as the real cart keeps it (lib/cart/cart.ts): adding again replaces it.
    await database
      .insert(cartItems)
      .values({ cartId: cart.id, tourId, departureId, adultQuantity: adults, quantity: adults, sumPrice: adults * 150000 })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.departureId], set: { adultQuantity: adults, quantity: adults, sumPrice: adults * 150000 } });
    return owner.withCookies(ok({ userId: owner.user.id, role: owner.user.role }));
  });

  async function cartOf(userId: number) {
    const database = await getDb();
    return database
      .select({ departureId: cartItems.departureId, adults: cartItems.adultQuantity })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, userId))
      .orderBy(cartItems.departureId);
  }

  it('creates a temporary user (role guest, empty Email) on the first cart action and keeps it', async () => {
    const visitor = new Browser();
    const first = await visitor.call(addToCart, '/api/cart', { json: { departureId: departureIds[0], adults: 2 } });
    expect(first.body.Data.role).toBe('guest');
    expect(visitor.cookies.get('user_session')).toBe('guest');
    const [guest] = await (await getDb()).select().from(users).where(eq(users.id, first.body.Data.userId));
    expect(guest).toMatchObject({ role: 'guest', email: '' });

    const second = await visitor.call(addToCart, '/api/cart', { json: { departureId: departureIds[1], adults: 1 } });
    expect(second.body.Data.userId).toBe(first.body.Data.userId);
    expect(second.setCookies).toEqual([]);
    // The UI treats a temporary user as signed out.
    expect((await visitor.call(me, '/api/User/Me')).body.Data).toBeNull();

    // With an expired access token the refresh cookie still finds the same cart.
    visitor.cookies.delete('user');
    const third = await visitor.call(addToCart, '/api/cart', { json: { departureId: departureIds[1], adults: 3 } });
    expect(third.body.Data.userId).toBe(first.body.Data.userId);
  });

  it('merges the cart into the account at sign-in and deletes the temporary user', async () => {
    const customer = await createAccount({ email: 'birlesim@example.com', password: 'Parola123' });
    // The account already holds a line for the first departure from another device.
    const database = await getDb();
    const [accountCart] = await database.insert(carts).values({ userId: customer.id }).returning();
    await database.insert(cartItems).values({ cartId: accountCart.id, tourId, departureId: departureIds[0], adultQuantity: 5, quantity: 5, sumPrice: 750000 });

    const visitor = new Browser();
    const guestId = (await visitor.call(addToCart, '/api/cart', { json: { departureId: departureIds[0], adults: 2 } })).body.Data.userId;
    await visitor.call(addToCart, '/api/cart', { json: { departureId: departureIds[1], adults: 1 } });

    const answer = await visitor.call(login, '/api/User/Login', { json: { email: 'birlesim@example.com', password: 'Parola123' } });
    expect(answer.status).toBe(200);
    expect(visitor.cookies.get('user_session')).toBe('member');
    expect(await cartOf(customer.id)).toEqual([
      { departureId: departureIds[0], adults: 2 },
      { departureId: departureIds[1], adults: 1 },
    ]);
    expect(await database.select().from(users).where(eq(users.id, guestId))).toEqual([]);
  });

  it('merges at registration too, and never merges one account into another', async () => {
    const visitor = new Browser();
    const guestId = (await visitor.call(addToCart, '/api/cart', { json: { departureId: departureIds[1], adults: 4 } })).body.Data.userId;
    const answer = await visitor.call(register, '/api/User/Register', { json: { name: 'Yeni', surname: 'Müşteri', email: 'yeni.musteri@example.com', password: 'Parola123' } });
    const [account] = await (await getDb()).select().from(users).where(eq(users.email, 'yeni.musteri@example.com'));
    expect(answer.status).toBe(200);
    expect(await cartOf(account.id)).toEqual([{ departureId: departureIds[1], adults: 4 }]);
    expect(await (await getDb()).select().from(users).where(eq(users.id, guestId))).toEqual([]);

    // Signing in to another account from a signed-in browser ends the first session; nothing moves.
    await visitor.call(login, '/api/User/Login', { json: { email: 'musteri@example.com', password: 'Musteri123!' } });
    expect(await cartOf(account.id)).toEqual([{ departureId: departureIds[1], adults: 4 }]);
    expect((await visitor.call(me, '/api/User/Me')).body.Data.Email).toBe('musteri@example.com');
  });
});

describe('reads every visitor can cause go through an index', () => {
  /** The plan of a statement with sequential scans priced out: a table read whole means no index fits. */
  async function plan(statement: ReturnType<typeof sql>) {
    const db = await getDb();
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${statement}`);
      return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('finds an account by e-mail (every sign-in, registration and code request) without reading every user', async () => {
    // The address is looked up in the index, not checked against each account's row.
    expect(await plan(accountByEmailQuery(await getDb(), 'Biri@Example.com').getSQL())).toMatch(/Index Cond: \(lower\(email\) = 'biri@example\.com'::text\)/);
  });

  it('ends a user’s sessions (revokeUserSessions: password change, reset, proof) without reading every token', async () => {
    const db = await getDb();
    const statement = db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, 1)).getSQL();
    expect(await plan(statement)).not.toMatch(/Seq Scan on refresh_tokens/);
  });
});

