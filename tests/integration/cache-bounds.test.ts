import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as blogList } from '@/app/api/Blogs/route';
import { GET as blogOne } from '@/app/api/Blogs/[id]/route';
import { GET as contactsOne } from '@/app/api/Contacts/[id]/route';
import { GET as faqList } from '@/app/api/Faqs/route';
import { GET as faqOne } from '@/app/api/Faqs/[id]/route';
import { GET as featureList } from '@/app/api/Features/route';
import { GET as featureOne } from '@/app/api/Features/[id]/route';
import { GET as metaTagsOne } from '@/app/api/MetaTags/[id]/route';
import { GET as pageTitleList } from '@/app/api/PageTitles/route';
import { GET as pageTitleOne } from '@/app/api/PageTitles/[id]/route';
import { GET as pageList } from '@/app/api/Pages/route';
import { GET as pageOne } from '@/app/api/Pages/[id]/route';
import { GET as regionList } from '@/app/api/Regions/GetList/route';
import { GET as regionOne } from '@/app/api/Regions/[id]/route';
import { GET as sliderList } from '@/app/api/Sliders/route';
import { GET as sliderOne } from '@/app/api/Sliders/[id]/route';
import { GET as testimonialList } from '@/app/api/Testimonials/route';
import { GET as testimonialOne } from '@/app/api/Testimonials/[id]/route';
import { GET as tourList } from '@/app/api/Tours/route';
import { GET as tourOne } from '@/app/api/Tours/[id]/route';
import { getBlogListing } from '@/lib/content/blog-listing';
import { getTourPage } from '@/lib/catalog/tours';
import { parseTourSearch, tourSearchQuery } from '@/lib/catalog/tour-search';
import { clearSerializedCache } from '@/lib/http/serialized-cache';
import { openTestDatabase } from '../support/db';
import { recordCache } from '../support/cache-recorder';

/**
 * Next stores one data-cache entry per distinct argument list of a cached read and never evicts
 * them (one file each without Redis), so a read keyed by request input must only be cached for a
 * small known set of inputs (lib/catalog/cache.ts `cachedWhenKnown`, docs/catalogue.md "Caching").
 * The recorder (tests/support/cache-recorder.ts) lists the entries Next would store.
 */
const cache = recordCache();

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase({ seed: true });
}, 120_000);
afterAll(async () => {
  cache.restore();
  await handle.close();
});

// Lists take no parameters and single reads an id: `never` lets one type name both.
type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

async function call(handler: Handler, path: string, id = '') {
  // GET /api/Tours keeps its serialised answers for a minute in the process; each call here must reach the reads.
  await clearSerializedCache();
  const response = await handler(new Request(`http://localhost${path}`, { headers: { 'accept-language': 'tr' } }), { params: Promise.resolve({ id }) as Promise<never> });
  return { status: response.status, body: await response.json() };
}

/** The cache entries `work` adds. */
async function entriesAddedBy(work: () => Promise<unknown>): Promise<string[]> {
  const before = new Set(cache.entries);
  await work();
  return [...cache.entries].filter((entry) => !before.has(entry));
}

const randomTag = () => randomBytes(12).toString('base64url');
const randomId = () => String(randomInt(100_000, 2_000_000_000));

const lists: [string, Handler, string][] = [
  ['Blogs', blogList, '/api/Blogs'],
  ['Faqs', faqList, '/api/Faqs'],
  ['Features', featureList, '/api/Features'],
  ['Sliders', sliderList, '/api/Sliders'],
  ['Testimonials', testimonialList, '/api/Testimonials'],
  ['PageTitles', pageTitleList, '/api/PageTitles'],
  ['Pages', pageList, '/api/Pages'],
  ['Regions/GetList', regionList, '/api/Regions/GetList'],
  ['Tours', tourList, '/api/Tours'],
];

