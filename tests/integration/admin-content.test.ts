import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/User/Login/route';
import { GET as listRecords, POST as createRecord } from '@/app/api/admin/[resource]/route';
import { DELETE as deleteRecord, GET as getRecord, PUT as updateRecord } from '@/app/api/admin/[resource]/[id]/route';
import { GET as publicBlogs } from '@/app/api/Blogs/route';
import { GET as publicContacts } from '@/app/api/Contacts/[id]/route';
import { POST as sendContactMessage } from '@/app/api/Contacts/messages/route';
import { GET as publicFaqs } from '@/app/api/Faqs/route';
import { GET as publicFeatures } from '@/app/api/Features/route';
import { GET as publicMetaTags } from '@/app/api/MetaTags/[id]/route';
import { GET as publicPage } from '@/app/api/Pages/[id]/route';
import { GET as publicPageTitle } from '@/app/api/PageTitles/[id]/route';
import { GET as publicSliders } from '@/app/api/Sliders/route';
import { GET as publicTestimonials } from '@/app/api/Testimonials/route';
import { auditLog, blogs, contactEmails, contacts, features, mailOutbox, pages } from '@/lib/db/schema';
import { openTestDatabase } from '../support/db';
import { Browser } from './auth-support';
import { recordCache } from '../support/cache-recorder';

/**
 * The public reads are cached with tags (lib/content/*, lib/catalog/site.ts) and dashboard writes
 * expire tags. Outside Next there is no cache, so both ends are recorded here (tests/support/cache-recorder.ts): which tags each
 * public read carries, and which tags each admin write expires. A write must expire a tag of every
 * read that shows its record, or the public page would stay stale.
 */
const { readTags, expiredTags } = recordCache();

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let admin: Browser;
let english: Browser;

async function signIn(email: string, password: string, language = 'tr') {
  const browser = new Browser(language);
  expect((await browser.call(login, '/api/User/Login', { json: { email, password } })).status).toBe(200);
  return browser;
}

beforeAll(async () => {
  process.env.SMTP_URL = '';
  handle = await openTestDatabase({ seed: true });
  admin = await signIn('admin@anatolia-tours.example', 'Admin123!');
  english = await signIn('admin@anatolia-tours.example', 'Admin123!', 'en');
}, 120_000);
afterAll(async () => handle.close());
beforeEach(() => {
  expiredTags.length = 0;
});

// The admin API through its route handlers, as the dashboard calls it.
const api = (browser: Browser) => ({
  list: (resource: string, query = '') => browser.call(listRecords, `/api/admin/${resource}${query}`, { params: { resource } }),
  get: (resource: string, id: number) => browser.call(getRecord, `/api/admin/${resource}/${id}`, { params: { resource, id: String(id) } }),
  create: (resource: string, json: unknown) => browser.call(createRecord, `/api/admin/${resource}`, { params: { resource }, json }),
  update: (resource: string, id: number, json: unknown) => browser.call(updateRecord, `/api/admin/${resource}/${id}`, { method: 'PUT', params: { resource, id: String(id) }, json }),
  remove: (resource: string, id: number) => browser.call(deleteRecord, `/api/admin/${resource}/${id}`, { method: 'DELETE', params: { resource, id: String(id) } }),
});

const visitor = (language = 'tr') => new Browser(language);
const l = (tr: string, en = '', ru = '') => ({ tr, en, ru });

/** The tags of the public reads whose cache keys start with `prefix`. */
function tagsOfReads(prefix: string): string[] {
  const found = [...readTags].filter(([key]) => key.startsWith(prefix));
  expect(found.length, `a cached read ${prefix}…`).toBeGreaterThan(0);
  return [...new Set(found.flatMap(([, tags]) => tags))];
}

/** Every read of the record kind is expired by the last write. */
function expectReadsExpired(prefix: string) {
  for (const [key, tags] of readTags) {
    if (key.startsWith(prefix)) expect(tags.some((tag) => expiredTags.includes(tag)), `${key} (tags ${tags.join(', ')}) expired by ${expiredTags.join(', ')}`).toBe(true);
  }
  expect(tagsOfReads(prefix).length).toBeGreaterThan(0);
}

