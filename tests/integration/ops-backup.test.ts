import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import * as tar from 'tar';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as checkout } from '@/app/api/Checkout/route';
import { POST as addToCart } from '@/app/api/VWShoppingCarts/route';
import { POST as uploadImage } from '@/app/api/admin/tours/[id]/images/route';
import { GET as serveUpload } from '@/app/uploads/[...path]/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { POST as backupRoute } from '@/app/api/health/backup/route';
import { env, readOrCreateSecret } from '@/lib/config/env';
import { openDatabase, setProcessDatabase } from '@/lib/db/client';
import { setLogLevel } from '@/lib/log';
import { orderDetails, orders, tourDepartures, tourImages } from '@/lib/db/schema';
import { BackupError, backupName, openBackup, restoreBackup, type RestoreTarget } from '@/lib/ops/backup';
import { announceServer, backupNow, backupState, runningServer } from '@/lib/ops/backup-job';
import { openTestDatabase, templateTarball } from '../support/db';
import { Browser, createAccount, signedIn } from './auth-support';
import { seedAgency, seedBookableTour } from './shop-support';

/**
 * Backups that restore (docs/operations.md, "Backups"): a site with bookings and an uploaded
 * picture is backed up, its data directory (and database) lost, and restored into a fresh one —
 * the embedded database in a real data directory, or a new PostgreSQL database with DATABASE_URL.
 */
const root = mkdtempSync(path.join(tmpdir(), 'ops-backup-'));
const dataDir = path.join(root, 'data');
const backups = path.join(root, 'backups');
process.env.DATA_DIR = dataDir;
// The pictures' folder is the part of the backup besides the database (with UPLOADS_STORE=database,
// the default on PostgreSQL, pictures are rows of the database dump like everything else).
process.env.UPLOADS_STORE = 'disk';
const usePostgres = Boolean(process.env.DATABASE_URL);

type Handle = { db: Awaited<ReturnType<typeof openDatabase>>['db']; close: () => Promise<void> };
let handle: Handle;
let fixture: Awaited<ReturnType<typeof seedBookableTour>>;
const logged: string[] = [];

async function createDatabase(): Promise<string> {
  const name = `restore_${process.pid}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}
const dropped: string[] = [];
async function dropDatabase(url: string) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  await admin.end();
}

beforeAll(async () => {
  for (const method of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  }
  setLogLevel('info');
  if (usePostgres) {
    handle = await openTestDatabase({ seed: false });
  } else {
    // A real data directory, started from the run's migrated template (tests/support/global-setup.ts).
    const opened = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite'), loadDataDir: templateTarball({ seed: false }) }, { seed: false });
    setProcessDatabase(Promise.resolve(opened));
    handle = opened;
  }
  await seedAgency();
  fixture = await seedBookableTour();
  await createAccount({ email: 'admin@example.com', password: 'Admin123!', role: 'admin' });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await handle.close().catch(() => undefined);
  for (const url of dropped) await dropDatabase(url).catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

async function book(method: 'card' | 'eft', adults: number, ip: string) {
  const browser = new Browser();
  const added = await browser.call(addToCart, '/api/VWShoppingCarts', { json: { departureId: fixture.open.id, adultQuantity: adults, childQuantity: 0, babyQuantity: 0 } });
  expect(added.status).toBe(201);
  const answer = await browser.call(checkout, '/api/Checkout', {
    json: {
      reservationName: 'Deniz',
      reservationSurName: 'Aydın',
      reservationEmail: `deniz-${randomUUID().slice(0, 8)}@example.com`,
      reservationPhone: '0532 123 45 67',
      reservationAddress: 'Moda Cad. 12, Kadıköy, İstanbul',
      paymentMethod: method,
      acceptPreInformation: true,
      acceptDistanceSales: true,
      idempotencyKey: randomUUID(),
    },
    headers: { 'x-forwarded-for': ip },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

async function uploadPicture(tourId: number) {
  const admin = await signedIn('admin@example.com', 'Admin123!');
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'kapadokya.png');
  form.set('alt.tr', 'Balonlar');
  form.set('alt.en', 'Balloons');
  form.set('alt.ru', '');
  const base = admin.request(`/api/admin/tours/${tourId}/images`, { method: 'POST' });
  const response = await uploadImage(new Request(base.url, { method: 'POST', headers: { cookie: base.headers.get('cookie')!, origin: base.headers.get('origin')! }, body: form }), {
    params: Promise.resolve({ id: String(tourId) }),
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.Data.url as string;
}

/** What the site shows about bookings, seats and pictures. */
async function snapshot(db: Handle['db']) {
  return {
    orders: await db.select({ uuid: orders.orderUUID, status: orders.orderStatus, payment: orders.paymentStatus, total: orders.totalAmount, name: orders.reservationName }).from(orders).orderBy(asc(orders.id)),
    lines: await db.select({ orderId: orderDetails.orderId, departureId: orderDetails.departureId, adults: orderDetails.adultQuantity }).from(orderDetails).orderBy(asc(orderDetails.id)),
    seats: await db.select({ id: tourDepartures.id, taken: tourDepartures.seatsTaken, capacity: tourDepartures.capacity }).from(tourDepartures).orderBy(asc(tourDepartures.id)),
    pictures: await db.select({ url: tourImages.url, alt: tourImages.alt }).from(tourImages).orderBy(asc(tourImages.id)),
  };
}

async function served(url: string) {
  const response = await serveUpload(new Request(`http://localhost:3000${url}`), { params: Promise.resolve({ path: url.split('/').slice(2) }) });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

const targetFor = async (): Promise<RestoreTarget> => (usePostgres ? { kind: 'postgres', url: await createDatabase() } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });

