import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LocalCacheHandler, { clearLocalCache, localCacheStats } from '@/lib/cache/local-cache-handler.mjs';

/** A page as Next hands it to the cache handler: HTML, the RSC payload and its tags in a header. */
function page(html: string, { status = 200, tags = ['tours'] }: { status?: number; tags?: string[] } = {}) {
  return { kind: 'APP_PAGE', html, rscData: Buffer.from(`rsc:${html}`), headers: { 'x-next-cache-tags': tags.join(',') }, status, segmentData: new Map() };
}
const pageContext = { cacheControl: { revalidate: 3600, expire: undefined } };

beforeEach(() => clearLocalCache());
afterEach(() => {
  vi.useRealTimers();
  delete process.env.PAGE_CACHE_MB;
  clearLocalCache();
});

describe('the single server’s page cache', () => {
  it('answers a stored page until one of its tags is revalidated, then renders again', async () => {
    const cache = new LocalCacheHandler();
    await cache.set('/tr/tour-list-1', page('32 tur bulundu'), pageContext);
    expect((await cache.get('/tr/tour-list-1', {}))?.value).toMatchObject({ html: '32 tur bulundu' });

    await cache.revalidateTag(['blogs']);
    expect((await cache.get('/tr/tour-list-1', {}))?.value).toMatchObject({ html: '32 tur bulundu' });

    await cache.revalidateTag('tours');
    expect(await cache.get('/tr/tour-list-1', {})).toBeNull();
    // A page stored after the write is fresh again.
    await cache.set('/tr/tour-list-1', page('33 tur bulundu'), pageContext);
    expect((await cache.get('/tr/tour-list-1', {}))?.value).toMatchObject({ html: '33 tur bulundu' });
  });

  it('a render that read the data before a dashboard write and stored it after is not fresh', async () => {
    const cache = new LocalCacheHandler();
    // A visitor's request misses and starts rendering with the old phone number…
    expect(await cache.get('/tr/tour-list-1', {})).toBeNull();
    // …staff save the new one meanwhile…
    await cache.revalidateTag('contacts');
    // …and the render is stored after the write.
    await cache.set('/tr/tour-list-1', page('+90 212 555 01 23', { tags: ['contacts'] }), pageContext);
    // The next visitor gets a new render, not the old number.
    expect(await cache.get('/tr/tour-list-1', {})).toBeNull();
    await cache.set('/tr/tour-list-1', page('+90 216 444 12 34', { tags: ['contacts'] }), pageContext);
    expect((await cache.get('/tr/tour-list-1', {}))?.value).toMatchObject({ html: '+90 216 444 12 34' });
  });

  it('two renders of one key side by side: the later one stored after a write is not fresh either', async () => {
    const cache = new LocalCacheHandler();
    // Two pages read the same tour data at once, both with the old price…
    expect(await cache.get('tour-window', { tags: ['tours'] })).toBeNull();
    expect(await cache.get('tour-window', { tags: ['tours'] })).toBeNull();
    await cache.set('tour-window', { kind: 'FETCH', data: { body: '1.450 TL' }, revalidate: 3600 }, { fetchCache: true, tags: ['tours'] });
    // …staff change the price, and the second render is stored after the write.
    await cache.revalidateTag('tours');
    await cache.set('tour-window', { kind: 'FETCH', data: { body: '1.450 TL' }, revalidate: 3600 }, { fetchCache: true, tags: ['tours'] });
    expect(await cache.get('tour-window', { tags: ['tours'] })).toBeNull();
  });

  it('data past its revalidate time is read again from its start, so a write meanwhile expires it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
    const cache = new LocalCacheHandler();
    const read = { kind: 'FETCH', revalidate: 60, tags: ['tours'] };
    expect(await cache.get('tour-window', read)).toBeNull();
    await cache.set('tour-window', { kind: 'FETCH', data: { body: 'old' }, revalidate: 60 }, { fetchCache: true, tags: ['tours'] });
    vi.setSystemTime(new Date('2026-11-29T10:01:30Z'));
    // Stale data is answered while Next reads it again in the background, with the old rows…
    expect(await cache.get('tour-window', read)).not.toBeNull();
    await cache.revalidateTag('tours');
    await cache.set('tour-window', { kind: 'FETCH', data: { body: 'old' }, revalidate: 60 }, { fetchCache: true, tags: ['tours'] });
    // …and what that background read stored after the write is not fresh.
    expect(await cache.get('tour-window', read)).toBeNull();
  });

  it('a render that never stored does not date the renders after it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
    const cache = new LocalCacheHandler();
    // A request misses and its render fails (nothing stored)…
    expect(await cache.get('/tr/tour-list-1', {})).toBeNull();
    vi.setSystemTime(new Date('2026-11-29T10:05:00Z'));
    await cache.revalidateTag('tours');
    // …minutes later a render after the write is stored, and it is fresh.
    expect(await cache.get('/tr/tour-list-1', {})).toBeNull();
    await cache.set('/tr/tour-list-1', page('33 tur bulundu'), pageContext);
    expect((await cache.get('/tr/tour-list-1', {}))?.value).toMatchObject({ html: '33 tur bulundu' });
  });

  it('expires data by the tags its reader passes (unstable_cache, revalidatePath’s soft tags)', async () => {
    const cache = new LocalCacheHandler();
    await cache.set('rates-key', { kind: 'FETCH', data: { body: '{"EUR":38.1}' } }, { fetchCache: true, tags: ['rates'] });
    expect(await cache.get('rates-key', { tags: ['rates'], softTags: ['_N_T_/tr'] })).not.toBeNull();
    await cache.revalidateTag(['_N_T_/tr']);
    expect(await cache.get('rates-key', { tags: ['rates'], softTags: ['_N_T_/tr'] })).toBeNull();
  });

  it('keeps no "not found" page: any made-up address would be an entry of its own', async () => {
    const cache = new LocalCacheHandler();
    for (let id = 900_001; id <= 900_050; id += 1) await cache.set(`/tr/tour-single-1/${id}`, page('Sayfa bulunamadı', { status: 404 }), pageContext);
    expect(localCacheStats().entries).toBe(0);
    expect(await cache.get('/tr/tour-single-1/900001', {})).toBeNull();
  });

  it('stays within PAGE_CACHE_MB, dropping the page read longest ago first', async () => {
    process.env.PAGE_CACHE_MB = '1';
    const cache = new LocalCacheHandler();
    const html = 'x'.repeat(50 * 1024); // about 150 KB with its RSC payload: six fit in 1 MB
    const key = (id: number) => `/tr/tour-single-1/${id}`;
    for (let id = 1; id <= 6; id += 1) await cache.set(key(id), page(`${id}${html}`), pageContext);
    expect(localCacheStats().entries).toBe(6);
    // Page 1 is read: page 2 is now the one read longest ago, and the seventh page pushes it out.
    expect(await cache.get(key(1), {})).not.toBeNull();
    await cache.set(key(7), page(`7${html}`), pageContext);
    expect(await cache.get(key(2), {})).toBeNull();
    expect(await cache.get(key(1), {})).not.toBeNull();
    for (let id = 8; id <= 40; id += 1) await cache.set(key(id), page(`${id}${html}`), pageContext);
    const { bytes, limit, entries } = localCacheStats();
    expect(limit).toBe(1024 * 1024);
    expect(bytes).toBeLessThanOrEqual(limit);
    expect(entries).toBe(6);
    expect(await cache.get(key(40), {})).not.toBeNull();
  });

  it('does not let one huge answer push out the rest', async () => {
    process.env.PAGE_CACHE_MB = '1';
    const cache = new LocalCacheHandler();
    await cache.set('/tr', page('home'), pageContext);
    await cache.set('/api/Tours?PageSize=9999', { kind: 'APP_ROUTE', body: Buffer.alloc(600 * 1024), status: 200, headers: {} }, pageContext);
    expect(await cache.get('/api/Tours?PageSize=9999', {})).toBeNull();
    expect(await cache.get('/tr', {})).not.toBeNull();
  });

  it('counts a page stored again once, and forgets what Next deletes', async () => {
    const cache = new LocalCacheHandler();
    await cache.set('/tr', page('a'.repeat(1000)), pageContext);
    const once = localCacheStats().bytes;
    await cache.set('/tr', page('b'.repeat(1000)), pageContext);
    expect(localCacheStats().bytes).toBe(once);
    await cache.set('/tr', null, pageContext);
    expect(localCacheStats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('reads a nonsense PAGE_CACHE_MB as the default 128 MB', () => {
    for (const value of ['', 'lots', '0', '-5', '1e9']) {
      process.env.PAGE_CACHE_MB = value;
      expect(localCacheStats().limit, value).toBe(128 * 1024 * 1024);
    }
  });
});