/** A stored record as the dashboard's form would send it back unchanged. */
function asForm(resource: string, record: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...values } = record;
  if (resource === 'blogs') values.publishedAt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(String(values.publishedAt)));
  return values;
}

describe('content resources of the admin API', () => {
  it('refuse signed-out visitors (401) and customers (403)', async () => {
    const customer = await signIn('musteri@example.com', 'Musteri123!', 'en');
    for (const resource of ['sliders', 'metaTags', 'blogs', 'features', 'testimonials', 'contacts', 'pages', 'pageTitles', 'contactEmails', 'faqs']) {
      expect((await api(visitor()).list(resource)).status).toBe(401);
      expect((await api(customer).list(resource)).status).toBe(403);
    }
    const refused = await api(customer).update('contacts', 1, { phone1: '0532 123 45 67', phone2: '', address: l('X'), email: 'x@example.com' });
    expect(refused.status).toBe(403);
    expect(refused.body.UIMessage).toBe('You are not allowed to do this.');
    expect((await api(customer).remove('pages', 20)).status).toBe(403);
  });

  it('save every demo record unchanged, as its form sends it back', async () => {
    for (const resource of ['sliders', 'blogs', 'features', 'testimonials', 'pages', 'pageTitles', 'contactEmails', 'faqs']) {
      const listed = await api(admin).list(resource, '?PageSize=200');
      expect(listed.status).toBe(200);
      expect(listed.body.count, resource).toBeGreaterThan(0);
      for (const record of listed.body.items) {
        const saved = await api(admin).update(resource, record.id, asForm(resource, record));
        expect([resource, record.id, saved.status, saved.body.errors]).toEqual([resource, record.id, 200, undefined]);
      }
    }
    for (const [resource, id] of [['metaTags', 2], ['contacts', 1]] as const) {
      const record = await api(admin).get(resource, id);
      expect((await api(admin).update(resource, id, asForm(resource, record.body.Data))).status).toBe(200);
    }
  });

  it('refuse a save over someone else’s newer one when the form says which version it loaded', async () => {
    const [faq] = (await api(admin).list('faqs', '?PageSize=1')).body.items;
    const loaded = await api(admin).get('faqs', faq.id);
    const version = loaded.body.Data.version as number;
    expect(version).toBeGreaterThanOrEqual(0);
    const save = (browser: Browser, question: string, ifMatch?: string) =>
      browser.call(updateRecord, `/api/admin/faqs/${faq.id}`, { method: 'PUT', params: { resource: 'faqs', id: String(faq.id) }, json: asForm('faqs', { ...loaded.body.Data, question: l(question) }), headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });
    // Two staff members opened the same question; the first saves, with the version both loaded.
    const first = await save(admin, 'Birinci personelin sorusu?', `"${version}"`);
    expect(first.status).toBe(200);
    expect(first.body.Data.version).toBeGreaterThan(version);
    // The second saves what their form still shows: refused, the first one's words stay.
    const second = await save(english, 'The second one’s question?', `"${version}"`);
    expect(second.status).toBe(412);
    expect(second.body.UIMessage).toBe('Someone else saved this record after you opened it. Reload it to see their changes, then make yours again.');
    expect((await api(admin).get('faqs', faq.id)).body.Data.question.tr).toBe('Birinci personelin sorusu?');
    // With the version they reload, it works; a garbled version is a sentence, not a 500.
    expect((await save(english, 'The second one’s question?', `"${first.body.Data.version}"`)).status).toBe(200);
    expect((await save(english, 'x?', 'yesterday')).status).toBe(400);
  });

  it('are kept by no cache between staff and the database: lists, records and refusals alike', async () => {
    const answers = [await api(admin).list('contactEmails'), await api(admin).get('contacts', 1), await api(visitor()).list('promoCodes'), await api(admin).get('blogs', 999_999)];
    expect(answers.map((answer) => [answer.status, answer.headers.get('cache-control')])).toEqual([
      [200, 'private, no-store'],
      [200, 'private, no-store'],
      [401, 'private, no-store'],
      [404, 'private, no-store'],
    ]);
  });
});

