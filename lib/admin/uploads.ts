import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { env } from '@/lib/config/env';
import { HttpError } from '@/lib/http/respond';
import { MAX_IMAGE_BYTES, MAX_IMAGE_WIDTH } from './schemas/tour-image';

/**
 * Pictures uploaded in the dashboard live under DATA_DIR/uploads and are served by
 * app/uploads/[...path] as /uploads/{folder}/{uuid}.webp. Whatever arrives (JPEG, PNG or WebP,
 * recognised by its content, not its name) is turned into a WebP at most MAX_IMAGE_WIDTH wide.
 */
function uploadsRoot(): string {
  return path.join(env().dataDir, 'uploads');
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Decoding bombs (a tiny file claiming a huge canvas) are refused before they use the memory. */
const MAX_INPUT_PIXELS = 60_000_000;

type ProcessedImage = { data: Buffer; width: number; height: number };

/** Checks an uploaded picture's size and real type, then resizes and converts it to WebP. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new HttpError(400, 'imageMissing');
  if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(400, 'imageTooLarge', { max: MAX_IMAGE_BYTES / 1024 / 1024 });
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new HttpError(400, 'imageType');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new HttpError(400, 'imageType');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // A header that looked right over a broken body.
    throw new HttpError(400, 'imageType');
  }
}

/** Stores a processed picture under uploads/{folder} and returns its public path. */
export async function storeUpload(folder: string, data: Buffer): Promise<string> {
  const directory = path.join(uploadsRoot(), folder);
  await mkdir(directory, { recursive: true });
  const name = `${randomUUID()}.webp`;
  await writeFile(path.join(directory, name), data);
  return `/uploads/${folder}/${name}`;
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
  const file = uploadFilePath(url.slice('/uploads/'.length).split('/'));
  if (!file) return;
  await unlink(file).catch(() => undefined);
}

/** Removes a whole uploads folder (`tours/{id}`), e.g. the pictures of a deleted tour. */
export async function removeUploadFolder(folder: string): Promise<void> {
  const directory = uploadFilePath(folder.split('/'));
  if (directory) await rm(directory, { recursive: true, force: true });
}
