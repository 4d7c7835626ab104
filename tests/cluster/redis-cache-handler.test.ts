import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import RedisCacheHandler from '@/lib/cache/redis-cache-handler.mjs';
import { closeRedis } from '@/lib/cache/redis.mjs';
// @ts-expect-error plain ESM module of the scripts, no type declarations
import { ensureRedis } from '../../scripts/lib/cluster.mjs';

/**
 * The page cache several servers share (lib/cache/redis-cache-handler.mjs) against a real Redis
 * (127.0.0.1:6379, started by scripts/lib/cluster.mjs when none runs), under a key prefix of its own.
 */
const prefix = `tour-agency-handler-test-${process.pid}:`;

function page(html: string, tags = ['contacts']) {
  return { kind: 'APP_PAGE', html, rscData: Buffer.from(`rsc:${html}`), headers: { 'x-next-cache-tags': tags.join(',') }, status: 200, segmentData: new Map() };
}
const pageContext = { cacheControl: { revalidate: 3600, expire: undefined } };
const html = async (answer: Promise<{ value: unknown } | null>) => ((await answer)?.value as { html?: string } | undefined)?.html ?? null;

beforeAll(async () => {
  await ensureRedis();
  process.env.REDIS_URL = 'redis://127.0.0.1:6379';
  process.env.REDIS_KEY_PREFIX = prefix;
}, 300_000);

afterAll(async () => {
  await closeRedis();
  const client = createClient({ url: 'redis://127.0.0.1:6379' });
  await client.connect();
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) if (keys.length) await client.del(keys);
  await client.quit();
  delete process.env.REDIS_URL;
  delete process.env.REDIS_KEY_PREFIX;
});

describe('the page cache several servers share', () => {
  it('a page stored on one server is served by another until a dashboard write on either expires its tag', async () => {
    const serverA = new RedisCacheHandler();
    const serverB = new RedisCacheHandler();
    expect(await serverA.get('/tr/tour-list-1', {})).toBeNull();
    await serverA.set('/tr/tour-list-1', page('+90 212 555 01 23'), pageContext);
    expect(await html(serverB.get('/tr/tour-list-1', {}))).toBe('+90 212 555 01 23');

    await serverB.revalidateTag(['blogs']);
    expect(await html(serverA.get('/tr/tour-list-1', {}))).toBe('+90 212 555 01 23');
    await serverB.revalidateTag(['contacts']);
    expect(await serverA.get('/tr/tour-list-1', {})).toBeNull();
  });

  it('a render that read the data before a dashboard write and stored it after is not fresh', async () => {
    const server = new RedisCacheHandler();
    // A visitor's request misses and starts rendering with the old phone number…
    expect(await server.get('/tr/blog-list-1', {})).toBeNull();
    // …staff save the new one meanwhile, on this server or another…
    await new RedisCacheHandler().revalidateTag('contacts');
    // …and the render is stored after the write.
    await server.set('/tr/blog-list-1', page('+90 212 555 01 23'), pageContext);
    // The next visitor, on any server, gets a new render, not the old number.
    expect(await server.get('/tr/blog-list-1', {})).toBeNull();
    expect(await new RedisCacheHandler().get('/tr/blog-list-1', {})).toBeNull();
    await server.set('/tr/blog-list-1', page('+90 216 444 12 34'), pageContext);
    expect(await html(new RedisCacheHandler().get('/tr/blog-list-1', {}))).toBe('+90 216 444 12 34');
  });

  it('a render in flight while Redis starts again (its counter back at 0) is not stored', async () => {
    const server = new RedisCacheHandler();
    await server.revalidateTag('contacts');
    expect(await server.get('/tr/contact', {})).toBeNull();
    // Redis keeps nothing on disk: after a restart the count of expiries begins again.
    const client = createClient({ url: 'redis://127.0.0.1:6379' });
    await client.connect();
    await client.del([`${prefix}sequence`, `${prefix}tags`]);
    await client.quit();
    await server.set('/tr/contact', page('+90 212 555 01 23'), pageContext);
    // Otherwise its old start number would outrank every expiry after the restart.
    expect(await server.get('/tr/contact', {})).toBeNull();
  });

  it('a render started when its page had expired is as fresh as that start', async () => {
    const server = new RedisCacheHandler();
    await server.set('/tr', page('eski telefon'), pageContext);
    await server.revalidateTag('contacts');
    // The expired page is not served; its new render starts…
    expect(await server.get('/tr', {})).toBeNull();
    // …and another write lands before it is stored.
    await server.revalidateTag('contacts');
    await server.set('/tr', page('yarım kalmış'), pageContext);
    expect(await server.get('/tr', {})).toBeNull();
  });
});