describe('sliders (/db-add-slayder)', () => {
  const slide = (title: string, extra: Record<string, unknown> = {}) => ({ title: l(title, `${title} EN`), subtitle: l('Alt başlık'), image: '/images/regions/cappadocia.webp', linkUrl: '/tour-list-1', orderNo: 0, isActive: true, ...extra });
  const publicTitles = async (language = 'tr') => (await visitor(language).call(publicSliders, '/api/Sliders?PageSize=50')).body.items.map((item: { title: string }) => item.title);

  it('adds, edits and deletes a slide; the home page’s slider follows at the next request', async () => {
    const created = await api(admin).create('sliders', slide('Balonla Kapadokya'));
    expect(created.status).toBe(201);
    const id = created.body.Data.id as number;
    expect(await publicTitles('en')).toContain('Balonla Kapadokya EN');
    expectReadsExpired('content/sliders/');

    expiredTags.length = 0;
    expect((await api(admin).update('sliders', id, slide('Gün doğumunda Kapadokya', { orderNo: 1 }))).status).toBe(200);
    expect(await publicTitles()).toContain('Gün doğumunda Kapadokya');
    expectReadsExpired('content/sliders/');

    expect((await api(admin).update('sliders', id, slide('Gün doğumunda Kapadokya', { isActive: false }))).status).toBe(200);
    expect(await publicTitles()).not.toContain('Gün doğumunda Kapadokya');
    expect((await api(admin).remove('sliders', id)).status).toBe(200);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entity, 'slider')).orderBy(auditLog.id);
    expect(audit.filter((entry) => entry.entityId === String(id)).map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('answers invalid fields with sentences in the admin’s language and saves nothing', async () => {
    const before = (await api(admin).list('sliders')).body.count;
    // A picture or a link of another host written as a site path, and a picture the site cannot show.
    const elsewhere = await api(english).create('sliders', slide('Başka', { image: 'https://example.net/a.webp', linkUrl: '//example.net/x' }));
    expect(elsewhere.body.errors).toEqual({
      image: 'Enter a site path (such as /images/… or /uploads/…); pictures on other sites cannot be shown.',
      linkUrl: 'Enter a site path starting with / or an address starting with https.',
    });
    expect((await api(english).create('sliders', slide('Başka', { image: '//example.net/a.webp' }))).body.errors).toEqual({ image: expect.stringMatching(/^Enter a site path/) });
    const answer = await api(english).create('sliders', slide('', { image: '', linkUrl: 'javascript:alert(1)', orderNo: -1 }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      'title.tr': 'This field is required.',
      image: 'This field is required.',
      linkUrl: 'Enter a site path starting with / or an address starting with https.',
      orderNo: 'The value must be at least 0.',
    });
    expect((await api(admin).list('sliders')).body.count).toBe(before);
  });
});

describe('site meta tags (/db-add-MetaTags) and contacts (/db-add-Contacts)', () => {
  it('edits the meta tags record 2; the layout of every page reads it again', async () => {
    const current = (await api(admin).get('metaTags', 2)).body.Data;
    const saved = await api(admin).update('metaTags', 2, { ...asForm('metaTags', current), title: l('Anadolu Turları', 'Anatolia Tours – tours of Türkiye'), facebook: '' });
    expect(saved.status).toBe(200);
    const shown = await visitor('en').call(publicMetaTags, '/api/MetaTags/2', { params: { id: '2' } });
    expect(shown.body.Data).toMatchObject({ title: 'Anatolia Tours – tours of Türkiye', facebook: '' });
    expectReadsExpired('meta-tags');
  });

  it('refuses social links that are not https and cannot add or delete the record', async () => {
    const current = (await api(admin).get('metaTags', 2)).body.Data;
    const answer = await api(english).update('metaTags', 2, { ...asForm('metaTags', current), facebook: 'http://facebook.com/x', instagram: 'instagram' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ facebook: 'Enter a full address starting with https:// or leave the field empty.', instagram: 'Enter a full address starting with https:// or leave the field empty.' });
    expect((await api(admin).create('metaTags', asForm('metaTags', current))).status).toBe(405);
    expect((await api(admin).remove('metaTags', 2)).status).toBe(405);
    expect((await api(admin).get('metaTags', 2)).body.Data.facebook).toBe(current.facebook);
  });

  it('keeps the contacts’ phones as +90 numbers, however typed; the footer shows them at the next request', async () => {
    const saved = await api(admin).update('contacts', 1, { phone1: '0532 111 22 33', phone2: '(0212) 555-0123', address: l('Sultanahmet, İstanbul', 'Sultanahmet, Istanbul'), email: 'Info@Anatolia-Tours.example' });
    expect(saved.status).toBe(200);
    const shown = await visitor('en').call(publicContacts, '/api/Contacts/1', { params: { id: '1' } });
    // The WhatsApp number was not sent: it stays as it was (the demo agency's).
    expect(shown.body.Data).toEqual({ phone1: '+90 532 111 22 33', phone2: '+90 212 555 01 23', whatsapp: '+90 532 555 01 23', address: 'Sultanahmet, Istanbul', email: 'info@anatolia-tours.example' });
    expectReadsExpired('contacts');

    expect((await api(admin).update('contacts', 1, { phone1: '+90 532 111 22 33', phone2: '', address: l('Sultanahmet, İstanbul'), email: 'info@anatolia-tours.example' })).status).toBe(200);
    expect((await handle.db.select().from(contacts).where(eq(contacts.id, 1)))[0].phone2).toBe('');
  });

  it('keeps a WhatsApp number by the same phone rules; empty means none', async () => {
    const saved = await api(admin).update('contacts', 1, { phone1: '+90 532 111 22 33', phone2: '', whatsapp: '0532 555 01 23', address: l('Sultanahmet, İstanbul'), email: 'info@anatolia-tours.example' });
    expect(saved.status).toBe(200);
    const shown = await visitor('tr').call(publicContacts, '/api/Contacts/1', { params: { id: '1' } });
    expect(shown.body.Data.whatsapp).toBe('+90 532 555 01 23');
    const refused = await api(english).update('contacts', 1, { phone1: '+90 532 111 22 33', phone2: '', whatsapp: '+44 20 7946 0958', address: l('Sultanahmet, İstanbul'), email: 'info@anatolia-tours.example' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ whatsapp: 'Enter a valid phone number (e.g. 0532 123 45 67).' });
    expect((await api(admin).update('contacts', 1, { phone1: '+90 532 111 22 33', phone2: '', whatsapp: '', address: l('Sultanahmet, İstanbul'), email: 'info@anatolia-tours.example' })).status).toBe(200);
    expect((await handle.db.select().from(contacts).where(eq(contacts.id, 1)))[0].whatsapp).toBe('');
  });

  it('refuses a phone that is not a Turkish number, with the sentence of the phone field', async () => {
    const answer = await api(english).update('contacts', 1, { phone1: '12345', phone2: '0999 000 00 00', address: l(''), email: 'not-an-address' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      phone1: 'Enter a valid phone number (e.g. 0532 123 45 67).',
      phone2: 'Enter a valid phone number (e.g. 0532 123 45 67).',
      'address.tr': 'This field is required.',
      email: 'Enter a valid e-mail address.',
    });
    const turkish = await api(admin).update('contacts', 1, { phone1: '', phone2: '', address: l('İstanbul'), email: 'info@anatolia-tours.example' });
    expect(turkish.body.errors).toEqual({ phone1: 'Bu alan zorunludur.' });
    expect((await handle.db.select().from(contacts).where(eq(contacts.id, 1)))[0].phone1).toBe('+90 532 111 22 33');
  });
});

describe('blogs (/db-add-Blogs)', () => {
  const post = (title: string, extra: Record<string, unknown> = {}) => ({
    title: l(title, `${title} (EN)`),
    summary: l('Kısa özet'),
    body: l('İlk paragraf.\n\n## Ara başlık\n\nİkinci paragraf.'),
    image: '/images/regions/cappadocia.webp',
    author: 'Elif Kaya',
    tags: ['Kapadokya', 'balon', 'kapadokya'],
    publishedAt: '2025-03-01',
    isActive: true,
    ...extra,
  });
  const listedTitles = async (language = 'tr') => (await visitor(language).call(publicBlogs, '/api/Blogs?PageSize=100')).body.items.map((item: { title: string }) => item.title);

  it('publishes a post on the blog lists at the next request, with its tags in lower case', async () => {
    const created = await api(admin).create('blogs', post('Balon sezonu rehberi'));
    expect(created.status).toBe(201);
    expect(created.body.Data.tags).toEqual(['kapadokya', 'balon']);
    expect(new Date(created.body.Data.publishedAt).toISOString()).toBe('2025-02-28T21:00:00.000Z');
    expect(await listedTitles('en')).toContain('Balon sezonu rehberi (EN)');
    expectReadsExpired('content/blogs/');

    const later = await api(admin).create('blogs', post('Gelecek yazı', { publishedAt: '2099-01-01' }));
    expect(later.status).toBe(201);
    expect(await listedTitles()).not.toContain('Gelecek yazı');
    expect((await api(admin).list('blogs', '?q=gelecek')).body.items.map((item: { id: number }) => item.id)).toEqual([later.body.Data.id]);
  });

  it('refuses HTML in the body and impossible dates, explaining the format', async () => {
    const before = await handle.db.$count(blogs);
    const answer = await api(english).create('blogs', post('Etiketli', { body: l('<p>Merhaba</p>', '', 'Текст <script>alert(1)</script>'), publishedAt: '2025-02-30', tags: ['ok', ''] }));
    expect(answer.status).toBe(400);
    const format = 'HTML tags cannot be used: write plain text, leave a blank line between paragraphs and use “## ” for a sub-heading.';
    expect(answer.body.errors).toEqual({ 'body.tr': format, 'body.ru': format, publishedAt: 'Choose a valid date.', 'tags.1': 'This field is required.' });
    expect(await handle.db.$count(blogs)).toBe(before);
    // A day before the first year the site knows (0001 in Istanbul is year 0 in UTC for the database).
    expect((await api(english).create('blogs', post('Çok eski', { publishedAt: '0001-01-01' }))).body.errors).toEqual({ publishedAt: 'Choose a valid date.' });
    expect(await handle.db.$count(blogs)).toBe(before);
    // Comparisons such as "2 < 3" are text, not tags.
    expect((await api(admin).create('blogs', post('Sayılar', { body: l('Çocuklar için 2 < 3 ve 5 > 4.') }))).status).toBe(201);
  });
});

describe('features, testimonials, page titles, questions (content tag)', () => {
  it('offers the icons the public pages draw; an older alias is kept as the icon it shows', async () => {
    const feature = { title: l('Yerel rehberler'), description: l('Bölgeyi bilen rehberler.'), icon: 'rocket', orderNo: 1, isActive: true };
    const refused = await api(english).create('features', feature);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ icon: 'Choose a valid option from the list.' });
    const created = await api(admin).create('features', { ...feature, icon: 'wallet' });
    expect(created.status).toBe(201);
    expect(created.body.Data.icon).toBe('card');
    const shown = (await visitor().call(publicFeatures, '/api/Features?PageSize=50')).body.items;
    expect(shown).toContainEqual(expect.objectContaining({ title: 'Yerel rehberler', icon: 'card' }));
    expectReadsExpired('content/features/');
    expect((await api(admin).remove('features', created.body.Data.id)).status).toBe(200);
    expect(await handle.db.select().from(features).where(eq(features.id, created.body.Data.id))).toEqual([]);
  });

  it('rates testimonials from 1 to 5 stars', async () => {
    const testimonial = (rating: unknown) => ({ name: 'Anna K.', location: l('Moskova', 'Moscow', 'Москва'), text: l('Harika bir gezi.', '', 'Отличная поездка.'), rating, orderNo: 0, isActive: true });
    const tooMany = await api(english).create('testimonials', testimonial(6));
    expect(tooMany.body.errors).toEqual({ rating: 'The value must be at most 5.' });
    expect((await api(english).create('testimonials', testimonial(0))).body.errors).toEqual({ rating: 'The value must be at least 1.' });
    expect((await api(english).create('testimonials', testimonial('4.5'))).body.errors).toEqual({ rating: 'Enter a whole number.' });
    expect((await api(admin).create('testimonials', testimonial('4'))).status).toBe(201);
    const shown = (await visitor('ru').call(publicTestimonials, '/api/Testimonials?PageSize=50')).body.items;
    expect(shown).toContainEqual(expect.objectContaining({ name: 'Anna K.', location: 'Москва', text: 'Отличная поездка.', rating: 4 }));
    expectReadsExpired('content/testimonials/');
  });

  it('gives each page one banner: a second one for the same key is refused with a sentence', async () => {
    const titles = (await api(admin).list('pageTitles', '?PageSize=50')).body.items as { id: number; key: string }[];
    const home = titles.find((title) => title.key === 'home')!;
    const duplicate = await api(english).create('pageTitles', { key: 'home', title: l('İkinci'), subtitle: l(''), image: '' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.UIMessage).toBe('Another record already has this value; please enter a different one.');
    const unknown = await api(english).create('pageTitles', { key: 'nowhere', title: l('X'), subtitle: l(''), image: '' });
    expect(unknown.body.errors).toEqual({ key: 'Choose a valid option from the list.' });

    expect((await api(admin).update('pageTitles', home.id, { key: 'home', title: l('Türkiye’yi keşfedin', 'Discover Türkiye'), subtitle: l('Yeni alt başlık'), image: '' })).status).toBe(200);
    const shown = await visitor('en').call(publicPageTitle, '/api/PageTitles/home', { params: { id: 'home' } });
    expect(shown.body.Data).toMatchObject({ key: 'home', title: 'Discover Türkiye', subtitle: 'Yeni alt başlık' });
    expectReadsExpired('content/page-titles/');
  });

  it('adds a help-centre question', async () => {
    const created = await api(admin).create('faqs', { category: l('Ödeme'), question: l('Taksit yapılıyor mu?', 'Can I pay in instalments?'), answer: l('Evet, kredi kartına 3 taksit.'), orderNo: 99 });
    expect(created.status).toBe(201);
    const shown = (await visitor('en').call(publicFaqs, '/api/Faqs?PageSize=100')).body.items;
    expect(shown).toContainEqual(expect.objectContaining({ question: 'Can I pay in instalments?', answer: 'Evet, kredi kartına 3 taksit.' }));
    expectReadsExpired('content/faqs/');
  });
});

