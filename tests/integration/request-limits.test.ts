import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { POST as contact } from '@/app/api/Contacts/messages/route';
import { POST as checkout } from '@/app/api/Checkout/route';
import { GET as blogs } from '@/app/api/Blogs/route';
import { GET as tours } from '@/app/api/Tours/route';
import { GET as adminOrders } from '@/app/api/admin/orders/route';
import { GET as adminList, POST as adminCreate } from '@/app/api/admin/[resource]/route';
import { POST as cancelOrder } from '@/app/api/admin/orders/[id]/cancel/route';
import { POST as markPaid } from '@/app/api/admin/orders/[id]/mark-paid/route';
import { POST as uploadImage } from '@/app/api/admin/tours/[id]/images/route';
import { POST as login } from '@/app/api/User/Login/route';
import { POST as register } from '@/app/api/User/Register/route';
import { PUT as saveProfile } from '@/app/api/User/Me/route';
import { POST as bankNotice } from '@/app/api/PaymentGateway/callback/route';
import { POST as simulatorGate } from '@/app/api/bank-simulator/est3Dgate/route';
import { POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { NextRequest } from 'next/server';
import { refusedQuery } from '@/lib/http/refused-query';
import { parseTourSearch, tourSearchQuery } from '@/lib/catalog/tour-search';
import { getTourPage } from '@/lib/catalog/tours';
import { getBlogListing } from '@/lib/content/blog-listing';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/config/env';
import { blogs as blogTable, orders, regions, tourImages, uploadedFiles } from '@/lib/db/schema';
import { ok, parseJson, route } from '@/lib/http/respond';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { customerWithPlacedOrder, seedAgency, seedBookableTour } from './shop-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let fixture: Awaited<ReturnType<typeof seedBookableTour>>;
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  fixture = await seedBookableTour();
  await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' });
  await createAccount({ email: 'admin@example.com', password: 'Admin123!', role: 'admin' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

const noParams = { params: Promise.resolve({}) };
const echo = route(async (request) => ok(await parseJson(request, z.object({ name: z.string() }))));

/**
 * A body of 16 MB (far past every limit but the pictures'), sent as a stream without a length,
 * counting what the server pulled from it: a server that reads it all is caught by the count.
 */
function endlessBody() {
  const pulled = { bytes: 0 };
  const chunk = new TextEncoder().encode(`{"name":"${'a'.repeat(16 * 1024)}`);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= 16 * 1024 * 1024) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

const streamed = (url: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/json', ...headers } } as RequestInit);

describe('request body sizes', () => {
  it('refuses a JSON body whose Content-Length passes 64 KB with 413 and a sentence, before reading it', async () => {
    const { stream, pulled } = endlessBody();
    const response = await echo(streamed('http://localhost/api/x', stream, { 'content-length': String(500 * 1024 * 1024) }), noParams);
    expect(response.status).toBe(413);
    expect((await response.json()).UIMessage).toBe('İstek çok büyük: en fazla 64 KB gönderilebilir.');
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('stops reading a chunked JSON body without a length as soon as it passes the limit', async () => {
    const { stream, pulled } = endlessBody();
    const response = await echo(streamed('http://localhost/api/x', stream, { 'accept-language': 'en' }), noParams);
    expect(response.status).toBe(413);
    expect((await response.json()).UIMessage).toBe('The request is too large: at most 64 KB can be sent.');
    expect(pulled.bytes).toBeLessThan(200 * 1024);
  });

  it('applies the limit on the real endpoints (contact form, admin cancel, bank callback, bank simulator)', async () => {
    const contactAnswer = await contact(streamed('http://localhost/api/Contacts/messages', endlessBody().stream, { 'x-forwarded-for': '203.0.113.90' }), noParams);
    expect(contactAnswer.status).toBe(413);

    const admin = await signedIn('admin@example.com', 'Admin123!');
    const cancelRequest = admin.request('/api/admin/orders/1/cancel', { method: 'POST' });
    const endless = endlessBody();
    const cancelAnswer = await cancelOrder(new Request(cancelRequest.url, { method: 'POST', headers: cancelRequest.headers, body: endless.stream, duplex: 'half' } as RequestInit), {
      params: Promise.resolve({ id: '1' }),
    });
    expect(cancelAnswer.status).toBe(413);
    expect(endless.pulled.bytes).toBeLessThan(200 * 1024);

    const callback = endlessBody();
    const notice = await bankNotice(streamed('http://localhost/api/PaymentGateway/callback', callback.stream, { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(notice.status).toBe(413);
    expect((await notice.json()).UIMessage).toBe('İstek çok büyük: en fazla 32 KB gönderilebilir.');
    expect(callback.pulled.bytes).toBeLessThan(100 * 1024);

    const gate = endlessBody();
    const page = await simulatorGate(streamed('http://localhost/api/bank-simulator/est3Dgate', gate.stream, { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(page.status).toBe(400);
    expect(gate.pulled.bytes).toBeLessThan(100 * 1024);
  });

  it('still takes a dashboard text larger than a site form', async () => {
    const admin = await signedIn('admin@example.com', 'Admin123!');
    const answer = await admin.call(echoLarge, '/api/x', { json: { name: 'ş'.repeat(100_000) } });
    expect(answer.status).toBe(200);
  });
});
const echoLarge = route(async (request) => ok((await parseJson(request, z.object({ name: z.string() }), { maxBytes: 1024 * 1024 })).name.length));

describe('control characters in input', () => {
  const nul = 'Ali\u0000Veli';
  const sentence = 'Bu alan izin verilmeyen bir kontrol karakteri içeriyor.';

  it.each([
    ['contact form', async () => contact(new Request('http://localhost/api/Contacts/messages', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.91' }, body: JSON.stringify({ name: nul, email: 'a@example.com', message: 'Merhaba, bilgi almak istiyorum.' }) }), noParams), 'name'],
    ['register', async () => register(new Browser().request('/api/User/Register', { json: { name: nul, surname: 'Y', email: 'yeni@example.com', password: 'Parola123!', acceptTerms: true } }), noParams), 'name'],
    ['profile', async () => {
      const customer = await signedIn('musteri@example.com', 'Musteri123!');
      return saveProfile(customer.request('/api/User/Me', { method: 'PUT', json: { name: nul, surname: 'Yılmaz', phone: '0532 123 45 67', locale: 'tr' } }), noParams);
    }, 'name'],
    ['checkout', async () => {
      const guest = new Browser();
      await guest.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: fixture.open.id, adultQuantity: 1, childQuantity: 0, babyQuantity: 0 }, headers: { 'x-forwarded-for': '203.0.113.92' } });
      return checkout(guest.request('/api/Checkout', { json: { reservationName: nul, reservationSurName: 'A', reservationEmail: 'x@example.com', reservationPhone: '0532 123 45 67', reservationAddress: 'Moda Cad. 12', paymentMethod: 'eft', acceptPreInformation: true, acceptDistanceSales: true, idempotencyKey: randomUUID() }, headers: { 'x-forwarded-for': '203.0.113.92' } }), noParams);
    }, 'reservationName'],
    ['tour search', async () => tours(new Request('http://localhost/api/Tours?q=Ali%00Veli'), noParams), 'q'],
    ['blog list', async () => blogs(new Request('http://localhost/api/Blogs?tag=Ali%00Veli'), noParams), 'tag'],
    ['admin order search', async () => {
      const admin = await signedIn('admin@example.com', 'Admin123!');
      return adminOrders(admin.request('/api/admin/orders?q=Ali%00Veli'), noParams);
    }, 'q'],
    ['admin list search', async () => {
      const admin = await signedIn('admin@example.com', 'Admin123!');
      return adminList(admin.request('/api/admin/regions?q=Ali%00Veli'), { params: Promise.resolve({ resource: 'regions' }) });
    }, 'q'],
  ])('%s: U+0000 is a 400 with a field sentence, not a 500', async (_name, call, field) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await call();
    errors.mockRestore();
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(400);
    expect(body.errors[field as string]).toBe(sentence);
  });

  it.each([
    ['/tour-list-1?q=Ali%00Veli', 'Adresteki arama değerleri izin verilmeyen bir kontrol karakteri içeriyor; lütfen bağlantıyı kontrol edin.'],
    ['/en/tour-list-2?region=%00', 'The search values in the address contain a control character that is not allowed; please check the link.'],
    ['/blog-list-1?tag=x%00', 'Adresteki arama değerleri izin verilmeyen bir kontrol karakteri içeriyor; lütfen bağlantıyı kontrol edin.'],
    ['/ru/blog-list-3?page=1%01', 'Параметры поиска в адресе содержат недопустимый управляющий символ; проверьте ссылку.'],
  ])('list page %s: proxy.ts answers a 400 page with a sentence before any page reads the value', async (path, sentence) => {
    const response = refusedQuery(new NextRequest(`http://localhost:3000${path}`))!;
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(sentence);
  });

  it('a list page’s own search address (the proxy skips it) drops a search text with U+0000 and 404s such a tag', async () => {
    const search = parseTourSearch({ q: 'Ali\u0000Veli' });
    expect(search.q).toBeUndefined();
    expect(parseTourSearch({ q: '\ud800' }).q).toBeUndefined();
    await expect(getTourPage('tr', tourSearchQuery(search))).resolves.toMatchObject({ count: expect.any(Number) });
    expect(await getBlogListing('en', { tag: 'a\u0000' })).toBeNull();
  });

  it('lets tabs and line breaks through in free text', async () => {
    const answer = await new Browser().call(echo, '/api/x', { json: { name: 'satır 1\r\nsatır 2\tsekme' } });
    expect(answer.status).toBe(200);
  });
});

describe('ids past the integer column, lone surrogates and deep nesting', () => {
  const orderCount = async () => (await (await getDb()).select({ n: count() }).from(orders))[0].n;
  const storedOrder = async (id: number) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0];
  // An unpaid bank-transfer order: nothing refused below may pay or cancel it.
  let pending: typeof orders.$inferSelect;
  beforeAll(async () => {
    const { order } = await customerWithPlacedOrder({ tourId: fixture.tour.id, departureId: fixture.special.id, password: 'Parola123!', paymentMethod: 'eft' });
    pending = await storedOrder(order.id);
  });
  const silenced = async <T,>(work: () => Promise<T>) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      return await work();
    } finally {
      errors.mockRestore();
    }
  };

  it.each(['2147483648', '99999999999', '999999999999999999999', '1e3', '-1', '0x10'])('POST /api/admin/orders/%s/mark-paid is a 404 with a sentence, and no order changes', async (id) => {
    const admin = await signedIn('admin@example.com', 'Admin123!');
    const answer = await silenced(() => admin.call(markPaid, `/api/admin/orders/${id}/mark-paid`, { method: 'POST', params: { id } }));
    expect([answer.status, answer.body.UIMessage]).toEqual([404, 'Sipariş bulunamadı.']);
    const stored = await storedOrder(pending.id);
    expect([stored.orderStatus, stored.paymentStatus]).toEqual(['Pending', 'Pending']);
  });

  describe('a picture whose alt text holds U+0000', () => {
    const upload = async (file: Blob, altTr: string, language = 'tr') => {
      const admin = await signedIn('admin@example.com', 'Admin123!', language);
      const form = new FormData();
      form.set('file', file, 'photo.png');
      form.set('alt.tr', altTr);
      form.set('alt.en', 'Lake view');
      form.set('alt.ru', '');
      const base = admin.request(`/api/admin/tours/${fixture.tour.id}/images`, { method: 'POST' });
      const request = new Request(base.url, { method: 'POST', headers: { cookie: base.headers.get('cookie')!, origin: base.headers.get('origin')!, 'accept-language': language }, body: form });
      const response = await silenced(() => uploadImage(request, { params: Promise.resolve({ id: String(fixture.tour.id) }) }));
      return { status: response.status, body: await response.json() };
    };
    const storedPictures = async () => {
      const db = await getDb();
      const [{ rows }] = await db.select({ rows: count() }).from(tourImages).where(eq(tourImages.tourId, fixture.tour.id));
      const [{ files }] = await db.select({ files: count() }).from(uploadedFiles).where(like(uploadedFiles.path, `tours/${fixture.tour.id}/%`));
      const folder = path.join(env().dataDir, 'uploads', 'tours', String(fixture.tour.id));
      return { rows, files, onDisk: existsSync(folder) ? readdirSync(folder).length : 0 };
    };

    it('is a 400 naming alt.tr, and neither the picture nor its row is stored', async () => {
      const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();
      const answer = await upload(new Blob([new Uint8Array(png)], { type: 'image/png' }), 'Göl\u0000manzarası', 'en');
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors).toEqual({ 'alt.tr': 'This field contains a control character that is not allowed.' });
      expect(await storedPictures()).toEqual({ rows: 0, files: 0, onDisk: 0 });
    });

    it('is refused before the file is looked at (a file that is no picture gets the same field sentence)', async () => {
      const answer = await upload(new Blob(['not a picture'], { type: 'image/png' }), '\u0000');
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ 'alt.tr': 'Bu alan izin verilmeyen bir kontrol karakteri içeriyor.' });
    });
  });

  describe('a lone surrogate in a JSON string', () => {
    const sentence = 'Bu alan saklanamayan geçersiz bir karakter içeriyor.';

    it('region name (jsonb): 400 with a field sentence, no region stored', async () => {
      const db = await getDb();
      const before = await db.$count(regions);
      const admin = await signedIn('admin@example.com', 'Admin123!');
      const answer = await silenced(() =>
        admin.call(adminCreate, '/api/admin/regions', { params: { resource: 'regions' }, json: { name: { tr: 'Kapa\ud800dokya', en: '', ru: '' }, description: { tr: '', en: '', ru: '' }, image: '', orderNo: 0, isActive: true } }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors).toEqual({ 'name.tr': sentence });
      expect(answer.body.UIMessage).toBe('Gönderilen bilgiler geçersiz: name.tr.');
      expect(await db.$count(regions)).toBe(before);
    });

    it('blog tags (jsonb), in English: 400 with a field sentence, no post stored', async () => {
      const db = await getDb();
      const before = await db.$count(blogTable);
      const admin = await signedIn('admin@example.com', 'Admin123!', 'en');
      const post = { title: { tr: 'Başlık', en: '', ru: '' }, summary: { tr: 'Özet', en: '', ru: '' }, body: { tr: 'Metin', en: '', ru: '' }, image: '', author: 'Ayşe', tags: ['kapadokya', '\udc00balon'], publishedAt: '2026-01-05', isActive: true };
      const answer = await silenced(() => admin.call(adminCreate, '/api/admin/blogs', { params: { resource: 'blogs' }, json: post }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors).toEqual({ 'tags.1': 'This field contains an invalid character that cannot be stored.' });
      expect(await db.$count(blogTable)).toBe(before);
    });

    it('the reason of a staff cancellation (audit details, jsonb): 400, the order stays as it was', async () => {
      const admin = await signedIn('admin@example.com', 'Admin123!');
      const answer = await silenced(() => admin.call(cancelOrder, `/api/admin/orders/${pending.id}/cancel`, { method: 'POST', params: { id: String(pending.id) }, json: { reason: 'Müşteri \ud83d istedi' } }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errors).toEqual({ reason: sentence });
      expect((await storedOrder(pending.id)).orderStatus).toBe('Pending');
    });

    it('leaves well-formed text alone (a pair of surrogates is one character: an emoji)', async () => {
      const answer = await new Browser().call(echo, '/api/x', { json: { name: 'Kapadokya \ud83c\udf88' } });
      expect([answer.status, answer.body.Data]).toEqual([200, { name: 'Kapadokya 🎈' }]);
    });
  });

  describe('deeply nested JSON', () => {
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

    it('a 64 KB body of 32,000 nested arrays to POST /api/User/Login is a 400 with a sentence, not a stack overflow', async () => {
      const before = await orderCount();
      const body = nested(32_000);
      expect(body.length).toBeLessThanOrEqual(64 * 1024);
      const response = await silenced(() => login(post('/api/User/Login', body, { 'x-forwarded-for': '203.0.113.93' }), noParams));
      expect(response.status).toBe(400);
      expect((await response.json()).UIMessage).toBe('İstek gövdesi çok fazla iç içe: en fazla 32 düzey gönderilebilir.');
      const english = await silenced(() => login(post('/api/User/Login', `{"email":${nested(20_000)}}`, { 'accept-language': 'en', 'x-forwarded-for': '203.0.113.93' }), noParams));
      expect([english.status, (await english.json()).UIMessage]).toEqual([400, 'The request body is nested too deeply: at most 32 levels can be sent.']);
      expect(await orderCount()).toBe(before);
    });

    it('the staff cancellation (its own JSON reading) answers the same', async () => {
      const admin = await signedIn('admin@example.com', 'Admin123!');
      const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
      const base = admin.request('/api/admin/orders/1/cancel', { method: 'POST' });
      const response = await silenced(() => cancelOrder(new Request(base.url, { method: 'POST', headers: base.headers, body: deep }), { params: Promise.resolve({ id: '1' }) }));
      expect(response.status).toBe(400);
      expect((await response.json()).UIMessage).toBe('İstek gövdesi çok fazla iç içe: en fazla 32 düzey gönderilebilir.');
    });

    it('takes 32 levels (far deeper than any form sends) and refuses the 33rd', async () => {
      const levels = (n: number) => `{"name":"a","extra":${nested(n - 1)}}`;
      expect((await echo(post('/api/x', levels(32)), noParams)).status).toBe(200);
      expect((await echo(post('/api/x', levels(33)), noParams)).status).toBe(400);
    });
  });
});

describe('error logs', () => {
  it('never print the parameters of a failing query (e-mails, password hashes)', async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => lines.push(args.map(String).join(' '));
    const errors = vi.spyOn(console, 'error').mockImplementation(capture);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(capture);
    const failing = route(async () => {
      const db = await getDb();
      // A real failing query whose parameters are personal data.
      await db.execute(sql`select ${'gizli.kisi@example.com'}::int, ${'$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'}::int`);
      return ok(null);
    });
    const response = await failing(new Request('http://localhost/api/x'), noParams);
    errors.mockRestore();
    warnings.mockRestore();
    expect(response.status).toBe(500);
    const printed = lines.join('\n');
    expect(printed).toContain('[api GET /api/x]');
    expect(printed).not.toContain('gizli.kisi@example.com');
    expect(printed).not.toContain('argon2id');
    expect(printed).not.toMatch(/params:/);
  });
});
