import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'db-migrate-script-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run db:migrate (the step `npm start` runs before the server)', () => {
  it('refuses an embedded database a running server holds, with one sentence, before opening it', () => {
    // What a server on this DATA_DIR writes when it opens the database (lib/ops/backup-job.ts): this
    // test's own process stands in for it, alive.
    writeFileSync(path.join(dataDir, 'server.json'), JSON.stringify({ pid: process.pid, port: 3999, startedAt: new Date().toISOString() }));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, APP_ENV: '' };
    delete env.DATABASE_URL;
    const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/db-migrate.ts'], { cwd: process.cwd(), env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `✖ A server (process ${process.pid}, port 3999) has the embedded database in DATA_DIR ${dataDir} open: stop it first, or give this one another DATA_DIR.`,
    );
    // PGlite never opened the directory.
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);
});
