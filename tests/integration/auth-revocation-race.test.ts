import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as logout } from '@/app/api/User/Logout/route';
import { POST as changePassword } from '@/app/api/User/Password/route';
import { GET as bounce, POST as refresh } from '@/app/api/User/RefreshToken/route';
import { GET as me } from '@/app/api/User/Me/route';
import { GET as session } from '@/app/api/User/Session/route';
import { getDb } from '@/lib/db/client';
import { rateLimits, refreshTokens, users } from '@/lib/db/schema';
import { proveAddress, signIn } from '@/lib/auth/sign-in';
import { changePassword as changeCheckedPassword, findAccountByEmail } from '@/lib/auth/users';
import { POST as login } from '@/app/api/User/Login/route';
import { familyTraits, hashRefreshToken, isFamilyActive, issueRefreshToken } from '@/lib/auth/refresh-tokens';
import { limits } from '@/lib/auth/throttle';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';

/**
 * Docs/auth.md "Session design": a revocation (sign-out, password change or reset, a replayed
 * token) always wins over a renewal that runs at the same moment. On PostgreSQL (READ COMMITTED)
 * a revocation that waits for a renewal's lock on the old token revokes that token and never
 * sees the successor the renewal inserted; here that interleaving is replayed step by step: the
 * old token marked used, the revocation, then the successor inserted into the revoked family.
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase({ seed: false });
});
afterAll(async () => handle.close());

/** A thief holding a copy of the browser's cookies. */
function copyOf(browser: Browser): Browser {
  const thief = new Browser();
  for (const [name, value] of browser.cookies) thief.cookies.set(name, value);
  return thief;
}

/** The family and user of the refresh cookie a browser holds. */
async function tokenRow(browser: Browser) {
  const [row] = await (await getDb()).select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(browser.cookies.get('user_refresh')!)));
  return row;
}

/**
 * The thief's renewal, started before the revocation and committed after it: it had locked the
 * token and marked it used (`before`), and its successor lands in the family once the
 * revocation is through (`after`, which hands the successor to the thief's cookie jar).
 */
async function racingRenewal(thief: Browser) {
  const db = await getDb();
  const presented = await tokenRow(thief);
  return {
    before: () => db.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, presented.id)),
    after: async () => {
      const next = await issueRefreshToken(db, presented.userId, presented.familyId, new Date(), await familyTraits(db, presented.familyId));
      thief.cookies.set('user_refresh', next.token);
      return presented.familyId;
    },
  };
}

async function expectSignedOut(thief: Browser, familyId: string) {
  const db = await getDb();
  // The successor itself is live; its family is not.
  expect((await tokenRow(thief)).revokedAt).toBeNull();
  expect(await isFamilyActive(db, familyId)).toBe(false);
  // Session reads: the access token of the revoked sign-in is refused at once.
  expect((await thief.call(me, '/api/User/Me')).body.Data).toBeNull();
  expect((await thief.call(session, '/api/User/Session')).body.Data).toBeNull();
  // Renewal by a page load goes to the sign-in page.
  const page = await copyOf(thief).call(bounce, '/api/User/RefreshToken?returnUrl=%2Fdb-main');
  expect(page.headers.get('location')).toBe('/login?returnUrl=%2Fdb-main');
  // Renewal by the API: refused, and the cookies are cleared.
  const renewal = await thief.call(refresh, '/api/User/RefreshToken', { method: 'POST' });
  expect(renewal.status).toBe(401);
  expect(renewal.body.UIMessage).toBe('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.');
  // No session cookie is left (otp_known, the note for the code endpoints, is no session).
  expect([...thief.cookies.keys()].filter((name) => name !== 'otp_known')).toEqual([]);
}

