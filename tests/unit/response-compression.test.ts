import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the production server, no type declarations
import { CompressedBodies, compressResponses, negotiateEncoding } from '../../scripts/lib/compression.mjs';
// @ts-expect-error plain ESM module of the production server, no type declarations
import { SHARED_CACHE_CONTROL, applySharedCachePolicy, sharedCacheControl } from '../../scripts/lib/shared-cache.mjs';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;
const servers: http.Server[] = [];

async function serve(handler: Handler) {
  const cache = new CompressedBodies();
  const server = http.createServer((req, res) => {
    compressResponses(req, res, cache);
    void handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cache };
}

/** Raw response: status, headers and undecoded body bytes. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const page = `<!doctype html><html><body>${'<p>Kapadokya turu</p>'.repeat(500)}</body></html>`;

describe('response compression of the production server', () => {
  it('picks brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('serves a whole page compressed, with the same headers, and compresses it only once per ETag', async () => {
    let calls = 0;
    const { url, cache } = await serve((_req, res) => {
      calls += 1;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('ETag', '"page-1"');
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('Content-Length', Buffer.byteLength(page));
      res.end(page);
    });
    const first = await get(url, { 'accept-encoding': 'gzip' });
    const second = await get(url, { 'accept-encoding': 'gzip' });
    expect(calls).toBe(2);
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(gunzipSync(response.body).toString()).toBe(page);
    }
    expect(cache.entries.size).toBe(1);
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('keys JSON without an ETag by its content, so a changed answer is never served from the cache', async () => {
    let version = 1;
    const { url } = await serve((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.write(JSON.stringify({ version, items: Array.from({ length: 300 }, (_, id) => ({ id, name: 'Efes' })) }).slice(0, 10));
      res.end(JSON.stringify({ version, items: Array.from({ length: 300 }, (_, id) => ({ id, name: 'Efes' })) }).slice(10));
    });
    const before = JSON.parse(gunzipSync((await get(url, { 'accept-encoding': 'gzip' })).body).toString());
    version = 2;
    const after = JSON.parse(gunzipSync((await get(url, { 'accept-encoding': 'gzip' })).body).toString());
    expect([before.version, after.version]).toEqual([1, 2]);
  });

  it('streams a page rendered on request, chunk by chunk', async () => {
    const { url } = await serve(async (_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.flushHeaders();
      res.write('<html><body>');
      (res as unknown as { flush: () => void }).flush();
      await new Promise((resolve) => setTimeout(resolve, 20));
      res.write(page);
      res.end('</body></html>');
    });
    const response = await get(url, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(gunzipSync(response.body).toString()).toBe(`<html><body>${page}</body></html>`);
  });

  it('leaves small bodies, images, HEAD, 304 and already encoded answers alone', async () => {
    const { url } = await serve((req, res) => {
      if (req.url === '/small') {
        res.setHeader('Content-Type', 'text/plain');
        res.end('ok');
      } else if (req.url === '/image') {
        res.setHeader('Content-Type', 'image/png');
        res.end(Buffer.alloc(4096, 1));
      } else if (req.url === '/not-modified') {
        res.writeHead(304, { ETag: '"x"' });
        res.end();
      } else {
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(page) });
        res.end(req.method === 'HEAD' ? undefined : page);
      }
    });
    const small = await get(`${url}/small`, { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('ok');
    const image = await get(`${url}/image`, { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);
    const notModified = await get(`${url}/not-modified`, { 'accept-encoding': 'gzip' });
    expect(notModified.status).toBe(304);
    const head = await get(`${url}/head`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(page));
    const viaWriteHead = await get(`${url}/page`, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(viaWriteHead.body).toString()).toBe(page);
  });
});

describe('page ETags of the production server', () => {
  it('gives a whole page an ETag of its content and answers a matching If-None-Match with 304', async () => {
    let body = page;
    const { url } = await serve((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(body);
    });
    const first = await get(url, { 'accept-encoding': 'gzip' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const plain = await get(url);
    expect(plain.headers.etag).toBe(etag);
    expect(plain.body.toString()).toBe(page);
    const revalidated = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    body = page.replace('Kapadokya', 'Pamukkale');
    const changed = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(gunzipSync(changed.body).toString()).toContain('Pamukkale');
  });
});

/** The production server's layering (scripts/production-server.mjs): the cache policy, compression, then Next's answer. */
async function serveLayered(nextAnswer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const cache = new CompressedBodies();
  const server = http.createServer((req, res) => {
    applySharedCachePolicy(req, res);
    compressResponses(req, res, cache);
    nextAnswer(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('bodies a route compressed itself', () => {
  it('go out as they are, with the encoding the route named', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 500 }, (_, id) => ({ id, title: 'Efes' })) });
    const url = await serveLayered((_req, res) => {
      const bytes = gzipSync(json);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('X-Precompressed', 'gzip');
      res.setHeader('Content-Length', bytes.length);
      res.end(bytes);
    });
    const answer = await get(url, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['x-precompressed']).toBeUndefined();
    expect(String(answer.headers.vary)).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(answer.body).toString()).items).toHaveLength(500);
  });
});

