import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getSettings, PUT as putSettings } from '@/app/api/admin/settings/route';
import { PUT as putStoreType } from '@/app/api/admin/settings/payment-store-type/route';
import { GET as getAuditLog } from '@/app/api/admin/audit-log/route';
import { getDb } from '@/lib/db/client';
import { auditLog, settings, users } from '@/lib/db/schema';
import { sellerDetails } from '@/lib/orders/seller';
import { openTestDatabase } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { seedAgency } from './shop-support';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let adminId: number;
let secondAdminId: number;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  handle = await openTestDatabase({ seed: false });
  await seedAgency();
  await createAccount({ email: 'musteri@example.com', password: 'Musteri123!' });
  adminId = (await createAccount({ email: 'admin@example.com', password: 'Admin123!', role: 'admin', name: 'Selin' })).id;
  secondAdminId = (await createAccount({ email: 'ikinci@example.com', password: 'Admin123!', role: 'admin', name: 'Murat' })).id;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close();
});

const valid = {
  companyName: 'Anatolia Turizm Ltd. Şti.',
  bankName: 'Ziraat Bankası',
  // Spaces and lower case as people type it; saved as TR330006100519786457841326.
  iban: 'tr33 0006 1005 1978 6457 8413 26',
  tursabLicenceNo: 'A-12345',
  mersisNo: '0068 0123 4560 0017',
  paymentStoreType: '3D_PAY',
};

const get = (browser: Browser) => browser.call(getSettings, '/api/admin/settings');
const put = (browser: Browser, json: unknown) => browser.call(putSettings, '/api/admin/settings', { method: 'PUT', json });
const audit = (browser: Browser, query = '') => browser.call(getAuditLog, `/api/admin/audit-log${query}`);
const settingsRow = async () => (await (await getDb()).select().from(settings))[0];
const auditCount = async () => (await (await getDb()).select().from(auditLog)).length;

describe('/api/admin/settings and /api/admin/audit-log: staff only', () => {
  it('asks visitors to sign in (401) and refuses customers (403)', async () => {
    const visitor = new Browser('en');
    expect((await get(visitor)).status).toBe(401);
    expect((await put(visitor, valid)).status).toBe(401);
    expect((await audit(visitor)).status).toBe(401);
    const customer = await signedIn('musteri@example.com', 'Musteri123!', 'en');
    for (const answer of [await get(customer), await put(customer, valid), await audit(customer)]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ Data: null, UIMessage: 'You are not allowed to do this.' });
    }
    expect((await settingsRow()).bankName).toBe('Türkiye İş Bankası');
  });
});

