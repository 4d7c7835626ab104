import 'server-only';
import sharp from 'sharp';
import { HttpError } from '@/lib/http/respond';
import { MAX_IMAGE_BYTES, MAX_IMAGE_WIDTH } from './schemas/tour-image';

/**
 * Pictures uploaded in the dashboard: whatever arrives (JPEG, PNG or WebP, recognised by its
 * content, not its name) is turned into a WebP at most MAX_IMAGE_WIDTH wide, then stored by
 * lib/admin/upload-store.ts.
 */
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
