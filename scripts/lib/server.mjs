// Starting the built site for end-to-end tests and the benchmark.
import { spawn } from 'node:child_process';
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
 * The production server (scripts/production-server.mjs: Next.js's request handler behind the
 * site's own compression) on the current build folder (NEXT_DIST_DIR), as `npm start` runs it.
 */
export function startNextServer({ port, env, stdio = ['ignore', 'inherit', 'inherit'] }) {
  return spawn(process.execPath, [path.join(root, 'scripts/production-server.mjs'), '--port', String(port)], {
    cwd: root,
    env: { UV_THREADPOOL_SIZE: THREAD_POOL_SIZE, ...env },
    stdio,
  });
}

/**
 * Forgets what earlier server runs of this build folder cached on disk: pages rendered on
 * request (server/route-cache) and the data cache (cache/fetch-cache). A run on a fresh database
 * would otherwise serve the previous run's pages, catalogue reads and URLs (SITE_URL, port).
 */
export function clearRuntimeCache(distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')) {
  for (const folder of ['server/route-cache', 'cache/fetch-cache']) rmSync(path.join(distDir, folder), { recursive: true, force: true });
}
