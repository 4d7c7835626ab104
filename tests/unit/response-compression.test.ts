import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the production server, no type declarations
import { CompressedBodies, compressResponses, negotiateEncoding } from '../../scripts/lib/compression.mjs';
// @ts-expect-error plain ESM module of the production server, no type declarations
import { ResponseCache } from '../../scripts/lib/response-cache.mjs';

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

/** The production server's layering (scripts/production-server.mjs): copies first, then compression, then Next's answer. */
async function serveCached(nextAnswer: (req: http.IncomingMessage, res: http.ServerResponse) => void, isCurrentEntity = (_etag: string) => false) {
  const cache = new CompressedBodies();
  const pages = new ResponseCache({ ttlMs: 60_000, isCurrentEntity });
  let calls = 0;
  const server = http.createServer((req, res) => {
    const key = pages.key(req, negotiateEncoding(req.headers['accept-encoding']));
    if (pages.serve(key, req, res)) return;
    const generation = pages.generation;
    compressResponses(req, res, cache, { onCachedPage: (answer: unknown) => pages.store(key, generation, answer) });
    calls += 1;
    nextAnswer(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pages, calls: () => calls };
}

describe('copies of full-route-cached pages', () => {

  it('answers a repeated request from the copy, with the same headers, until a tag is revalidated', async () => {
    let body = page;
    const { url, pages, calls } = await serveCached((req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('x-nextjs-cache', req.url === '/rendered' ? 'MISS' : 'HIT');
      res.setHeader('Set-Cookie', `lang=${req.headers['accept-language']}`);
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(body);
    });
    const headers = { 'accept-encoding': 'gzip', 'accept-language': 'tr' };
    const first = await get(url, headers);
    const second = await get(url, headers);
    expect(calls()).toBe(1);
    expect(second.headers['set-cookie']).toEqual(['lang=tr']);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(gunzipSync(second.body).toString()).toBe(page);
    expect((await get(url, { ...headers, 'if-none-match': String(first.headers.etag) })).status).toBe(304);

    // Another language (or cookie, or RSC header) is another request for Next.
    const english = await get(url, { ...headers, 'accept-language': 'en' });
    expect(english.headers['set-cookie']).toEqual(['lang=en']);
    expect(calls()).toBe(2);

    body = page.replace('Kapadokya', 'Pamukkale');
    pages.invalidate();
    expect(gunzipSync((await get(url, headers)).body).toString()).toContain('Pamukkale');
    expect(calls()).toBe(3);

    // Pages rendered for this request are never copied.
    await get(`${url}/rendered`, headers);
    await get(`${url}/rendered`, headers);
    expect(calls()).toBe(5);
  });
});

describe('copies of serialised answers', () => {
  it('answers the tour list again only while its serialised entry is the current one', async () => {
    let current = '"sj-1"';
    const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, id) => ({ id, title: 'Efes' })) });
    const server = await serveCached(
      (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('ETag', current);
        res.end(json);
      },
      (etag) => etag === current,
    );
    const url = `${server.url}/api/Tours`;
    await get(url, { 'accept-encoding': 'gzip' });
    const again = await get(url, { 'accept-encoding': 'gzip' });
    expect(server.calls()).toBe(1);
    expect(JSON.parse(gunzipSync(again.body).toString()).items).toHaveLength(200);
    current = '"sj-2"';
    expect((await get(url, { 'accept-encoding': 'gzip' })).headers.etag).toBe('"sj-2"');
    expect(server.calls()).toBe(2);
  });
});
