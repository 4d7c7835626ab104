import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { uploadedFiles } from '@/lib/db/schema';

/**
 * Pictures uploaded in the dashboard, served by app/uploads/[...path] as /uploads/{folder}/{uuid}.webp.
 * They live where `UPLOADS_STORE` says (lib/config/env.ts): under DATA_DIR/uploads for one server,
 * or in the database (`uploaded_files`, the default on PostgreSQL) so that every app server reads
 * them; a picture written to the folder before the switch is still served from there (and
 * `npm run db:migrate` copies the folder into the database).
 */
function uploadsRoot(): string {
  return path.join(env().dataDir, 'uploads');
}

/** Stores a processed picture under uploads/{folder} and returns its public path. */
export async function storeUpload(folder: string, data: Buffer): Promise<string> {
  const name = `${randomUUID()}.webp`;
  if (env().uploadsStore === 'database') {
    const db = await getDb();
    await db.insert(uploadedFiles).values({ path: `${folder}/${name}`, contentType: 'image/webp', data });
  } else {
    const directory = path.join(uploadsRoot(), folder);
    await mkdir(directory, { recursive: true });
    await writeFile(path.join(directory, name), data);
  }
  return `/uploads/${folder}/${name}`;
}

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/** The picture behind /uploads/{segments}: from the database, else the folder; null when there is none. */
export async function readUpload(segments: string[]): Promise<{ data: Buffer; contentType: string } | null> {
  const file = uploadFilePath(segments);
  const contentType = TYPES[segments.at(-1)?.split('.').pop()?.toLowerCase() ?? ''];
  if (!file || !contentType) return null;
  if (env().uploadsStore === 'database') {
    const db = await getDb();
    const [row] = await db.select({ data: uploadedFiles.data, contentType: uploadedFiles.contentType }).from(uploadedFiles).where(eq(uploadedFiles.path, segments.join('/')));
    if (row) return row;
  }
  try {
    // Runtime data under DATA_DIR, never part of the build: not traced into the route's file list.
    return { data: await readFile(/* turbopackIgnore: true */ file), contentType };
  } catch {
    return null;
  }
}

const SAFE_SEGMENT = /^[\w-]+(\.[\w]+)?$/;

/** The file behind /uploads/{segments}, or null for anything that could leave the uploads folder. */
export function uploadFilePath(segments: string[]): string | null {
  if (segments.length === 0 || segments.length > 4 || !segments.every((segment) => SAFE_SEGMENT.test(segment))) return null;
  const root = uploadsRoot();
  const file = path.resolve(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Removes an uploaded file given its public path; other paths (seed pictures) are left alone. */
export async function removeUpload(url: string): Promise<void> {
  if (!url.startsWith('/uploads/')) return;
  const segments = url.slice('/uploads/'.length).split('/');
  const file = uploadFilePath(segments);
  if (!file) return;
  const db = await getDb();
  await db.delete(uploadedFiles).where(eq(uploadedFiles.path, segments.join('/')));
  await unlink(file).catch(() => undefined);
}

/** Removes a whole uploads folder (`tours/{id}`), e.g. the pictures of a deleted tour. */
export async function removeUploadFolder(folder: string): Promise<void> {
  const directory = uploadFilePath(folder.split('/'));
  if (!directory) return;
  const db = await getDb();
  await db.delete(uploadedFiles).where(like(uploadedFiles.path, `${folder}/%`));
  await rm(directory, { recursive: true, force: true });
}

/**
 * Copies the pictures of DATA_DIR/uploads into the database (`npm run db:migrate` when
 * UPLOADS_STORE=database), keeping their paths, so their URLs keep working on every server.
 * Pictures already there are left as they are. Returns how many were copied.
 */
export async function copyUploadFolderToDatabase(): Promise<number> {
  const root = uploadsRoot();
  let entries: string[];
  try {
    entries = (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return 0;
  }
  const db = await getDb();
  let copied = 0;
  for (const relative of entries) {
    const segments = relative.split(path.sep);
    const contentType = TYPES[segments.at(-1)?.split('.').pop()?.toLowerCase() ?? ''];
    if (!contentType || !uploadFilePath(segments)) continue;
    const data = await readFile(path.join(root, relative));
    const rows = await db.insert(uploadedFiles).values({ path: segments.join('/'), contentType, data }).onConflictDoNothing().returning({ path: uploadedFiles.path });
    copied += rows.length;
  }
  return copied;
}
