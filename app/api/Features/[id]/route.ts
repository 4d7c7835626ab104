import { publicContentHeaders } from '@/lib/content/http';
import { parseRecordId } from '@/lib/content/ids';
import { getFeature } from '@/lib/content/features';
import { HttpError, ok, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/** GET /api/Features/{id} — one active feature; 404 when unknown or hidden. */
export const GET = route<{ id: string }>(async (_request, { locale, params }) => {
  const id = parseRecordId(params.id);
  const item = id ? await getFeature(id, locale) : null;
  if (!item) throw new HttpError(404, 'notFound');
  return ok(item, '', { headers: publicContentHeaders });
});
