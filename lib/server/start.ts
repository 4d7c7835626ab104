import 'server-only';
import { ConfigError, env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { startRatesRefresh } from '@/lib/rates/service';

/** Stops the process with one sentence a person can act on, never a stack trace. */
function fatal(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

export async function startServer() {
  try {
    env();
  } catch (error) {
    if (error instanceof ConfigError) fatal(error.message);
    throw error;
  }
  const started = Date.now();
  try {
    await getDb();
  } catch (error) {
    fatal(error instanceof Error ? error.message : String(error));
  }
  startRatesRefresh();
  const config = env();
  console.log(`✓ Database ready (${config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}) in ${Date.now() - started} ms`);
}
