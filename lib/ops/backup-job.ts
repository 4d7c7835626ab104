import 'server-only';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { lt } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { getDb, type Database } from '@/lib/db/client';
import { jobLeases } from '@/lib/db/schema';
import { describeError, logEvent } from '@/lib/log';
import { createBackup, listBackups, type BackupResult, type BackupSource } from './backup';
import { scheduleJob, type JobResult } from './jobs';
import { metrics } from './metrics';

/**
 * Backups taken by the running server (docs/operations.md, "Backups"): the scheduled backup
 * (BACKUP_INTERVAL_HOURS, BACKUP_DIR, BACKUP_KEEP) and `npm run db:backup` while the server holds
 * the embedded database (PGlite opens its directory in one process only; the script then asks
 * this server through POST /api/health/backup, loopback and token only).
 */
export type BackupState = { lastSuccess?: { at: string; file: string; bytes: number }; lastFailure?: { at: string; error: string }; running: boolean };

const stateKey = Symbol.for('tour-agency.backup-state');
const state: BackupState = ((globalThis as Record<symbol, BackupState>)[stateKey] ??= { running: false });

export function backupState(): BackupState {
  return { ...state };
}

/** The source of a consistent dump of the process database. */
export function backupSourceOf(db: Database): BackupSource {
  const client = (db as unknown as { $client: unknown }).$client as {
    dumpDataDir?: (compression: 'gzip') => Promise<Blob>;
    exec?: (sql: string) => Promise<unknown>;
    _runExclusiveTransaction?: <T>(fn: () => Promise<T>) => Promise<T>;
  };
  if (typeof client.dumpDataDir === 'function') {
    return {
      kind: 'pglite',
      // A checkpoint writes the changed pages; the dump then waits for any transaction to end.
      dump: async () => {
        await client.exec!('CHECKPOINT');
        return client._runExclusiveTransaction!(() => client.dumpDataDir!('gzip'));
      },
    };
  }
  // The pool's own address (DATABASE_URL, or the database a test made).
  const url = (client as { options?: { connectionString?: string } }).options?.connectionString ?? env().DATABASE_URL;
  if (!url) throw new Error('The process database is PostgreSQL but DATABASE_URL is not set.');
  return { kind: 'postgres', url };
}

/** Takes a backup now (one at a time in this process); records the outcome for readiness and metrics. */
export async function backupNow(options: { folder?: string; now?: Date } = {}): Promise<BackupResult> {
  if (state.running) throw new Error('A backup is already running in this server.');
  state.running = true;
  const config = env();
  const folder = options.folder ?? config.backupDir;
  const started = Date.now();
  try {
    const result = await createBackup({
      source: backupSourceOf(await getDb()),
      uploadsDir: path.join(config.dataDir, 'uploads'),
      secret: config.AUTH_SECRET,
      folder,
      keep: config.BACKUP_KEEP,
      now: options.now,
    });
    state.lastSuccess = { at: new Date().toISOString(), file: result.file, bytes: result.bytes };
    try {
      metrics().backupLastSuccess.set(Date.now() / 1000);
      metrics().backupBytes.set(result.bytes);
    } catch {
      // Counting never fails a backup.
    }
    logEvent('backup.completed', { file: path.basename(result.file), folder, bytes: result.bytes, durationMs: Date.now() - started, database: result.manifest.database.kind, pictures: result.manifest.uploads.files });
    return result;
  } catch (error) {
    state.lastFailure = { at: new Date().toISOString(), error: describeError(error) };
    try {
      metrics().backupLastFailure.set(Date.now() / 1000);
    } catch {
      // As above.
    }
    logEvent('backup.failed', { folder, error: describeError(error), durationMs: Date.now() - started }, 'error');
    throw error;
  } finally {
    state.running = false;
  }
}

/** When the newest backup in the folder was written (from its name), or null. */
export async function newestBackupTime(folder: string): Promise<Date | null> {
  const [newest] = await listBackups(folder);
  if (!newest) return null;
  const stamp = newest.slice('backup-'.length, -'.tar'.length).replace(/T(\d{2})-(\d{2})-(\d{2})/, 'T$1:$2:$3');
  const time = new Date(stamp);
  return Number.isNaN(time.getTime()) ? null : time;
}

const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** With several servers on one PostgreSQL, one of them takes each scheduled backup. */
async function takeLease(db: Database, durationMs: number): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .insert(jobLeases)
    .values({ name: 'db-backup', holder, leaseUntil: new Date(now.getTime() + durationMs) })
    .onConflictDoUpdate({ target: jobLeases.name, set: { holder, leaseUntil: new Date(now.getTime() + durationMs) }, setWhere: lt(jobLeases.leaseUntil, now) })
    .returning({ holder: jobLeases.holder });
  return rows.length > 0;
}

/**
 * With BACKUP_INTERVAL_HOURS > 0: every 5 minutes, a backup when the newest one in BACKUP_DIR is
 * older than the interval (so a restart neither skips nor repeats one).
 */
export function startScheduledBackups(): void {
  const config = env();
  const intervalMs = config.BACKUP_INTERVAL_HOURS * 3_600_000;
  if (!intervalMs) return;
  const task = async (): Promise<JobResult> => {
    const newest = await newestBackupTime(config.backupDir);
    if (newest && Date.now() - newest.getTime() < intervalMs) return { detail: 'not due', quiet: true };
    const db = await getDb();
    // The lease outlives the interval's start so that no other server repeats the backup.
    if (!(await takeLease(db, Math.min(intervalMs, 3_600_000)))) return { detail: 'another server takes it', quiet: true };
    const result = await backupNow();
    return `${path.basename(result.file)} (${result.bytes} bytes)`;
  };
  scheduleJob('db-backup', Math.min(5 * 60_000, intervalMs), task);
}

// ---------------------------------------------------------------- the running server's address

/** DATA_DIR/server.json: which process holds the embedded database, and on which port. */
export function serverFile(dataDir: string): string {
  return path.join(dataDir, 'server.json');
}

/** Written when this server opens the embedded database; removed when it exits. */
export function announceServer(dataDir: string, port: number): void {
  const file = serverFile(dataDir);
  try {
    writeFileSync(file, JSON.stringify({ pid: process.pid, port, startedAt: new Date().toISOString() }), { mode: 0o600 });
    process.once('exit', () => {
      try {
        const current = JSON.parse(readFileSync(file, 'utf8')) as { pid?: number };
        if (current.pid === process.pid) unlinkSync(file);
      } catch {
        // Gone already.
      }
    });
  } catch {
    // Without the file `npm run db:backup` cannot find this server; it then says the directory is busy.
  }
}

/** The server holding DATA_DIR's embedded database, if one runs. */
export function runningServer(dataDir: string): { pid: number; port: number } | null {
  const file = serverFile(dataDir);
  if (!existsSync(file)) return null;
  try {
    const { pid, port } = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; port: number };
    try {
      process.kill(pid, 0);
    } catch (error) {
      // EPERM: it runs, under another user.
      if ((error as { code?: string }).code !== 'EPERM') return null;
    }
    return { pid, port };
  } catch {
    return null;
  }
}
