import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db/client';
import { logError, logEvent } from '@/lib/log';

/**
 * Which app server runs the order jobs (hold expiry, finished trips, guest purge, reminders): the
 * holder of the `jobs` lease in `job_leases`. Every server renews or tries to take it every
 * HEARTBEAT_MS; a lease lasts LEASE_MS, so when its holder stops (crash, deploy) another server
 * takes over within a minute, and a server that stops cleanly gives it up at once. The database's
 * clock decides, so the servers' clocks need not agree. With one server (or PGlite) that server
 * always holds it. docs/decisions/0079-one-cache-for-all-servers.md, "Jobs".
 */
export const LEADER_LEASE = 'jobs';
const LEASE_MS = 60_000;
const HEARTBEAT_MS = 20_000;

type State = { holder: string; leader: boolean; timer?: ReturnType<typeof setInterval>; stopped?: boolean; listeners: Set<() => void>; beat?: Promise<boolean> };
const key = Symbol.for('tour-agency.leader');
const state: State = ((globalThis as Record<symbol, State>)[key] ??= { holder: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, leader: false, listeners: new Set() });

/**
 * Takes the lease `name` for `holder`, or renews it when `holder` has it; true when `holder` holds
 * it afterwards. Another holder's lease is taken only once it has run out.
 */
export async function takeLease(db: Executor, name: string, holder: string, durationMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into job_leases (name, holder, lease_until) values (${name}, ${holder}, now() + make_interval(secs => ${durationMs / 1000}))
    on conflict (name) do update set holder = excluded.holder, lease_until = excluded.lease_until
      where job_leases.lease_until < now() or job_leases.holder = excluded.holder
    returning holder`);
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  return rows.length > 0;
}

/** Gives the lease up (when `holder` has it), so another server takes it at its next heartbeat. */
export async function releaseLease(db: Executor, name: string, holder: string): Promise<void> {
  await db.execute(sql`update job_leases set lease_until = now() - interval '1 second' where name = ${name} and holder = ${holder}`);
}

/** Whether this server runs the order jobs now. */
export function isLeader(): boolean {
  return state.leader;
}

/** Called whenever this server becomes the jobs' holder (to run them at once rather than at their next tick). */
export function onLeadership(listener: () => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

async function heartbeat(): Promise<boolean> {
  if (state.stopped) return false;
  let leader = false;
  try {
    leader = await takeLease(await getDb(), LEADER_LEASE, state.holder, LEASE_MS);
  } catch (error) {
    // Without the database nobody can run the jobs anyway; try again at the next beat.
    logError('jobs', error, 'jobs lease could not be renewed');
  }
  // The server began to stop while this beat was on its way: the lease it may have taken goes back.
  if (state.stopped) {
    if (leader) await releaseLease(await getDb(), LEADER_LEASE, state.holder).catch(() => undefined);
    return false;
  }
  const became = leader && !state.leader;
  if (leader !== state.leader) logEvent('jobs.leader', { holder: state.holder, leader }, 'info');
  state.leader = leader;
  if (became) for (const listener of state.listeners) listener();
  return leader;
}

/** Starts the heartbeat (idempotent); resolves after the first one, so jobs start knowing their role. */
export function startLeadership(): Promise<boolean> {
  if (!state.timer) {
    state.timer = setInterval(() => void heartbeat(), HEARTBEAT_MS);
    state.timer.unref?.();
    const release = () => {
      // No heartbeat after this: one during the shutdown would take the lease back (and start jobs),
      // and the process would then leave it held for a minute.
      clearInterval(state.timer);
      state.stopped = true;
      if (!state.leader) return;
      state.leader = false;
      void getDb()
        .then((db) => releaseLease(db, LEADER_LEASE, state.holder))
        .catch(() => undefined);
    };
    process.once('SIGTERM', release);
    process.once('SIGINT', release);
    state.beat = heartbeat();
  }
  return state.beat ?? Promise.resolve(state.leader);
}
