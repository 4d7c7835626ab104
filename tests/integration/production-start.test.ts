import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AdminCreateError, createAdmin } from '@/lib/admin/create-admin';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { openDatabase } from '@/lib/db/client';
import { LARGE_DATASET_CUSTOMER } from '@/lib/db/large-dataset';
import { settings, tours, users } from '@/lib/db/schema';
import { openTestDatabase, templateTarball } from '../support/db';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'production-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const count = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], table: typeof users | typeof tours | typeof settings) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

describe('a production database', () => {
  // One database migrated from empty for the whole story: migrating is what costs here.
  it('is migrated only by `npm run db:migrate`, and gets no demo content, no demo accounts: a production server refuses a database that misses migrations, with one sentence', async () => {
    const dir = path.join(dataDir(), 'pglite');
    await expect(openDatabase({ kind: 'pglite', dataDir: dir }, { production: true })).rejects.toThrow(
      /^The database misses \d+ of \d+ migrations; run `npm run db:migrate` \(with the same DATABASE_URL or DATA_DIR\) before starting with APP_ENV=production\.$/,
    );
    // What `npm run db:migrate` does (scripts/db-migrate.ts): migrated, but no demo content, no demo accounts.
    const migrated = await openDatabase({ kind: 'pglite', dataDir: dir }, { production: true, migrate: true });
    try {
      expect(await count(migrated.db, users)).toBe(0);
      expect(await count(migrated.db, tours)).toBe(0);
      expect(await count(migrated.db, settings)).toBe(0);
      // The migrations ran: the newest table and index exist.
      const index = await migrated.db.execute(sql`select 1 from pg_indexes where indexname = 'payment_attempts_one_in_flight'`);
      expect((index as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    } finally {
      await migrated.close();
    }
    // Then the server starts.
    const started = await openDatabase({ kind: 'pglite', dataDir: dir }, { production: true });
    expect(await count(started.db, users)).toBe(0);
    await started.close();
  });

  it('refuses to open while a demo account keeps its published password, with one sentence', async () => {
    const dir = path.join(dataDir(), 'pglite');
    // A database a demo start has seeded, now on disk.
    const demo = await openDatabase({ kind: 'pglite', dataDir: dir, loadDataDir: templateTarball({ seed: true }) });
    expect(await count(demo.db, users)).toBeGreaterThan(0);
    await demo.close();

    await expect(openDatabase({ kind: 'pglite', dataDir: dir }, { production: true })).rejects.toThrow(
      /^The demo account (admin@anatolia-tours\.example|musteri@example\.com|guide@anatolia-tours\.example) still has its published demo password; delete it or change its password before starting with APP_ENV=production\.$/,
    );

    const fix = await openDatabase({ kind: 'pglite', dataDir: dir }, { seed: false });
    await fix.db.update(users).set({ passwordHash: await hashPassword('a-new-long-secret-2026') }).where(eq(users.email, 'admin@anatolia-tours.example'));
    await fix.db.delete(users).where(eq(users.email, 'musteri@example.com'));
    await fix.close();
    // The demo guide alone is enough to refuse.
    await expect(openDatabase({ kind: 'pglite', dataDir: dir }, { production: true })).rejects.toThrow(
      'The demo account guide@anatolia-tours.example still has its published demo password; delete it or change its password before starting with APP_ENV=production.',
    );
    const fixGuide = await openDatabase({ kind: 'pglite', dataDir: dir }, { seed: false });
    await fixGuide.db.delete(users).where(eq(users.email, 'guide@anatolia-tours.example'));
    // The bench's customer (a database once loaded with LOAD_LARGE_DATASET) is refused the same way.
    await fixGuide.db.insert(users).values({ email: LARGE_DATASET_CUSTOMER.email, passwordHash: await hashPassword(LARGE_DATASET_CUSTOMER.password), role: 'customer' });
    await fixGuide.close();
    await expect(openDatabase({ kind: 'pglite', dataDir: dir }, { production: true })).rejects.toThrow(`The demo account ${LARGE_DATASET_CUSTOMER.email} still has its published demo password`);
    const fixBench = await openDatabase({ kind: 'pglite', dataDir: dir }, { seed: false });
    await fixBench.db.delete(users).where(eq(users.email, LARGE_DATASET_CUSTOMER.email));
    await fixBench.close();
    const production = await openDatabase({ kind: 'pglite', dataDir: dir }, { production: true });
    await production.close();
  });
});

describe('npm run admin:create (its core, createAdmin)', () => {
  it('creates the first admin on an empty production database, and refuses weak passwords, demo addresses and duplicates', async () => {
    // Empty, as a production database starts (the first test shows a production start seeds nothing).
    const handle = await openTestDatabase({ seed: false });
    try {
      const admin = { email: 'Mudur@Anatolia.example', name: 'Zeynep', password: 'kapadokya-balon-2026' };
      for (const [password, sentence] of [
        ['Kisa2026', /at least 12 characters/],
        ['kapadokyabalonturu', /letters and digits/],
        ['aaaaaaaaaaaaa1', /too few different characters/],
        ['mudur-2026-xyzq', /must not contain the e-mail address/],
      ] as const) {
        await expect(createAdmin(handle.db, { ...admin, password })).rejects.toThrow(sentence);
      }
      await expect(createAdmin(handle.db, { ...admin, email: 'admin@anatolia-tours.example' })).rejects.toThrow(/demo account/);
      await expect(createAdmin(handle.db, { ...admin, email: 'not an address' })).rejects.toThrow(AdminCreateError);

      const created = await createAdmin(handle.db, admin);
      expect(created.email).toBe('mudur@anatolia.example');
      const [row] = await handle.db.select().from(users).where(eq(users.id, created.id));
      expect(row).toMatchObject({ role: 'admin', name: 'Zeynep' });
      expect(await verifyPassword(admin.password, row.passwordHash)).toBe(true);
      await expect(createAdmin(handle.db, admin)).rejects.toThrow(/already exists/);

      // A guide, with the phone the trip reminder gives travellers; a role or phone that makes no sense is refused.
      const guide = await createAdmin(handle.db, { email: 'rehber@anatolia.example', name: 'Mert', password: 'kapadokya-rota-2026', role: 'guide', phone: '+90 532 444 55 66' });
      const [guideRow] = await handle.db.select().from(users).where(eq(users.id, guide.id));
      expect(guideRow).toMatchObject({ role: 'guide', phone: '+90 532 444 55 66' });
      await expect(createAdmin(handle.db, { ...admin, email: 'x@anatolia.example', role: 'boss' as 'admin' })).rejects.toThrow('The role must be admin or guide.');
      await expect(createAdmin(handle.db, { ...admin, email: 'y@anatolia.example', role: 'guide', phone: 'call me' })).rejects.toThrow(/phone number/);
    } finally {
      await handle.close();
    }
  });
});
