import { readUpload } from '@/lib/admin/upload-store';

/**
 * Pictures uploaded in the dashboard (lib/admin/uploads.ts: the database or DATA_DIR/uploads). Each
 * has a new random name and is never changed, so browsers, nginx and next/image may keep it for a
 * year. Paths that could leave the uploads folder, or name no picture, are a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const upload = await readUpload((await params).path).catch(() => null);
  if (!upload) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(upload.data), {
    headers: {
      'Content-Type': upload.contentType,
      'Content-Length': String(upload.data.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
