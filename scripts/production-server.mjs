// The production server: Next.js's documented custom-server API (`next()`, `app.prepare()`,
// `app.getRequestHandler()`, https://nextjs.org/docs/app/guides/custom-server) inside a thin Node
// http server that does four things before Next sees a request and two to what it answers:
//   - the request is logged as one JSON line and counted (scripts/lib/request-log.mjs);
//   - X-Forwarded-For is rewritten from the socket (scripts/lib/forwarded-for.mjs): Next keeps a
//     header the client sent, and every limit per address reads it;
//   - a declared body over 16 MB is refused (scripts/lib/body-backstop.mjs);
//   - pages from the full-route cache get the site's shared-cache policy (scripts/lib/shared-cache.mjs);
//   - pages get the Content-Security-Policy (and HSTS in production, lib/security/headers.mjs): the
//     catalogue pages skip proxy.ts, which sets them on the others (docs/decisions/0114);
//   - responses are compressed, once per body that repeats (scripts/lib/compression.mjs).
// Nothing here imports Next's internals (tests/unit/supported-next-api.test.ts checks it) and no
// answer is kept here: the only page cache is Next's own, which dashboard writes expire by tag.
// `npm start`, the end-to-end run and the benchmark all start this file.
//
//   node scripts/production-server.mjs [--port 3000]     (PORT works too; NEXT_DIST_DIR picks the build;
//                                                         NEXT_COMPRESS=1 lets Next gzip instead)
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { CompressedBodies, compressResponses } from './lib/compression.mjs';
import { rewriteForwardedFor, trustProxyHops } from './lib/forwarded-for.mjs';
import { refuseAbsurdBody } from './lib/body-backstop.mjs';
import { applySharedCachePolicy } from './lib/shared-cache.mjs';
import { observeRequest } from './lib/request-log.mjs';
import { securityHeaders } from '../lib/security/headers.mjs';
import { loggablePath } from '../lib/security/secret-links.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : process.env.PORT || 3000);
process.env.NODE_ENV = 'production';
// Read by clientIp() (lib/security/rate-limit.ts): X-Forwarded-For is rewritten below, so it is believed.
process.env.CLIENT_ADDRESS_FROM_SOCKET = '1';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
process.title = 'tour-agency-server';

// The client's address is the socket's unless TRUST_PROXY_HOPS says how many reverse proxies to believe.
const hops = trustProxyHops();
const compressed = new CompressedBodies();
// Computed once: they depend on the configuration only.
const pageSecurityHeaders = Object.entries(securityHeaders());
/** A page's address: not the API, not Next.js's files, not a file with an extension (proxy.ts's matcher before record 114). */
const PAGE_PATH = /^\/(?!api(?:\/|$|\?)|_next\/|_vercel\/)[^?.]*(?:\?|$)/;
// NEXT_COMPRESS=1: Next.js's own gzip instead (next.config.ts), to compare the two.
const nextCompresses = process.env.NEXT_COMPRESS === '1';

const started = Date.now();
// `hostname` and `port` as Next's custom-server example passes them for apps with a proxy (proxy.ts);
// `localhost` whatever interface the socket listens on. Pages and redirects follow the request's Host
// (e2e/shell.spec.ts, e2e/cache-headers.spec.ts; checked with other Host headers by hand).
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer(async (req, res) => {
  // One JSON line per request with nginx's request id, and the request metrics (docs/operations.md).
  observeRequest(req, res);
  rewriteForwardedFor(req, hops);
  if (refuseAbsurdBody(req, res)) return;
  applySharedCachePolicy(req, res);
  if (PAGE_PATH.test(req.url ?? '/')) for (const [name, value] of pageSecurityHeaders) res.setHeader(name, value);
  if (!nextCompresses) compressResponses(req, res, compressed);
  try {
    await handle(req, res);
  } catch (error) {
    // The path as the request log writes it: no query string (tokens), no booking code.
    console.error(`Failed to handle request for ${loggablePath(req.url)}`, error);
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

server.listen(port, () => {
  console.log(`✓ Ready on http://localhost:${port} in ${Date.now() - started} ms`);
});

let closing = false;
const shutdown = (signal) => {
  if (closing) return;
  closing = true;
  const code = signal === 'SIGINT' ? 130 : 143;
  server.close(() => {
    Promise.resolve(app.close?.())
      .catch((error) => console.error(error))
      .finally(() => process.exit(code));
  });
  server.closeIdleConnections();
  // Keep-alive clients that never let go must not hold the process.
  setTimeout(() => process.exit(code), 5_000).unref();
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
