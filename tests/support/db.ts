import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, setProcessDatabase } from '@/lib/db/client';

/**
 * A fresh, migrated (and, with `seed: true`, seeded) database for one test file: in-memory PGlite
 * by default, or a new database on the PostgreSQL server in DATABASE_URL (CI runs the integration
 * tests on both). It is a copy of the template tests/support/global-setup.ts built once per run,
 * so no file migrates or seeds again. It also becomes the process database that `getDb()`
 * returns, so route handlers can be called directly.
 */
/**
 * The run's migrated (or seeded) PGlite database as a tarball, for `loadDataDir`; undefined in a
 * PostgreSQL run (no PGlite templates are made), where PGlite then starts empty and migrates.
 */
export function templateTarball(options: { seed: boolean }): Blob | undefined {
  const templates = inject('testDatabases');
  if (templates.kind !== 'pglite') return undefined;
  return new Blob([readFileSync(options.seed ? templates.seeded : templates.migrated)]);
}

export async function openTestDatabase(options: { seed?: boolean } = {}) {
  const seed = options.seed !== false;
  const templates = inject('testDatabases');
  const template = seed ? templates.seeded : templates.migrated;
  const url = process.env.DATABASE_URL;
  if (templates.kind === 'pglite' || !url) {
    const loadDataDir = new Blob([readFileSync(template)]);
    // openDatabase still runs: it finds every migration applied and, when seeded, the demo content.
    const handle = await openDatabase({ kind: 'pglite', loadDataDir }, { seed });
    setProcessDatabase(Promise.resolve(handle));
    return handle;
  }
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: target.toString() }, { seed });
  setProcessDatabase(Promise.resolve(handle));
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