describe('agency settings', () => {
  it('shows the current settings to an admin', async () => {
    const admin = await signedIn('admin@example.com', 'Admin123!');
    const answer = await get(admin);
    expect(answer.status).toBe(200);
    expect(answer.body.Data).toMatchObject({ bankName: 'Türkiye İş Bankası', iban: 'TR230006401234567001000415', tursabLicenceNo: 'A-12345', paymentStoreType: '3D_PAY' });
  });

  it('saves a valid TR IBAN without spaces, audits every changed field, and the bank-transfer details change', async () => {
    const admin = await signedIn('admin@example.com', 'Admin123!', 'en');
    const answer = await put(admin, valid);
    expect(answer.status).toBe(200);
    expect(answer.body.UIMessage).toBe('The agency settings were saved.');
    expect(answer.body.Data).toMatchObject({ bankName: 'Ziraat Bankası', iban: 'TR330006100519786457841326', mersisNo: '0068012345600017', companyName: 'Anatolia Turizm Ltd. Şti.' });
    expect(await settingsRow()).toMatchObject({ bankName: 'Ziraat Bankası', iban: 'TR330006100519786457841326' });

    const [entry] = await (await getDb()).select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ userId: adminId, action: 'update', entity: 'settings', entityId: '1' });
    expect(entry.details).toEqual({
      bankName: { from: 'Türkiye İş Bankası', to: 'Ziraat Bankası' },
      iban: { from: 'TR230006401234567001000415', to: 'TR330006100519786457841326' },
    });

    const seller = await sellerDetails('tr');
    expect(seller).toMatchObject({ bankName: 'Ziraat Bankası', iban: 'TR330006100519786457841326' });
  });

  it('answers an unchanged save without writing an audit entry', async () => {
    const admin = await signedIn('admin@example.com', 'Admin123!', 'en');
    const before = await auditCount();
    const answer = await put(admin, valid);
    expect(answer.status).toBe(200);
    expect(answer.body.UIMessage).toBe('Nothing changed; the settings are as they were.');
    expect(await auditCount()).toBe(before);
  });

  it('refuses an invalid IBAN with the localized sentence and saves nothing', async () => {
    const admin = await signedIn('admin@example.com', 'Admin123!', 'en');
    const before = { row: await settingsRow(), audits: await auditCount() };
    // One digit off: the mod-97 check fails.
    const wrongCheck = await put(admin, { ...valid, bankName: 'Başka Banka', iban: 'TR330006100519786457841327' });
    expect(wrongCheck.status).toBe(400);
    expect(wrongCheck.body.errors).toEqual({ iban: 'Enter a valid TR IBAN (26 characters starting with TR).' });
    expect(wrongCheck.body.UIMessage).toBe('Some of the information sent is not valid: iban.');

    const turkish = await signedIn('admin@example.com', 'Admin123!', 'tr');
    for (const iban of ['DE89370400440532013000', 'TR33000610051978645784132', '']) {
      const answer = await put(turkish, { ...valid, iban });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.iban).toMatch(/IBAN|zorunlu/);
    }
    const many = await put(admin, { ...valid, companyName: ' ', mersisNo: '123', paymentStoreType: 'HOSTING', tursabLicenceNo: '<b>' });
    expect(many.status).toBe(400);
    expect(many.body.errors).toEqual({
      companyName: 'This field is required.',
      mersisNo: 'The MERSİS number must be 16 digits.',
      paymentStoreType: 'Choose a valid option from the list.',
      tursabLicenceNo: 'This value is not valid.',
    });
    expect(await settingsRow()).toEqual(before.row);
    expect(await auditCount()).toBe(before.audits);
  });

  it('still switches the store type through its own endpoint, audited the same way', async () => {
    const admin = await signedIn('admin@example.com', 'Admin123!');
    const answer = await admin.call(putStoreType, '/api/admin/settings/payment-store-type', { method: 'PUT', json: { storeType: '3D_PAY_HOSTING' } });
    expect(answer.status).toBe(200);
    expect((await settingsRow()).paymentStoreType).toBe('3D_PAY_HOSTING');
    const [entry] = await (await getDb()).select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.details).toEqual({ paymentStoreType: { from: '3D_PAY', to: '3D_PAY_HOSTING' } });
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists who did what and when, newest first, with a one-line summary', async () => {
    const db = await getDb();
    await db.insert(auditLog).values([
      { userId: secondAdminId, action: 'create', entity: 'region', entityId: '7', details: {} },
      { userId: secondAdminId, action: 'update', entity: 'region', entityId: '7', details: { changed: ['name', 'orderNo'] } },
    ]);
    const admin = await signedIn('admin@example.com', 'Admin123!');
    const answer = await audit(admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ index: 0, size: 25, count: 4, pages: 1, hasPrevious: false, hasNext: false });
    const [newest, , , oldest] = answer.body.items;
    expect(newest).toMatchObject({ action: 'update', entity: 'region', entityId: '7', summary: 'changed: name, orderNo', user: { id: secondAdminId, name: 'Murat Yılmaz', email: 'ikinci@example.com' } });
    expect(oldest).toMatchObject({ entity: 'settings', user: { id: adminId, email: 'admin@example.com' } });
    // jsonb keeps keys shortest first.
    expect(oldest.summary).toBe('iban: TR230006401234567001000415 → TR330006100519786457841326; bankName: Türkiye İş Bankası → Ziraat Bankası');
    expect(new Date(oldest.createdAt).getTime()).not.toBeNaN();
  });

  it('filters by entity and by staff member, and pages', async () => {
    const admin = await signedIn('admin@example.com', 'Admin123!');
    const bySettings = await audit(admin, '?entity=settings');
    expect(bySettings.body.count).toBe(2);
    expect(bySettings.body.items.every((item: { entity: string }) => item.entity === 'settings')).toBe(true);
    const byMurat = await audit(admin, `?userId=${secondAdminId}`);
    expect(byMurat.body.items.map((item: { entity: string }) => item.entity)).toEqual(['region', 'region']);
    const paged = await audit(admin, '?PageSize=1&PageIndex=1');
    expect(paged.body).toMatchObject({ index: 1, size: 1, count: 4, pages: 4, hasPrevious: true, hasNext: true });
    expect(paged.body.items).toHaveLength(1);
  });

  it('keeps the entries of a deleted account, listed under userId=none', async () => {
    const db = await getDb();
    const [gone] = await db.insert(users).values({ email: 'eski@example.com', role: 'admin', name: 'Eski' }).returning();
    await db.insert(auditLog).values({ userId: gone.id, action: 'delete', entity: 'blog', entityId: '3', details: { record: { title: { tr: 'Eski yazı', en: 'Old post', ru: '…' } } } });
    await db.delete(users).where(eq(users.id, gone.id));
    const admin = await signedIn('admin@example.com', 'Admin123!');
    const answer = await audit(admin, '?userId=none');
    expect(answer.body.items).toEqual([expect.objectContaining({ entity: 'blog', user: null, summary: 'record: Eski yazı' })]);
  });

  it('names an order by its order number, not its database id or UUID', async () => {
    const db = await getDb();
    const orderUUID = 'a6d94ee8-7a55-4d0e-9d1a-0b6c2e4f8a90';
    await db.insert(auditLog).values({ userId: adminId, action: 'order.markPaid', entity: 'order', entityId: '12', details: { orderUUID, amount: 390000 } });
    const admin = await signedIn('admin@example.com', 'Admin123!');
    const [entry] = (await audit(admin, '?entity=order')).body.items;
    expect(entry).toMatchObject({ entity: 'order', reference: 'A6D94EE8', summary: 'amount: 390000' });
    const [region] = (await audit(admin, '?entity=region')).body.items;
    expect(region.reference).toBe('#7');
  });

  it('answers bad filters with a 400 naming them', async () => {
    const admin = await signedIn('admin@example.com', 'Admin123!', 'en');
    const answer = await audit(admin, '?userId=abc&SortBy=Nope&PageSize=1000');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual(['PageSize', 'SortBy', 'userId']);
  });
});

