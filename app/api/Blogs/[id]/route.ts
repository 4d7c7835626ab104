import { getBlog } from '@/lib/content/blogs';
import { publicContentHeaders } from '@/lib/content/http';
import { parseRecordId } from '@/lib/content/ids';
import { HttpError, ok, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/** GET /api/Blogs/{id} — a published post with its body; 404 when unknown or unpublished. */
export const GET = route<{ id: string }>(async (_request, { locale, params }) => {
  const id = parseRecordId(params.id);
  const post = id ? await getBlog(id, locale) : null;
  if (!post) throw new HttpError(404, 'notFound');
  return ok(post, '', { headers: publicContentHeaders });
});
