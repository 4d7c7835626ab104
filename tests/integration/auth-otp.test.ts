import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { POST as otp } from '@/app/api/User/Otp/route';
import { POST as login } from '@/app/api/User/Login/route';
import { GET as me } from '@/app/api/User/Me/route';
import { getDb } from '@/lib/db/client';
import { mailOutbox, oneTimeCodes, rateLimits } from '@/lib/db/schema';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount } from './auth-support';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase({ seed: false });
});
afterAll(async () => db.close());

async function lastMailTo(address: string) {
  const [mail] = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(desc(mailOutbox.id)).limit(1);
  return mail;
}
const codeIn = (text: string) => text.match(/\b\d{6}\b/)![0];
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Moves an address's codes back in time, as if `seconds` had passed. */
async function age(email: string, seconds: number) {
  await (await getDb())
    .update(oneTimeCodes)
    .set({ createdAt: sql`${oneTimeCodes.createdAt} - make_interval(secs => ${seconds})`, expiresAt: sql`${oneTimeCodes.expiresAt} - make_interval(secs => ${seconds})` })
    .where(eq(oneTimeCodes.email, email));
}

describe('sign-in with a one-time code', () => {
  it('e-mails a 6-digit code in the account’s language, stores it hashed, and signs in with it', async () => {
    await createAccount({ email: 'kod@example.com', password: 'Parola123', locale: 'en' });
    const browser = new Browser();
    const sent = await browser.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'Kod@Example.com', purpose: 'login' } });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ Data: { ExpiresInSeconds: 300, ResendAfterSeconds: 60 }, UIMessage: expect.stringMatching(/6 haneli/) });

    const mail = await lastMailTo('kod@example.com');
    expect(mail).toMatchObject({ subject: 'Your sign-in code', locale: 'en', kind: 'otp-login' });
    const code = codeIn(mail.text);
    const [stored] = await (await getDb()).select().from(oneTimeCodes).where(eq(oneTimeCodes.email, 'kod@example.com'));
    expect(stored.codeHash).not.toContain(code);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(5 * 60_000);

    const signedIn = await browser.call(otp, '/api/User/Otp', { json: { action: 'login', email: 'kod@example.com', code: `${code.slice(0, 3)} ${code.slice(3)}` } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.Data).toEqual({ Token: { Token: expect.any(String), Expiration: expect.any(String) }, Menu: expect.any(Array) });
    expect((await browser.call(me, '/api/User/Me')).body.Data.Email).toBe('kod@example.com');

    // A code works once.
    const again = await new Browser().call(otp, '/api/User/Otp', { json: { action: 'login', email: 'kod@example.com', code } });
    expect(again.status).toBe(400);
    expect(again.body.errors.code).toBe('Bu tarayıcıda bu adres için geçerli bir kod yok. Lütfen buradan yeni bir kod isteyin.');
  });

  it('locks the code after 5 wrong tries, even against the right code', async () => {
    await createAccount({ email: 'kilit@example.com', password: 'Parola123' });
    const browser = new Browser();
    await browser.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'kilit@example.com' } });
    const code = codeIn((await lastMailTo('kilit@example.com')).text);
    const attempt = (value: string) => browser.call(otp, '/api/User/Otp', { json: { action: 'login', email: 'kilit@example.com', code: value } });

    const first = await attempt(wrongCodeFor(code));
    expect(first.status).toBe(400);
    expect(first.body.errors.code).toBe('Kod hatalı. 4 deneme hakkınız kaldı.');
    for (let i = 0; i < 3; i++) expect((await attempt(wrongCodeFor(code))).status).toBe(400);
    const fifth = await attempt(wrongCodeFor(code));
    expect(fifth.status).toBe(429);
    expect(fifth.body.UIMessage).toBe('Çok fazla hatalı deneme yapıldı; bu kod artık kullanılamaz. Lütfen yeni bir kod isteyin.');
    const right = await attempt(code);
    expect(right.status).toBe(429);
    expect(right.setCookies).toEqual([]);
  });

  it('refuses an expired code', async () => {
    await createAccount({ email: 'gec@example.com', password: 'Parola123' });
    const browser = new Browser('en');
    await browser.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'gec@example.com' } });
    const code = codeIn((await lastMailTo('gec@example.com')).text);
    await age('gec@example.com', 5 * 60 + 1);
    const answer = await browser.call(otp, '/api/User/Otp', { json: { action: 'login', email: 'gec@example.com', code } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('The code has expired. Please ask for a new one.');
  });

  it('sends a new code only after 60 s; the new code replaces the old one', async () => {
    await createAccount({ email: 'tekrar@example.com', password: 'Parola123' });
    const browser = new Browser();
    const send = () => browser.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'tekrar@example.com' } });
    const first = await send();
    expect(first.status).toBe(200);
    // The browser's code cookie: httpOnly, for the code endpoints, a day from each code sent.
    const requesterCookie = first.setCookies.find((cookie) => cookie.startsWith('otp_requester='))!;
    expect(requesterCookie).toMatch(/^otp_requester=[A-Za-z0-9_-]{22}; Path=\/api\/User; .*HttpOnly/i);
    expect(requesterCookie).toMatch(/Max-Age=86400/i);
    const oldCode = codeIn((await lastMailTo('tekrar@example.com')).text);
    const early = await send();
    expect(early.status).toBe(429);
    expect(early.body.UIMessage).toMatch(/^Yeni bir kod istemeden önce (60|59) saniye bekleyin\.$/);

    await age('tekrar@example.com', 61);
    const second = await send();
    expect(second.status).toBe(200);
    // Set again, the same value: it outlives the new code.
    expect(second.setCookies.find((cookie) => cookie.startsWith('otp_requester='))!.split(';')[0]).toBe(requesterCookie.split(';')[0]);
    const newCode = codeIn((await lastMailTo('tekrar@example.com')).text);
    if (newCode !== oldCode) {
      const stale = await browser.call(otp, '/api/User/Otp', { json: { action: 'login', email: 'tekrar@example.com', code: oldCode } });
      expect(stale.status).toBe(400);
    }
    expect((await browser.call(otp, '/api/User/Otp', { json: { action: 'login', email: 'tekrar@example.com', code: newCode } })).status).toBe(200);
  });

  it('answers an unknown address like a known one, without sending anything', async () => {
    const browser = new Browser();
    const answer = await browser.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'yok@example.com' } });
    expect(answer.status).toBe(200);
    expect(await lastMailTo('yok@example.com')).toBeUndefined();
    expect((await browser.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'yok@example.com' } })).status).toBe(429);
  });

  it('limits code requests per address', async () => {
    const send = () => new Browser().call(otp, '/api/User/Otp', { json: { action: 'send', email: 'cok@example.com' } });
    for (let i = 0; i < 5; i++) {
      await send();
      await age('cok@example.com', 61);
    }
    const blocked = await send();
    expect(blocked.status).toBe(429);
    expect(blocked.body.UIMessage).toMatch(/^Çok fazla deneme yaptınız/);
  });

  it('sends at most 10 codes a day to an address from one network, 20 in all, known or not', async () => {
    await createAccount({ email: 'hedef@example.com', password: 'Parola123' });
    // Each request from a browser of its own, from address `ip`; the addresses of one IPv6 /64 are one
    // network. The hour's limits per network are not what is under test: as if each came an hour later.
    const send = async (email: string, ip: string, browser = new Browser()) => {
      await (await getDb()).delete(rateLimits);
      return browser.call(otp, '/api/User/Otp', { json: { action: 'send', email, purpose: 'reset' }, headers: { 'x-forwarded-for': ip } });
    };
    for (const email of ['hedef@example.com', 'kimse@example.com']) {
      for (let i = 0; i < 10; i++) expect((await send(email, `2001:db8:0:1::${i + 1}`)).status, `code ${i + 1} to ${email} from one network`).toBe(200);
      const eleventh = await send(email, '2001:db8:0:1::99', new Browser('en'));
      expect(eleventh.status).toBe(429);
      // The same answer for an address with an account and one without: this connection's share is used up.
      expect(eleventh.body.UIMessage).toBe('No more than 10 codes can be sent to this address from this connection in 24 hours. Ask for a new code from another connection (mobile data, for example) or in 24 hours.');
      // Another network still gets codes, up to 20 for the address in all.
      for (let i = 0; i < 10; i++) expect((await send(email, `198.18.1.${i + 1}`)).status, `code ${i + 11} to ${email}`).toBe(200);
      const twentyFirst = await send(email, '198.18.2.1', new Browser('en'));
      expect(twentyFirst.status).toBe(429);
      // The address's own day: no "sign in with your password" to someone resetting a forgotten one.
      expect(twentyFirst.body.UIMessage).toBe('No more than 20 codes can be sent to this address in 24 hours. You can ask for a new code in 24 hours.');
    }
    expect((await (await getDb()).select().from(oneTimeCodes).where(eq(oneTimeCodes.email, 'hedef@example.com'))).length).toBe(20);
    // A day after the first of them, one more.
    await age('hedef@example.com', 24 * 3600 + 1);
    expect((await send('hedef@example.com', '198.18.2.1')).status).toBe(200);
  });

  it('keeps codes coming to a browser that signed in to the address before, however many strangers used up its day', async () => {
    await createAccount({ email: 'evdeki@example.com', password: 'Parola123' });
    const send = async (browser: Browser, ip: string) => {
      await (await getDb()).delete(rateLimits);
      return browser.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'evdeki@example.com' }, headers: { 'x-forwarded-for': ip } });
    };
    // The owner signed in here once (with the password); the sign-in left the browser known to the address.
    const owner = new Browser();
    const signedIn = await owner.call(login, '/api/User/Login', { json: { email: 'evdeki@example.com', password: 'Parola123' } });
    expect(signedIn.setCookies.find((cookie) => cookie.startsWith('otp_known='))).toMatch(/^otp_known=[A-Za-z0-9_-]{43}; Path=\/api\/User; .*HttpOnly/i);
    // Strangers from two networks use up the address's twenty codes.
    for (let i = 0; i < 20; i++) expect((await send(new Browser(), `198.18.${10 + Math.floor(i / 10)}.${i + 1}`)).status).toBe(200);
    expect((await send(new Browser(), '198.18.12.1')).status).toBe(429);
    // The owner's browser still gets a code, and it signs the owner in.
    expect((await send(owner, '198.18.13.1')).status).toBe(200);
    const code = codeIn((await lastMailTo('evdeki@example.com')).text);
    expect((await owner.call(otp, '/api/User/Otp', { json: { action: 'login', email: 'evdeki@example.com', code }, headers: { 'x-forwarded-for': '198.18.13.1' } })).status).toBe(200);
    // The known browsers' own day is ten codes, whatever `otp_requester` they bring; a cookie for another address counts for nothing.
    for (let i = 1; i < 10; i++) {
      owner.cookies.delete('otp_requester');
      expect((await send(owner, '198.18.13.1')).status, `known code ${i + 1}`).toBe(200);
    }
    owner.cookies.delete('otp_requester');
    expect((await send(owner, '198.18.13.1')).status).toBe(429);
    const forged = new Browser();
    forged.cookies.set('otp_known', owner.cookies.get('otp_known')!.replace(/^./, (first) => (first === 'A' ? 'B' : 'A')));
    expect((await send(forged, '198.18.14.1')).status).toBe(429);
  });

  it('makes a browser known only by a sign-in that proved the address, and forgets it when the password changes', async () => {
    const send = async (browser: Browser, email: string, purpose: 'login' | 'reset' = 'login') => {
      await (await getDb()).delete(rateLimits);
      return browser.call(otp, '/api/User/Otp', { json: { action: 'send', email, purpose }, headers: { 'x-forwarded-for': '198.18.20.1' } });
    };
    const strangersDay = async (email: string) => {
      for (let i = 0; i < 20; i++) {
        await (await getDb()).delete(rateLimits);
        await new Browser().call(otp, '/api/User/Otp', { json: { action: 'send', email }, headers: { 'x-forwarded-for': `198.18.${21 + Math.floor(i / 10)}.${i + 1}` } });
      }
    };
    // A stranger registered an address before its owner (a guest booking has no account): a password
    // to an address never confirmed makes no browser known.
    await createAccount({ email: 'once-kayit@example.com', password: 'Parola123', verified: false });
    const stranger = new Browser();
    const unproven = await stranger.call(login, '/api/User/Login', { json: { email: 'once-kayit@example.com', password: 'Parola123' } });
    expect(unproven.status).toBe(200);
    expect(unproven.setCookies.some((cookie) => cookie.startsWith('otp_known='))).toBe(false);

    // A thief who knew the password of a confirmed account is known until the owner resets it.
    await createAccount({ email: 'calinan@example.com', password: 'Parola123' });
    const thief = new Browser();
    expect((await thief.call(login, '/api/User/Login', { json: { email: 'calinan@example.com', password: 'Parola123' } })).setCookies.some((cookie) => cookie.startsWith('otp_known='))).toBe(true);
    const owner = new Browser();
    expect((await send(owner, 'calinan@example.com', 'reset')).status).toBe(200);
    const code = codeIn((await lastMailTo('calinan@example.com')).text);
    expect((await owner.call(otp, '/api/User/Otp', { json: { action: 'reset', email: 'calinan@example.com', code, password: 'YeniParola456' }, headers: { 'x-forwarded-for': '198.18.20.1' } })).status).toBe(200);
    await strangersDay('calinan@example.com');
    expect((await send(thief, 'calinan@example.com')).status).toBe(429);
    // The owner's browser, known by the reset's sign-in, still gets its code.
    await age('calinan@example.com', 61);
    expect((await send(owner, 'calinan@example.com')).status).toBe(200);
  });

  it('leaves the owner’s code alone: a stranger asking for codes to the address neither ends nor locks it, and cannot use it', async () => {
    await createAccount({ email: 'sahibi@example.com', password: 'Parola123' });
    const owner = new Browser();
    const stranger = new Browser();
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    expect((await owner.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'sahibi@example.com' }, ...from('198.18.5.1') })).status).toBe(200);
    const code = codeIn((await lastMailTo('sahibi@example.com')).text);
    // The stranger asks for a code of their own to the address, at once, and tries five wrong ones and the owner's.
    expect((await stranger.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'sahibi@example.com' }, ...from('198.18.6.1') })).status).toBe(200);
    for (let i = 0; i < 5; i++) await stranger.call(otp, '/api/User/Otp', { json: { action: 'login', email: 'sahibi@example.com', code: wrongCodeFor(code) }, ...from('198.18.6.1') });
    const stolen = await new Browser().call(otp, '/api/User/Otp', { json: { action: 'login', email: 'sahibi@example.com', code }, ...from('198.18.6.2') });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors.code).toBe('Bu tarayıcıda bu adres için geçerli bir kod yok. Lütfen buradan yeni bir kod isteyin.');
    // The owner's code still signs the owner in.
    expect((await owner.call(otp, '/api/User/Otp', { json: { action: 'login', email: 'sahibi@example.com', code }, ...from('198.18.5.1') })).status).toBe(200);
  });

  it('counts sign-in and reset codes together, as either one opens the account', async () => {
    await createAccount({ email: 'iki-amac@example.com', password: 'Parola123' });
    // From two networks, each request as if an hour after the last (the hour's limits are not under test).
    const send = async (purpose: 'login' | 'reset', ip: string) => {
      await (await getDb()).delete(rateLimits);
      return new Browser().call(otp, '/api/User/Otp', { json: { action: 'send', email: 'iki-amac@example.com', purpose }, headers: { 'x-forwarded-for': ip } });
    };
    for (let i = 0; i < 10; i++) expect((await send('reset', `2001:db8:0:7::${i + 1}`)).status, `reset code ${i + 1}`).toBe(200);
    // This connection's ten, sign-in codes included: another connection may still ask.
    const here = await send('login', '2001:db8:0:7::99');
    expect(here.status).toBe(429);
    expect(here.body.UIMessage).toBe('Bu bağlantıdan bu adrese 24 saatte en fazla 10 kod gönderilebilir. Başka bir bağlantıdan (örneğin mobil veriyle) ya da 24 saat sonra yeni bir kod isteyin.');
    for (let i = 0; i < 10; i++) expect((await send('reset', `2001:db8:0:8::${i + 1}`)).status, `reset code ${i + 11}`).toBe(200);
    // The address's twenty: the sign-in form can still take the password, and says so.
    const login = await send('login', '2001:db8:0:9::1');
    expect(login.status).toBe(429);
    expect(login.body.UIMessage).toMatch(/^Bu adrese 24 saatte en fazla 20 kod gönderilebilir\. Şifrenizle giriş yapın/);
  });

  it('sends one code and one e-mail when many requests for an address arrive at once, its first included', async () => {
    await createAccount({ email: 'ayni-an@example.com', password: 'Parola123' });
    // Connections open and waiting, as on a server that has been running (on PostgreSQL a request
    // that must first open one arrives after the first request is through).
    await Promise.all(Array.from({ length: 8 }, async () => (await getDb()).execute(sql`select pg_sleep(0.02)`)));
    // One browser (its cookie already set), from as many network addresses, all at once: the address
    // has no code yet, so there is no row for the requests to wait on (on PostgreSQL each would
    // otherwise see none and send its own).
    const browser = new Browser();
    browser.cookies.set('otp_requester', 'AAAAAAAAAAAAAAAAAAAAAA');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => browser.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'ayni-an@example.com' }, headers: { 'x-forwarded-for': `198.19.0.${i + 1}` } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    expect(await (await getDb()).select().from(oneTimeCodes).where(eq(oneTimeCodes.email, 'ayni-an@example.com'))).toHaveLength(1);
    expect(await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.to, 'ayni-an@example.com'))).toHaveLength(1);
    // 25 browsers from 25 networks at once: the address's 20 a day, not one more.
    await (await getDb()).delete(oneTimeCodes).where(eq(oneTimeCodes.email, 'ayni-an@example.com'));
    const many = await Promise.all(
      Array.from({ length: 25 }, (_, i) => new Browser().call(otp, '/api/User/Otp', { json: { action: 'send', email: 'ayni-an@example.com' }, headers: { 'x-forwarded-for': `198.19.1.${i + 1}` } })),
    );
    expect(many.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(await (await getDb()).select().from(oneTimeCodes).where(eq(oneTimeCodes.email, 'ayni-an@example.com'))).toHaveLength(20);
  });

  it('validates the code’s shape', async () => {
    const answer = await new Browser().call(otp, '/api/User/Otp', { json: { action: 'login', email: 'kod@example.com', code: '12ab' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.code).toBe('E-postanıza gelen 6 haneli kodu girin.');
  });
});

