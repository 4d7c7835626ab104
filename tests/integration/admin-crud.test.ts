import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/User/Login/route';
import { GET as listRecords, POST as createRecord } from '@/app/api/admin/[resource]/route';
import { DELETE as deleteRecord, GET as getRecord, PUT as updateRecord } from '@/app/api/admin/[resource]/[id]/route';
import { GET as publicRegions } from '@/app/api/Regions/GetList/route';
import { getDb } from '@/lib/db/client';
import { auditLog, regions, tours, tourTypes } from '@/lib/db/schema';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount } from './auth-support';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let admin: Browser;
let adminId = 0;

beforeAll(async () => {
  db = await openTestDatabase({ seed: false });
  adminId = (await createAccount({ email: 'admin@anatolia-tours.example', password: 'Admin123!', role: 'admin' })).id;
  await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' });
  admin = await signIn('admin@anatolia-tours.example', 'Admin123!');
});
afterAll(async () => db.close());

async function signIn(email: string, password: string, language = 'tr') {
  const browser = new Browser(language);
  expect((await browser.call(login, '/api/User/Login', { json: { email, password } })).status).toBe(200);
  return browser;
}

const region = (name: string, extra: Record<string, unknown> = {}) => ({
  name: { tr: name, en: `${name} (en)`, ru: '' },
  description: { tr: 'Açıklama', en: '', ru: '' },
  image: '/images/regions/cappadocia.webp',
  orderNo: 3,
  isActive: true,
  ...extra,
});

