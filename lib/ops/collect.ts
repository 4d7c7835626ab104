import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { metrics } from './metrics';

/** Database facts an operator watches, read at scrape time (so every server reports the same truth). */

export type PoolStats = { total: number; idle: number; waiting: number };

/** Connections of this process: node-postgres' pool, or PGlite's single in-process connection. */
export function poolStats(db: Database): PoolStats {
  const client = (db as unknown as { $client: { totalCount?: number; idleCount?: number; waitingCount?: number } }).$client;
  if (typeof client?.totalCount === 'number') return { total: client.totalCount, idle: client.idleCount ?? 0, waiting: client.waitingCount ?? 0 };
  return { total: 1, idle: 1, waiting: 0 };
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? [])) as Row[];

export async function outboxBacklog(db: Database): Promise<{ queued: number; failed: number; oldestSeconds: number }> {
  const [row] = rowsOf(
    await db.execute(sql`select count(*) filter (where status = 'queued') as queued, count(*) filter (where status = 'failed') as failed,
      coalesce(extract(epoch from now() - min(created_at) filter (where status in ('queued', 'failed'))), 0) as oldest
      from mail_outbox`),
  );
  return { queued: Number(row?.queued ?? 0), failed: Number(row?.failed ?? 0), oldestSeconds: Math.round(Number(row?.oldest ?? 0)) };
}

/** Seats per ISO week for the next eight weeks: capacity of active departures, held (unpaid) and sold (paid). */
export async function seatsByWeek(db: Database): Promise<{ week: string; capacity: number; held: number; sold: number }[]> {
  const capacity = rowsOf(
    await db.execute(sql`select to_char(starts_on, 'IYYY-"W"IW') as week, sum(capacity) as capacity
      from tour_departures where is_active and starts_on >= current_date and starts_on < current_date + 56 group by 1`),
  );
  const booked = rowsOf(
    await db.execute(sql`select to_char(od.departure_date, 'IYYY-"W"IW') as week,
        sum(case when o.order_status in ('Pending', 'Processing') then od.adult_quantity + od.child_quantity else 0 end) as held,
        sum(case when o.order_status in ('Confirmed', 'Completed') then od.adult_quantity + od.child_quantity else 0 end) as sold
      from order_details od join orders o on o.id = od.order_id
      where od.departure_date >= current_date and od.departure_date < current_date + 56 and o.order_status <> 'Cancelled'
      group by 1`),
  );
  const weeks = new Map<string, { week: string; capacity: number; held: number; sold: number }>();
  const entry = (week: string) => weeks.get(week) ?? weeks.set(week, { week, capacity: 0, held: 0, sold: 0 }).get(week)!;
  for (const row of capacity) entry(String(row.week)).capacity = Number(row.capacity ?? 0);
  for (const row of booked) Object.assign(entry(String(row.week)), { held: Number(row.held ?? 0), sold: Number(row.sold ?? 0) });
  return [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week));
}

export async function leases(db: Database): Promise<{ name: string; holder: string; leaseUntil: string; expiresInSeconds: number }[]> {
  const rows = rowsOf(await db.execute(sql`select name, holder, lease_until, extract(epoch from lease_until - now()) as expires_in from job_leases order by name`));
  return rows.map((row) => ({
    name: String(row.name),
    holder: String(row.holder),
    leaseUntil: new Date(row.lease_until as string).toISOString(),
    expiresInSeconds: Math.round(Number(row.expires_in)),
  }));
}

/** Seconds since the last rates fetch, or null when never fetched. */
export async function ratesAge(db: Database): Promise<number | null> {
  const [row] = rowsOf(await db.execute(sql`select extract(epoch from now() - max(fetched_at)) as age from exchange_rates`));
  return row?.age === null || row?.age === undefined ? null : Math.round(Number(row.age));
}

/** Sets the scrape-time gauges; `database_up` 0 and nothing else when the database does not answer. */
export async function collectDatabaseGauges(db: Database | null): Promise<void> {
  const m = metrics();
  if (!db) {
    m.databaseUp.set(0);
    return;
  }
  try {
    const pool = poolStats(db);
    m.dbPool.set({ state: 'total' }, pool.total);
    m.dbPool.set({ state: 'idle' }, pool.idle);
    m.dbPool.set({ state: 'waiting' }, pool.waiting);
    const outbox = await outboxBacklog(db);
    m.outbox.set({ status: 'queued' }, outbox.queued);
    m.outbox.set({ status: 'failed' }, outbox.failed);
    m.outboxOldest.set(outbox.oldestSeconds);
    m.seats.reset();
    for (const week of await seatsByWeek(db)) {
      m.seats.set({ week: week.week, state: 'capacity' }, week.capacity);
      m.seats.set({ week: week.week, state: 'held' }, week.held);
      m.seats.set({ week: week.week, state: 'sold' }, week.sold);
    }
    m.leaseExpiresIn.reset();
    for (const lease of await leases(db)) m.leaseExpiresIn.set({ job: lease.name }, lease.expiresInSeconds);
    m.ratesAge.set((await ratesAge(db)) ?? -1);
    m.databaseUp.set(1);
  } catch {
    m.databaseUp.set(0);
  }
}
