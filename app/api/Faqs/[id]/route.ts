import { publicContentHeaders } from '@/lib/content/http';
import { parseRecordId } from '@/lib/content/ids';
import { getFaq } from '@/lib/content/faqs';
import { HttpError, ok, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/** GET /api/Faqs/{id} — one question and its answer; 404 when unknown. */
export const GET = route<{ id: string }>(async (_request, { locale, params }) => {
  const id = parseRecordId(params.id);
  const item = id ? await getFaq(id, locale) : null;
  if (!item) throw new HttpError(404, 'notFound');
  return ok(item, '', { headers: publicContentHeaders });
});
