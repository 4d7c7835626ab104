// Starting the built site for end-to-end tests and the benchmark.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { root } from './build.mjs';

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `count` different free ports. Asked one after the other, `freePort()` may give the same port twice
 * (the system hands a closed port out again): the listeners here stay open until all are chosen.
 */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
    })),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export async function waitForServer(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

/**
 * Threads of libuv's pool (Node's default: 4) for the app server, unless the environment sets it.
 * Resizing pictures (sharp, behind /_next/image), compressing answers (zlib) and reading files share
 * that pool: with 4, a burst of first-time picture requests made every page rendered meanwhile wait
 * for a free thread — the cart's answer took 1.4–3.2 s during 16 new pictures, 0.3–0.4 s with 16
 * threads (docs/decisions/0122-a-larger-thread-pool.md). Node reads it once, at start: it must be in
 * the environment the server starts with, as here and in the README's production environment.
 */
export const THREAD_POOL_SIZE = '16';

/**
 * V8's old space for the app server, in MB, unless NODE_OPTIONS sets `--max-old-space-size`. Without
 * a limit V8 sizes the heap from the machine's memory and collects lazily: under 20 connections the
 * heap held 300–390 MB, mostly garbage, and the server 600–680 MB resident; with 256 it collects
 * sooner, stays at 330–430 MB resident, and serves as many pages (the live heap is ~100–130 MB with
 * the large dataset; docs/decisions/0125-the-database-is-prepared-before-the-server.md).
 */
export const SERVER_HEAP_MB = '256';

/**
 * The production server (scripts/production-server.mjs: Next.js's request handler behind the
 * site's own compression) on the current build folder (NEXT_DIST_DIR), as `npm start` runs it.
 */
export function startNextServer({ port, env, stdio = ['ignore', 'inherit', 'inherit'] }) {
  const heap = /--max-old-space-size/.test(env.NODE_OPTIONS ?? '') ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`];
  return spawn(process.execPath, [...heap, path.join(root, 'scripts/production-server.mjs'), '--port', String(port)], {
    cwd: root,
    env: { UV_THREADPOOL_SIZE: THREAD_POOL_SIZE, ...env },
    stdio,
  });
}

/**
 * `npm run db:migrate` in a process of its own, with the environment the server will have: applies
 * the migrations and, in demo mode, loads the demo content into an empty database (and the bench's
 * large dataset when LOAD_LARGE_DATASET=1). Done before the server starts, not inside it: PGlite's
 * WebAssembly memory only grows, and a first start that seeded inside the server kept ~500 MB it
 * never used again (923 MB resident against 407 MB for the same server on a prepared database;
 * docs/decisions/0125-the-database-is-prepared-before-the-server.md). Returns the exit status.
 */
export function migrateDatabase(env, { stdio = 'inherit' } = {}) {
  const result = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts/db-migrate.ts')], { cwd: root, env, stdio });
  return result.status ?? 1;
}

/**
 * Forgets what earlier server runs of this build folder cached on disk: pages rendered on
 * request (server/route-cache) and the data cache (cache/fetch-cache, which `next build` keeps).
 * Those runs may have had another database (the end-to-end run's, the bench's 10,000 tours, a
 * backup restored since) and another SITE_URL: a server starting on them would serve their pages,
 * catalogue reads and URLs until each expired. Every server start calls it: `npm start`, the
 * end-to-end run and the bench (docs/decisions/0134-a-server-starts-with-an-empty-page-cache.md).
 */
export function clearRuntimeCache(distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')) {
  for (const folder of ['server/route-cache', 'cache/fetch-cache']) rmSync(path.join(distDir, folder), { recursive: true, force: true });
}
