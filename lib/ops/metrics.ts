import client, { type Counter, type Gauge, type Histogram, type Registry } from 'prom-client';
import { localCacheStats } from '@/lib/cache/local-cache-handler.mjs';

/**
 * The Prometheus metrics of this process (docs/operations.md, "Metrics"), served by GET /api/metrics.
 * Counters and histograms are fed by the request log (scripts/lib/request-log.mjs), domain events
 * (lib/ops/events.ts) and the job runner (lib/ops/jobs.ts); gauges about the data (outbox, seats,
 * leases, rates) are read from the database at scrape time (lib/ops/collect.ts), so they are right
 * whichever server handled the booking.
 *
 * Next.js bundles route handlers, pages and instrumentation separately: the registry lives on
 * globalThis so that every bundle (and the server outside Next) counts into the same one.
 */
export type Metrics = {
  registry: Registry;
  httpDuration: Histogram<'group' | 'method' | 'status'>;
  cacheRequests: Counter<'cache' | 'result'>;
  ordersPlaced: Counter<'method'>;
  payments: Counter<'method' | 'outcome'>;
  callbacksRejected: Counter<'reason'>;
  jobDuration: Histogram<'job' | 'outcome'>;
  backupLastSuccess: Gauge;
  backupLastFailure: Gauge;
  backupBytes: Gauge;
  databaseUp: Gauge;
  dbPool: Gauge<'state'>;
  outbox: Gauge<'status'>;
  outboxOldest: Gauge;
  seats: Gauge<'week' | 'state'>;
  leaseExpiresIn: Gauge<'job'>;
  ratesAge: Gauge;
  pageCache: Gauge<'measure'>;
};

/** What the request log hands over per finished request (see scripts/lib/request-log.mjs). */
export type HttpSample = { group: string; method: string; status: number; seconds: number; cache?: string };

const key = Symbol.for('tour-agency.metrics');
const observerKey = Symbol.for('tour-agency.observe-http');

function create(): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'agency_process_' });
  const make = {
    counter: <L extends string>(name: string, help: string, labelNames: L[]) => new client.Counter<L>({ name, help, labelNames, registers: [registry] }),
    gauge: <L extends string>(name: string, help: string, labelNames: L[] = []) => new client.Gauge<L>({ name, help, labelNames, registers: [registry] }),
  };
  const metrics: Metrics = {
    registry,
    httpDuration: new client.Histogram({
      name: 'agency_http_request_duration_seconds',
      help: 'Requests answered, by route group, method and status class; _count is the request rate.',
      labelNames: ['group', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    cacheRequests: make.counter('agency_cache_requests_total', 'Answers from a cache: Next full-route cache (x-nextjs-cache) hits, misses and stale answers.', ['cache', 'result']),
    ordersPlaced: make.counter('agency_orders_placed_total', 'Orders placed at checkout, by payment method.', ['method']),
    payments: make.counter('agency_payments_total', 'Payments settled, by method and outcome (confirmed, refund_needed, declined).', ['method', 'outcome']),
    callbacksRejected: make.counter('agency_payment_callbacks_rejected_total', 'Bank posts refused without changing anything, by reason.', ['reason']),
    jobDuration: new client.Histogram({
      name: 'agency_job_duration_seconds',
      help: 'Background job runs, by job and outcome (ok, failed).',
      labelNames: ['job', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 1800],
      registers: [registry],
    }),
    backupLastSuccess: make.gauge('agency_backup_last_success_timestamp_seconds', 'When the newest completed, verified backup in BACKUP_DIR was taken (0: none).'),
    backupLastFailure: make.gauge('agency_backup_last_failure_timestamp_seconds', 'When the last backup of this process failed (0: none).'),
    backupBytes: make.gauge('agency_backup_last_size_bytes', 'Size of the last completed backup.'),
    databaseUp: make.gauge('agency_database_up', '1 when the database answered the scrape, 0 otherwise.'),
    dbPool: make.gauge('agency_db_pool_connections', 'Database connections of this process: total, idle, waiting (clients queued for one).', ['state']),
    outbox: make.gauge('agency_mail_outbox_messages', 'E-mails in the outbox waiting to be sent (queued) or failed.', ['status']),
    outboxOldest: make.gauge('agency_mail_outbox_oldest_waiting_seconds', 'Age of the oldest queued or failed e-mail (0: none).'),
    seats: make.gauge('agency_seats', 'Seats of departures in each upcoming ISO week: capacity, held (unpaid orders) and sold (paid orders).', ['week', 'state']),
    leaseExpiresIn: make.gauge('agency_job_lease_expires_in_seconds', 'Seconds until a job lease runs out (negative: free for the next run).', ['job']),
    ratesAge: make.gauge('agency_rates_age_seconds', 'Seconds since the exchange rates were last fetched from the central bank (-1: never).'),
    // A single server's page and data cache (lib/cache/local-cache-handler.mjs; with Redis its entries and bytes stay 0).
    pageCache: new client.Gauge({
      name: 'agency_page_cache',
      help: 'This process’s page and data cache without Redis: entries, bytes held and the PAGE_CACHE_MB limit in bytes.',
      labelNames: ['measure'],
      registers: [registry],
      collect() {
        const { entries, bytes, limit } = localCacheStats();
        this.set({ measure: 'entries' }, entries);
        this.set({ measure: 'bytes' }, bytes);
        this.set({ measure: 'limit_bytes' }, limit);
      },
    }),
  };
  return metrics;
}

export function metrics(): Metrics {
  const slot = globalThis as Record<symbol, Metrics | undefined>;
  const existing = slot[key];
  if (existing) return existing;
  const created = create();
  slot[key] = created;
  // The request log of the server (outside Next's bundles) reports through this hook.
  (globalThis as Record<symbol, unknown>)[observerKey] = observeHttp;
  return created;
}

/** Records one finished request. */
export function observeHttp(sample: HttpSample): void {
  const m = metrics();
  const status = `${Math.floor(sample.status / 100)}xx`;
  m.httpDuration.observe({ group: sample.group, method: sample.method, status }, sample.seconds);
  if (sample.cache) m.cacheRequests.inc({ cache: 'next', result: sample.cache.toLowerCase() });
}
