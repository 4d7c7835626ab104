import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, contacts, faqs, features, metaTags, pages, pageTitles, sliders, testimonials, type Localized } from '@/lib/db/schema';
import { GET as getMetaTags } from '@/app/api/MetaTags/[id]/route';
import { GET as getContacts } from '@/app/api/Contacts/[id]/route';
import { GET as listBlogs } from '@/app/api/Blogs/route';
import { GET as getBlog } from '@/app/api/Blogs/[id]/route';
import { GET as listPages } from '@/app/api/Pages/route';
import { GET as getPage } from '@/app/api/Pages/[id]/route';
import { GET as listSliders } from '@/app/api/Sliders/route';
import { GET as getSlider } from '@/app/api/Sliders/[id]/route';
import { GET as listFeatures } from '@/app/api/Features/route';
import { GET as getFeature } from '@/app/api/Features/[id]/route';
import { GET as listTestimonials } from '@/app/api/Testimonials/route';
import { GET as getTestimonial } from '@/app/api/Testimonials/[id]/route';
import { GET as listPageTitles } from '@/app/api/PageTitles/route';
import { GET as getPageTitle } from '@/app/api/PageTitles/[id]/route';
import { GET as listFaqs } from '@/app/api/Faqs/route';
import { GET as getFaq } from '@/app/api/Faqs/[id]/route';
import { openTestDatabase } from '../support/db';


type Language = 'tr' | 'en' | 'ru';
const l = (tr: string, en = '', ru = ''): Localized => ({ tr, en, ru });

function get(path: string, language: Language | null = 'tr') {
  return new Request(`http://localhost${path}`, { headers: language ? { 'accept-language': language } : {} });
}
const noParams = { params: Promise.resolve({}) };
const withId = (id: string) => ({ params: Promise.resolve({ id }) });
type Single = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
type List = (request: Request, context: { params: Promise<Record<string, never>> }) => Promise<Response>;

async function one(handler: Single, id: string, language: Language | null = 'tr') {
  const response = await handler(get('/api/x', language), withId(id));
  return { status: response.status, body: await response.json(), headers: response.headers };
}
async function list(handler: List, query = '', language: Language = 'tr') {
  const response = await handler(get(`/api/x${query}`, language), noParams);
  return { status: response.status, body: await response.json() };
}

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9));

