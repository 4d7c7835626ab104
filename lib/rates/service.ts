import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, desc, eq, lt, max } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { getDb, type Executor } from '@/lib/db/client';
import { exchangeRates, jobLeases } from '@/lib/db/schema';
import { archiveDates, archivePath, turkeyToday } from './dates';
import { RATE_REFRESH_INTERVAL_MS, defaultRates, ratesFromStored, type Rates, type StoredBulletin } from './model';
import { parseBulletin, usdEurOf } from './parse';
import { logError } from '@/lib/log';

export type RatesOptions = {
  /** The central bank's base URL (`{base}/today.xml`, `{base}/{YYYYMM}/{DDMMYYYY}.xml`); env TCMB_BASE_URL by default. */
  baseUrl?: string;
  /** Timeout of each request to the bank. */
  timeoutMs?: number;
  /** Time allowed for the whole walk (today.xml, then the archive), so a hanging bank cannot hold a refresh for minutes. */
  budgetMs?: number;
  /** The clock (tests pin it); decides "today" in Turkey and the age of stored rates. */
  now?: () => Date;
};

type RefreshOutcome =
  | { status: 'fetched'; bulletinDate: string; source: string }
  | { status: 'failed'; error: string }
  /** Another app server holds the lease (it is fetching, or the last attempt failed moments ago). */
  | { status: 'skipped' }
  /** The stored rates are younger than the refresh interval. */
  | { status: 'fresh' };

const DEFAULT_TIMEOUT_MS = 8_000;
const DEFAULT_BUDGET_MS = 45_000;
/** A bulletin is a few kilobytes; more than this is not one, and is not read on. */
const MAX_BULLETIN_BYTES = 1_000_000;
/** After a failed refresh nobody asks the bank again for this long (requests still get stored rates). */
const RETRY_AFTER_FAILURE_MS = 10 * 60_000;
/** The scheduler looks this often whether a refresh is due; the data itself is refreshed every 5 hours. */
const CHECK_INTERVAL_MS = 15 * 60_000;
const LEASE_NAME = 'tcmb-rates';

/** The bank's answer could not be used: every URL tried failed. */
class RatesUnavailableError extends Error {
  override name = 'RatesUnavailableError';
}

// Route handlers and pages are bundled separately; the in-flight refresh and the timer must still be
// one per process, so they live on globalThis (like the database handle).
type State = { inflight?: Promise<RefreshOutcome>; timer?: ReturnType<typeof setInterval>; holder: string };
const stateKey = Symbol.for('tour-agency.rates');
const state: State = ((globalThis as Record<symbol, State>)[stateKey] ??= {
  holder: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
});