describe('static pages (/db-add-Pages)', () => {
  const showPage = (id: number, language = 'tr') => visitor(language).call(publicPage, `/api/Pages/${id}`, { params: { id: String(id) } });

  it('edits a footer page’s body and /page-single/13 shows it at the next request', async () => {
    const current = (await api(admin).get('pages', 13)).body.Data;
    const body = l('Biz 1998’den beri Anadolu’yu gezdiriyoruz.\n\n## Ekibimiz\n\nRehberlerimiz yerel.', 'We have shown Anatolia to travellers since 1998.');
    expect((await api(admin).update('pages', 13, { title: current.title, body, isActive: true })).status).toBe(200);
    expect((await showPage(13, 'en')).body.Data.body).toBe('We have shown Anatolia to travellers since 1998.');
    expectReadsExpired('content/pages/');
  });

  it('refuses to delete a page the footer links, with a sentence; taking it offline is allowed', async () => {
    for (const id of [13, 16, 19]) {
      const answer = await api(english).remove('pages', id);
      expect(answer.status).toBe(409);
      expect(answer.body.UIMessage).toBe('Every page’s footer links to this page, so it cannot be deleted. Take it offline instead to hide it.');
    }
    expect((await api(admin).remove('pages', 14)).body.UIMessage).toMatch(/alt bilgisinden bağlantı veriliyor; silinemez/);
    expect(await handle.db.$count(pages, eq(pages.id, 13))).toBe(1);

    const current = (await api(admin).get('pages', 15)).body.Data;
    expect((await api(admin).update('pages', 15, { title: current.title, body: current.body, isActive: false })).status).toBe(200);
    expect((await showPage(15)).status).toBe(404);
    expect((await api(admin).update('pages', 15, { title: current.title, body: current.body, isActive: true })).status).toBe(200);
    expect((await showPage(15)).status).toBe(200);
  });

  it('adds and deletes another page', async () => {
    const created = await api(admin).create('pages', { title: l('Kampanyalar'), body: l('Yaz kampanyası.'), isActive: true });
    expect(created.status).toBe(201);
    const id = created.body.Data.id as number;
    expect((await showPage(id)).body.Data.title).toBe('Kampanyalar');
    expect((await api(admin).remove('pages', id)).status).toBe(200);
    expect((await showPage(id)).status).toBe(404);
  });
});

