import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/lib/db/client';
import { seedDemoContent } from '@/lib/db/seed';

/**
 * Runs once per Vitest run, before any test file: migrates one database and seeds a second one,
 * which every test file then copies (tests/support/db.ts) instead of migrating and seeding again.
 * In-memory PGlite: the two data directories are dumped to tar files in a temporary folder.
 * PostgreSQL (DATABASE_URL set): two template databases on that server.
 */
export type TestDatabaseTemplates =
  | { kind: 'pglite'; migrated: string; seeded: string }
  | { kind: 'postgres'; migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabases: TestDatabaseTemplates;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const folder = mkdtempSync(path.join(tmpdir(), 'tour-agency-vitest-'));
    const handle = await openDatabase({ kind: 'pglite' }, { seed: false });
    // Public PGlite API: the data directory as a tarball, loaded again with `loadDataDir`.
    const dump = async (name: string) => {
      const file = path.join(folder, name);
      writeFileSync(file, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
      return file;
    };
    const migrated = await dump('migrated.tar');
    await seedDemoContent(handle.db);
    const seeded = await dump('seeded.tar');
    await handle.close();
    project.provide('testDatabases', { kind: 'pglite', migrated, seeded });
    return () => rmSync(folder, { recursive: true, force: true });
  }

  const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const names = { migrated: `template_migrated_${suffix}`, seeded: `template_seeded_${suffix}` };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  for (const [seed, name] of [[false, names.migrated], [true, names.seeded]] as const) {
    await admin(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    // Closed again at once: PostgreSQL copies a template only while nobody is connected to it.
    const handle = await openDatabase({ kind: 'postgres', url: target.toString() }, { seed });
    await handle.close();
  }
  project.provide('testDatabases', { kind: 'postgres', ...names });
  return async () => {
    for (const name of Object.values(names)) await admin(`drop database if exists ${name} with (force)`);
  };
}
