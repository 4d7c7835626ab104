import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/client';
import { contactMessages, tourTypes, users } from '@/lib/db/schema';
import { openTestDatabase, templateTarball } from '../support/db';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the database', () => {
  it('applies every migration to an empty database', async () => {
    const handle = await openTestDatabase({ seed: false });
    const result = await handle.db.execute<{ count: number }>(
      sql`select count(*)::int as count from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const count = (result as unknown as { rows: { count: number }[] }).rows[0].count;
    expect(count).toBeGreaterThanOrEqual(30);
    await handle.close();
  });

  it('holds one account per e-mail address whatever its letter case, and any number of temporary users', async () => {
    const handle = await openTestDatabase({ seed: false });
    try {
      await handle.db.insert(users).values({ email: 'ayse@example.com' });
      await expect(handle.db.insert(users).values({ email: 'Ayse@Example.com' })).rejects.toThrow();
      await handle.db.insert(users).values([{ email: '', role: 'guest' }, { email: '', role: 'guest' }]);
      expect(await handle.db.select().from(users)).toHaveLength(3);
    } finally {
      await handle.close();
    }
  });

  it('keeps data in the PGlite directory across a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-restart-'));
    dirs.push(dir);
    const first = await openDatabase({ kind: 'pglite', dataDir: dir, loadDataDir: templateTarball({ seed: false }) }, { seed: false });
    await first.db.insert(contactMessages).values({ name: 'Zeynep', email: 'z@example.com', message: 'Merhaba' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir: dir }, { seed: false });
    const rows = await second.db.select().from(contactMessages).where(eq(contactMessages.email, 'z@example.com'));
    expect(rows.map((row) => row.name)).toEqual(['Zeynep']);
    await second.close();
  });

  it('refuses a departure sold past its capacity at the database level', async () => {
    const handle = await openTestDatabase({ seed: false });
    await handle.db.insert(tourTypes).values({ id: 1, name: { tr: 'Doğa', en: 'Nature', ru: 'Природа' } });
    await expect(
      handle.db.execute(sql`insert into regions (name, description) values ('{"tr":"a","en":"a","ru":"a"}', '{"tr":"a","en":"a","ru":"a"}')`),
    ).resolves.toBeDefined();
    await expect(
      handle.db.execute(sql`
        with t as (
          insert into tours (region_id, tour_type_id, title, summary, description, included, excluded, meeting_point, adult_price, child_price)
          select id, 1, name, name, name, '{"tr":[],"en":[],"ru":[]}', '{"tr":[],"en":[],"ru":[]}', name, 100, 50 from regions limit 1
          returning id
        )
        insert into tour_departures (tour_id, starts_on, capacity, seats_taken) select id, '2030-01-01', 10, 11 from t`),
    ).rejects.toThrow();
    await handle.close();
  });
});
