// Response compression for the production server (scripts/production-server.mjs), in place of
// Next.js's own (`compress: false` in next.config.ts). Next.js gzips every response anew; most of the
// site's bytes are the same on every request (full-route-cached pages, static files, the cached
// /api/Tours text), so whole bodies are compressed once and the compressed bytes are kept, keyed by
// what identifies the body: its ETag, else a hash of it. Streamed answers (pages rendered on request)
// are compressed as they stream. Status, headers and body are Next's; only the encoding changes.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

const MIN_BYTES = 1024;
/** The header in which a route names the encoding of a body it compressed itself. */
export const PRECOMPRESSED = 'x-precompressed';
/** Bodies up to this size that arrive whole (Content-Length known, or JSON) are compressed once and kept. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
/** Rendered pages and their RSC payloads, which Next.js would give an ETag. */
const PAGE = /^text\/(html|x-component)/i;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|x-javascript|xml|ld\+json|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

/** 'br', 'gzip' or null, from an Accept-Encoding header (q=0 refuses). */
export function negotiateEncoding(header) {
  if (!header) return null;
  const accepted = new Map();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const wants = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

function compressOnce(body, encoding) {
  const large = body.length > 1024 * 1024;
  return new Promise((resolve, reject) => {
    const done = (error, result) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      zlib.brotliCompress(
        body,
        { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: large ? 5 : 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } },
        done,
      );
    } else {
      zlib.gzip(body, { level: large ? 6 : 9 }, done);
    }
  });
}

function streamingCompressor(encoding) {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } })
    : zlib.createGzip({ level: 6 });
}

/**
 * SHA-1 digests of the page texts Next.js hands over whole, remembered per text: a cached page is the
 * same string on every request, and finding an equal string in a Map (V8 keys long strings by their
 * length, then compares the characters) costs far less than hashing 100 KB of HTML again.
 */
const digests = new Map();
const DIGEST_MEMORY_CHARS = 32 * 1024 * 1024;
let digestChars = 0;

function digestOf(body) {
  if (typeof body !== 'string') return createHash('sha1').update(body).digest('base64url');
  const known = digests.get(body);
  if (known) return known;
  const digest = createHash('sha1').update(body).digest('base64url');
  digests.set(body, digest);
  digestChars += body.length;
  for (const old of digests.keys()) {
    if (digestChars <= DIGEST_MEMORY_CHARS) break;
    digests.delete(old);
    digestChars -= old.length;
  }
  return digest;
}

/** Compressed bodies by key, least recently used dropped first beyond `maxBytes`. */
export class CompressedBodies {
  constructor(maxBytes = 96 * 1024 * 1024) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
    this.pending = new Map();
  }

  /** The compressed bytes of `body()` under `key`: kept ones, or one compression shared by concurrent askers. */
  get(key, body, encoding) {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit);
    }
    const pending = this.pending.get(key);
    if (pending) return pending;
    const promise = compressOnce(body(), encoding)
      .then((compressed) => {
        if (compressed.length <= this.maxBytes / 4) {
          this.entries.set(key, compressed);
          this.bytes += compressed.length;
          for (const [oldKey, old] of this.entries) {
            if (this.bytes <= this.maxBytes) break;
            this.entries.delete(oldKey);
            this.bytes -= old.length;
          }
        }
        return compressed;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }
}

/** Whether the client's If-None-Match already names `etag` (and it did not ask to bypass caches). */
export function isFresh(req, etag) {
  const match = req.headers['if-none-match'];
  if (!match || /no-cache/i.test(String(req.headers['cache-control'] ?? ''))) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return match.trim() === '*' || match.split(',').some((tag) => bare(tag) === bare(etag));
}

