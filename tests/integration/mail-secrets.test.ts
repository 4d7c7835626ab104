import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as otp } from '@/app/api/User/Otp/route';
import { POST as contact } from '@/app/api/Contacts/messages/route';
import { GET as outbox } from '@/app/api/admin/outbox/route';
import { POST as checkout } from '@/app/api/Checkout/route';
import { POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { POST as markPaid } from '@/app/api/admin/orders/[id]/mark-paid/route';
import { POST as remind } from '@/app/api/admin/orders/[id]/travellers-reminder/route';
import { GET as travellersGet, PUT as travellersPut } from '@/app/api/Travellers/[code]/route';
import { getDb } from '@/lib/db/client';
import { mailOutbox, orders } from '@/lib/db/schema';
import { MASK } from '@/lib/mail/secrets';
import { sendMail } from '@/lib/mail/send';
import { balanceLink } from '@/lib/pricing/balance-link';
import { reviewLink } from '@/lib/reviews/link';
// @ts-expect-error -- the end-to-end run's SMTP stand-in, a plain .mjs module without type declarations
import { startSmtpServer } from '../../e2e/support/smtp-server.mjs';
import { checkoutForm } from '../support/checkout-form';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { seedAgency, seedBookableTour } from './shop-support';

/**
 * docs/decisions/0138: with a mail server (SMTP_URL), an e-mail reaches its recipient with its code
 * or signed link, and the outbox — the dashboard, GET /api/admin/outbox, the database and its
 * backups — keeps a copy with them masked. An admin who asks for a victim's reset code cannot read it.
 * (Without a mail server the outbox is the mailbox: tests/integration/mail-outbox-local.test.ts.)
 */
type Delivered = { to: string[]; subject: string; text: string; html: string; attachments?: { filename: string; contentType: string; size: number; contentBase64: string }[] };

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let smtp: { smtpUrl: string; mailboxUrl: string; close: () => Promise<unknown> };
let admin: Browser;

/** What the SMTP server received for an address, oldest first. */
async function delivered(to: string): Promise<Delivered[]> {
  return (await (await fetch(`${smtp.mailboxUrl}?to=${encodeURIComponent(to)}`)).json()) as Delivered[];
}
async function newestDelivered(to: string, subject: RegExp): Promise<Delivered> {
  const mail = (await delivered(to)).filter((item) => subject.test(item.subject)).at(-1);
  expect(mail, `a delivered mail to ${to} with the subject ${subject}`).toBeDefined();
  return mail!;
}
/** The outbox rows of an address (everything stored: text, HTML, attachments). */
const storedFor = async (to: string, kind?: string) =>
  (await getDb())
    .select()
    .from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id));
/** GET /api/admin/outbox as an admin: the whole answer as text, and the items. */
async function adminOutbox() {
  const answer = await admin.call(outbox, '/api/admin/outbox?PageSize=100');
  expect(answer.status).toBe(200);
  return { text: JSON.stringify(answer.body), items: answer.body.items as { to: string; kind: string; text: string; status: string; hidden: boolean }[] };
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1];

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.smtpUrl;
  handle = await openTestDatabase({ seed: false });
  await createAccount({ email: 'yonetici@example.com', password: 'Yonetici123!', role: 'admin' });
  admin = await signedIn('yonetici@example.com', 'Yonetici123!');
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
  await smtp.close();
});