describe('a revocation wins over a renewal running at the same moment', () => {
  it('sign-out: the successor of the racing renewal is refused by renewal and by the session read', async () => {
    await createAccount({ email: 'cikis@example.com', password: 'Dogru123!' });
    const owner = await signedIn('cikis@example.com', 'Dogru123!');
    const thief = copyOf(owner);
    const race = await racingRenewal(thief);
    await race.before();
    expect((await owner.call(logout, '/api/User/Logout', { method: 'POST' })).status).toBe(200);
    const familyId = await race.after();
    await expectSignedOut(thief, familyId);
  });

  it('password change: the stolen sign-in ends, the owner’s own one goes on', async () => {
    await createAccount({ email: 'degisim@example.com', password: 'Dogru123!' });
    const owner = await signedIn('degisim@example.com', 'Dogru123!');
    const thief = copyOf(await signedIn('degisim@example.com', 'Dogru123!'));
    const race = await racingRenewal(thief);
    await race.before();
    const changed = await owner.call(changePassword, '/api/User/Password', { json: { currentPassword: 'Dogru123!', newPassword: 'Yeni12345' } });
    expect(changed.status).toBe(200);
    const familyId = await race.after();
    await expectSignedOut(thief, familyId);

    expect((await owner.call(me, '/api/User/Me')).body.Data.Email).toBe('degisim@example.com');
    expect((await owner.call(refresh, '/api/User/RefreshToken', { method: 'POST' })).status).toBe(200);
    expect((await owner.call(me, '/api/User/Me')).body.Data.Email).toBe('degisim@example.com');
  });
});

describe('a password change racing the first proof of the address', () => {
  it('does not write the registrant’s new password over the owner’s proof: the change checked a password that proof cleared', async () => {
    // Someone registered the address with a password of theirs (unverified); its owner signs in with a code.
    const registered = await createAccount({ email: 'kayitci@example.com', password: 'Kayitci123', verified: false });
    const db = await getDb();
    // The registrant's change has checked the current password (what the route reads first) …
    const checked = registered.passwordHash!;
    // … when the owner's code proves the address: verified, the registrant's password cleared …
    await proveAddress(db, registered);
    // … and then writes: refused, and the account keeps no password.
    expect(await changeCheckedPassword(db, registered.id, checked, 'Devraldim123')).toBe(false);
    const [after] = await db.select().from(users).where(eq(users.id, registered.id));
    expect(after).toMatchObject({ passwordHash: null, emailVerifiedAt: expect.any(Date) });
    const attempt = await new Browser().call(login, '/api/User/Login', { json: { email: 'kayitci@example.com', password: 'Devraldim123' } });
    expect(attempt.status).toBe(401);

    // Without a proof in between, the change goes through.
    const owner = await createAccount({ email: 'sahibi@example.com', password: 'Sahibi123' });
    expect(await changeCheckedPassword(db, owner.id, owner.passwordHash!, 'Sahibi456')).toBe(true);
    expect((await new Browser().call(login, '/api/User/Login', { json: { email: 'sahibi@example.com', password: 'Sahibi456' } })).status).toBe(200);
  });
});

/** The user's sign-ins still open. */
async function activeFamilies(userId: number) {
  const db = await getDb();
  const families = [...new Set((await db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId))).map((row) => row.familyId))];
  const active = await Promise.all(families.map((familyId) => isFamilyActive(db, familyId)));
  return families.filter((_, index) => active[index]);
}

/** The end of a password sign-in (what POST /api/User/Login does once the password checked out), from the row it read before. */
const finishPasswordSignIn = (stale: NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>) =>
  signIn(new Request('http://localhost/api/User/Login', { method: 'POST' }), stale, 'tr', 'signed in', { checkedPasswordHash: stale.passwordHash! });

