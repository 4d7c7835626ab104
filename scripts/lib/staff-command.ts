// What `npm run admin:create` and `npm run staff:remove` share: a failure is one sentence and exit 1;
// the database is the server's own (DATABASE_URL, or the embedded one in DATA_DIR), checked config first.
import { ConfigError, env } from '@/lib/config/env';
import { defaultTarget, openDatabase } from '@/lib/db/client';

export function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** The configured database; never migrates a production one (`npm run db:migrate` does) and refuses one that misses a migration. */
export async function openStaffDatabase(): Promise<Awaited<ReturnType<typeof openDatabase>>> {
  try {
    env();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  try {
    return await openDatabase(defaultTarget(), { seed: false, migrate: !env().isProduction });
  } catch (error) {
    fail(`The database could not be opened (${error instanceof Error ? error.message : error}); with the embedded database, stop the server first.`);
  }
}
