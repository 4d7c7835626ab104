import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as otp } from '@/app/api/User/Otp/route';
import { GET as outbox } from '@/app/api/admin/outbox/route';
import { getDb } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail/send';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';

/**
 * docs/decisions/0138, the other side: without a mail server (SMTP_URL unset) and outside production,
 * the outbox is the mailbox — developers, the demo and the tests read their codes and links there,
 * as before. (With a mail server: tests/integration/mail-secrets.test.ts.)
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  process.env.SMTP_URL = '';
  handle = await openTestDatabase({ seed: false });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

describe('the outbox without a mail server', () => {
  it('keeps the code readable: the dashboard is the mailbox, and the code signs in', async () => {
    await createAccount({ email: 'yerel-yonetici@example.com', password: 'Yonetici123!', role: 'admin' });
    await createAccount({ email: 'yerel@example.com', password: 'Yerel12345' });
    const visitor = new Browser();
    expect((await visitor.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'yerel@example.com', purpose: 'login' } })).status).toBe(200);

    const [row] = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.to, 'yerel@example.com')).orderBy(desc(mailOutbox.id));
    expect(row.status).toBe('logged');
    const code = /\b(\d{6})\b/.exec(row.text)![1];
    expect(row.html).toContain(code);

    const admin = await signedIn('yerel-yonetici@example.com', 'Yonetici123!');
    const listed = await admin.call(outbox, '/api/admin/outbox?PageSize=100');
    expect(listed.body.items.find((item: { to: string }) => item.to === 'yerel@example.com')).toMatchObject({ kind: 'otp-login', status: 'logged', hidden: false, text: expect.stringContaining(code) });
    expect((await visitor.call(otp, '/api/User/Otp', { json: { action: 'login', email: 'yerel@example.com', code } })).status).toBe(200);
  });

  it('keeps signed links and named secrets as they were sent', async () => {
    const text = 'https://site.example/travellers/7QK2M9TD4XHR6B1VNZ8CJ3PWA0\nhttps://site.example/review/x?t=eyJ.a.b\nK7-ZX91';
    await sendMail({ to: 'yerel-link@example.com', subject: 'Kod K7-ZX91', text, kind: 'test', locale: 'tr', secrets: ['K7-ZX91'] });
    const [row] = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.to, 'yerel-link@example.com'));
    expect(row).toMatchObject({ subject: 'Kod K7-ZX91', text, status: 'logged' });
  });
});