function addVary(res, field) {
  const current = res.getHeader('Vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((value) => value.trim()).filter(Boolean);
  if (values.includes('*') || values.some((value) => value.toLowerCase() === field.toLowerCase())) return;
  res.setHeader('Vary', [...values, field].join(', '));
}

/** Applies `writeHead(status, [reason], [headers])` arguments to `res` without sending anything. */
function applyWriteHead(res, statusCode, reasonOrHeaders, maybeHeaders) {
  res.statusCode = statusCode;
  let headers = maybeHeaders;
  if (typeof reasonOrHeaders === 'string') res.statusMessage = reasonOrHeaders;
  else headers = reasonOrHeaders;
  if (Array.isArray(headers)) {
    const flat = Array.isArray(headers[0]) ? headers.flat() : headers;
    for (let index = 0; index + 1 < flat.length; index += 2) res.appendHeader(flat[index], flat[index + 1]);
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  }
}

const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk));

/**
 * Makes `res` compress what Next.js writes to it, when the client accepts it and the body is worth
 * it. Call before handing `req`/`res` to Next's request handler.
 */
export function compressResponses(req, res, cache) {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const original = { write: res.write, end: res.end, writeHead: res.writeHead, flushHeaders: res.flushHeaders };
  let mode = null; // 'pass' | 'buffer' | 'stream'
  let chunks = [];
  let size = 0;
  let compressor = null;
  let ended = false;
  res.once('close', () => compressor?.destroy());

  const sendHead = () => original.writeHead.call(res, res.statusCode);

  const startStream = () => {
    mode = 'stream';
    res.removeHeader('Content-Length');
    res.setHeader('Content-Encoding', encoding);
    compressor = streamingCompressor(encoding);
    // A client that went away gets nothing more (a write to a destroyed response would throw).
    compressor.on('data', (data) => !res.destroyed && original.write.call(res, data));
    compressor.on('end', () => !res.destroyed && original.end.call(res));
    compressor.on('error', (error) => res.destroy(error));
    res.flush = () => compressor.flush();
  };

  /** Decides, once the status and headers are final, how the body goes out. */
  const decide = () => {
    if (mode) return;
    // A route that answers bytes it compressed itself names their encoding in this header: Next.js
    // drops a Content-Encoding set by a route handler (lib/http/serialized-cache.ts).
    const precompressed = res.getHeader(PRECOMPRESSED);
    if (precompressed) {
      res.removeHeader(PRECOMPRESSED);
      res.setHeader('Content-Encoding', String(precompressed));
      addVary(res, 'Accept-Encoding');
      mode = 'pass';
      return;
    }
    const status = res.statusCode;
    const type = String(res.getHeader('Content-Type') ?? '');
    const length = res.hasHeader('Content-Length') ? Number(res.getHeader('Content-Length')) : null;
    const noTransform = /no-transform/i.test(String(res.getHeader('Cache-Control') ?? ''));
    if (req.method === 'HEAD' || status < 200 || status === 204 || status === 206 || status === 304 || res.hasHeader('Content-Encoding') || noTransform || !COMPRESSIBLE.test(type) || /event-stream/i.test(type)) {
      mode = 'pass';
      return;
    }
    addVary(res, 'Accept-Encoding');
    const whole = status === 200 && req.method === 'GET' && (length !== null || /json/i.test(type)) && (length ?? 0) <= MAX_BUFFERED_BYTES;
    if (!encoding || (length !== null && length < MIN_BYTES)) {
      // Uncompressed, a whole page still goes through finishBuffered for its ETag.
      mode = whole && PAGE.test(type) ? 'buffer' : 'pass';
      return;
    }
    if (whole) mode = 'buffer';
    else startStream();
  };

  const finishBuffered = async () => {
    // Next hands a cached page to end() as one string: hash it as it is, convert it only on a miss.
    const whole = chunks.length === 1 && typeof chunks[0] === 'string' ? chunks[0] : Buffer.concat(chunks.map((chunk) => toBuffer(chunk)));
    chunks = [];
    let etag = res.getHeader('ETag');
    const digest = etag ? null : digestOf(whole);
    // Pages: the ETag Next.js would compute (`generateEtags: false` spares it that slower hash).
    if (!etag && PAGE.test(String(res.getHeader('Content-Type') ?? ''))) {
      etag = `"${digest}"`;
      res.setHeader('ETag', etag);
      if (isFresh(req, etag)) {
        res.statusCode = 304;
        for (const name of ['Content-Length', 'Content-Type']) res.removeHeader(name);
        sendHead();
        original.end.call(res);
        return;
      }
    }
    const send = (bytes) => {
      res.setHeader('Content-Length', bytes.length);
      sendHead();
      original.end.call(res, bytes);
    };
    if (!encoding || size < MIN_BYTES) return send(toBuffer(whole));
    // A strong ETag names the content; a weak one (static files: size and time) only within its URL.
    const identity = etag && !digest ? (String(etag).startsWith('W/') ? `${req.url.split('?')[0]} ${etag}` : String(etag)) : digest;
    let compressed;
    try {
      compressed = await cache.get(`${encoding} ${res.getHeader('Content-Type')} ${identity}`, () => toBuffer(whole), encoding);
    } catch {
      compressed = null;
    }
    if (res.destroyed) return;
    if (compressed && compressed.length < size) {
      res.setHeader('Content-Encoding', encoding);
      send(compressed);
    } else send(toBuffer(whole));
  };

  res.writeHead = function writeHead(statusCode, reasonOrHeaders, maybeHeaders) {
    if (mode === 'pass' || mode === 'stream') return original.writeHead.call(res, statusCode, reasonOrHeaders, maybeHeaders);
    applyWriteHead(res, statusCode, reasonOrHeaders, maybeHeaders);
    decide();
    if (mode === 'buffer') return res;
    return sendHead();
  };

  res.flushHeaders = function flushHeaders() {
    decide();
    if (mode === 'buffer') return;
    if (!res.headersSent) sendHead();
    return original.flushHeaders.call(res);
  };

  res.write = function write(chunk, chunkEncoding, callback) {
    const cb = typeof chunkEncoding === 'function' ? chunkEncoding : callback;
    decide();
    if (mode === 'pass') return original.write.call(res, chunk, chunkEncoding, callback);
    if (mode === 'buffer') {
      const buffer = toBuffer(chunk, chunkEncoding);
      chunks.push(buffer);
      size += buffer.length;
      if (size > MAX_BUFFERED_BYTES) {
        // Larger than announced or unbounded: stream it after all.
        const held = Buffer.concat(chunks, size);
        chunks = [];
        startStream();
        compressor.write(held);
      }
      if (cb) process.nextTick(cb);
      return true;
    }
    if (!res.headersSent) sendHead();
    compressor.write(toBuffer(chunk, chunkEncoding));
    if (cb) process.nextTick(cb);
    return true;
  };

  res.end = function end(chunk, chunkEncoding, callback) {
    if (ended) return res;
    ended = true;
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    else if (typeof chunkEncoding === 'function') [chunkEncoding, callback] = [undefined, chunkEncoding];
    // A body given whole to end() has a known length, as Node itself would announce it.
    if (!mode && !res.headersSent && !res.hasHeader('Content-Length') && !res.hasHeader('Transfer-Encoding')) {
      res.setHeader('Content-Length', chunk === undefined || chunk === null ? 0 : toBuffer(chunk, chunkEncoding).length);
    }
    decide();
    if (mode === 'pass') return original.end.call(res, chunk, chunkEncoding, callback);
    if (callback) res.once('finish', callback);
    if (chunk !== undefined && chunk !== null && (typeof chunk !== 'string' || chunk.length > 0)) {
      if (mode === 'buffer') {
        const utf8 = typeof chunk === 'string' && (chunkEncoding === undefined || /^utf-?8$/i.test(chunkEncoding));
        chunks.push(utf8 ? chunk : toBuffer(chunk, chunkEncoding));
        // Next has announced the length: no need to measure the string again.
        size += utf8 ? (Number(res.getHeader('Content-Length')) || Buffer.byteLength(chunk)) : chunks.at(-1).length;
      } else compressor.write(toBuffer(chunk, chunkEncoding));
    }
    if (mode === 'buffer') {
      finishBuffered().catch((error) => res.destroy(error));
    } else {
      if (!res.headersSent) sendHead();
      compressor.end();
    }
    return res;
  };
}
