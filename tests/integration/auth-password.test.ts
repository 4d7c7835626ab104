import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/User/Login/route';
import { POST as register } from '@/app/api/User/Register/route';
import { POST as logout } from '@/app/api/User/Logout/route';
import { GET as me, PUT as saveProfile } from '@/app/api/User/Me/route';
import { POST as changePassword } from '@/app/api/User/Password/route';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { verifyAccessToken } from '@/lib/auth/tokens';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount } from './auth-support';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase({ seed: false });
  await createAccount({ email: 'musteri@example.com', password: 'Musteri123!', name: 'Ayşe' });
});
afterAll(async () => db.close());

describe('registration and password sign-in', () => {
  it('registers a customer, signs them in, and stores the address in lower case', async () => {
    const browser = new Browser();
    const answer = await browser.call(register, '/api/User/Register', { json: { name: 'Mehmet', surname: 'Demir', email: '  Mehmet.Demir@Example.COM ', password: 'gezi2026tur' } });
    expect(answer.status).toBe(200);
    expect(answer.body.UIMessage).toBe('Hesabınız oluşturuldu ve giriş yapıldı.');
    expect(answer.body.Data.Token.Token).toEqual(expect.any(String));
    expect(new Date(answer.body.Data.Token.Expiration).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(answer.body.Data.Menu[0].subItems.length).toBeGreaterThan(0);
    const [row] = await (await getDb()).select().from(users).where(eq(users.email, 'mehmet.demir@example.com'));
    expect(row).toMatchObject({ role: 'customer', name: 'Mehmet', locale: 'tr' });
    expect(row.passwordHash).toMatch(/^scrypt\$/);

    const whoAmI = await browser.call(me, '/api/User/Me');
    expect(whoAmI.body.Data).toMatchObject({ Email: 'mehmet.demir@example.com', Name: 'Mehmet', Role: 'customer' });
  });

  it('sets the session in httpOnly, SameSite=Lax cookies; the access cookie expires with the token', async () => {
    const browser = new Browser();
    const answer = await browser.call(login, '/api/User/Login', { json: { email: 'musteri@example.com', password: 'Musteri123!' } });
    expect(answer.status).toBe(200);
    const access = answer.setCookies.find((cookie) => cookie.startsWith('user='))!;
    const refresh = answer.setCookies.find((cookie) => cookie.startsWith('user_refresh='))!;
    const hint = answer.setCookies.find((cookie) => cookie.startsWith('user_session='))!;
    for (const cookie of [access, refresh]) expect(cookie).toMatch(/HttpOnly/i);
    for (const cookie of [access, refresh, hint]) expect(cookie).toMatch(/SameSite=lax/i);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/^user_session=member;/);
    const expires = new Date(access.match(/Expires=([^;]+)/i)![1]).getTime();
    expect(Math.abs(expires - new Date(answer.body.Data.Token.Expiration).getTime())).toBeLessThan(1000);
    const claims = await verifyAccessToken(browser.cookies.get('user'));
    expect(claims).toMatchObject({ Email: 'musteri@example.com', Role: 'customer' });
    expect(claims?.Id).toEqual(expect.any(Number));
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    const answer = await new Browser('en').call(register, '/api/User/Register', { json: { name: 'A', surname: 'B', email: 'MUSTERI@example.com', password: 'abcdefg1' } });
    expect(answer.status).toBe(409);
    expect(answer.body.errors.email).toBe('An account with this e-mail address already exists.');
  });

  it('asks for a password of 8 characters with a letter and a digit, in the request language', async () => {
    const weak = await new Browser().call(register, '/api/User/Register', { json: { name: 'A', surname: 'B', email: 'yeni@example.com', password: 'abcdefgh' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toBe('Şifre en az 8 karakter olmalı ve en az bir harf ile bir rakam içermelidir.');
    const short = await new Browser('ru').call(register, '/api/User/Register', { json: { name: 'A', surname: 'B', email: 'not-an-email', password: 'a1' } });
    expect(short.body.errors).toEqual({ email: 'Введите корректный адрес эл. почты.', password: expect.stringMatching(/8/) });
  });

  it('answers a wrong password and an unknown address with the same sentence', async () => {
    const wrong = await new Browser().call(login, '/api/User/Login', { json: { email: 'musteri@example.com', password: 'Yanlis123!' } });
    const unknown = await new Browser().call(login, '/api/User/Login', { json: { email: 'kimse@example.com', password: 'Yanlis123!' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ Data: null, UIMessage: 'E-posta adresi veya şifre hatalı.' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.setCookies).toEqual([]);
  });

  it('slows down failed sign-ins per account and address with a clear message', async () => {
    await createAccount({ email: 'hedef@example.com', password: 'Dogru123!' });
    const here = { 'x-forwarded-for': '192.0.2.10' };
    const attempt = (password = 'tahmin123') => new Browser().call(login, '/api/User/Login', { json: { email: 'hedef@example.com', password }, headers: here });
    // Five failures are free; the sixth makes the next attempt wait.
    for (let i = 0; i < 6; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body.UIMessage).toMatch(/^Çok fazla deneme yaptınız\. Lütfen \d+ saniye sonra tekrar deneyin\.$/);
    // Even the right password waits at this address: the wait is checked before the password.
    expect((await attempt('Dogru123!')).status).toBe(429);
    // The owner elsewhere is not locked out.
    expect((await new Browser().call(login, '/api/User/Login', { json: { email: 'hedef@example.com', password: 'Dogru123!' }, headers: { 'x-forwarded-for': '192.0.2.11' } })).status).toBe(200);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    await createAccount({ email: 'unutkan@example.com', password: 'Dogru123!' });
    for (let i = 0; i < 5; i++) await new Browser().call(login, '/api/User/Login', { json: { email: 'unutkan@example.com', password: 'yanlis123' } });
    expect((await new Browser().call(login, '/api/User/Login', { json: { email: 'unutkan@example.com', password: 'Dogru123!' } })).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await new Browser().call(login, '/api/User/Login', { json: { email: 'unutkan@example.com', password: 'yanlis123' } })).status).toBe(401);
  });

  it('refuses a sign-in posted from another site', async () => {
    const answer = await new Browser().call(login, '/api/User/Login', { json: { email: 'musteri@example.com', password: 'Musteri123!' }, headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expect(answer.body.UIMessage).toBe('Bu istek başka bir siteden geldiği için reddedildi.');
    expect(answer.setCookies).toEqual([]);
  });

  it('signs out: the cookies are cleared and the old access token no longer works', async () => {
    const browser = new Browser();
    await browser.call(login, '/api/User/Login', { json: { email: 'musteri@example.com', password: 'Musteri123!' } });
    const stolen = new Browser();
    stolen.cookies.set('user', browser.cookies.get('user')!);
    expect((await stolen.call(me, '/api/User/Me')).body.Data).not.toBeNull();

    const answer = await browser.call(logout, '/api/User/Logout', { method: 'POST' });
    expect(answer.body).toEqual({ Data: true, UIMessage: 'Çıkış yapıldı.' });
    // No session cookie is left; the note that this browser signed in to the address stays (otp_known, for codes).
    expect([...browser.cookies.keys()]).toEqual(['otp_known']);
    expect((await stolen.call(me, '/api/User/Me')).body.Data).toBeNull();
  });
});

describe('the profile', () => {
  it('saves name, surname, a Turkish phone (as +90…) and the language', async () => {
    const browser = new Browser();
    await browser.call(login, '/api/User/Login', { json: { email: 'musteri@example.com', password: 'Musteri123!' } });
    const saved = await browser.call(saveProfile, '/api/User/Me', { method: 'PUT', json: { name: ' Ayşe ', surname: 'Kaya', phone: '0532 123 45 67', locale: 'en' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      Data: expect.objectContaining({ Name: 'Ayşe', Surname: 'Kaya', Phone: '+905321234567', Locale: 'en' }),
      UIMessage: 'Profiliniz kaydedildi.',
    });
  });

  it('explains a wrong phone number in the request language', async () => {
    const browser = new Browser('en');
    await browser.call(login, '/api/User/Login', { json: { email: 'musteri@example.com', password: 'Musteri123!' } });
    const answer = await browser.call(saveProfile, '/api/User/Me', { method: 'PUT', json: { name: 'Ayşe', surname: 'Kaya', phone: '12345', locale: 'tr' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.phone).toMatch(/phone number/i);
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    await createAccount({ email: 'degisken@example.com', password: 'Eski12345' });
    const here = new Browser();
    const elsewhere = new Browser();
    for (const browser of [here, elsewhere]) await browser.call(login, '/api/User/Login', { json: { email: 'degisken@example.com', password: 'Eski12345' } });

    const refused = await here.call(changePassword, '/api/User/Password', { json: { currentPassword: 'Yanlis123', newPassword: 'Yeni12345' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.currentPassword).toBe('Mevcut şifreniz hatalı.');

    const changed = await here.call(changePassword, '/api/User/Password', { json: { currentPassword: 'Eski12345', newPassword: 'Yeni12345' } });
    expect(changed.status).toBe(200);
    expect((await here.call(me, '/api/User/Me')).body.Data).not.toBeNull();
    expect((await elsewhere.call(me, '/api/User/Me')).body.Data).toBeNull();
    expect((await new Browser().call(login, '/api/User/Login', { json: { email: 'degisken@example.com', password: 'Yeni12345' } })).status).toBe(200);
  });

  it('is for signed-in accounts only', async () => {
    const answer = await new Browser().call(saveProfile, '/api/User/Me', { method: 'PUT', json: { name: 'A', surname: 'B', phone: '', locale: 'tr' } });
    expect(answer.status).toBe(401);
    expect(answer.body.UIMessage).toBe('Bu işlem için giriş yapmanız gerekiyor.');
  });
});