describe('password reset with a one-time code', () => {
  it('sets the new password, ends every other session and signs in', async () => {
    await createAccount({ email: 'unuttum@example.com', password: 'Eski12345' });
    const other = new Browser();
    await other.call(login, '/api/User/Login', { json: { email: 'unuttum@example.com', password: 'Eski12345' } });

    const browser = new Browser();
    await browser.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'unuttum@example.com', purpose: 'reset' } });
    const mail = await lastMailTo('unuttum@example.com');
    expect(mail.subject).toBe('Şifre sıfırlama kodunuz');
    const code = codeIn(mail.text);

    // A login code request does not open the reset, and a weak password does not burn the code.
    expect((await browser.call(otp, '/api/User/Otp', { json: { action: 'login', email: 'unuttum@example.com', code } })).status).toBe(400);
    expect((await browser.call(otp, '/api/User/Otp', { json: { action: 'reset', email: 'unuttum@example.com', code, password: 'short' } })).status).toBe(400);

    const reset = await browser.call(otp, '/api/User/Otp', { json: { action: 'reset', email: 'unuttum@example.com', code, password: 'Yeni12345' } });
    expect(reset.status).toBe(200);
    expect(reset.body.UIMessage).toBe('Şifreniz değiştirildi ve giriş yapıldı.');
    expect((await browser.call(me, '/api/User/Me')).body.Data.Email).toBe('unuttum@example.com');
    expect((await other.call(me, '/api/User/Me')).body.Data).toBeNull();
    expect((await new Browser().call(login, '/api/User/Login', { json: { email: 'unuttum@example.com', password: 'Eski12345' } })).status).toBe(401);
    expect((await new Browser().call(login, '/api/User/Login', { json: { email: 'unuttum@example.com', password: 'Yeni12345' } })).status).toBe(200);
  });
});
