import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangeRates, jobLeases } from '@/lib/db/schema';
import { getRates, refreshRates, stopRatesRefresh, type RatesOptions } from '@/lib/rates/service';
import { openTestDatabase } from '../support/db';

// ---------------------------------------------------------------- a fake central bank

const sharedSample = path.join(process.cwd(), '..', 'shared', 'fixtures', 'tcmb', 'today-sample.xml');
const bulletin2809 = readFileSync(existsSync(sharedSample) ? sharedSample : path.join(process.cwd(), 'tests', 'fixtures', 'tcmb', 'today-sample.xml'), 'utf8');
/** The Friday before, derived from the real file: USD 48.8000, EUR 55.7000. */
const bulletin2509 = bulletin2809
  .replace('Tarih="28.09.2026" Date="09/28/2026"  Bulten_No="2026/182"', 'Tarih="25.09.2026" Date="09/25/2026"  Bulten_No="2026/181"')
  .replace('<ForexBuying>48.9008</ForexBuying>', '<ForexBuying>48.8000</ForexBuying>')
  .replace('<ForexBuying>55.6307</ForexBuying>', '<ForexBuying>55.7000</ForexBuying>');

type Behaviour = { body: string; delayMs?: number } | 'garbage' | 'hang' | 404;
let behaviours: Record<string, Behaviour> = {};
let hits: Record<string, number> = {};
let server: Server;
let baseUrl: string;