type FetchedBulletin = { bulletinDate: string; bulletinNo: string; usd: number; eur: number; source: string };

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `timed out after ${timeoutMs} ms`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The body, or an error once it passes `maxBytes` (announced or as it streams in). */
async function readAtMost(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw new Error(`larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    size += part.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      throw new Error(`larger than ${maxBytes} bytes`);
    }
    chunks.push(part.value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

async function fetchBulletinAt(url: string, source: string, timeoutMs: number, today: string): Promise<FetchedBulletin> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { Accept: 'application/xml, text/xml' },
    cache: 'no-store',
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`HTTP ${response.status}`);
  }
  // Bytes, not text(): old archive files are ISO-8859-9 and say so only in their prolog.
  const bulletin = parseBulletin(await readAtMost(response, MAX_BULLETIN_BYTES));
  // A bulletin from the future would stay the newest stored one for good (the snapshot is ordered by date).
  if (bulletin.bulletinDate > today) throw new Error(`dated ${bulletin.bulletinDate}, after today (${today})`);
  const { usd, eur } = usdEurOf(bulletin);
  return { bulletinDate: bulletin.bulletinDate, bulletinNo: bulletin.bulletinNo, usd, eur, source };
}

/**
 * Fetches the newest usable bulletin: `today.xml`, else the dated file of the rate date, stepping
 * back over weekends and holidays (up to 15 days). Throws RatesUnavailableError naming each failure.
 */
async function fetchLatestBulletin(options: RatesOptions = {}): Promise<FetchedBulletin> {
  const base = (options.baseUrl ?? env().TCMB_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const deadline = Date.now() + (options.budgetMs ?? DEFAULT_BUDGET_MS);
  const today = turkeyToday(options.now?.() ?? new Date());
  const sources = ['today.xml', ...archiveDates(today).map(archivePath)];
  const failures: string[] = [];
  for (const source of sources) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      failures.push('time budget exhausted');
      break;
    }
    const timeout = Math.min(timeoutMs, remaining);
    try {
      return await fetchBulletinAt(`${base}/${source}`, source, timeout, today);
    } catch (error) {
      failures.push(`${source}: ${describe(error, timeout)}`);
    }
  }
  throw new RatesUnavailableError(`Failed to fetch from TCMB (${failures.join('; ')}).`);
}

/** Stores a bulletin (one row per bulletin date); fetching it again only renews its fetch time. */
async function storeBulletin(db: Executor, bulletin: FetchedBulletin, fetchedAt: Date): Promise<void> {
  const values = {
    bulletinNo: bulletin.bulletinNo,
    usd: bulletin.usd.toFixed(4),
    eur: bulletin.eur.toFixed(4),
    source: bulletin.source,
    fetchedAt,
  };
  await db
    .insert(exchangeRates)
    .values({ bulletinDate: bulletin.bulletinDate, ...values })
    .onConflictDoUpdate({ target: exchangeRates.bulletinDate, set: values });
}

type Snapshot = { latest: StoredBulletin | null; previous: StoredBulletin | null; lastFetchedAt: Date | null };

async function readSnapshot(db: Executor): Promise<Snapshot> {
  const rows = await db
    .select({ bulletinDate: exchangeRates.bulletinDate, usd: exchangeRates.usd, eur: exchangeRates.eur, fetchedAt: exchangeRates.fetchedAt })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.bulletinDate))
    .limit(2);
  const [{ last }] = await db.select({ last: max(exchangeRates.fetchedAt) }).from(exchangeRates);
  const stored = rows.map((row) => ({ ...row, usd: Number(row.usd), eur: Number(row.eur) }));
  return { latest: stored[0] ?? null, previous: stored[1] ?? null, lastFetchedAt: last ? new Date(last) : null };
}

function isDue(lastFetchedAt: Date | null, now: Date): boolean {
  return !lastFetchedAt || now.getTime() - lastFetchedAt.getTime() >= RATE_REFRESH_INTERVAL_MS;
}

/**
 * Takes the job lease unless another holder's lease is still running. With several app servers on
 * one PostgreSQL, this is what keeps them from all fetching at once.
 */
async function acquireLease(db: Executor, now: Date, durationMs: number): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + durationMs);
  const rows = await db
    .insert(jobLeases)
    .values({ name: LEASE_NAME, holder: state.holder, leaseUntil })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder: state.holder, leaseUntil },
      setWhere: lt(jobLeases.leaseUntil, now),
    })
    .returning({ holder: jobLeases.holder });
  return rows.length > 0;
}

async function setLease(db: Executor, leaseUntil: Date): Promise<void> {
  await db
    .update(jobLeases)
    .set({ leaseUntil })
    .where(and(eq(jobLeases.name, LEASE_NAME), eq(jobLeases.holder, state.holder)));
}

async function refreshOnce(options: RatesOptions): Promise<RefreshOutcome> {
  const now = options.now?.() ?? new Date();
  let db: Executor | undefined;
  try {
    db = await getDb();
    const budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
    if (!(await acquireLease(db, now, budgetMs + 60_000))) return { status: 'skipped' };
    const bulletin = await fetchLatestBulletin(options);
    await storeBulletin(db, bulletin, options.now?.() ?? new Date());
    await setLease(db, now);
    return { status: 'fetched', bulletinDate: bulletin.bulletinDate, source: bulletin.source };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logError('rates', error, 'refresh failed');
    // Holding the lease a while after a failure stops every server from hammering a bank that is down.
    if (db) await setLease(db, new Date(now.getTime() + RETRY_AFTER_FAILURE_MS)).catch(() => undefined);
    return { status: 'failed', error: message };
  }
}

/**
 * Fetches the latest bulletin and stores it. Concurrent calls in one process share one fetch;
 * across processes the `job_leases` row lets one server fetch. Never throws.
 */
export function refreshRates(options: RatesOptions = {}): Promise<RefreshOutcome> {
  state.inflight ??= refreshOnce(options).finally(() => {
    state.inflight = undefined;
  });
  return state.inflight;
}

/** Refreshes only when the stored rates are older than the refresh interval (5 hours). Never throws. */
export async function refreshIfDue(options: RatesOptions = {}): Promise<RefreshOutcome> {
  try {
    const { lastFetchedAt } = await readSnapshot(await getDb());
    if (!isDue(lastFetchedAt, options.now?.() ?? new Date())) return { status: 'fresh' };
  } catch (error) {
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  return refreshRates(options);
}

/**
 * Starts the periodic refresh in this process (idempotent): a check every 15 minutes, which fetches
 * when the stored rates are 5 hours old, and once right away unless `immediate` is false.
 * Returns a function that stops it.
 */
export function startRatesRefresh(options: RatesOptions & { immediate?: boolean } = {}): () => void {
  if (!state.timer) {
    const tick = () => void refreshIfDue(options);
    state.timer = setInterval(tick, CHECK_INTERVAL_MS);
    // The timer must never keep a process (a test run, a shutting-down server) alive.
    state.timer.unref?.();
    if (options.immediate !== false) tick();
  }
  return stopRatesRefresh;
}

export function stopRatesRefresh(): void {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
}

function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([promise.then(() => true, () => true), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The rates to show: the newest stored bulletin with its trend, approximate when the bank could not
 * confirm it lately, the spec's defaults when nothing younger than 7 days is stored. When a refresh
 * is due it is started and awaited for at most `maxWaitMs` (it finishes in the background otherwise).
 * Never throws: a page must not fail because rates failed.
 */
export async function getRates(options: RatesOptions & { maxWaitMs?: number } = {}): Promise<Rates> {
  try {
    const db = await getDb();
    let snapshot = await readSnapshot(db);
    if (isDue(snapshot.lastFetchedAt, options.now?.() ?? new Date())) {
      if (await settlesWithin(refreshRates(options), options.maxWaitMs ?? 3_000)) snapshot = await readSnapshot(db);
    }
    return ratesFromStored(snapshot.latest, snapshot.previous, snapshot.lastFetchedAt, options.now?.() ?? new Date());
  } catch (error) {
    logError('rates', error, 'could not read the stored rates');
    return defaultRates();
  }
}