beforeAll(async () => {
  handle = await openTestDatabase({ seed: false });
  const db = handle.db;
  await db.insert(metaTags).values({
    id: 2,
    title: l('Anatolia Tours | Türkiye Turları', 'Anatolia Tours | Tours of Türkiye', ''),
    description: l('Rehberli turlar', 'Guided tours', 'Экскурсионные туры'),
    keywords: l('tur, kapadokya', 'tour, cappadocia', 'тур, каппадокия'),
    siteLogo: '/images/logo.svg',
    facebook: 'https://facebook.com/anatoliatours',
    instagram: 'https://instagram.com/anatoliatours',
  });
  await db.insert(contacts).values({
    id: 1,
    phone1: '+90 212 555 01 23',
    phone2: '+90 532 555 01 23',
    whatsapp: '+90 532 555 01 23',
    address: l('İstiklal Cad. No: 1, Beyoğlu, İstanbul', 'İstiklal Ave. 1, Beyoğlu, Istanbul', 'пр. Истикляль, 1, Бейоглу, Стамбул'),
    email: 'info@anatolia-tours.example',
  });
  // Eight published posts (ids 1–8, newest last), one hidden (9), one scheduled for next year (10).
  await db.insert(blogs).values(
    Array.from({ length: 8 }, (_, index) => ({
      id: index + 1,
      title: l(`Yazı ${index + 1}`, `Post ${index + 1}`),
      summary: l(`Özet ${index + 1}`),
      body: l(`Giriş\n\n## Bölüm\nMetin ${index + 1}`, `Intro\n\n## Part\nText ${index + 1}`),
      author: 'Elif Kaya',
      // As the dashboard stores them (lib/content/blog-tag.ts).
      tags: index % 2 ? ['kapadokya'] : ['istanbul'],
      publishedAt: day(index + 1),
    })),
  );
  await db.insert(blogs).values([
    { id: 9, title: l('Gizli'), summary: l(''), body: l('Gizli'), isActive: false, publishedAt: day(20) },
    { id: 10, title: l('Planlı'), summary: l(''), body: l('Planlı'), publishedAt: new Date(Date.now() + 365 * 24 * 3600 * 1000) },
  ]);
  await db.insert(pages).values([
    ...[13, 14, 15, 16, 17, 18, 19].map((id) => ({ id, title: l(`Sayfa ${id}`, `Page ${id}`, `Страница ${id}`), body: l(`Metin ${id}`, `Text ${id}`) })),
    { id: 20, title: l('Taslak'), body: l('Taslak'), isActive: false },
  ]);
  await db.insert(sliders).values([
    { id: 1, title: l('İkinci'), subtitle: l(''), image: '/images/sliders/b.webp', orderNo: 2 },
    { id: 2, title: l('Birinci', 'First'), subtitle: l('Alt'), image: '/images/sliders/a.webp', orderNo: 1 },
    { id: 3, title: l('Kapalı'), subtitle: l(''), image: '/images/sliders/c.webp', orderNo: 0, isActive: false },
  ]);
  await db.insert(features).values([
    { id: 1, title: l('Lisanslı acente', 'Licensed agency'), description: l('TÜRSAB'), icon: 'award', orderNo: 1 },
    { id: 2, title: l('Gizli'), description: l(''), isActive: false },
  ]);
  await db.insert(testimonials).values([
    { id: 1, name: 'Ayşe', location: l('Ankara'), text: l('Harika', 'Great'), rating: 4, orderNo: 2 },
    { id: 2, name: 'John', location: l('Londra', 'London'), text: l('Mükemmel', 'Excellent'), rating: 5, orderNo: 1 },
  ]);
  await db.insert(pageTitles).values([{ id: 1, key: 'about', title: l('Hakkımızda', 'About us'), subtitle: l('Biz kimiz', 'Who we are'), image: '/images/regions/cappadocia.webp' }]);
  await db.insert(faqs).values([
    { id: 1, category: l('Ödeme', 'Payment'), question: l('Hangi kartlar?', 'Which cards?'), answer: l('Visa', 'Visa'), orderNo: 2 },
    { id: 2, category: l('İptal', 'Cancellation'), question: l('Nasıl iptal ederim?'), answer: l('Hesabımdan'), orderNo: 1 },
  ]);
});
afterAll(async () => handle.close());

describe('GET /api/MetaTags/{id} (docs/product-rules.md#http-calls call 7)', () => {
  it.each([
    ['tr', 'Anatolia Tours | Türkiye Turları', 'Rehberli turlar'],
    ['en', 'Anatolia Tours | Tours of Türkiye', 'Guided tours'],
    // No Russian title: Turkish stands in; the Russian description is used.
    ['ru', 'Anatolia Tours | Türkiye Turları', 'Экскурсионные туры'],
  ] as const)('answers record 2 in %s', async (language, title, description) => {
    const { status, body, headers } = await one(getMetaTags, '2', language);
    expect(status).toBe(200);
    expect(body).toEqual({
      Data: {
        title,
        description,
        keywords: expect.any(String),
        siteLogo: '/images/logo.svg',
        facebook: 'https://facebook.com/anatoliatours',
        instagram: 'https://instagram.com/anatoliatours',
      },
      UIMessage: '',
    });
    expect(headers.get('vary')).toBe('Accept-Language');
    expect(headers.get('cache-control')).toMatch(/^public/);
  });

  it('uses Turkish without an Accept-Language header', async () => {
    expect((await one(getMetaTags, '2', null)).body.Data.keywords).toBe('tur, kapadokya');
  });

  it.each(['3', 'abc', '0', '99999999999'])('answers id %s with a 404 sentence', async (id) => {
    expect(await one(getMetaTags, id)).toMatchObject({ status: 404, body: { Data: null, UIMessage: 'İstenen kaynak bulunamadı' } });
    expect((await one(getMetaTags, id, 'en')).body.UIMessage).toBe('The requested resource was not found');
  });
});