function startBank(): Promise<void> {
  server = createServer((request, response) => {
    const url = request.url ?? '/';
    hits[url] = (hits[url] ?? 0) + 1;
    const behaviour = behaviours[url] ?? 404;
    if (behaviour === 'hang') return; // never answers; the client's timeout must end it
    if (behaviour === 404) {
      response.writeHead(404, { 'Content-Type': 'text/html' }).end('<html><body>Not Found</body></html>');
      return;
    }
    if (behaviour === 'garbage') {
      response.writeHead(200, { 'Content-Type': 'text/xml' }).end('<html><head><title>Bakım</title></head><body><p>Bakım çalışması</body></html>');
      return;
    }
    setTimeout(() => response.writeHead(200, { 'Content-Type': 'text/xml; charset=UTF-8' }).end(behaviour.body), behaviour.delayMs ?? 0);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/kurlar`;
      resolve();
    });
  });
}

// ---------------------------------------------------------------- the app side

// Tuesday 29 September 2026, 12:00 in Istanbul: the rate date is Monday 28 September.
const NOW = new Date('2026-09-29T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let options: RatesOptions;
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: typeof handle.db;

beforeAll(async () => {
  await startBank();
  // The route handler reads the configuration; point it at the fake bank before the first read.
  process.env.TCMB_BASE_URL = baseUrl;
  process.env.AUTH_SECRET ??= 'integration-test-secret-that-is-long-enough';
  // In-memory PGlite (or a fresh PostgreSQL database when DATABASE_URL is set); getDb() returns it.
  handle = await openTestDatabase({ seed: false });
  db = handle.db;
  options = { baseUrl, timeoutMs: 1_000, budgetMs: 5_000, now: () => NOW };
});

afterAll(async () => {
  stopRatesRefresh();
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await closed;
  await handle.close();
});

beforeEach(async () => {
  behaviours = {};
  hits = {};
  await db.delete(exchangeRates);
  await db.delete(jobLeases);
});

async function storeOld(bulletinDate: string, usd: string, eur: string, ageMs: number) {
  await db.insert(exchangeRates).values({ bulletinDate, bulletinNo: '', usd, eur, source: 'today.xml', fetchedAt: new Date(NOW.getTime() - ageMs) });
}

describe('fetching from the central bank', () => {
  it('stores today.xml and answers it as current rates', async () => {
    behaviours['/kurlar/today.xml'] = { body: bulletin2809 };
    expect(await refreshRates(options)).toEqual({ status: 'fetched', bulletinDate: '2026-09-28', source: 'today.xml' });

    const rows = await db.select().from(exchangeRates);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ bulletinDate: '2026-09-28', bulletinNo: '2026/182', usd: '48.9008', eur: '55.6307', source: 'today.xml' });
    expect(rows[0].fetchedAt.toISOString()).toBe(NOW.toISOString());

    const rates = await getRates(options);
    expect(rates).toEqual({
      USD: 48.9008,
      EUR: 55.6307,
      lastUpdated: NOW.toISOString(),
      isFallback: false,
      source: 'TCMB',
      trend: { USD: 'neutral', EUR: 'neutral' },
      bulletinDate: '2026-09-28',
    });
    // Fresh rates are answered from the database, without asking the bank again.
    expect(hits['/kurlar/today.xml']).toBe(1);
  });

  it('falls back to the dated file of the rate date when today.xml is missing', async () => {
    behaviours['/kurlar/202609/28092026.xml'] = { body: bulletin2809 };
    const rates = await getRates(options);
    expect(hits['/kurlar/today.xml']).toBe(1);
    expect(rates).toMatchObject({ USD: 48.9008, EUR: 55.6307, isFallback: false, source: 'TCMB', bulletinDate: '2026-09-28' });
    const [row] = await db.select().from(exchangeRates);
    expect(row.source).toBe('202609/28092026.xml');
  });

  it('steps back over a missing day and past garbage and a hanging request', async () => {
    behaviours['/kurlar/today.xml'] = 'garbage';
    behaviours['/kurlar/202609/28092026.xml'] = 'hang';
    behaviours['/kurlar/202609/25092026.xml'] = { body: bulletin2509 };
    const outcome = await refreshRates(options);
    expect(outcome).toEqual({ status: 'fetched', bulletinDate: '2026-09-25', source: '202609/25092026.xml' });
    // The weekend in between is never asked for.
    expect(hits['/kurlar/202609/27092026.xml']).toBeUndefined();
    expect(hits['/kurlar/202609/26092026.xml']).toBeUndefined();
  });
});

describe('bulletins the site does not believe', () => {
  it('steps past a bulletin dated after today, a rate too small to show and a body too large to be a bulletin', async () => {
    // Dated 2099: stored, it would stay the newest bulletin for good.
    behaviours['/kurlar/today.xml'] = { body: bulletin2809.replace('Tarih="28.09.2026" Date="09/28/2026"', 'Tarih="31.12.2099" Date="12/31/2099"') };
    // 0.00004 lira a dollar is stored as 0.0000, and every price converted by it as infinite.
    behaviours['/kurlar/202609/28092026.xml'] = { body: bulletin2809.replace('<ForexBuying>48.9008</ForexBuying>', '<ForexBuying>0.00004</ForexBuying>') };
    behaviours['/kurlar/202609/25092026.xml'] = { body: bulletin2509.replace('</Tarih_Date>', `<!--${'x'.repeat(2_000_000)}--></Tarih_Date>`) };
    behaviours['/kurlar/202609/24092026.xml'] = { body: bulletin2509.replace(/25\.09\.2026/, '24.09.2026').replace('09/25/2026', '09/24/2026') };
    expect(await refreshRates(options)).toEqual({ status: 'fetched', bulletinDate: '2026-09-24', source: '202609/24092026.xml' });
    expect(await db.select({ bulletinDate: exchangeRates.bulletinDate, usd: exchangeRates.usd }).from(exchangeRates)).toEqual([{ bulletinDate: '2026-09-24', usd: '48.8000' }]);
  });
});

describe('when the bank fails', () => {
  it('answers a stored bulletin of 3 days ago, flagged approximate', async () => {
    await storeOld('2026-09-25', '48.8000', '55.7000', 3 * DAY);
    behaviours['/kurlar/today.xml'] = 'hang';
    behaviours['/kurlar/202609/28092026.xml'] = 'garbage';

    const rates = await getRates(options);
    expect(hits['/kurlar/today.xml']).toBe(1);
    expect(hits['/kurlar/202609/28092026.xml']).toBe(1);
    expect(rates).toMatchObject({ USD: 48.8, EUR: 55.7, isFallback: true, source: 'TCMB', bulletinDate: '2026-09-25' });
    expect(rates.lastUpdated).toBe(new Date(NOW.getTime() - 3 * DAY).toISOString());
  });

  it('answers the defaults 34.71 / 37.43, flagged approximate, when only an 8-day-old bulletin is stored', async () => {
    await storeOld('2026-09-21', '48.5000', '55.1000', 8 * DAY);
    const rates = await getRates(options);
    expect(rates).toEqual({
      USD: 34.71,
      EUR: 37.43,
      lastUpdated: null,
      isFallback: true,
      source: 'default',
      trend: { USD: 'neutral', EUR: 'neutral' },
      bulletinDate: null,
    });
  });

  it('reports the failure and does not ask the bank again for a while', async () => {
    const first = await refreshRates(options);
    expect(first.status).toBe('failed');
    expect(first.status === 'failed' && first.error).toMatch(/^Failed to fetch from TCMB \(today\.xml: HTTP 404; 202609\/28092026\.xml: HTTP 404;/);
    const asked = hits['/kurlar/today.xml'];
    expect(await refreshRates(options)).toEqual({ status: 'skipped' });
    expect(hits['/kurlar/today.xml']).toBe(asked);
    // Ten minutes later the next attempt goes out.
    behaviours['/kurlar/today.xml'] = { body: bulletin2809 };
    const later = new Date(NOW.getTime() + 11 * 60_000);
    expect((await refreshRates({ ...options, now: () => later })).status).toBe('fetched');
  });
});

describe('trend against the previous stored bulletin', () => {
  it.each([
    ['48.8000', '55.7000', { USD: 'up', EUR: 'down' }],
    ['49.0000', '55.0000', { USD: 'down', EUR: 'up' }],
    ['48.9008', '55.6307', { USD: 'neutral', EUR: 'neutral' }],
  ] as const)('previous USD %s, EUR %s', async (usd, eur, trend) => {
    await storeOld('2026-09-25', usd, eur, 4 * DAY);
    behaviours['/kurlar/today.xml'] = { body: bulletin2809 };
    const rates = await getRates(options);
    expect(rates.trend).toEqual(trend);
    expect(rates.isFallback).toBe(false);
  });
});

describe('one fetch at a time', () => {
  it('two concurrent refreshes (and a request) cause one fetch', async () => {
    behaviours['/kurlar/today.xml'] = { body: bulletin2809, delayMs: 150 };
    const [a, b, rates] = await Promise.all([refreshRates(options), refreshRates(options), getRates(options)]);
    expect(hits['/kurlar/today.xml']).toBe(1);
    expect(a).toEqual(b);
    expect(a.status).toBe('fetched');
    expect(rates.USD).toBe(48.9008);
  });

  it('does not fetch while another app server holds the lease', async () => {
    await db.insert(jobLeases).values({ name: 'tcmb-rates', holder: 'other-server', leaseUntil: new Date(NOW.getTime() + 60_000) });
    behaviours['/kurlar/today.xml'] = { body: bulletin2809 };
    expect(await refreshRates(options)).toEqual({ status: 'skipped' });
    expect(hits).toEqual({});
  });

  it('takes over a lease that has run out', async () => {
    await db.insert(jobLeases).values({ name: 'tcmb-rates', holder: 'crashed-server', leaseUntil: new Date(NOW.getTime() - 1) });
    behaviours['/kurlar/today.xml'] = { body: bulletin2809 };
    expect((await refreshRates(options)).status).toBe('fetched');
  });
});

describe('GET /api/rates', () => {
  const call = async (acceptLanguage = 'tr') => {
    const { GET } = await import('@/app/api/rates/route');
    return GET(new Request('http://localhost/api/rates', { headers: { 'Accept-Language': acceptLanguage } }), { params: Promise.resolve({}) });
  };

  afterEach(() => vi.useRealTimers());

  it('answers the envelope with the bank rates', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    behaviours['/kurlar/today.xml'] = { body: bulletin2809 };
    const response = await call();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      Data: {
        USD: 48.9008,
        EUR: 55.6307,
        lastUpdated: expect.any(String),
        isFallback: false,
        source: 'TCMB',
        trend: { USD: 'neutral', EUR: 'neutral' },
        bulletinDate: '2026-09-28',
      },
      UIMessage: '',
    });
  });

  it('marks the rates approximate when the bank still serves a bulletin older than the last business day\'s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-08T09:00:00Z'));
    behaviours['/kurlar/today.xml'] = { body: bulletin2809 };
    const body = await (await call()).json();
    expect(body.Data).toMatchObject({ USD: 48.9008, EUR: 55.6307, isFallback: true, source: 'TCMB', bulletinDate: '2026-09-28' });
  });

  it('answers 200 with the default rates when the bank has nothing', async () => {
    const response = await call('en');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.Data).toMatchObject({ USD: 34.71, EUR: 37.43, isFallback: true, source: 'default' });
  });
});
