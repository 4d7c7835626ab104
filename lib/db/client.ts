import 'server-only';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { env, privateDir } from '@/lib/config/env';
import { demoAccountsProblem } from './demo-accounts';
import { seedDemoContent } from './seed';
import { logError, logWarning } from '@/lib/log';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: domain functions accept both. */
export type Executor = Database | Transaction;

type Handle = {
  db: Database;
  close: () => Promise<void>;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the data directory as a tarball, which `loadDataDir` opens again (test templates). */
  dumpDataDir?: () => Promise<Blob>;
};

/** PGlite: in memory without `dataDir`; `loadDataDir` starts from a tarball made by `dumpDataDir`. */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

const migrationsFolder = path.join(process.cwd(), 'drizzle');

/**
 * Opens a database. In demo mode (no APP_ENV=production) it applies pending migrations and, when
 * empty, loads the demo content. A production database is migrated only by `npm run db:migrate`
 * (`migrate: true`, never seeded): a server refuses to start on one that misses a migration, and
 * while a demo account keeps its published password (README "Production").
 */
export async function openDatabase(target: DatabaseTarget, options: { seed?: boolean; production?: boolean; migrate?: boolean } = {}): Promise<Handle> {
  const handle = target.kind === 'postgres' ? await openPostgres(target.url) : await openPglite(target.dataDir, target.loadDataDir);
  const migrating = options.migrate ?? !options.production;
  // One server at a time migrates and seeds; the others wait on the lock.
  const lock = sql`select pg_advisory_lock(724061)`;
  const unlock = sql`select pg_advisory_unlock(724061)`;
  if (handle.kind === 'postgres' && migrating) await handle.db.execute(lock);
  try {
    if (migrating && handle.kind === 'postgres') {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(handle.db as never, { migrationsFolder });
    } else if (migrating) {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(handle.db as never, { migrationsFolder });
    }
    if (migrating && !options.production && options.seed !== false) await seedDemoContent(handle.db);
  } finally {
    if (handle.kind === 'postgres' && migrating) await handle.db.execute(unlock);
  }
  const problem = migrating ? null : await pendingMigrationsProblem(handle.db);
  if (problem) {
    await handle.close();
    throw new Error(problem);
  }
  return checkedForProduction(handle, options.production);
}

/** The sentence for a database that misses migrations this code needs, or null. */
async function pendingMigrationsProblem(db: Database): Promise<string | null> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const migrations = readMigrationFiles({ migrationsFolder });
  let applied = 0;
  try {
    const result = await db.execute(sql`select max(created_at)::bigint as last from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows?: { last: string | number | null }[] }).rows) ?? [];
    applied = Number((rows[0] as { last?: string | number | null } | undefined)?.last ?? 0);
  } catch {
    // No migrations table: a database nothing was ever applied to.
  }
  const pending = migrations.filter((migration) => migration.folderMillis > applied).length;
  return pending ? `The database misses ${pending} of ${migrations.length} migrations; run \`npm run db:migrate\` (with the same DATABASE_URL or DATA_DIR) before starting with APP_ENV=production.` : null;
}

async function checkedForProduction(handle: Handle, production?: boolean): Promise<Handle> {
  const problem = production ? await demoAccountsProblem(handle.db) : null;
  if (problem) {
    await handle.close();
    throw new Error(problem);
  }
  return handle;
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // A database host that vanished without closing its connections (host loss, failover to another
    // address): a new connection gives up after 5 s, and TCP keepalives find the dead ones (the
    // operating system's default is to wait two hours) instead of queries waiting on them for minutes.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // A transaction left open by a stuck request does not hold its locks (an order, a departure) forever.
    idle_in_transaction_session_timeout: 60_000,
  });
  // An idle connection the server drops (restart, failover, admin) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (error) => logError('db', error, 'idle PostgreSQL connection lost'));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not connect to the PostgreSQL server in DATABASE_URL (${reason}).`);
  }
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

const PGLITE_SHARED_BUFFERS = '32MB';

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // Readable by the site's own user only: PGlite writes its files as 0666, so the folder is the guard
  // (closed again if a restore or a hand-made folder left it open).
  if (dataDir) {
    try {
      privateDir(dataDir);
    } catch (error) {
      // A folder another user owns (made by root for the site's group, say): the site still starts, and says so.
      logWarning('db', `could not make ${dataDir} readable by its owner only (${(error as NodeJS.ErrnoException).code ?? error}): check its permissions`);
    }
  }
  // 32 MB of shared buffers instead of Postgres's 128: PGlite's WebAssembly memory holds them from the
  // start and never gives memory back; the demo database is ~40 MB and the files stay in the OS's cache
  // (docs/decisions/0125-the-database-is-prepared-before-the-server.md: −100 MB resident, queries as fast).
  const client = new PGlite({ dataDir, loadDataDir, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close(), dumpDataDir: () => client.dumpDataDir('none') };
}

// Next.js bundles route handlers and pages separately; one process must still hold exactly one
// database handle (PGlite must never open its directory twice), so the handle lives on globalThis.
const key = Symbol.for('tour-agency.database');
type Slot = { promise?: Promise<Handle> };
const slot: Slot = ((globalThis as Record<symbol, Slot>)[key] ??= {});

export function defaultTarget(): DatabaseTarget {
  const config = env();
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

/** The process-wide database, ready (migrated and seeded) on first use. */
export async function getDb(): Promise<Database> {
  slot.promise ??= openDatabase(defaultTarget(), { production: env().isProduction }).catch((error) => {
    slot.promise = undefined;
    throw error;
  });
  return (await slot.promise).db;
}

/** Makes `handle` the process database `getDb()` returns: tests (their own PGlite or PostgreSQL database) and scripts that opened one. */
export function setProcessDatabase(handle: Promise<Handle>) {
  slot.promise = handle;
}