describe('GET /api/Contacts/{id} (docs/product-rules.md#http-calls call 8)', () => {
  it.each([
    ['tr', 'İstiklal Cad. No: 1, Beyoğlu, İstanbul'],
    ['en', 'İstiklal Ave. 1, Beyoğlu, Istanbul'],
    ['ru', 'пр. Истикляль, 1, Бейоглу, Стамбул'],
  ] as const)('answers record 1 in %s', async (language, address) => {
    const { status, body } = await one(getContacts, '1', language);
    expect(status).toBe(200);
    expect(body.Data).toEqual({ phone1: '+90 212 555 01 23', phone2: '+90 532 555 01 23', whatsapp: '+90 532 555 01 23', address, email: 'info@anatolia-tours.example' });
  });

  it('answers an unknown record with 404', async () => {
    expect((await one(getContacts, '2', 'ru')).status).toBe(404);
  });
});

describe('GET /api/Blogs', () => {
  it('lists published posts newest first, without their body, in the list shape', async () => {
    const { status, body } = await list(listBlogs, '', 'en');
    expect(status).toBe(200);
    expect(body).toMatchObject({ index: 0, size: 10, count: 8, pages: 1, hasPrevious: false, hasNext: false });
    expect(body.items.map((post: { id: number }) => post.id)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(body.items[0]).toEqual({
      id: 8,
      title: 'Post 8',
      summary: 'Özet 8',
      image: '',
      author: 'Elif Kaya',
      tags: ['kapadokya'],
      publishedAt: '2026-01-08T09:00:00.000Z',
    });
  });

  it('pages and sorts as asked', async () => {
    const { body } = await list(listBlogs, '?PageIndex=1&PageSize=3&SortBy=Id&SortOrder=asc');
    expect(body).toMatchObject({ index: 1, size: 3, count: 8, pages: 3, hasPrevious: true, hasNext: true });
    expect(body.items.map((post: { id: number }) => post.id)).toEqual([4, 5, 6]);
    expect((await list(listBlogs, '?pageIndex=9&pageSize=3')).body).toMatchObject({ items: [], index: 9, hasNext: false });
  });

  it('sorts by the title in the request language', async () => {
    const { body } = await list(listBlogs, '?SortBy=title&SortOrder=desc&PageSize=2', 'en');
    expect(body.items.map((post: { title: string }) => post.title)).toEqual(['Post 8', 'Post 7']);
  });

  it('filters by tag, however the tag is capitalised', async () => {
    for (const tag of ['İstanbul', 'istanbul', ' İSTANBUL ']) {
      const { body } = await list(listBlogs, `?tag=${encodeURIComponent(tag)}`);
      expect(body.items.map((post: { id: number }) => post.id)).toEqual([7, 5, 3, 1]);
    }
    expect((await list(listBlogs, '?tag=Kapadokya')).body.count).toBe(4);
  });

  it('answers an unknown sort field with 400 and a sentence', async () => {
    const { status, body } = await list(listBlogs, '?SortBy=password', 'en');
    expect(status).toBe(400);
    expect(body).toEqual({
      Data: null,
      UIMessage: 'Some of the information sent is not valid: SortBy.',
      errors: { SortBy: 'Results cannot be sorted by this field.' },
    });
  });

  it('answers bad paging with 400 and a sentence per parameter, in the request language', async () => {
    const tr = await list(listBlogs, '?PageIndex=-1&PageSize=0&SortOrder=up');
    expect(tr.status).toBe(400);
    expect(tr.body.errors).toEqual({
      PageIndex: 'Sayfa numarası 0 veya daha büyük bir tam sayı olmalıdır.',
      PageSize: 'Değer en az 1 olmalıdır.',
      SortOrder: 'Sıralama yönü asc veya desc olmalıdır.',
    });
    const ru = await list(listBlogs, '?PageSize=1000', 'ru');
    expect(ru.status).toBe(400);
    expect(ru.body.errors.PageSize).toMatch(/100/);
  });
});

describe('GET /api/Blogs/{id}', () => {
  it('answers a published post with its body in the request language', async () => {
    const { status, body } = await one(getBlog, '3', 'en');
    expect(status).toBe(200);
    expect(body.Data).toMatchObject({ id: 3, title: 'Post 3', body: 'Intro\n\n## Part\nText 3', updatedAt: expect.any(String) });
  });

  it.each([
    ['9', 'hidden'],
    ['10', 'scheduled for later'],
    ['11', 'unknown'],
    ['abc', 'not a number'],
  ])('answers post %s (%s) with 404', async (id) => {
    expect(await one(getBlog, id)).toMatchObject({ status: 404, body: { Data: null, UIMessage: 'İstenen kaynak bulunamadı' } });
  });
});

describe('GET /api/Pages', () => {
  it('lists the active pages', async () => {
    const { body } = await list(listPages, '', 'ru');
    expect(body).toMatchObject({ count: 7, pages: 1 });
    expect(body.items.map((page: { id: number }) => page.id)).toEqual([13, 14, 15, 16, 17, 18, 19]);
    expect(body.items[0]).toEqual({ id: 13, title: 'Страница 13', updatedAt: expect.any(String) });
  });

  it.each([13, 14, 15, 16, 17, 18, 19])('answers footer page %i with its body, Turkish where untranslated', async (id) => {
    const { status, body } = await one(getPage, String(id), 'ru');
    expect(status).toBe(200);
    expect(body.Data).toMatchObject({ id, title: `Страница ${id}`, body: `Metin ${id}` });
  });

  it('answers a hidden or unknown page with 404', async () => {
    expect((await one(getPage, '20')).status).toBe(404);
    expect((await one(getPage, '21')).status).toBe(404);
  });

  it('rejects sorting by a field pages do not have', async () => {
    expect((await list(listPages, '?SortBy=OrderNo')).status).toBe(400);
  });
});

describe('the other content lists and records', () => {
  it('lists active slides by their order', async () => {
    const { body } = await list(listSliders, '', 'en');
    expect(body.items).toEqual([
      { id: 2, title: 'First', subtitle: 'Alt', image: '/images/sliders/a.webp', linkUrl: '/tour-list-1', orderNo: 1 },
      { id: 1, title: 'İkinci', subtitle: '', image: '/images/sliders/b.webp', linkUrl: '/tour-list-1', orderNo: 2 },
    ]);
    expect((await one(getSlider, '2')).body.Data.title).toBe('Birinci');
    expect((await one(getSlider, '3')).status).toBe(404);
  });

  it('lists active features', async () => {
    const { body } = await list(listFeatures, '', 'en');
    expect(body).toMatchObject({ count: 1, items: [{ id: 1, title: 'Licensed agency', description: 'TÜRSAB', icon: 'award', orderNo: 1 }] });
    expect((await one(getFeature, '1')).status).toBe(200);
    expect((await one(getFeature, '2')).status).toBe(404);
  });

  it('lists testimonials, also by rating', async () => {
    expect((await list(listTestimonials)).body.items.map((item: { name: string }) => item.name)).toEqual(['John', 'Ayşe']);
    const byRating = await list(listTestimonials, '?SortBy=Rating&SortOrder=asc', 'en');
    expect(byRating.body.items.map((item: { rating: number }) => item.rating)).toEqual([4, 5]);
    expect((await one(getTestimonial, '2', 'en')).body.Data).toEqual({ id: 2, name: 'John', location: 'London', text: 'Excellent', rating: 5, orderNo: 1 });
    expect((await one(getTestimonial, '7')).status).toBe(404);
  });

  it('answers page titles by id or by key', async () => {
    expect((await list(listPageTitles)).body.count).toBe(1);
    const byKey = await one(getPageTitle, 'about', 'en');
    expect(byKey.body.Data).toEqual({ id: 1, key: 'about', title: 'About us', subtitle: 'Who we are', image: '/images/regions/cappadocia.webp' });
    expect((await one(getPageTitle, '1')).body.Data.title).toBe('Hakkımızda');
    expect((await one(getPageTitle, 'contact')).status).toBe(404);
    expect((await one(getPageTitle, '../etc')).status).toBe(404);
  });

  it('lists questions and answers in the dashboard order, or by category', async () => {
    expect((await list(listFaqs)).body.items.map((item: { id: number }) => item.id)).toEqual([2, 1]);
    const byCategory = await list(listFaqs, '?SortBy=Category', 'en');
    expect(byCategory.body.items.map((item: { category: string }) => item.category)).toEqual(['Cancellation', 'Payment']);
    expect((await one(getFaq, '1', 'en')).body.Data).toEqual({ id: 1, category: 'Payment', question: 'Which cards?', answer: 'Visa', orderNo: 2 });
    expect((await one(getFaq, '3')).status).toBe(404);
  });
});