describe('the data cache only keeps known inputs', () => {
  it('50 random blog tags (API and list page) store no entry and answer an empty list / the 404', async () => {
    // The index of published posts (which tags exist) is one entry of its own, read first.
    await call(blogList, `/api/Blogs?tag=${randomTag()}`);
    const added = await entriesAddedBy(async () => {
      for (let n = 0; n < 50; n++) {
        const tag = randomTag();
        const answer = await call(blogList, `/api/Blogs?tag=${tag}`);
        expect([answer.status, answer.body.items, answer.body.count]).toEqual([200, [], 0]);
        expect(await getBlogListing('tr', { tag })).toBeNull();
      }
    });
    expect(added).toEqual([]);
  });

  it('a real tag and a real page of the blog are cached and answered as before', async () => {
    const added = await entriesAddedBy(async () => {
      const answer = await call(blogList, '/api/Blogs?tag=k%C3%BClt%C3%BCr&PageSize=2&PageIndex=1');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ index: 1, size: 2, count: 3, pages: 2, hasPrevious: true, hasNext: false });
      expect(answer.body.items).toHaveLength(1);
      expect(answer.body.items[0].tags).toContain('kültür');
      const listing = await getBlogListing('en', { tag: 'doğa' });
      expect(listing).toMatchObject({ page: 1, pages: 1, count: 2, tag: 'doğa' });
    });
    expect(added).toEqual([
      'content/blogs/list ["tr",{"index":1,"size":2,"sortBy":"PublishedAt","sortOrder":"desc","showInactive":false,"tag":"kültür"}]',
      'content/blogs/list ["en",{"index":0,"size":6,"sortBy":"PublishedAt","sortOrder":"desc","tag":"doğa"}]',
    ]);
  });

  it.each(lists)('GET /api/%s?PageIndex=999999 answers the empty page and stores no entry; a real page is cached', async (name, handler, path) => {
    const first = await call(handler, `${path}?PageSize=2`);
    expect(first.status).toBe(200);
    const { count } = first.body;
    expect(count).toBeGreaterThan(2);
    // What is known (the count, the regions) is one entry of its own, read by the first page past the last.
    await call(handler, `${path}?PageSize=2&PageIndex=500000`);

    const past = await entriesAddedBy(async () => {
      for (const index of [999_999, 1_000_000, Math.ceil(count / 2)]) {
        const answer = await call(handler, `${path}?PageSize=2&PageIndex=${index}`);
        expect([answer.status, answer.body.items, answer.body.count, answer.body.hasNext]).toEqual([200, [], count, false]);
      }
    });
    expect(past).toEqual([]);

    const real = await entriesAddedBy(async () => {
      const answer = await call(handler, `${path}?PageSize=2&PageIndex=1`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ index: 1, size: 2, count, hasPrevious: true });
      expect(answer.body.items).toHaveLength(2);
      expect(answer.body.items.map((item: { id: number }) => item.id)).not.toEqual(first.body.items.map((item: { id: number }) => item.id));
    });
    if (name === 'Tours') {
      // Tours are cut from the windows of a fixed grid: the second page comes from the first page's window.
      expect(real).toEqual([]);
    } else {
      expect(real).toHaveLength(1);
      expect(real[0]).toMatch(/"index":1|"offset":2/);
    }
  });

  it('blog list pages past the last (?page=999999) answer their 404 without an entry', async () => {
    await getBlogListing('tr', {});
    const added = await entriesAddedBy(async () => {
      for (const page of ['999999', '2', '50']) expect(await getBlogListing('tr', { page })).toBeNull();
    });
    expect(added).toEqual([]);
  });

  it('tour list pages: typed values, unknown regions and pages past the last store no entry; region and type searches are cached', async () => {
    const read = (query: Record<string, string>) => getTourPage('tr', tourSearchQuery(parseTourSearch(query)));
    const all = await read({});
    expect(all.count).toBeGreaterThan(12);
    // What is known (the active regions, the count) is one entry of its own, read first.
    await read({ region: randomId(), page: '2' });
    await read({ page: '9999' });

    const typed = await entriesAddedBy(async () => {
      for (let n = 0; n < 10; n++) {
        const price = randomInt(0, 10_000_000);
        expect((await read({ minPrice: String(price) })).count).toBeLessThanOrEqual(all.count);
        await read({ maxDays: String(randomInt(1, 366)) });
        await read({ date: `20${randomInt(27, 99)}-0${randomInt(1, 10)}-1${randomInt(0, 10)}` });
        await read({ month: `20${randomInt(27, 99)}-0${randomInt(1, 10)}` });
        expect(await read({ region: randomId() })).toEqual({ items: [], count: 0 });
        expect(await read({ page: String(randomInt(100, 100_000)) })).toEqual({ items: [], count: all.count });
      }
      const answer = await call(tourList, `/api/Tours?PageSize=2&region=${randomId()}&type=1`);
      expect([answer.status, answer.body.count]).toEqual([200, 0]);
    });
    expect(typed).toEqual([]);

    const known = await entriesAddedBy(async () => {
      const region = await read({ region: '1', type: '1' });
      expect(region.count).toBeGreaterThan(0);
      expect(region.items.every((tour) => tour.regionId === 1 && tour.tourTypeId === 1)).toBe(true);
      expect((await read({ page: '2' })).items).toHaveLength(Math.min(12, all.count - 12));
    });
    // The region and type's window; page 2 is cut out of the window page 1 read.
    expect(known.filter((entry) => entry.startsWith('catalog:tour-window'))).toHaveLength(1);
  });

  it('GET /api/Tours: any PageIndex × PageSize is cut from the windows of a fixed grid, and answers the same tours', async () => {
    const everything = (await call(tourList, '/api/Tours?PageSize=9999&SortBy=Price')).body;
    const ids = (items: { id: number }[]) => items.map((tour) => tour.id);
    const added = await entriesAddedBy(async () => {
      for (let n = 0; n < 40; n++) {
        const size = randomInt(1, 101);
        const index = randomInt(0, Math.ceil(everything.count / size));
        const page = (await call(tourList, `/api/Tours?PageSize=${size}&PageIndex=${index}&SortBy=Price`)).body;
        expect([size, index, ids(page.items)]).toEqual([size, index, ids(everything.items.slice(index * size, index * size + size))]);
      }
    });
    // 40 sizes and pages, and no more windows than the grid has cells for these tours.
    expect(added.filter((entry) => entry.startsWith('catalog:tour-window')).length).toBeLessThanOrEqual(Math.ceil(everything.count / 100));
  });

  it.each([
    ['Tours', tourOne],
    ['Blogs', blogOne],
    ['Faqs', faqOne],
    ['Features', featureOne],
    ['Sliders', sliderOne],
    ['Testimonials', testimonialOne],
    ['Pages', pageOne],
    ['PageTitles', pageTitleOne],
    ['Regions', regionOne],
    ['MetaTags', metaTagsOne],
    ['Contacts', contactsOne],
  ] as [string, Handler][])('GET /api/%s/{random id} answers 404 and stores no entry', async (name, handler) => {
    await call(handler, `/api/${name}/1`, '1');
    const added = await entriesAddedBy(async () => {
      for (let n = 0; n < 20; n++) {
        const id = randomId();
        const answer = await call(handler, `/api/${name}/${id}`, id);
        expect([answer.status, answer.body.Data]).toEqual([404, null]);
      }
      if (name === 'PageTitles') {
        const key = `x${randomBytes(8).toString('hex')}`;
        expect((await call(handler, `/api/${name}/${key}`, key)).status).toBe(404);
      }
    });
    expect(added).toEqual([]);
  });

  it.each([
    ['Tours', tourOne, '1'],
    ['Blogs', blogOne, '1'],
    ['Pages', pageOne, '13'],
    ['PageTitles', pageTitleOne, 'about'],
    ['Regions', regionOne, '2'],
    ['MetaTags', metaTagsOne, '2'],
    ['Contacts', contactsOne, '1'],
  ] as [string, Handler, string][])('GET /api/%s/{a real record} is cached and answered as before', async (name, handler, id) => {
    const answer = await call(handler, `/api/${name}/${id}`, id);
    expect(answer.status).toBe(200);
    expect(answer.body.Data).toBeTruthy();
    const argument = /^\d+$/.test(id) ? id : `"${id}"`;
    const entry = [...cache.entries].find((line) => line.includes(`[${argument},"tr"]`) || line.includes(`["tr",${argument}]`));
    expect(entry, [...cache.entries].join('\n')).toBeTruthy();
  });
});
