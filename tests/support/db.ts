import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, setDatabaseForTests } from '@/lib/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server in DATABASE_URL (CI runs the integration tests on both). It also becomes
 * the process database that `getDb()` returns, so route handlers can be called directly.
 */
export async function openTestDatabase(options: { seed?: boolean } = {}) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ kind: 'pglite' }, options);
    setDatabaseForTests(Promise.resolve(handle));
    return handle;
  }
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: target.toString() }, options);
  setDatabaseForTests(Promise.resolve(handle));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