describe('the generic admin API', () => {
  it('refuses signed-out visitors (401) and customers (403) on every method', async () => {
    const customer = await signIn('musteri@example.com', 'Musteri123!', 'en');
    const params = { resource: 'regions' };
    expect((await new Browser().call(listRecords, '/api/admin/regions', { params })).status).toBe(401);
    const list = await customer.call(listRecords, '/api/admin/regions', { params });
    expect(list.status).toBe(403);
    expect(list.body.UIMessage).toBe('You are not allowed to do this.');
    expect((await customer.call(createRecord, '/api/admin/regions', { params, json: region('Ege') })).status).toBe(403);
    expect((await customer.call(deleteRecord, '/api/admin/regions/1', { method: 'DELETE', params: { ...params, id: '1' } })).status).toBe(403);
    expect(await (await getDb()).select().from(regions)).toEqual([]);
  });

  it('creates, reads, updates and deletes a region, and the public list follows at once', async () => {
    const params = { resource: 'regions' };
    const created = await admin.call(createRecord, '/api/admin/regions', { params, json: region('Karadeniz') });
    expect(created.status).toBe(201);
    expect(created.body.UIMessage).toBe('Kayıt eklendi.');
    const id = created.body.Data.id as number;

    const read = await admin.call(getRecord, `/api/admin/regions/${id}`, { params: { ...params, id: String(id) } });
    expect(read.body.Data).toMatchObject({ name: { tr: 'Karadeniz', en: 'Karadeniz (en)', ru: '' }, orderNo: 3, isActive: true });

    const publicList = async () => (await new Browser('en').call(publicRegions, '/api/Regions/GetList')).body.items.map((item: { name: string }) => item.name);
    expect(await publicList()).toContain('Karadeniz (en)');

    const saved = await admin.call(updateRecord, `/api/admin/regions/${id}`, { method: 'PUT', params: { ...params, id: String(id) }, json: region('Karadeniz Yaylaları', { isActive: false }) });
    expect(saved.status).toBe(200);
    expect(saved.body.Data.name.tr).toBe('Karadeniz Yaylaları');
    expect(await publicList()).not.toContain('Karadeniz Yaylaları (en)');

    const listed = await admin.call(listRecords, '/api/admin/regions?q=yayla', { params });
    expect(listed.body).toMatchObject({ count: 1, items: [{ id, isActive: false }] });
    const folded = await admin.call(listRecords, '/api/admin/regions?q=YAYLALARI', { params });
    expect(folded.body).toMatchObject({ count: 1, items: [{ id }] });

    const removed = await admin.call(deleteRecord, `/api/admin/regions/${id}`, { method: 'DELETE', params: { ...params, id: String(id) } });
    expect(removed.status).toBe(200);
    expect(await (await getDb()).select().from(regions).where(eq(regions.id, id))).toEqual([]);

    const audit = await (await getDb()).select().from(auditLog).where(eq(auditLog.entityId, String(id))).orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.action, entry.entity, entry.userId])).toEqual([
      ['create', 'region', adminId],
      ['update', 'region', adminId],
      ['delete', 'region', adminId],
    ]);
    expect(audit[1].details).toEqual({
      name: { from: { tr: 'Karadeniz', en: 'Karadeniz (en)', ru: '' }, to: { tr: 'Karadeniz Yaylaları', en: 'Karadeniz Yaylaları (en)', ru: '' } },
      isActive: { from: true, to: false },
    });
  });

  it('answers invalid fields with localized sentences per field and saves nothing', async () => {
    const english = await signIn('admin@anatolia-tours.example', 'Admin123!', 'en');
    const answer = await english.call(createRecord, '/api/admin/regions', {
      params: { resource: 'regions' },
      json: region('', { image: 'javascript:alert(1)', orderNo: 'many', isActive: 'yes' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      'name.tr': 'This field is required.',
      image: 'Enter a site path (such as /images/… or /uploads/…); pictures on other sites cannot be shown.',
      orderNo: 'Enter a whole number.',
      isActive: 'The value must be true or false.',
    });
    expect(await (await getDb()).select().from(regions)).toEqual([]);
  });

  it('refuses to delete a region that still has tours, with a sentence', async () => {
    const database = await getDb();
    const [kept] = await database.insert(regions).values(region('Akdeniz')).returning();
    const text = { tr: 'Tur', en: '', ru: '' };
    await database.insert(tourTypes).values({ id: 1, name: text });
    await database.insert(tours).values({ regionId: kept.id, tourTypeId: 1, title: text, summary: text, description: text, included: { tr: [], en: [], ru: [] }, excluded: { tr: [], en: [], ru: [] }, meetingPoint: text, adultPrice: 1000, childPrice: 500 });
    const answer = await admin.call(deleteRecord, `/api/admin/regions/${kept.id}`, { method: 'DELETE', params: { resource: 'regions', id: String(kept.id) } });
    expect(answer.status).toBe(409);
    expect(answer.body.UIMessage).toMatch(/Bu bölgede turlar var/);
    expect(await database.select().from(regions).where(eq(regions.id, kept.id))).toHaveLength(1);
  });

  it('answers unknown resources, ids and bad paging with 404/400 sentences, never 500', async () => {
    expect((await admin.call(listRecords, '/api/admin/nothing', { params: { resource: 'nothing' } })).status).toBe(404);
    const missing = await admin.call(getRecord, '/api/admin/regions/999999', { params: { resource: 'regions', id: '999999' } });
    expect(missing.status).toBe(404);
    expect(missing.body.UIMessage).toBe('Bu kayıt bulunamadı; silinmiş olabilir.');
    expect((await admin.call(getRecord, '/api/admin/regions/abc', { params: { resource: 'regions', id: 'abc' } })).status).toBe(404);
    const paging = await admin.call(listRecords, '/api/admin/regions?PageIndex=-1&PageSize=5000', { params: { resource: 'regions' } });
    expect(paging.status).toBe(400);
    expect(Object.keys(paging.body.errors)).toEqual(['PageIndex', 'PageSize']);
    const notJson = await admin.call(createRecord, '/api/admin/regions', { params: { resource: 'regions' }, json: undefined, method: 'POST' });
    expect(notJson.status).toBe(400);
  });
});
