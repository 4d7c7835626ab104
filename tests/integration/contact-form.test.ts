import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactEmails, contactMessages, contacts, mailOutbox, rateLimits } from '@/lib/db/schema';
import { POST } from '@/app/api/Contacts/messages/route';
import { openTestDatabase } from '../support/db';


let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let ipCounter = 0;

/** Each test writes from its own address unless it says otherwise, so rate limits never leak between tests. */
function send(body: unknown, { language = 'tr', ip = `198.51.100.${++ipCounter}` }: { language?: string; ip?: string } = {}) {
  const request = new Request('http://localhost/api/Contacts/messages', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language, 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({}) });
}

const message = (email: string) => ({ name: 'Ayşe Yılmaz', email, phone: '0532 123 45 67', message: 'Merhaba, Kapadokya turu için bilgi almak istiyorum.' });
const stored = () => handle.db.select().from(contactMessages);
/** This hour's count of a site-wide limit, as if `count` messages had come. */
const spent = (key: string, count: number) =>
  handle.db
    .insert(rateLimits)
    .values({ key, count, resetAt: new Date(Date.now() + 3_600_000) })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count, resetAt: new Date(Date.now() + 3_600_000) } });
const outbox = () => handle.db.select().from(mailOutbox);

beforeAll(async () => {
  process.env.SMTP_URL = '';
  handle = await openTestDatabase({ seed: false });
  await handle.db.insert(contacts).values({ id: 1, phone1: '+90 212 555 01 23', address: { tr: 'İstanbul', en: '', ru: '' }, email: 'info@anatolia-tours.example' });
});
beforeEach(async () => {
  await handle.db.delete(contactMessages);
  await handle.db.delete(mailOutbox);
  await handle.db.delete(contactEmails);
  await handle.db.insert(contactEmails).values([
    { email: 'satis@anatolia-tours.example', name: 'Satış' },
    { email: 'destek@anatolia-tours.example', name: 'Destek' },
    { email: 'eski@anatolia-tours.example', name: 'Eski', isActive: false },
  ]);
});
afterAll(async () => handle.close());

