import 'server-only';
import { ConfigError, env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { startRatesRefresh } from '@/lib/rates/service';
import { startHoldExpiry } from '@/lib/orders/cancel';
import { startGuestPurge } from '@/lib/auth/guest-purge';

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
  startHoldExpiry();
  startGuestPurge();
  const config = env();
  console.log(`✓ Database ready (${config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}) in ${Date.now() - started} ms`);
  // `npm run bench` measures a busy agency (docs/seo-and-performance.md); never set in production.
  if (process.env.LOAD_LARGE_DATASET === '1') await loadBenchDataset();
}

async function loadBenchDataset() {
  const started = Date.now();
  const { loadLargeDataset } = await import('@/lib/db/large-dataset');
  const loaded = await loadLargeDataset(await getDb());
  console.log(loaded ? `✓ Large dataset loaded (${loaded.tours} tours, ${loaded.orders} orders) in ${Date.now() - started} ms` : '› Large dataset: already loaded, or no demo tours to copy');
}