describe('a password sign-in racing a reset or the first proof of the address', () => {
  it('a sign-in that checked the password a reset then replaced gets no session', async () => {
    await createAccount({ email: 'sifirla-yaris@example.com', password: 'Eski12345' });
    const db = await getDb();
    // The attacker's sign-in has read the account and checked the old password …
    const stale = (await findAccountByEmail(db, 'sifirla-yaris@example.com'))!;
    // … when the owner's reset commits …
    await proveAddress(db, stale, { newPassword: 'Yeni123456' });
    // … and then it would start its session: refused, nothing open.
    await expect(finishPasswordSignIn(stale)).rejects.toMatchObject({ status: 401, messageKey: 'invalidCredentials' });
    expect(await activeFamilies(stale.id)).toEqual([]);
    // The new password works.
    expect((await new Browser().call(login, '/api/User/Login', { json: { email: 'sifirla-yaris@example.com', password: 'Yeni123456' } })).status).toBe(200);
  });

  it('a registrant’s sign-in in flight when the owner first proves the address gets no session', async () => {
    const registered = await createAccount({ email: 'isgalci@example.com', password: 'Kayitci123', verified: false });
    const db = await getDb();
    const stale = (await findAccountByEmail(db, 'isgalci@example.com'))!;
    await proveAddress(db, registered);
    await expect(finishPasswordSignIn(stale)).rejects.toMatchObject({ status: 401 });
    expect(await activeFamilies(registered.id)).toEqual([]);
  });

  it('a code sign-in that read the account before the owner’s reset does not clear the new password', async () => {
    const registered = await createAccount({ email: 'iki-kod@example.com', password: 'Kayitci123', verified: false });
    const db = await getDb();
    // A code sign-in has read the account (not verified yet) when the owner's reset commits …
    const stale = (await findAccountByEmail(db, 'iki-kod@example.com'))!;
    await proveAddress(db, registered, { newPassword: 'Sahibi12345' });
    // … then proves the address too: the owner's new password stays.
    await proveAddress(db, stale);
    expect((await new Browser().call(login, '/api/User/Login', { json: { email: 'iki-kod@example.com', password: 'Sahibi12345' } })).status).toBe(200);
  });

  it('logins with the old password sent while the reset runs: none of them stays signed in', async () => {
    const account = await createAccount({ email: 'sel-giris@example.com', password: 'Eski12345' });
    const attempt = (index: number) =>
      new Browser().call(login, '/api/User/Login', { json: { email: 'sel-giris@example.com', password: 'Eski12345' }, headers: { 'x-forwarded-for': `198.51.100.${index + 1}` } });
    const [answers] = await Promise.all([Promise.all(Array.from({ length: 12 }, (_, index) => attempt(index))), proveAddress(await getDb(), account, { newPassword: 'Yeni123456' })]);
    for (const answer of answers) expect([200, 401]).toContain(answer.status);
    expect(await activeFamilies(account.id)).toEqual([]);
  });
});

describe('renewals per network address', () => {
  it('answers 429 with the sentence past the limit, without signing the browser out', async () => {
    await createAccount({ email: 'yenile@example.com', password: 'Dogru123!' });
    const browser = await signedIn('yenile@example.com', 'Dogru123!');
    const here = { 'x-forwarded-for': '203.0.113.90' };
    expect((await browser.call(refresh, '/api/User/RefreshToken', { method: 'POST', headers: here })).status).toBe(200);
    // The window already holds the limit's worth of renewals from this address.
    await (await getDb())
      .update(rateLimits)
      .set({ count: limits.renewalsPerIp.limit })
      .where(eq(rateLimits.key, 'renewal:ip:203.0.113.90'));
    const refused = await browser.call(refresh, '/api/User/RefreshToken', { method: 'POST', headers: here });
    expect(refused.status).toBe(429);
    expect(refused.body.UIMessage).toMatch(/^Çok fazla deneme yaptınız\. Lütfen \d+ saniye sonra tekrar deneyin\.$/);
    expect(refused.setCookies).toEqual([]);
    // Another address renews; so does this browser from there, its session intact.
    expect((await browser.call(refresh, '/api/User/RefreshToken', { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.91' } })).status).toBe(200);
  });
});

describe('a renewal and a password change of the same account at the same moment', () => {
  it('both finish: the renewal’s next token does not wait for the account’s lock (they deadlocked on PostgreSQL)', async () => {
    await createAccount({ email: 'ayni-hesap@example.com', password: 'AyniHesap1' });
    const renewing = await signedIn('ayni-hesap@example.com', 'AyniHesap1');
    const owner = await signedIn('ayni-hesap@example.com', 'AyniHesap1');
    const presented = await tokenRow(renewing);
    const db = await getDb();
    let change: Promise<{ status: number }> | undefined;
    await db.transaction(async (tx) => {
      // The renewal: its token locked (as rotateRefreshToken does) ...
      await tx.select({ id: refreshTokens.id }).from(refreshTokens).where(eq(refreshTokens.id, presented.id)).for('update');
      // ... while the owner changes the password: the account locked, then this sign-in's tokens to revoke ...
      change = owner.call(changePassword, '/api/User/Password', { json: { currentPassword: 'AyniHesap1', newPassword: 'YeniSifre22' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // ... and the renewal inserts the next token, whose foreign key needs the account row.
      await issueRefreshToken(tx, presented.userId, presented.familyId, new Date(), await familyTraits(tx, presented.familyId));
    });
    expect((await change!).status).toBe(200);
    expect(await isFamilyActive(db, presented.familyId)).toBe(false);
  });
});
