import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as checkout } from '@/app/api/Checkout/route';
import { POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { POST as bankSuccess } from '@/app/api/PaymentGateway/success/route';
import { GET as metricsRoute } from '@/app/api/metrics/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { GET as live } from '@/app/api/health/route';
import { getDb, openDatabase, setProcessDatabase } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { SHARED_ANSWER_MS } from '@/lib/ops/readiness';
import { payableOrder, startCardPayment } from '@/lib/payments/card-payment';
import { completeChallenge, receiveGateRequest } from '@/lib/payments/simulator/bank';
import { openTestDatabase, templateTarball } from '../support/db';
import { Browser } from './auth-support';
import { seedAgency, seedBookableTour } from './shop-support';

// Read by env() on first use.
const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';
process.env.METRICS_TOKEN = METRICS_TOKEN;

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let fixture: Awaited<ReturnType<typeof seedBookableTour>>;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  fixture = await seedBookableTour();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

/** The ISO week (`2026-W49`) of a YYYY-MM-DD date, as PostgreSQL's IYYY-"W"IW names it. */
function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  // The Thursday of the same week decides the year; weeks count from the year's first Thursday.
  date.setUTCDate(date.getUTCDate() + 4 - (date.getUTCDay() || 7));
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

async function scrape(headers: Record<string, string> = {}) {
  const response = await metricsRoute(new Request('http://localhost:3000/api/metrics', { headers }));
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The value of one sample line, e.g. value(text, 'agency_orders_placed_total{method="card"}'). */
function value(text: string, sample: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

async function placeCardOrder(browser: Browser) {
  const added = await browser.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: fixture.open.id, adultQuantity: 2, childQuantity: 1, babyQuantity: 0 } });
  expect(added.status).toBe(201);
  const answer = await browser.call(checkout, '/api/Checkout', {
    json: {
      reservationName: 'Deniz',
      reservationSurName: 'Aydın',
      reservationEmail: `deniz-${randomUUID().slice(0, 8)}@example.com`,
      reservationPhone: '0532 123 45 67',
      reservationAddress: 'Moda Cad. 12, Kadıköy, İstanbul',
      paymentMethod: 'card',
      acceptPreInformation: true,
      acceptDistanceSales: true,
      idempotencyKey: randomUUID(),
    },
    headers: { 'x-forwarded-for': '192.0.2.10' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const [order] = await handle.db.select().from(orders).where(eq(orders.orderUUID, answer.body.Data.orderId));
  return order;
}

const bankPost = (fields: Record<string, string>) =>
  bankSuccess(new Request('http://localhost:3000/api/PaymentGateway/success', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) }));

describe('GET /api/metrics', () => {
  it('counts a booking and its payment, the seats of the week, and a forged callback', async () => {
    const before = await scrape();
    expect(before.status).toBe(200);
    expect(before.type).toContain('text/plain');
    const placedBefore = value(before.text, 'agency_orders_placed_total{method="card"}') ?? 0;
    const paidBefore = value(before.text, 'agency_payments_total{method="card",outcome="confirmed"}') ?? 0;

    const order = await placeCardOrder(new Browser());
    const week = isoWeek(fixture.open.startsOn);
    const held = await scrape();
    expect(value(held.text, 'agency_orders_placed_total{method="card"}')).toBe(placedBefore + 1);
    expect(value(held.text, `agency_seats{week="${week}",state="held"}`)).toBe(3);
    expect(value(held.text, `agency_seats{week="${week}",state="sold"}`)).toBe(0);

    const start = await startCardPayment(await payableOrder(order.orderUUID, order.userId), {
      lang: 'tr',
      card: { pan: '4355084355084358', expiryMonth: '12', expiryYear: String(new Date().getFullYear() + 2), cvv: '000' },
    });
    const gate = receiveGateRequest(start.formData);
    if (gate.kind !== 'challenge') throw new Error('the simulator refused the request');
    const { fields } = completeChallenge(gate.state, true)!;
    expect((await bankPost(fields)).headers.get('location')).toContain('/payment/success?orderId=');
    // A replay changes nothing and is not counted twice; a forged post is counted as rejected.
    await bankPost(fields);
    await bankPost({ ...fields, HASH: 'forged' });

    const after = await scrape();
    expect(value(after.text, 'agency_payments_total{method="card",outcome="confirmed"}')).toBe(paidBefore + 1);
    expect(value(after.text, 'agency_payment_callbacks_rejected_total{reason="not-verified"}')).toBeGreaterThanOrEqual(1);
    expect(value(after.text, `agency_seats{week="${week}",state="held"}`)).toBe(0);
    expect(value(after.text, `agency_seats{week="${week}",state="sold"}`)).toBe(3);
    expect(value(after.text, `agency_seats{week="${week}",state="capacity"}`)).toBeGreaterThanOrEqual(30);
    expect(value(after.text, 'agency_database_up')).toBe(1);
    expect(after.text).toContain('agency_mail_outbox_messages{status="queued"}');
    expect(after.text).toContain('agency_db_pool_connections{state="total"}');
    expect(after.text).toContain('agency_rates_age_seconds -1');
    // The single server's page cache reports its limit (PAGE_CACHE_MB, 128 by default).
    expect(value(after.text, 'agency_page_cache{measure="limit_bytes"}')).toBe(128 * 1024 * 1024);
    expect(after.text).toContain('agency_page_cache{measure="bytes"}');
  });

  it('answers only this machine or the bearer of METRICS_TOKEN', async () => {
    expect((await scrape({ 'x-forwarded-for': '203.0.113.7' })).status).toBe(404);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.7', authorization: 'Bearer wrong-token-of-the-same-size-000' })).status).toBe(404);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${METRICS_TOKEN}` })).status).toBe(200);
    expect((await scrape({ 'x-forwarded-for': '::1' })).status).toBe(200);
  });
});

/** A TCP relay in front of PostgreSQL that can be stopped and started again on the same port. */
function relay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  return { start, stop };
}

