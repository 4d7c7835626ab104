import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// NEXT_DIST_DIR is relative to the project (scripts/lib/build.mjs); `.next-*/` is ignored by git.
const distName = `.next-start-test-${process.pid}`;
const distDir = path.join(root, distName);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/**
 * A build folder as an earlier run leaves it: a build newer than every source (so `npm start` does
 * not rebuild), a page and a data-cache entry rendered from that run's database, and pictures.
 */
function earlierRun() {
  const files = {
    page: path.join(distDir, 'server/route-cache/APP_PAGE/0/$/tr/tour-list-1.html'),
    data: path.join(distDir, 'cache/fetch-cache/0f1e2d'),
    picture: path.join(distDir, 'cache/images/abc/60.1.webp'),
  };
  mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true });
  for (const file of Object.values(files)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '10.032 tur bulundu');
  }
  // Dated tomorrow, so that a source edited while the tests run does not make start rebuild.
  const buildId = path.join(distDir, 'BUILD_ID');
  writeFileSync(buildId, 'earlier');
  const tomorrow = new Date(Date.now() + 86_400_000);
  utimesSync(buildId, tomorrow, tomorrow);
  return files;
}

it('npm start forgets the pages and data an earlier run of the build cached from its own database', () => {
  const files = earlierRun();
  // APP_ENV=production: no demo database to prepare; the server then refuses this configuration (or
  // the empty build) and exits, which is all this test needs: what start did to the folder before.
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', NEXT_DIST_DIR: distName, APP_ENV: 'production', PORT: '0', LOG_LEVEL: 'error' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).not.toBe(0);
  expect(existsSync(files.page)).toBe(false);
  expect(existsSync(files.data)).toBe(false);
  // Resized pictures depend on the files in public/, not on a database: they stay.
  expect(existsSync(files.picture)).toBe(true);
});