// After the audit-log tests, which count the entries the ones above write.
describe('agency settings saved by two admins at once', () => {
  it('refuses a save from a form loaded before another admin saved (412), keeping their IBAN', async () => {
    const selin = await signedIn('admin@example.com', 'Admin123!', 'en');
    const murat = await signedIn('ikinci@example.com', 'Admin123!', 'en');
    const loaded = (await get(selin)).body.Data.updatedAt as string;
    expect((await get(murat)).body.Data.updatedAt).toBe(loaded);
    const save = (browser: Browser, json: unknown, version: string) => browser.call(putSettings, '/api/admin/settings', { method: 'PUT', json, headers: { 'if-match': version } });

    // Murat moves the agency to another account; Selin, whose form still shows the old one, fixes the company name.
    const moved = await save(murat, { ...valid, iban: 'TR46 0001 0000 0000 0000 0123 45' }, `"${loaded}"`);
    expect(moved.status).toBe(200);
    const before = await auditCount();
    const stale = await save(selin, { ...valid, companyName: 'Anatolia Turizm A.Ş.' }, `"${loaded}"`);
    expect(stale.status).toBe(412);
    expect(stale.body.UIMessage).toBe('Someone else saved this record after you opened it. Reload it to see their changes, then make yours again.');
    expect(await settingsRow()).toMatchObject({ iban: 'TR460001000000000000012345', companyName: valid.companyName });
    expect(await auditCount()).toBe(before);

    // Reloaded, her change goes through on top of his.
    const fresh = (await get(selin)).body.Data;
    expect((await save(selin, { ...valid, iban: fresh.iban, companyName: 'Anatolia Turizm A.Ş.' }, `"${fresh.updatedAt}"`)).status).toBe(200);
    expect(await settingsRow()).toMatchObject({ iban: 'TR460001000000000000012345', companyName: 'Anatolia Turizm A.Ş.' });
    for (const bad of ['"yesterday"', '*', `${fresh.updatedAt}`, `"${'9'.repeat(200)}"`]) expect((await save(selin, valid, bad)).status, bad).toBe(400);
  });
});