describe('one-time codes with a mail server', () => {
  it('a login code reaches the recipient and signs in; the outbox and GET /api/admin/outbox never show it', async () => {
    await createAccount({ email: 'kurban@example.com', password: 'Kurban12345' });
    const owner = new Browser();
    const sent = await owner.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'kurban@example.com', purpose: 'login' } });
    expect(sent.status).toBe(200);

    const mail = await newestDelivered('kurban@example.com', /^Giriş kodunuz$/);
    const code = codeIn(mail.text);
    expect(mail.html).toContain(code);

    const [row] = await storedFor('kurban@example.com', 'otp-login');
    expect(row).toMatchObject({ status: 'sent', kind: 'otp-login', subject: 'Giriş kodunuz' });
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.text).toContain(MASK);
    expect(row.html).toContain(MASK);
    const listed = await adminOutbox();
    expect(listed.text).not.toContain(code);
    expect(listed.items.find((item) => item.to === 'kurban@example.com' && item.kind === 'otp-login')).toMatchObject({ status: 'sent', hidden: true });

    // The delivered code is the real one.
    const signedIn = await owner.call(otp, '/api/User/Otp', { json: { action: 'login', email: 'kurban@example.com', code } });
    expect(signedIn.status).toBe(200);
  });

  it('a reset code (the takeover: an admin asks for a victim’s code) reaches only the recipient', async () => {
    await createAccount({ email: 'diger-yonetici@example.com', password: 'Diger12345', role: 'admin' });
    // The attacker is an admin (or holds an admin's session): it asks for the victim's reset code…
    const asked = await admin.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'diger-yonetici@example.com', purpose: 'reset' } });
    expect(asked.status).toBe(200);
    const mail = await newestDelivered('diger-yonetici@example.com', /^Şifre sıfırlama kodunuz$/);
    const code = codeIn(mail.text);

    // …and reads the outbox: no code there, in the answer or in the database.
    const listed = await adminOutbox();
    expect(listed.text).not.toContain(code);
    expect(listed.items.find((item) => item.to === 'diger-yonetici@example.com' && item.kind === 'otp-reset')).toMatchObject({ hidden: true });
    for (const row of await storedFor('diger-yonetici@example.com')) expect(JSON.stringify(row)).not.toContain(code);

    // Even with the delivered code, only the browser that asked could use it (docs/decisions/0175):
    // the owner asks in theirs and resets the password with the code delivered to them.
    const owner = new Browser();
    expect((await owner.call(otp, '/api/User/Otp', { json: { action: 'reset', email: 'diger-yonetici@example.com', code, password: 'Yeni123456' } })).status).toBe(400);
    expect((await owner.call(otp, '/api/User/Otp', { json: { action: 'send', email: 'diger-yonetici@example.com', purpose: 'reset' } })).status).toBe(200);
    const ownCode = codeIn((await newestDelivered('diger-yonetici@example.com', /^Şifre sıfırlama kodunuz$/)).text);
    const reset = await owner.call(otp, '/api/User/Otp', { json: { action: 'reset', email: 'diger-yonetici@example.com', code: ownCode, password: 'Yeni123456' } });
    expect(reset.status).toBe(200);
  });
});

