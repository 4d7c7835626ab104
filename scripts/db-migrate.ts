// `npm run db:migrate`: applies the committed migrations (drizzle/) to DATABASE_URL, or to the
// embedded database in DATA_DIR (stop the server first: PGlite opens a directory once). Part of every
// deploy (README "Production"): with APP_ENV=production the servers never migrate themselves, and
// refuse to start while a migration is missing. It loads the demo content only in demo mode (an empty
// database without APP_ENV=production), never in production. With UPLOADS_STORE=database it also
// copies the pictures of DATA_DIR/uploads into the database, so their URLs work on every server.
// Safe to run again, and from several machines at once (PostgreSQL advisory lock).
import { copyUploadFolderToDatabase } from '@/lib/admin/upload-store';
import { ConfigError, env } from '@/lib/config/env';
import { defaultTarget, openDatabase, setProcessDatabase } from '@/lib/db/client';
import { runningServer } from '@/lib/ops/backup-job';

async function main() {
  let config;
  try {
    config = env();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`✖ ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const started = Date.now();
  const target = defaultTarget();
  // PGlite opens a directory once: a second process on it (a second `npm start`) would damage it.
  const server = target.kind === 'pglite' ? runningServer(config.dataDir) : null;
  if (server) {
    console.error(`✖ A server (process ${server.pid}, port ${server.port}) has the embedded database in DATA_DIR ${config.dataDir} open: stop it first, or give this one another DATA_DIR.`);
    process.exit(1);
  }
  let handle;
  try {
    handle = await openDatabase(target, { migrate: true, production: config.isProduction });
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // `npm run bench` measures a busy agency (docs/seo-and-performance.md); never in production.
  if (process.env.LOAD_LARGE_DATASET === '1' && !config.isProduction) {
    const { loadLargeDataset } = await import('@/lib/db/large-dataset');
    const loaded = await loadLargeDataset(handle.db);
    console.log(loaded ? `✓ Large dataset loaded (${loaded.tours} tours, ${loaded.orders} orders)` : '› Large dataset: already loaded, or no demo tours to copy');
  }
  const where = target.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`✓ Migrations applied to ${where}${config.isProduction ? '' : ' (demo content loaded if it was empty)'} in ${Date.now() - started} ms`);
  if (config.uploadsStore === 'database') {
    // lib/admin/uploads.ts reads the process database.
    setProcessDatabase(Promise.resolve(handle));
    const copied = await copyUploadFolderToDatabase();
    if (copied) console.log(`✓ ${copied} pictures copied from ${config.dataDir}/uploads into the database`);
  }
  await handle.close();
}

await main();
