// `npm run db:restore -- [--trust] FILE`: restores a backup of `npm run db:backup` (or the scheduled backup)
// into an EMPTY database — the embedded one in DATA_DIR, or DATABASE_URL — and an empty
// DATA_DIR/uploads (docs/operations.md, "Restoring"). The whole file is checked first (its signature
// with this site's AUTH_SECRET, the manifest, SHA-256 of each part, each part decompresses to its end);
// a damaged, truncated or foreign file (unless `--trust`), or a target that is not empty, is refused
// with a sentence before anything is written. Start the
// server afterwards: it applies the migrations of its own version. Work: lib/ops/backup.ts.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, env } from '@/lib/config/env';
import { BackupError, restoreBackup } from '@/lib/ops/backup';
import { runningServer } from '@/lib/ops/backup-job';

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { trust: { type: 'boolean', default: false } } });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}: npm run db:restore -- [--trust] /path/to/backup-….tar`);
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1) fail('Name the backup file to restore: npm run db:restore -- /path/to/backup-….tar');
  let config;
  try {
    config = env();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  const file = path.resolve(positionals[0]);
  if (!config.DATABASE_URL) {
    const server = runningServer(config.dataDir);
    if (server) fail(`A server (process ${server.pid}) is running on DATA_DIR ${config.dataDir}: stop it, and restore into an empty DATA_DIR.`);
  }
  const target = config.DATABASE_URL ? ({ kind: 'postgres', url: config.DATABASE_URL } as const) : ({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') } as const);
  console.log(`› Checking ${file}…`);
  try {
    const result = await restoreBackup(file, { target, uploadsDir: path.join(config.dataDir, 'uploads'), secret: config.AUTH_SECRET, trust: values.trust });
    const where = target.kind === 'postgres' ? 'the database in DATABASE_URL' : `the embedded database in ${target.dataDir}`;
    console.log(`✓ Restored the backup of ${result.manifest.createdAt} into ${where}, with ${result.uploads} pictures. Start the server (npm start).`);
  } catch (error) {
    fail(error instanceof BackupError ? error.message : `The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

await main();