describe('contact-form recipients (/db-add-ContactEmails)', () => {
  beforeAll(async () => {
    await handle.db.delete(contactEmails);
    await handle.db.insert(contactEmails).values([{ email: 'satis@anatolia-tours.example', name: 'Satış' }]);
  });

  it('refuses a second recipient with the same address, with a sentence naming it', async () => {
    const duplicate = await api(english).create('contactEmails', { email: ' SATIS@anatolia-tours.example', name: 'Again', isActive: true });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.UIMessage).toBe('satis@anatolia-tours.example is already a notification recipient.');
    const created = await api(admin).create('contactEmails', { email: 'destek@anatolia-tours.example', name: 'Destek', isActive: true });
    expect(created.status).toBe(201);
    const renamed = await api(admin).update('contactEmails', created.body.Data.id, { email: 'satis@anatolia-tours.example', name: 'Destek', isActive: true });
    expect(renamed.status).toBe(409);
    expect(await handle.db.$count(contactEmails)).toBe(2);
  });

  it('never leaves the contact form without an active recipient', async () => {
    const rows = await handle.db.select().from(contactEmails).orderBy(contactEmails.id);
    const [sales, support] = rows;
    expect((await api(admin).update('contactEmails', support.id, { email: support.email, name: support.name, isActive: false })).status).toBe(200);

    const switchOff = await api(english).update('contactEmails', sales.id, { email: sales.email, name: sales.name, isActive: false });
    expect(switchOff.status).toBe(409);
    expect(switchOff.body.UIMessage).toBe('This is the last address receiving notifications; contact-form messages would reach nobody. Add or activate another recipient first.');
    expect((await api(admin).remove('contactEmails', sales.id)).status).toBe(409);
    // Renaming the last active recipient is fine.
    expect((await api(admin).update('contactEmails', sales.id, { email: sales.email, name: 'Satış ekibi', isActive: true })).status).toBe(200);
    // An inactive one may go.
    expect((await api(admin).remove('contactEmails', support.id)).status).toBe(200);

    await handle.db.delete(mailOutbox);
    const request = new Request('http://localhost/api/Contacts/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'tr', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({ name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '', message: 'Kapadokya turu için bilgi istiyorum.' }),
    });
    expect((await sendContactMessage(request, { params: Promise.resolve({}) })).status).toBe(201);
    expect((await handle.db.select().from(mailOutbox)).map((mail) => mail.to)).toEqual(['satis@anatolia-tours.example']);
  });
});
