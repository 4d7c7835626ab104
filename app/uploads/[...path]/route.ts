import { readFile } from 'node:fs/promises';
import { uploadFilePath } from '@/lib/admin/uploads';

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/**
 * Pictures uploaded in the dashboard (DATA_DIR/uploads). Each file has a new random name and is
 * never changed, so browsers and next/image may keep it for a year. Paths that could leave the
 * uploads folder, or name no file, are a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path;
  const file = uploadFilePath(segments);
  const type = TYPES[segments.at(-1)?.split('.').pop()?.toLowerCase() ?? ''];
  if (!file || !type) return new Response('Not found', { status: 404 });
  try {
    const body = await readFile(file);
    return new Response(new Uint8Array(body), {
      headers: { 'Content-Type': type, 'Content-Length': String(body.length), 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
