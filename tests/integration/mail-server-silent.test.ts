import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as contact } from '@/app/api/Contacts/messages/route';
import { contactMessages, contacts, mailOutbox } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail/send';
import { openTestDatabase } from '../support/db';
import { startSilentSmtp } from '../support/silent-smtp';
import { Browser } from './auth-support';

/**
 * A mail server that takes the connection and never says a word (a blocked port behind a firewall
 * that accepts, a hung server): the mail is given up after SMTP_TIMEOUT_SECONDS and marked failed,
 * and a visitor's contact message is kept and answered all the same.
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let silent: Awaited<ReturnType<typeof startSilentSmtp>>;

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  silent = await startSilentSmtp();
  handle = await openTestDatabase({ seed: false });
  await handle.db.insert(contacts).values({ id: 1, phone1: '+90 212 555 01 23', address: { tr: 'İstanbul', en: '', ru: '' }, email: 'info@anatolia-tours.example' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await silent.close();
  await handle.close();
});

describe('a mail server that never answers', () => {
  it('is given up after the timeout and the mail marked failed in the outbox', async () => {
    const started = Date.now();
    const result = await sendMail({ to: 'musteri@example.com', subject: 'Deneme', text: 'Merhaba', kind: 'test', locale: 'tr' });
    expect(result.status).toBe('failed');
    expect(Date.now() - started).toBeLessThan(5_000);
    const [row] = await handle.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'failed', error: 'Greeting never received' });
  }, 10_000);

  it('keeps and answers a visitor’s contact message, the staff e-mail marked failed', async () => {
    const answer = await new Browser('en').call(contact, '/api/Contacts/messages', { json: { name: 'Maria Petrova', email: 'maria@example.org', message: 'Is the balloon tour on in January?' } });
    expect(answer.status).toBe(201);
    expect(await handle.db.select({ email: contactMessages.email }).from(contactMessages)).toEqual([{ email: 'maria@example.org' }]);
    expect((await handle.db.select({ kind: mailOutbox.kind, status: mailOutbox.status }).from(mailOutbox)).filter((row) => row.kind === 'contact')).toEqual([{ kind: 'contact', status: 'failed' }]);
  }, 10_000);
});
