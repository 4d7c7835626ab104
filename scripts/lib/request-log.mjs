// One JSON line per request (docs/operations.md, "Logs") and the request metrics, for the server in
// front of Next.js. The server calls `observeRequest(req, res)` first thing for every request:
//   - the request id is nginx's `X-Request-Id` (proxy_set_header X-Request-Id $request_id), or a new
//     one; it is put back on the request (Next's handlers and lib/log.ts see it) and on the answer;
//   - the rest of the request runs in a request context (AsyncLocalStorage on globalThis), so every
//     log line written while it is handled (lib/log.ts) carries the same `requestId`;
//   - when the answer has gone: `{"level":"info","msg":"request","requestId","method","path",
//     "group","status","ms","bytes","cache"}` — the path without its query string (queries can hold
//     e-mail addresses, names or a signed link's `?t=` token) and with each booking code written
//     `:code` (`/travellers/:code`, `/api/Vouchers/:code/pdf`: lib/security/secret-links.mjs, whoever
//     has the code reads the travellers' passport numbers), no client address (nginx's access log has
//     it), no headers;
//   - the duration is counted in the Prometheus histogram of lib/ops/metrics.ts through a hook on
//     globalThis (that module lives in Next's bundles; both share one registry).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { loggablePath } from '../../lib/security/secret-links.mjs';

const contextKey = Symbol.for('tour-agency.request-context');
const observerKey = Symbol.for('tour-agency.observe-http');
const loggerKey = Symbol.for('tour-agency.request-logger');

/** The request context lib/log.ts reads (one AsyncLocalStorage per process). */
export function requestContext() {
  return (globalThis[contextKey] ??= new AsyncLocalStorage());
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** LOG_LEVEL, as lib/log.ts reads it. */
export function configuredLevel(source = process.env) {
  const wanted = (source.LOG_LEVEL ?? '').trim().toLowerCase();
  return LEVELS.has(wanted) ? wanted : source.VITEST ? 'warn' : 'info';
}

function requestLogger() {
  // Asynchronous writes to stdout (sonic-boom): thousands of requests a second must not wait on the
  // pipe. No minimum length: on a quiet site a line must not wait for the next ones. Flushed on exit.
  return (globalThis[loggerKey] ??= pino(
    {
      level: configuredLevel(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    pino.destination({ dest: 1, sync: false }),
  ));
}

/** Lets tests (and a process that exits) write the buffered lines now. */
export function flushRequestLog() {
  globalThis[loggerKey]?.flush?.();
}

/** Names of the first segment under /api/ that are counted on their own; anything else is `api:other`. */
const API_GROUPS = new Set(
  ['admin', 'bank-simulator', 'blogs', 'booking', 'checkout', 'contacts', 'faqs', 'features', 'health', 'metatags', 'metrics', 'orders', 'pagetitles', 'pages', 'payment', 'paymentgateway', 'rates', 'regions', 'sliders', 'testimonials', 'tours', 'user', 'vwshoppingcarts', 'wishlist'],
);
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * A bounded label for a path (a scanner's random URLs must not create new time series): `api:tours`,
 * `api:other`, `static` (build assets, images, icons), `uploads`, `dashboard` (/db-*), `page`.
 */
export function routeGroup(pathname) {
  const path = pathname.split('?')[0].toLowerCase();
  if (path.startsWith('/api/')) {
    const first = path.slice(5).split('/')[0];
    return API_GROUPS.has(first) ? `api:${first}` : 'api:other';
  }
  if (path.startsWith('/uploads/')) return 'uploads';
  if (path.startsWith('/_next/') || path.startsWith('/images/') || /\.(?:js|css|png|jpe?g|webp|avif|svg|ico|woff2?|txt|xml|webmanifest)$/.test(path)) return 'static';
  if (/^\/(?:(?:en|ru)\/)?db-/.test(path)) return 'dashboard';
  return 'page';
}

const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;
const QUIET_GROUPS = new Set(['api:health', 'api:metrics']);

/** nginx's request id when it is one, a new UUID otherwise. */
export function requestIdOf(req) {
  const given = req.headers['x-request-id'];
  const value = Array.isArray(given) ? given[0] : given;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Call first thing for every request: `observeRequest(req, res);`. Returns the request id.
 * `options.log(line)` replaces the logger (tests).
 */
export function observeRequest(req, res, options = {}) {
  const started = process.hrtime.bigint();
  const requestId = requestIdOf(req);
  req.headers['x-request-id'] = requestId;
  if (!res.headersSent) res.setHeader('X-Request-Id', requestId);
  // The rest of this request's work (Next's handler included) runs with this context.
  requestContext().enterWith({ requestId });
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const path = loggablePath(req.url).slice(0, 300);
    const group = routeGroup(path);
    const method = METHODS.has(req.method) ? req.method : 'OTHER';
    // `close` without `finish`: the client went away before the answer was complete.
    const status = res.writableFinished ? res.statusCode : 499;
    const cacheHeader = res.getHeader('x-nextjs-cache');
    const cache = typeof cacheHeader === 'string' ? cacheHeader : undefined;
    const length = Number(res.getHeader('content-length'));
    const line = { requestId, method, path, group, status, ms: Math.round(seconds * 10_000) / 10, bytes: Number.isFinite(length) ? length : undefined, cache };
    try {
      if (options.log) options.log(line);
      // Load balancers and Prometheus ask every few seconds: their answers are written at debug level.
      else requestLogger()[status >= 500 ? 'error' : QUIET_GROUPS.has(group) ? 'debug' : 'info'](line, 'request');
      globalThis[observerKey]?.({ group, method, status, seconds, cache });
    } catch {
      // A log line must never break an answer.
    }
  };
  res.once('finish', finish);
  res.once('close', finish);
  return requestId;
}
