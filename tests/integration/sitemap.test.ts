import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MetadataRoute } from 'next';
import { blogs, pages, regions, tours, tourTypes, type Localized } from '@/lib/db/schema';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';
import { staticPublicRoutes } from '@/lib/seo/sitemap';
import { openTestDatabase } from '../support/db';

const SITE = 'https://www.anatolia-tours.example';
const text = (value: string): Localized => ({ tr: value, en: value, ru: value });
const changedAt = new Date('2026-03-04T05:06:07.000Z');

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let entries: MetadataRoute.Sitemap;
let ids: { openRegion: number; closedRegion: number; openTour: number; closedTour: number; tourInClosedRegion: number; post: number; hiddenPost: number; scheduledPost: number; page: number; hiddenPage: number };

async function addTour(regionId: number, isActive: boolean) {
  const [row] = await db.db
    .insert(tours)
    .values({
      regionId,
      tourTypeId: 1,
      title: text('Sitemap turu'),
      summary: text('Özet'),
      description: text('Açıklama'),
      included: { tr: [], en: [], ru: [] },
      excluded: { tr: [], en: [], ru: [] },
      meetingPoint: text('Otel'),
      adultPrice: 100_000,
      childPrice: 50_000,
      isActive,
      updatedAt: changedAt,
    })
    .returning({ id: tours.id });
  return row.id;
}

async function addPost(values: Partial<typeof blogs.$inferInsert>) {
  const [row] = await db.db
    .insert(blogs)
    .values({ title: text('Yazı'), summary: text('Özet'), body: text('Metin'), updatedAt: changedAt, ...values })
    .returning({ id: blogs.id });
  return row.id;
}

beforeAll(async () => {
  vi.stubEnv('SITE_URL', SITE);
  db = await openTestDatabase();
  // Our own records next to the demo content, so each rule is tested whatever the seed holds.
  await db.db.insert(tourTypes).values({ id: 1, name: text('Doğa') }).onConflictDoNothing();
  const [openRegion] = await db.db.insert(regions).values({ name: text('Açık bölge'), description: text(''), updatedAt: changedAt }).returning({ id: regions.id });
  const [closedRegion] = await db.db.insert(regions).values({ name: text('Kapalı bölge'), description: text(''), isActive: false }).returning({ id: regions.id });
  const [page] = await db.db.insert(pages).values({ title: text('Sayfa'), body: text(''), updatedAt: changedAt }).returning({ id: pages.id });
  const [hiddenPage] = await db.db.insert(pages).values({ title: text('Gizli'), body: text(''), isActive: false }).returning({ id: pages.id });
  ids = {
    openRegion: openRegion.id,
    closedRegion: closedRegion.id,
    openTour: await addTour(openRegion.id, true),
    closedTour: await addTour(openRegion.id, false),
    tourInClosedRegion: await addTour(closedRegion.id, true),
    post: await addPost({ publishedAt: new Date('2026-01-01T00:00:00Z') }),
    hiddenPost: await addPost({ isActive: false }),
    scheduledPost: await addPost({ publishedAt: new Date(Date.now() + 7 * 24 * 3600 * 1000) }),
    page: page.id,
    hiddenPage: hiddenPage.id,
  };
  entries = await sitemapEntries();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await db.close();
});

const urls = () => entries.map((entry) => entry.url);
const entryFor = (url: string) => entries.find((entry) => entry.url === url);

describe('sitemap.xml', () => {
  it('lists every static public page in Turkish (no prefix), English and Russian', () => {
    for (const { path } of staticPublicRoutes) {
      const suffix = path === '/' ? '' : path;
      expect(urls()).toContain(`${SITE}${suffix || '/'}`);
      expect(urls()).toContain(`${SITE}/en${suffix}`);
      expect(urls()).toContain(`${SITE}/ru${suffix}`);
    }
    expect(urls()).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/en/about`, `${SITE}/ru/help-center`, `${SITE}/en/blog-list-3`]));
  });

  it('gives every entry hreflang alternates for all three languages and x-default', () => {
    expect(entryFor(`${SITE}/en/contact`)?.alternates?.languages).toEqual({
      tr: `${SITE}/contact`,
      en: `${SITE}/en/contact`,
      ru: `${SITE}/ru/contact`,
      'x-default': `${SITE}/contact`,
    });
    for (const entry of entries) expect(Object.keys(entry.alternates?.languages ?? {}).sort()).toEqual(['en', 'ru', 'tr', 'x-default']);
  });

  it('lists a page only at its canonical address: the tour list by layout 1, not layout 2', () => {
    expect(urls()).toContain(`${SITE}/tour-list-1`);
    expect(urls().filter((url) => url.includes('/tour-list-2'))).toEqual([]);
  });

  it('lists active tours by layout 1 only, dated by their last change', () => {
    expect(entryFor(`${SITE}/ru/tour-single-1/${ids.openTour}`)?.lastModified).toBe(changedAt.toISOString());
    expect(urls().some((url) => /\/tour-single-[2-5]\//.test(url))).toBe(false);
  });

  it('leaves out inactive tours and regions, and the tours of an inactive region', () => {
    expect(urls()).toContain(`${SITE}/tour-list-3/${ids.openRegion}`);
    expect(urls()).not.toContain(`${SITE}/tour-list-3/${ids.closedRegion}`);
    expect(urls()).not.toContain(`${SITE}/tour-single-1/${ids.closedTour}`);
    expect(urls()).not.toContain(`${SITE}/tour-single-1/${ids.tourInClosedRegion}`);
  });

  it('lists published active blog posts and active static pages only', () => {
    expect(urls()).toContain(`${SITE}/en/blog-single/${ids.post}`);
    expect(urls()).not.toContain(`${SITE}/blog-single/${ids.hiddenPost}`);
    expect(urls()).not.toContain(`${SITE}/blog-single/${ids.scheduledPost}`);
    expect(entryFor(`${SITE}/page-single/${ids.page}`)?.lastModified).toBe(changedAt.toISOString());
    expect(urls()).not.toContain(`${SITE}/page-single/${ids.hiddenPage}`);
  });

  it('dates list pages by the newest change of what they list and leaves undated pages without a date', () => {
    const newestTour = entries.filter((entry) => entry.url.includes('/tour-single-1/')).map((entry) => String(entry.lastModified)).sort().at(-1);
    expect(entryFor(`${SITE}/tour-list-1`)?.lastModified).toBe(newestTour);
    expect(entryFor(`${SITE}/about`)).not.toHaveProperty('lastModified');
  });

  it('never lists personal, payment or dashboard pages', () => {
    expect(urls().some((url) => /\/(cart|my-bookings|payment|login|db-|booking-page)/.test(url))).toBe(false);
  });

  it('has no duplicate URLs', () => {
    expect(new Set(urls()).size).toBe(entries.length);
  });
});