describe('readiness', () => {
  const readiness = async (headers: Record<string, string> = {}) => {
    const response = await ready(new Request('http://localhost:3000/api/health/ready', { headers }));
    return { status: response.status, body: await response.json() };
  };

  it('liveness answers without the database', async () => {
    const response = live();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('reports each check to this machine, only the status to others', async () => {
    const local = await readiness();
    expect(local.status).toBe(200);
    expect(local.body.checks.database.status).toBe('ok');
    expect(local.body.checks.redis.status).toBe('off');
    expect(local.body.checks.outbox).toMatchObject({ status: 'ok', smtp: false });
    // Never fetched in this test: the rates check says so, and the server still takes traffic.
    expect(local.body.checks.rates.status).toBe('degraded');
    expect(local.body.status).toBe('degraded');
    expect(local.body.checks.leases.status).toBe('ok');
    const remote = await readiness({ 'x-forwarded-for': '203.0.113.7' });
    expect(remote).toEqual({ status: 200, body: { status: 'degraded' } });
  });

  it('answers a flood of callers from elsewhere with one check, and checks again 2 s after', async () => {
    const db = await getDb();
    const execute = vi.spyOn(db, 'execute');
    // Only the Date is faked: the database's own timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Past any answer an earlier test left to share.
      vi.setSystemTime(Date.now() + SHARED_ANSWER_MS + 1_000);
      await readiness();
      const perCheck = execute.mock.calls.length;
      expect(perCheck).toBeGreaterThan(0);
      execute.mockClear();

      const remote = (i: number) => readiness({ 'x-forwarded-for': `203.0.113.${i + 1}` });
      const flood = await Promise.all(Array.from({ length: 40 }, (_, i) => remote(i)));
      expect(flood.every((answer) => answer.status === 200 && answer.body.status === 'degraded' && !('checks' in answer.body))).toBe(true);
      expect(execute.mock.calls.length).toBe(perCheck);
      await Promise.all(Array.from({ length: 10 }, (_, i) => remote(i)));
      expect(execute.mock.calls.length).toBe(perCheck);

      // This machine (and a METRICS_TOKEN holder) always gets a check of its own.
      expect((await readiness()).body.checks.database.status).toBe('ok');
      expect((await readiness({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${METRICS_TOKEN}` })).body.checks.database.status).toBe('ok');
      expect(execute.mock.calls.length).toBe(3 * perCheck);

      vi.setSystemTime(Date.now() + SHARED_ANSWER_MS + 1);
      expect((await remote(1)).status).toBe(200);
      expect(execute.mock.calls.length).toBe(4 * perCheck);
    } finally {
      vi.useRealTimers();
      execute.mockRestore();
    }
  });

  it('turns unavailable (503) while the database is stopped and ready again when it returns', { timeout: 120_000 }, async () => {
    if (process.env.DATABASE_URL) {
      // The same pool, through a relay that is stopped and started like a database server.
      const { name } = (handle.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString.split('/').slice(-1).map((part) => ({ name: part.split('?')[0] }))[0];
      const base = new URL(process.env.DATABASE_URL);
      const tcp = relay({ host: base.hostname, port: Number(base.port || 5432) });
      const port = await tcp.start();
      const url = new URL(process.env.DATABASE_URL);
      url.port = String(port);
      url.pathname = `/${name}`;
      const through = await openDatabase({ kind: 'postgres', url: url.toString() }, { seed: false });
      setProcessDatabase(Promise.resolve(through));
      try {
        expect((await readiness()).status).toBe(200);
        await tcp.stop();
        const down = await readiness();
        expect(down.status).toBe(503);
        expect(down.body.status).toBe('unavailable');
        expect(down.body.checks.database.status).toBe('unavailable');
        expect((await scrape()).text).toContain('agency_database_up 0');
        await tcp.start();
        const back = await readiness();
        expect(back.status).toBe(200);
        expect(back.body.checks.database.status).toBe('ok');
      } finally {
        await through.close().catch(() => undefined);
        await tcp.stop();
        setProcessDatabase(Promise.resolve(handle));
      }
    } else {
      // The embedded database stops with its handle (the last test of the file: the data may go).
      expect((await readiness()).status).toBe(200);
      await handle.close();
      const down = await readiness();
      expect(down.status).toBe(503);
      expect(down.body.checks.database.status).toBe('unavailable');
      expect((await scrape()).text).toContain('agency_database_up 0');
      const again = await openDatabase({ kind: 'pglite', loadDataDir: templateTarball({ seed: false }) }, { seed: false });
      setProcessDatabase(Promise.resolve(again));
      handle = again;
      expect((await readiness()).status).toBe(200);
    }
  });
});
