import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { POST as contact } from '@/app/api/Contacts/messages/route';
import { POST as checkout } from '@/app/api/Checkout/route';
import { GET as blogs } from '@/app/api/Blogs/route';
import { GET as tours } from '@/app/api/Tours/route';
import { GET as adminOrders } from '@/app/api/admin/orders/route';
import { GET as adminList } from '@/app/api/admin/[resource]/route';
import { POST as cancelOrder } from '@/app/api/admin/orders/[id]/cancel/route';
import { POST as register } from '@/app/api/User/Register/route';
import { PUT as saveProfile } from '@/app/api/User/Me/route';
import { POST as bankNotice } from '@/app/api/PaymentGateway/callback/route';
import { POST as simulatorGate } from '@/app/api/bank-simulator/est3Dgate/route';
import { POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { NextRequest } from 'next/server';
import { refusedQuery } from '@/lib/http/refused-query';
import { getDb } from '@/lib/db/client';
import { ok, parseJson, route } from '@/lib/http/respond';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { seedAgency, seedBookableTour } from './shop-support';

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

  it('lets tabs and line breaks through in free text', async () => {
    const answer = await new Browser().call(echo, '/api/x', { json: { name: 'satır 1\r\nsatır 2\tsekme' } });
    expect(answer.status).toBe(200);
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
