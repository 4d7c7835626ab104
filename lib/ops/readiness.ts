import 'server-only';
import { sql } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { getDb, type Database } from '@/lib/db/client';
import { backupState, newestBackupTime } from './backup-job';
import { leases, outboxBacklog, ratesAge } from './collect';
import { jobStates } from './jobs';
import { pingRedis } from './redis-ping';

/**
 * The readiness check (GET /api/health/ready; docs/operations.md, "Health"). `unavailable` (503)
 * when this server cannot serve bookings: the database or the configured Redis does not answer.
 * `degraded` (200: the server still serves, a person should look) when mail is piling up, the rates
 * are old, a job or the last backup failed. `ok` (200) otherwise.
 */
export type Check = { status: 'ok' | 'degraded' | 'unavailable' | 'off'; detail?: string; [key: string]: unknown };
export type Readiness = { status: 'ok' | 'degraded' | 'unavailable'; httpStatus: 200 | 503; checks: Record<string, Check> };

const DATABASE_TIMEOUT_MS = 3_000;
/** Rates are refreshed every 5 hours; a day without a fetch means the bank or the job is failing. */
const RATES_STALE_SECONDS = 24 * 3_600;
/** Mail waiting this long with SMTP configured means the mail server is failing. */
const OUTBOX_STALE_SECONDS = 15 * 60;

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} gave no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

export async function readiness(): Promise<Readiness> {
  const checks: Record<string, Check> = {};
  const config = env();

  let db: Database | null = null;
  const started = Date.now();
  try {
    db = await within(getDb(), DATABASE_TIMEOUT_MS, 'the database');
    await within(db.execute(sql`select 1`), DATABASE_TIMEOUT_MS, 'the database');
    checks.database = { status: 'ok', kind: config.DATABASE_URL ? 'postgres' : 'pglite', ms: Date.now() - started };
  } catch (error) {
    db = null;
    checks.database = { status: 'unavailable', kind: config.DATABASE_URL ? 'postgres' : 'pglite', detail: message(error) };
  }

  if (config.REDIS_URL) {
    try {
      await pingRedis(config.REDIS_URL);
      checks.redis = { status: 'ok' };
    } catch (error) {
      checks.redis = { status: 'unavailable', detail: message(error) };
    }
  } else {
    checks.redis = { status: 'off', detail: 'REDIS_URL is not set' };
  }

  if (db) {
    try {
      const outbox = await outboxBacklog(db);
      const waiting = outbox.queued + outbox.failed;
      const stuck = Boolean(config.SMTP_URL) && (outbox.failed > 0 || outbox.oldestSeconds > OUTBOX_STALE_SECONDS);
      checks.outbox = { status: stuck ? 'degraded' : 'ok', ...outbox, ...(stuck ? { detail: `${waiting} e-mails waiting, the oldest for ${Math.round(outbox.oldestSeconds / 60)} minutes` } : {}), smtp: Boolean(config.SMTP_URL) };
    } catch (error) {
      checks.outbox = { status: 'degraded', detail: message(error) };
    }
    try {
      const age = await ratesAge(db);
      const stale = age === null || age > RATES_STALE_SECONDS;
      checks.rates = { status: stale ? 'degraded' : 'ok', ageSeconds: age, ...(stale ? { detail: age === null ? 'never fetched from the central bank' : `last fetched ${Math.round(age / 3600)} hours ago` } : {}) };
    } catch (error) {
      checks.rates = { status: 'degraded', detail: message(error) };
    }
    try {
      const rows = await leases(db);
      checks.leases = { status: 'ok', leases: rows };
    } catch (error) {
      checks.leases = { status: 'degraded', detail: message(error) };
    }
  }

  const jobs = jobStates();
  const failing = jobs.filter((job) => job.last?.outcome === 'failed');
  checks.jobs = {
    status: failing.length ? 'degraded' : 'ok',
    jobs: jobs.map((job) => ({ name: job.name, runs: job.runs, running: job.running, last: job.last, lastOk: job.lastOk })),
    ...(failing.length ? { detail: failing.map((job) => `${job.name}: ${job.last?.detail ?? 'failed'}`).join('; ').slice(0, 300) } : {}),
  };

  const backup = backupState();
  const intervalHours = config.BACKUP_INTERVAL_HOURS;
  const failedLast = Boolean(backup.lastFailure && (!backup.lastSuccess || backup.lastFailure.at > backup.lastSuccess.at));
  let overdue = false;
  let newest: Date | null = null;
  if (intervalHours > 0) {
    newest = await newestBackupTime(config.backupDir).catch(() => null);
    // No backup at all yet is the first run's business (its failure shows above).
    overdue = newest !== null && Date.now() - newest.getTime() > 2 * intervalHours * 3_600_000;
  }
  checks.backup = {
    status: failedLast || overdue ? 'degraded' : intervalHours > 0 || backup.lastSuccess ? 'ok' : 'off',
    scheduledEveryHours: intervalHours || null,
    newest: newest?.toISOString() ?? null,
    lastSuccess: backup.lastSuccess ?? null,
    lastFailure: backup.lastFailure ?? null,
    ...(failedLast ? { detail: `the last backup failed: ${backup.lastFailure!.error}` } : overdue ? { detail: 'no backup within twice the interval' } : {}),
  };

  const values = Object.values(checks).map((check) => check.status);
  const status = values.includes('unavailable') ? 'unavailable' : values.includes('degraded') ? 'degraded' : 'ok';
  return { status, httpStatus: status === 'unavailable' ? 503 : 200, checks };
}

/** How long the status given to callers from elsewhere is reused. */
export const SHARED_ANSWER_MS = 2_000;
let shared: { settledAt: number | null; result: Promise<Readiness> } | null = null;

/**
 * The readiness for callers that get the status alone (anyone on the internet can call it): one check
 * at a time, its answer reused for 2 s after it settles. Each check runs some five queries, a Redis
 * PING and a directory listing; a flood of calls must not become a flood of those. A load balancer
 * asking every few seconds still sees a database that stopped within 2 s of its next call.
 */
export function sharedReadiness(now = Date.now()): Promise<Readiness> {
  if (shared && (shared.settledAt === null || now - shared.settledAt < SHARED_ANSWER_MS)) return shared.result;
  const entry: { settledAt: number | null; result: Promise<Readiness> } = { settledAt: null, result: readiness() };
  entry.result.then(
    () => (entry.settledAt = Date.now()),
    // readiness() catches every check's failure; should it ever throw, the next caller checks anew.
    () => (shared = shared === entry ? null : shared),
  );
  shared = entry;
  return entry.result;
}

