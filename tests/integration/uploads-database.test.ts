import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as serveUpload } from '@/app/uploads/[...path]/route';
import { copyUploadFolderToDatabase, removeUpload, removeUploadFolder, storeUpload } from '@/lib/admin/upload-store';
import { openTestDatabase } from '../support/db';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'uploads-database-'));

beforeAll(async () => {
  // Several app servers: pictures go to the database every server reads, not to this server's folder.
  process.env.DATA_DIR = dataDir;
  process.env.UPLOADS_STORE = 'database';
  db = await openTestDatabase({ seed: false });
});
afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const picture = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } }).webp().toBuffer();
const serve = (url: string) => serveUpload(new Request(`http://localhost:3000${url}`), { params: Promise.resolve({ path: url.split('/').slice(2) }) });

describe('uploads in the database (UPLOADS_STORE=database)', () => {
  it('keeps a picture in the database, not on this server’s disk, and serves it byte for byte', async () => {
    const bytes = await picture();
    const url = await storeUpload('tours/7', bytes);
    expect(url).toMatch(/^\/uploads\/tours\/7\/[0-9a-f-]{36}\.webp$/);
    expect(existsSync(path.join(dataDir, url))).toBe(false);
    const served = await serve(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    await removeUpload(url);
    expect((await serve(url)).status).toBe(404);
  });

  it('removes a deleted tour’s pictures, and only that tour’s', async () => {
    const kept = await storeUpload('tours/80', await picture());
    const gone = [await storeUpload('tours/8', await picture()), await storeUpload('tours/8', await picture())];
    await removeUploadFolder('tours/8');
    for (const url of gone) expect((await serve(url)).status).toBe(404);
    expect((await serve(kept)).status).toBe(200);
  });

  it('copies pictures uploaded to the folder before the switch, so their URLs keep working on every server', async () => {
    const bytes = await picture();
    const folder = path.join(dataDir, 'uploads', 'tours', '3');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'eski-resim.webp'), bytes);
    // Still served from the folder on the server that has it…
    expect((await serve('/uploads/tours/3/eski-resim.webp')).status).toBe(200);
    expect(await copyUploadFolderToDatabase()).toBe(1);
    // …and, once copied, from the database on any server (here: with the folder gone); copying again adds nothing.
    rmSync(folder, { recursive: true });
    const served = await serve('/uploads/tours/3/eski-resim.webp');
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'eski-resim.webp'), bytes);
    expect(await copyUploadFolderToDatabase()).toBe(0);
  });

  it('answers 404 for paths that could leave the uploads, names that are not pictures, and NUL bytes', async () => {
    for (const attempt of [['..', 'auth-secret'], ['tours', '..', '..', 'auth-secret'], ['tours', 'x.webp\u0000.png'], ['tours', 'a.exe']]) {
      const refused = await serveUpload(new Request('http://localhost:3000/uploads/x'), { params: Promise.resolve({ path: attempt }) });
      expect(refused.status).toBe(404);
    }
  });
});
