// `npm run db:backup [-- --out DIR]`: one backup file of the database and the uploaded pictures
// (docs/operations.md, "Backups"), written as NAME.partial, verified, then renamed. PostgreSQL
// (DATABASE_URL): pg_dump, installed from Debian's postgresql-client when missing and run as root.
// Embedded database (PGlite in DATA_DIR): a running server holds it, so the server is asked to take
// the backup (POST /api/health/backup, loopback, with the token in DATA_DIR/ops-token); without a
// server the directory is opened here. The work is done by lib/ops/backup.ts.
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, env, readOrCreateSecret } from '@/lib/config/env';
import { BackupError, createBackup, type BackupSource } from '@/lib/ops/backup';
import { runningServer } from '@/lib/ops/backup-job';

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const size = (bytes: number) => (bytes > 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  let config;
  try {
    config = env();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  const folder = path.resolve(values.out ?? config.backupDir);
  const uploadsDir = path.join(config.dataDir, 'uploads');

  if (!config.DATABASE_URL) {
    const server = runningServer(config.dataDir);
    if (server) {
      console.log(`› The server (process ${server.pid}) holds the embedded database: asking it for the backup…`);
      const token = readOrCreateSecret(config.dataDir, 'ops-token');
      let answer: { file?: string; bytes?: number; error?: string };
      try {
        const response = await fetch(`http://127.0.0.1:${server.port}/api/health/backup`, { method: 'POST', headers: { 'x-ops-token': token } });
        answer = (await response.json().catch(() => ({ error: `the server answered ${response.status}` }))) as typeof answer;
      } catch (error) {
        fail(`The server on port ${server.port} could not be reached (${error instanceof Error ? error.message : String(error)}); is PORT the port it listens on?`);
      }
      if (answer.error || !answer.file) fail(answer.error ?? 'The server did not say where the backup is.');
      let file = answer.file;
      if (path.dirname(file) !== folder) {
        // The server writes to its BACKUP_DIR; --out gets a copy, complete before it has its name.
        await mkdir(folder, { recursive: true, mode: 0o700 });
        const target = path.join(folder, path.basename(file));
        await copyFile(file, `${target}.partial`);
        await chmod(`${target}.partial`, 0o600);
        await rename(`${target}.partial`, target);
        file = target;
      }
      console.log(`✓ Backup written: ${file} (${size((await stat(file)).size)})`);
      return;
    }
  }

  let source: BackupSource;
  let close = async () => undefined as void;
  if (config.DATABASE_URL) {
    source = { kind: 'postgres', url: config.DATABASE_URL };
  } else {
    const dataDir = path.join(config.dataDir, 'pglite');
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) fail(`There is no embedded database in ${dataDir} to back up (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
    // No server announced itself in DATA_DIR/server.json (PGlite's postmaster.pid stays after every
    // stop, so it says nothing): the directory is opened here.
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite(dataDir);
    await client.waitReady;
    close = () => client.close();
    source = {
      kind: 'pglite',
      dump: async () => {
        await client.exec('CHECKPOINT');
        return client.dumpDataDir('gzip');
      },
    };
  }
  try {
    const result = await createBackup({ source, uploadsDir, secret: config.AUTH_SECRET, folder, keep: values.out ? 0 : config.BACKUP_KEEP });
    console.log(`✓ Backup written: ${result.file} (${size(result.bytes)}; ${result.manifest.uploads.files} pictures)`);
  } catch (error) {
    fail(error instanceof BackupError ? error.message : `The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await close();
  }
}

await main();
