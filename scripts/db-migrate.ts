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
  let handle;
  try {
    handle = await openDatabase(target, { migrate: true, production: config.isProduction });
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
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