describe(`backup and restore (${usePostgres ? 'PostgreSQL' : 'PGlite in a data directory'})`, () => {
  let file = '';
  let before: Awaited<ReturnType<typeof snapshot>>;
  let pictureUrl = '';
  let pictureBytes: Buffer;
  // The site's AUTH_SECRET (here the one generated in DATA_DIR): backups are signed with it, and the
  // instance that restores has the same configuration.
  let secret = '';

  it('writes one verified, compressed file with the database and the pictures', async () => {
    await book('card', 2, '192.0.2.1');
    await book('eft', 3, '192.0.2.2');
    pictureUrl = await uploadPicture(fixture.tour.id);
    pictureBytes = (await served(pictureUrl)).bytes;
    before = await snapshot(handle.db);
    expect(before.orders).toHaveLength(2);
    expect(before.seats.find((row) => row.id === fixture.open.id)?.taken).toBe(5);

    secret = env().AUTH_SECRET;
    const result = await backupNow({ folder: backups });
    file = result.file;
    expect(path.basename(file)).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar$/);
    expect(readdirSync(backups)).toEqual([path.basename(file)]);
    // The whole database is in it: only the site's own user may read it, or list the folder.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(backups).mode & 0o777).toBe(0o700);
    expect(result.manifest).toMatchObject({ format: 'tour-agency-backup', database: { kind: usePostgres ? 'postgres' : 'pglite' }, uploads: { files: 1 } });
    expect(result.manifest.parts.every((part) => /^[0-9a-f]{64}$/.test(part.sha256))).toBe(true);
    expect(backupState().lastSuccess?.file).toBe(file);
    expect(logged.join('\n')).toContain('"event":"backup.completed"');
  });

  it('refuses to restore into a database that is not empty, with a sentence, changing nothing', async () => {
    const target: RestoreTarget = usePostgres ? { kind: 'postgres', url: ((handle.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString) } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    await expect(restoreBackup(file, { target, uploadsDir: path.join(root, 'other-uploads'), secret })).rejects.toThrow(/is not empty.*restore only into an empty/);
    expect(await snapshot(handle.db)).toEqual(before);
  });

  it('refuses a damaged or truncated file before writing anything', async () => {
    const bytes = readFileSync(file);
    const damaged = Buffer.from(bytes);
    // A byte inside the database part (the first member, after the 512-byte tar header).
    damaged[2_000] ^= 0xff;
    const damagedFile = path.join(root, 'damaged.tar');
    writeFileSync(damagedFile, damaged);
    const truncatedFile = path.join(root, 'truncated.tar');
    writeFileSync(truncatedFile, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const uploadsDir = path.join(root, 'fresh-uploads');
    for (const [candidate, reason] of [
      [damagedFile, /damaged: database\.\S+ does not match its checksum; nothing was restored/],
      [truncatedFile, /incomplete|damaged/],
    ] as const) {
      const target = usePostgres ? await targetFor() : ({ kind: 'pglite', dataDir: path.join(root, `never-${randomUUID().slice(0, 6)}`) } as RestoreTarget);
      if (target.kind === 'postgres') dropped.push(target.url);
      const refusal = await restoreBackup(candidate, { target, uploadsDir, secret }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(reason);
      // Nothing was written: no data directory, no table, no picture.
      expect(existsSync(uploadsDir)).toBe(false);
      if (target.kind === 'pglite') expect(existsSync(target.dataDir)).toBe(false);
      else {
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        const { rows } = await client.query(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
        await client.end();
        expect(rows[0].n).toBe(0);
      }
    }
  });

  it('refuses a backup changed after it was made, one another installation made and an unsigned one, unless trusted', async () => {
    // Someone with access to the backups' storage swaps the pictures part (it could as well be the
    // database with an admin account of theirs) and writes its size and checksum into the manifest.
    const unpacked = mkdtempSync(path.join(root, 'forge-'));
    await tar.x({ file, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as { version: number; parts: { name: string; bytes: number; sha256: string }[] };
    const extra = mkdtempSync(path.join(root, 'extra-'));
    writeFileSync(path.join(extra, 'pay-here.html'), '<script>location = "https://evil.example"</script>');
    await tar.c({ gzip: true, file: path.join(unpacked, 'uploads.tar.gz'), cwd: extra, portable: true }, ['pay-here.html']);
    const forgedPart = readFileSync(path.join(unpacked, 'uploads.tar.gz'));
    const uploadsPart = manifest.parts.find((part) => part.name === 'uploads.tar.gz')!;
    uploadsPart.bytes = forgedPart.length;
    uploadsPart.sha256 = createHash('sha256').update(forgedPart).digest('hex');
    writeFileSync(path.join(unpacked, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const forged = path.join(root, 'forged.tar');
    await tar.c({ file: forged, cwd: unpacked, portable: true }, readdirSync(unpacked));
    // A backup of the same format from before backups were signed.
    rmSync(path.join(unpacked, 'manifest.sig'));
    writeFileSync(path.join(unpacked, 'manifest.json'), `${JSON.stringify({ ...manifest, version: 1 }, null, 2)}\n`);
    const unsigned = path.join(root, 'unsigned.tar');
    await tar.c({ file: unsigned, cwd: unpacked, portable: true }, readdirSync(unpacked));

    const uploadsDir = path.join(root, 'never-uploads');
    for (const [candidate, key, reason] of [
      [forged, secret, /forged\.tar was not signed with this site's AUTH_SECRET: another installation made it, or it was changed since; nothing was restored\. If you know where it comes from, restore it with --trust/],
      [file, 'another-installations-secret-of-at-least-32-chars', /was not signed with this site's AUTH_SECRET/],
      [unsigned, secret, /unsigned\.tar is not signed \(it was made before backups were signed\); nothing was restored\. If you know where it comes from, restore it with --trust/],
    ] as const) {
      const target: RestoreTarget = usePostgres ? await targetFor() : { kind: 'pglite', dataDir: path.join(root, `never-${randomUUID().slice(0, 6)}`) };
      if (target.kind === 'postgres') dropped.push(target.url);
      const refusal = await restoreBackup(candidate, { target, uploadsDir, secret: key }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(reason);
      expect(existsSync(uploadsDir)).toBe(false);
      if (target.kind === 'pglite') expect(existsSync(target.dataDir)).toBe(false);
    }
    // The operator who knows where a file comes from vouches for it; the checksums still apply.
    for (const candidate of [unsigned, forged]) {
      const opened = await openBackup(candidate, { secret, trust: true });
      expect(opened.manifest.parts.map((part) => part.name)).toContain('uploads.tar.gz');
      await opened.cleanup();
    }
  });

  it('restores into a fresh instance that shows the same bookings, seats and picture', async () => {
    // The disk dies: the database and DATA_DIR are gone; a new instance gets the same configuration.
    await handle.close();
    renameSync(dataDir, path.join(root, 'lost'));
    const target = await targetFor();
    if (target.kind === 'postgres') dropped.push(target.url);
    const restored = await restoreBackup(file, { target, uploadsDir: path.join(dataDir, 'uploads'), secret });
    expect(restored.uploads).toBe(1);
    // The new DATA_DIR, the database's folder and the pictures' are the site user's alone (PGlite's
    // own files are 0666: the folders are what keeps other users of the machine out).
    const privateFolders = [dataDir, path.join(dataDir, 'uploads'), ...(target.kind === 'pglite' ? [target.dataDir] : [])];
    for (const folder of privateFolders) expect(statSync(folder).mode & 0o077, folder).toBe(0);

    const reopened = target.kind === 'postgres' ? await openDatabase({ kind: 'postgres', url: target.url }, { seed: false }) : await openDatabase({ kind: 'pglite', dataDir: target.dataDir }, { seed: false });
    setProcessDatabase(Promise.resolve(reopened));
    handle = reopened;
    expect(await snapshot(handle.db)).toEqual(before);
    const picture = await served(pictureUrl);
    expect(picture.status).toBe(200);
    expect(picture.bytes.equals(pictureBytes)).toBe(true);
    // The restored site takes bookings again: the seats held before are still held.
    await book('eft', 1, '192.0.2.3');
    const [open] = await handle.db.select().from(tourDepartures).where(eq(tourDepartures.id, fixture.open.id));
    expect(open.seatsTaken).toBe(6);
  });

  it('a backup that fails (disk full) says so in the log and the readiness check and leaves no file that looks complete', async () => {
    const now = new Date(Date.now() + 3_600_000);
    const name = backupName(now);
    // Whatever is written to the file being made lands on a full disk.
    symlinkSync('/dev/full', path.join(backups, `${name}.partial`));
    logged.length = 0;
    await expect(backupNow({ folder: backups, now })).rejects.toThrow(/disk is full/);
    expect(readdirSync(backups).filter((entry) => entry !== path.basename(file))).toEqual([]);
    expect(logged.join('\n')).toMatch(/"event":"backup.failed".*disk is full/);
    const response = await ready(new Request('http://localhost:3000/api/health/ready'));
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.checks.backup).toMatchObject({ status: 'degraded' });
    expect(body.checks.backup.detail).toMatch(/the last backup failed: .*disk is full/);
    // The next backup succeeds and clears the warning.
    await backupNow({ folder: backups, now: new Date(Date.now() + 7_200_000) });
    const after = await (await ready(new Request('http://localhost:3000/api/health/ready'))).json();
    expect(after.checks.backup.status).toBe('ok');
  });

  it('takes a backup for `npm run db:backup` when asked from this machine with the token in DATA_DIR', async () => {
    const token = readOrCreateSecret(env().dataDir, 'ops-token');
    const ask = (headers: Record<string, string>) => backupRoute(new Request('http://localhost:3000/api/health/backup', { method: 'POST', headers }));
    expect((await ask({})).status).toBe(404);
    expect((await ask({ 'x-ops-token': token, 'x-forwarded-for': '203.0.113.7' })).status).toBe(404);
    const answer = await ask({ 'x-ops-token': token });
    expect(answer.status).toBe(200);
    const { file: written } = (await answer.json()) as { file: string };
    expect(path.dirname(written)).toBe(path.join(dataDir, 'backups'));
    expect(existsSync(written)).toBe(true);
    // The server announces itself so that the script finds it.
    expect(runningServer(dataDir)).toBeNull();
    announceServer(dataDir, 3999);
    expect(runningServer(dataDir)).toEqual({ pid: process.pid, port: 3999 });
  });
});
