import { publicContentHeaders } from '@/lib/content/http';
import { parseRecordId } from '@/lib/content/ids';
import { getPage } from '@/lib/content/pages';
import { HttpError, ok, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/** GET /api/Pages/{id} — a published static page with its body (ids 13–19 are the footer's). */
export const GET = route<{ id: string }>(async (_request, { locale, params }) => {
  const id = parseRecordId(params.id);
  const page = id ? await getPage(id, locale) : null;
  if (!page) throw new HttpError(404, 'notFound');
  return ok(page, '', { headers: publicContentHeaders });
});