describe('POST /api/Contacts/messages', () => {
  it('stores a valid message with its language and IP and e-mails every active recipient', async () => {
    const response = await send(message('ayse@example.com'), { language: 'en-GB,en;q=0.9', ip: '203.0.113.7' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ Data: { id: expect.any(Number) }, UIMessage: 'Thank you! Your message has reached us and we will get back to you soon.' });

    const [row] = await stored();
    expect(row).toMatchObject({
      id: body.Data.id,
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '+905321234567',
      message: 'Merhaba, Kapadokya turu için bilgi almak istiyorum.',
      locale: 'en',
      ip: '203.0.113.7',
      readAt: null,
    });

    const mails = await outbox();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['destek@anatolia-tours.example', 'satis@anatolia-tours.example']);
    for (const mail of mails) {
      expect(mail).toMatchObject({ kind: 'contact', locale: 'tr', status: 'logged', subject: 'İletişim formu: Ayşe Yılmaz' });
      expect(mail.text).toContain('Merhaba, Kapadokya turu için bilgi almak istiyorum.');
      expect(mail.text).toContain('E-posta: ayse@example.com');
      expect(mail.text).toContain('Telefon: +905321234567');
      expect(mail.text).toContain('Dil: English');
      expect(mail.text).toContain(`Kayıt: #${row.id}`);
    }
  });

  it('sends to the agency’s public address when no recipient is active', async () => {
    await handle.db.update(contactEmails).set({ isActive: false });
    expect((await send({ name: 'Ali', email: 'ali@example.com', message: 'Telefonum yok, e-postayla dönün.' })).status).toBe(201);
    expect((await outbox()).map((mail) => mail.to)).toEqual(['info@anatolia-tours.example']);
    expect((await stored())[0].phone).toBe('');
  });

  it('answers invalid fields with 400 and sentences in the visitor’s language, storing and sending nothing', async () => {
    const invalid = { name: '', email: 'ayse@', phone: '12345', message: 'Kısa' };
    const tr = await send(invalid);
    expect(tr.status).toBe(400);
    expect(await tr.json()).toEqual({
      Data: null,
      UIMessage: 'Gönderilen bilgiler geçersiz: name, email, phone, message.',
      errors: {
        name: 'Bu alan zorunludur.',
        email: 'Geçerli bir e-posta adresi girin.',
        phone: 'Geçerli bir telefon numarası girin (ör. 0532 123 45 67).',
        message: 'En az 10 karakter girin.',
      },
    });
    const ru = await (await send(invalid, { language: 'ru' })).json();
    expect(ru.errors.name).toBe('Это поле обязательно.');
    expect(ru.errors.message).toMatch(/10/);
    const en = await (await send({ ...message('a@b.co'), message: 'x'.repeat(2001) }, { language: 'en' })).json();
    expect(en.errors).toEqual({ message: 'Enter at most 2000 characters.' });
    // A name is one line: a line break would forge a field in the staff's e-mail ("E-posta: …").
    // Unicode's own line breaks too (mail clients break lines at them), and direction marks.
    for (const name of ['Ali\nE-posta: muhasebe@example.net', 'Ali\tVeli', 'Ali \u202Enaz', 'Ali\u2028E-posta: muhasebe@example.net', 'Ali\u2029Veli', 'Ali\u0085Veli', 'Ali\u200Fnaz']) {
      expect((await (await send({ ...message('a@b.co'), name }, { language: 'en' })).json()).errors).toEqual({ name: 'This field contains a control character that is not allowed.' });
    }
    // A number from abroad is kept as typed: one line too.
    for (const phone of ['+44 20\n7946 0958', '+44 20\u20287946 0958']) {
      expect((await (await send({ ...message('a@b.co'), phone }, { language: 'en' })).json()).errors).toEqual({ phone: expect.stringContaining('phone number') });
    }
    // Spaces pasted from a page (no-break, narrow no-break) are spaces.
    expect((await send({ ...message('yurtdisi@example.com'), phone: '+44\u00A020\u202F7946 0958' })).status).toBe(201);
    await handle.db.delete(contactMessages);
    await handle.db.delete(mailOutbox);

    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await send('name=Ali');
    expect(response.status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('takes three messages from one e-mail address in ten minutes, then answers 429 with a sentence', async () => {
    for (let i = 0; i < 3; i++) expect((await send(message('tekrar@example.com'))).status).toBe(201);
    const refused = await send(message('TEKRAR@example.com'));
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body.Data).toBeNull();
    expect(body.UIMessage).toBe('Kısa sürede çok fazla mesaj gönderildi. Lütfen 10 dakika sonra yeniden yazın ya da bizi arayın.');
    expect(await stored()).toHaveLength(3);
  });

  it('takes three messages from one IP address in ten minutes, whatever the e-mail', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 3; i++) expect((await send(message(`kisi${i}@example.com`), { ip })).status).toBe(201);
    const refused = await send(message('kisi9@example.com'), { ip, language: 'en' });
    expect(refused.status).toBe(429);
    expect((await refused.json()).UIMessage).toBe('Too many messages in a short time. Please write again in 10 minutes, or call us.');
    expect(await handle.db.select().from(contactMessages).where(eq(contactMessages.email, 'kisi9@example.com'))).toEqual([]);
  });

  it('keeps a message past the hour’s site-wide count of staff e-mails without mailing it, and tells the recipients once that messages wait', async () => {
    // This hour's 30 (CONTACT_MAILS_PER_HOUR) are spent, from 30 different addresses.
    await spent('contact:mails:site', 30);
    const answer = await send(message('otuz-birinci@example.com'));
    expect(answer.status).toBe(201);
    expect((await send(message('otuz-ikinci@example.com'))).status).toBe(201);
    expect((await stored()).map((row) => row.email).sort()).toEqual(['otuz-birinci@example.com', 'otuz-ikinci@example.com']);
    // Neither message is mailed; each active recipient hears once that messages wait in the dashboard.
    const mails = await outbox();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['destek@anatolia-tours.example', 'satis@anatolia-tours.example']);
    for (const mail of mails) {
      expect(mail).toMatchObject({ kind: 'contact', locale: 'tr', subject: 'İletişim formu: yeni mesajlar panelde bekliyor' });
      expect(mail.text).toContain('30 mesajdan fazlası');
      expect(mail.text).toMatch(/https?:\/\/[^ ]+\/db-messages$/);
      expect(mail.text).not.toContain('otuz-birinci');
    }
    await handle.db.delete(rateLimits).where(inArray(rateLimits.key, ['contact:mails:site', 'contact:held:site']));
  });

  it('refuses messages past the hour’s site-wide count of kept messages with a sentence, keeping nothing', async () => {
    // A sender with many networks passes every limit per address: the site-wide count (CONTACT_MESSAGES_PER_HOUR, 300) holds.
    await spent('contact:stored:site', 300);
    const refused = await send(message('uc-yuz-birinci@example.com'), { language: 'en' });
    expect(refused.status).toBe(429);
    expect((await refused.json()).UIMessage).toBe('We are receiving very many messages right now. Please write again in 60 minutes, or call us.');
    expect(await stored()).toEqual([]);
    expect(await outbox()).toEqual([]);
    await handle.db.delete(rateLimits).where(eq(rateLimits.key, 'contact:stored:site'));
  });
});
