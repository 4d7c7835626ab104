import { getMetaTags } from '@/lib/catalog/site';
import { publicContentHeaders } from '@/lib/content/http';
import { parseRecordId } from '@/lib/content/ids';
import { HttpError, ok, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/**
 * GET /api/MetaTags/{id} — docs/product-rules.md#http-calls call 7: `{ title, description, keywords, siteLogo, facebook,
 * instagram }` in the Accept-Language language (Turkish where a translation is missing); the site's
 * record is id 2.
 */
export const GET = route<{ id: string }>(async (_request, { locale, params }) => {
  const id = parseRecordId(params.id);
  const meta = id ? await getMetaTags(id, locale) : null;
  if (!meta) throw new HttpError(404, 'notFound');
  return ok(meta, '', { headers: publicContentHeaders });
});