describe('the shared-cache policy of full-route-cached pages', () => {
  it("replaces Next's hour-long s-maxage with the brief public one, compressed or not", async () => {
    const url = await serveLayered((req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=3600, stale-while-revalidate=31532400');
      if (req.url === '/cookie') res.setHeader('Set-Cookie', 'lang=en');
      res.setHeader('Content-Length', Buffer.byteLength(page));
      res.end(page);
    });
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(SHARED_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const plain = await get(url);
    expect(plain.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    const revalidated = await get(url, { 'if-none-match': String(plain.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    // An answer that sets a cookie is never shared.
    expect((await get(`${url}/cookie`)).headers['cache-control']).toBe('private, no-cache');
  });

  it('names the language cookie and Accept-Language in Vary for addresses without a language prefix', async () => {
    const url = await serveLayered((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Vary', 'rsc, next-router-state-tree');
      res.setHeader('Cache-Control', 's-maxage=3600, stale-while-revalidate=31532400');
      res.end(page);
    });
    for (const turkish of ['/', '/tour-list-1', '/english-tours', '/tour-single-1/5?x=1']) {
      const vary = String((await get(`${url}${turkish}`, { 'accept-encoding': 'gzip' })).headers.vary);
      expect(vary, turkish).toBe('rsc, next-router-state-tree, Accept-Encoding, Accept-Language, Cookie');
    }
    for (const prefixed of ['/en', '/ru/tour-list-1', '/en?x=1']) {
      expect(String((await get(`${url}${prefixed}`)).headers.vary), prefixed).not.toMatch(/accept-language|cookie/i);
    }
  });

  it('never shares an answer to a language cookie that nginx and the site could read differently', async () => {
    const url = await serveLayered((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=3600, stale-while-revalidate=31532400');
      res.end(page);
    });
    // The site reads the last `lang` exactly so named and decodes it; nginx keys on the first, any case, as sent.
    for (const cookie of ['lang=xx; lang=tr', 'lang=en; lang=tr', 'LANG=ru', 'lang=%74r', 'Lang=en', 'lang=de']) {
      expect((await get(`${url}/about`, { cookie })).headers['cache-control'], cookie).toBe('private, no-cache');
    }
    for (const cookie of ['', '_ga=GA1.1.1.1', 'lang=en', 'consent=1; lang=ru; _ga=GA1.1.1.1', 'lang=tr']) {
      expect((await get(`${url}/about`, cookie ? { cookie } : {})).headers['cache-control'], cookie).toBe(SHARED_CACHE_CONTROL);
    }
    // A prefixed address does not depend on the cookie: shared whatever it says.
    expect((await get(`${url}/en/about`, { cookie: 'lang=xx; lang=tr' })).headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
  });

  it('leaves every other Cache-Control as the route wrote it', () => {
    for (const value of ['private, no-store', 'no-store', 'public, max-age=60', 'private, no-cache, no-store, max-age=0, must-revalidate', undefined]) {
      expect(sharedCacheControl(value)).toBe(value);
    }
    expect(sharedCacheControl('s-maxage=3600')).toBe(SHARED_CACHE_CONTROL);
  });
});
