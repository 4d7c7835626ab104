import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { POST as login } from '@/app/api/User/Login/route';
import { POST as otp } from '@/app/api/User/Otp/route';
import { getDb } from '@/lib/db/client';
import { mailOutbox, oneTimeCodes, rateLimits } from '@/lib/db/schema';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount } from './auth-support';

/**
 * Docs/auth.md "Limits": failed attempts slow down the network address that makes them, for that
 * account, with growing waits; the owner elsewhere still signs in, by password or by code.
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  await createAccount({ email: 'sahip@example.com', password: 'Dogru123!' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

const ATTACKER = { 'x-forwarded-for': '203.0.113.66' };
const OWNER = { 'x-forwarded-for': '198.51.100.20' };
const waitOf = (message: string) => Number(message.match(/(\d+) saniye/)?.[1] ?? NaN);
/** As if the current wait had passed: the attacker's next attempt is allowed (and counted) again. */
async function letTimePass() {
  await (await getDb()).update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` }).where(like(rateLimits.key, '%203.0.113.66%'));
}
async function lastCode(email: string) {
  const [mail] = await (await getDb()).select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'otp-login'))).orderBy(desc(mailOutbox.id)).limit(1);
  return mail.text.match(/\b\d{6}\b/)![0];
}

describe('an attacker cannot lock the owner out', () => {
  it('slows the attacker’s address with growing waits while the owner signs in by password and by code', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 50; i++) {
      const attempt = await new Browser().call(login, '/api/User/Login', { json: { email: 'sahip@example.com', password: `tahmin${i}abc` }, headers: ATTACKER });
      if (attempt.status === 429) {
        expect(attempt.body.UIMessage).toMatch(/^Çok fazla deneme yaptınız\. Lütfen \d+ saniye sonra tekrar deneyin\.$/);
        waits.push(waitOf(attempt.body.UIMessage));
        await letTimePass();
      } else {
        expect(attempt.status).toBe(401);
      }
    }
    // Slowed, more and more.
    expect(waits.length).toBeGreaterThan(5);
    expect(waits[waits.length - 1]).toBeGreaterThan(waits[0]);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]);
    // Right after a failure, even the right password waits at the attacker's address.
    await new Browser().call(login, '/api/User/Login', { json: { email: 'sahip@example.com', password: 'yanlis999x' }, headers: ATTACKER });
    expect((await new Browser().call(login, '/api/User/Login', { json: { email: 'sahip@example.com', password: 'Dogru123!' }, headers: ATTACKER })).status).toBe(429);

    // The owner, from their own address, is not affected.
    expect((await new Browser().call(login, '/api/User/Login', { json: { email: 'sahip@example.com', password: 'Dogru123!' }, headers: OWNER })).status).toBe(200);
  });

  it('keeps code sign-in open to the owner after 50 code requests and wrong codes from the attacker', async () => {
    const db = await getDb();
    for (let i = 0; i < 50; i++) {
      await new Browser().call(otp, '/api/User/Otp', { json: { action: 'send', email: 'sahip@example.com' }, headers: ATTACKER });
      await new Browser().call(otp, '/api/User/Otp', { json: { action: 'login', email: 'sahip@example.com', code: '000000' }, headers: ATTACKER });
      // The minute between two codes passes.
      await db.update(oneTimeCodes).set({ createdAt: sql`${oneTimeCodes.createdAt} - interval '61 seconds'` }).where(eq(oneTimeCodes.email, 'sahip@example.com'));
    }
    const blocked = await new Browser().call(otp, '/api/User/Otp', { json: { action: 'send', email: 'sahip@example.com' }, headers: ATTACKER });
    expect(blocked.status).toBe(429);

    const owner = new Browser();
    const sent = await owner.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'sahip@example.com' }, headers: OWNER });
    expect(sent.status).toBe(200);
    const code = await lastCode('sahip@example.com');
    const signedIn = await owner.call(otp, '/api/User/Otp', { json: { action: 'login', email: 'sahip@example.com', code }, headers: OWNER });
    expect(signedIn.status).toBe(200);
  });
});

describe('guesses sent all at once', () => {
  const HERE = { 'x-forwarded-for': '203.0.113.77' };
  /** As if the wait of this address had passed (its backoff rows only, not the per-IP windows). */
  async function letWaitPass() {
    await (await getDb()).update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` }).where(like(rateLimits.key, '%backoff%203.0.113.77%'));
  }
  const sentence = {
    tr: /^Çok fazla deneme yaptınız\. Lütfen \d+ saniye sonra tekrar deneyin\.$/,
    en: /^Too many attempts\. Please try again in \d+ seconds\.$/,
  };

  it('checks no more passwords than one after the other would, answers the rest 429 in their language, and lets the right one in after the wait', async () => {
    await createAccount({ email: 'paralel@example.com', password: 'Dogru123!' });
    // A wait has passed already: the attacker starts from a clean slate for this account.
    const languages = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? 'tr' : 'en') as 'tr' | 'en');
    const answers = await Promise.all(
      languages.map((language, i) => new Browser(language).call(login, '/api/User/Login', { json: { email: 'paralel@example.com', password: `tahmin${i}abc` }, headers: HERE })),
    );
    const checked = answers.filter((answer) => answer.status === 401);
    // One after the other, five failures are free and the sixth starts the first wait (auth-password.test.ts).
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(6);
    answers.forEach((answer, i) => {
      if (answer.status === 401) return;
      expect(answer.status).toBe(429);
      expect(answer.body.UIMessage).toMatch(sentence[languages[i]]);
      expect(answer.setCookies).toEqual([]);
    });

    // Within the wait even the right password is refused; after it, the right password works.
    const early = await new Browser().call(login, '/api/User/Login', { json: { email: 'paralel@example.com', password: 'Dogru123!' }, headers: HERE });
    expect(early.status).toBe(429);
    await letWaitPass();
    const late = await new Browser().call(login, '/api/User/Login', { json: { email: 'paralel@example.com', password: 'Dogru123!' }, headers: HERE });
    expect(late.status).toBe(200);
    // The success forgave the failures: the next wrong password is checked again, not refused.
    expect((await new Browser().call(login, '/api/User/Login', { json: { email: 'paralel@example.com', password: 'yanlis999x' }, headers: HERE })).status).toBe(401);
  });

  it('checks no more codes than one after the other would', async () => {
    await createAccount({ email: 'paralel-kod@example.com', password: 'Dogru123!' });
    expect((await new Browser().call(otp, '/api/User/Otp', { json: { action: 'send', email: 'paralel-kod@example.com' }, headers: HERE })).status).toBe(200);
    const code = await lastCode('paralel-kod@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => new Browser().call(otp, '/api/User/Otp', { json: { action: 'login', email: 'paralel-kod@example.com', code: wrong }, headers: HERE })),
    );
    // Answers from the code itself ("wrong", "locked") mean the code was checked; the rest waited.
    const waited = answers.filter((answer) => answer.status === 429 && sentence.tr.test(answer.body.UIMessage));
    expect(answers.length - waited.length).toBeLessThanOrEqual(6);
    for (const answer of answers) expect([400, 429]).toContain(answer.status);
  });
});
