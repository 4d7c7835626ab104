// The production server: Next.js's own request handler (the same one `next start` uses: proxy.ts,
// headers from next.config.ts, the full-route cache, route handlers) behind a thin layer that
// compresses responses and keeps the compressed bytes of bodies that repeat (scripts/lib/compression.mjs).
// `npm start`, the end-to-end run and the benchmark all start this file.
//
//   node scripts/production-server.mjs [--port 3000]     (PORT works too; NEXT_DIST_DIR picks the build;
//                                                         RESPONSE_COPIES=off disables the copies of lib/response-cache.mjs)
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompressedBodies, compressResponses, negotiateEncoding } from './lib/compression.mjs';
import { ResponseCache } from './lib/response-cache.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : process.env.PORT || 3000);

process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
process.title = 'tour-agency-server';

// Next's `getRequestHandlers` is what `next start` calls. Unlike `next()` for custom servers it accepts
// no hostname: with one, Next 16.4 hands the proxy `localhost` URLs while routing by that hostname,
// and next-intl's rewrite of `/` to `/tr` redirects every Turkish page to itself.
const require = createRequire(path.join(root, 'package.json'));
const { getRequestHandlers } = require('next/dist/server/lib/start-server');

const compressed = new CompressedBodies();
// The serialised answers of lib/http/serialized-cache.ts (its store lives on globalThis).
function isCurrentEntity(etag) {
  const store = globalThis[Symbol.for('tour-agency.serialized-cache')];
  const now = Date.now();
  for (const entry of store?.entries.values() ?? []) if (entry.etag === etag && entry.expiresAt > now) return true;
  return false;
}
const pages = new ResponseCache({ isCurrentEntity });
// RESPONSE_COPIES=off sends every request through Next (compression is still kept per body).
const copies = process.env.RESPONSE_COPIES !== 'off';
// Every revalidateTag/revalidatePath of this process passes through Next's tags manifest (a Map
// shared by its runtimes): a new entry there empties the copies of cached pages at once.
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
const recordTag = tagsManifest.set;
tagsManifest.set = function set(...args) {
  pages.invalidate();
  return recordTag.apply(this, args);
};
let handle = null;
const waiting = [];

const server = http.createServer(async (req, res) => {
  if (!handle) await new Promise((resolve) => waiting.push(resolve));
  const key = copies ? pages.key(req, negotiateEncoding(req.headers['accept-encoding'])) : null;
  if (pages.serve(key, req, res)) return;
  const generation = pages.generation;
  compressResponses(req, res, compressed, { onCachedPage: (answer) => pages.store(key, generation, answer) });
  try {
    await handle(req, res);
  } catch (error) {
    console.error(`Failed to handle request for ${req.url}`, error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Internal Server Error');
    }
  }
});
// Browsers and proxies reuse idle connections for up to a minute; Node's default (5 s) closes them
// first, and a request sent on a socket the server is closing fails with ECONNRESET.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on('upgrade', async (req, socket, head) => {
  try {
    await upgrade(req, socket, head);
  } catch {
    socket.destroy();
  }
});
let upgrade = () => Promise.resolve();

server.listen(port, async () => {
  const started = Date.now();
  const handlers = await getRequestHandlers({ dir: root, port, isDev: false, server, hostname: undefined });
  handle = handlers.requestHandler;
  upgrade = handlers.upgradeHandler;
  for (const resolve of waiting.splice(0)) resolve();
  console.log(`✓ Ready on http://localhost:${port} in ${Date.now() - started} ms`);

  let closing = false;
  const shutdown = (signal) => {
    if (closing) return;
    closing = true;
    server.close(() => {
      Promise.resolve(handlers.server?.close?.())
        .catch((error) => console.error(error))
        .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
    server.closeIdleConnections();
    // Keep-alive clients that never let go must not hold the process.
    setTimeout(() => process.exit(signal === 'SIGINT' ? 130 : 143), 5_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
});