describe('signed links with a mail server', () => {
  it('the travellers link, the voucher link and its check-in code reach the customer, not the outbox', async () => {
    await seedAgency();
    const tour = await seedBookableTour('Gizli Tur');
    const customer = new Browser();
    expect((await customer.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: tour.open.id, adultQuantity: 1, childQuantity: 0, babyQuantity: 0 } })).status).toBe(201);
    const placed = await customer.call(checkout, '/api/Checkout', { json: checkoutForm('eft', { reservationName: 'Çağrı', reservationSurName: 'Öztürk', reservationEmail: 'yolcu@example.com' }) });
    expect(placed.status).toBe(201);
    const [order] = await (await getDb()).select().from(orders).where(eq(orders.orderUUID, placed.body.Data.orderId));
    expect((await admin.call(markPaid, `/api/admin/orders/${order.id}/mark-paid`, { method: 'POST', params: { id: String(order.id) } })).status).toBe(200);
    expect((await admin.call(remind, `/api/admin/orders/${order.id}/travellers-reminder`, { method: 'POST', params: { id: String(order.id) } })).status).toBe(200);

    // "Payment received" and staff's reminder carry the travellers link.
    const travellersLink = /\/travellers\/([0-9A-Z]{26})\b/;
    const paid = await newestDelivered('yolcu@example.com', /^Ödemeniz alındı/);
    const reminder = await newestDelivered('yolcu@example.com', /^Yolcu bilgileriniz eksik/);
    const travellersCode = travellersLink.exec(paid.text)![1];
    expect(reminder.text).toContain(travellersCode);

    // The link works: the travellers are given, and the voucher goes.
    const { seats } = (await customer.call(travellersGet, `/api/Travellers/${travellersCode}`, { params: { code: travellersCode } })).body.Data as { seats: { lineId: number; seat: number }[] };
    const saved = await customer.call(travellersPut, `/api/Travellers/${travellersCode}`, {
      method: 'PUT',
      json: { travellers: [{ lineId: seats[0].lineId, seat: 0, name: 'Çağrı', surname: 'Öztürk' }] },
      params: { code: travellersCode },
    });
    expect(saved.status).toBe(200);
    const voucher = await newestDelivered('yolcu@example.com', /^Voucher/);
    const voucherCode = /\/voucher\/([0-9A-Z]{26})\b/.exec(voucher.text)![1];
    const checkinCode = /Giriş kodunuz: ([0-9A-Z]{4}(?:-[0-9A-Z]{1,4}){6})/.exec(voucher.text)![1];
    expect(voucher.attachments?.map((file) => file.contentType).sort()).toEqual(['application/pdf', 'image/png']);

    const secrets = [travellersCode, voucherCode, checkinCode, checkinCode.replace(/-/g, '')];
    const rows = await storedFor('yolcu@example.com');
    expect(rows.map((row) => row.kind).sort()).toEqual(['order-created', 'order-paid', 'travellers-reminder', 'voucher']);
    for (const row of rows) for (const secret of secrets) expect(JSON.stringify(row), `${row.kind} keeps ${secret}`).not.toContain(secret);
    const storedVoucher = rows.find((row) => row.kind === 'voucher')!;
    expect(storedVoucher.text).toContain(`/voucher/${MASK}`);
    // The voucher's PDF and QR image hold the check-in code: the copy keeps their names, not their bytes.
    expect(storedVoucher.attachments.map((file) => [file.contentType, file.contentBase64])).toEqual(
      expect.arrayContaining([
        ['application/pdf', ''],
        ['image/png', ''],
      ]),
    );
    const listed = await adminOutbox();
    for (const secret of secrets) expect(listed.text).not.toContain(secret);
    const hidden = Object.fromEntries(listed.items.filter((item) => item.to === 'yolcu@example.com').map((item) => [item.kind, item.hidden]));
    expect(hidden).toEqual({ 'order-created': false, 'order-paid': true, 'travellers-reminder': true, voucher: true });
  });

  it('a balance link and a review link (their ?t= tokens) and a secret the sender names are masked in text, HTML and subject', async () => {
    const orderUUID = randomUUID();
    const balance = await balanceLink({ orderUUID, balanceDueOn: null }, 'tr');
    const review = await reviewLink(orderUUID, 'en');
    const balanceToken = new URL(balance).searchParams.get('t')!;
    const reviewToken = new URL(review).searchParams.get('t')!;
    const text = `Kalan tutar: ${balance}\nYorum: ${review}\nKod: K7-ZX91`;
    const result = await sendMail({
      to: 'linkler@example.com',
      subject: 'Kodunuz K7-ZX91',
      text,
      html: `<p><a href="${review}&amp;x=1">${review}</a></p><p>K7-ZX91</p>`,
      kind: 'test',
      locale: 'tr',
      secrets: ['K7-ZX91'],
    });
    expect(result.status).toBe('sent');
    const [mail] = await delivered('linkler@example.com');
    expect(mail.text).toContain(balance);
    expect(mail.text).toContain(review);
    expect(mail.subject).toBe('Kodunuz K7-ZX91');

    const [row] = await storedFor('linkler@example.com');
    for (const secret of [balanceToken, reviewToken, 'K7-ZX91']) expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.subject).toBe(`Kodunuz ${MASK}`);
    expect(row.text).toContain(`/payment/${orderUUID}?t=${MASK}`);
    expect(row.text).toContain(`/en/review/${orderUUID}?t=${MASK}`);
  });
});

describe('contact messages with a mail server', () => {
  it('reach the agency with the visitor’s address as Reply-To, so that staff answer the visitor', async () => {
    const visitor = new Browser('en');
    const sent = await visitor.call(contact, '/api/Contacts/messages', { json: { name: 'Maria Petrova', email: 'maria@example.org', message: 'Is the balloon tour on in January?' } });
    expect(sent.status).toBe(201);
    const delivered = (await (await fetch(smtp.mailboxUrl)).json()) as { subject: string; replyTo: string | null; text: string }[];
    const mail = delivered.find((candidate) => candidate.text.includes('Is the balloon tour on in January?'));
    expect(mail?.replyTo).toBe('maria@example.org');
  });
});
