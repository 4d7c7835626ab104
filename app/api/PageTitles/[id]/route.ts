import { publicContentHeaders } from '@/lib/content/http';
import { parseRecordId } from '@/lib/content/ids';
import { getPageTitle, getPageTitleById } from '@/lib/content/page-titles';
import { HttpError, ok, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

const bannerKey = /^[a-z][a-z0-9-]{0,59}$/;

/**
 * GET /api/PageTitles/{id} or /api/PageTitles/{key} (e.g. `about`) — a page's banner texts;
 * 404 when unknown.
 */
export const GET = route<{ id: string }>(async (_request, { locale, params }) => {
  const id = parseRecordId(params.id);
  const item = id ? await getPageTitleById(id, locale) : bannerKey.test(params.id) ? await getPageTitle(params.id, locale) : null;
  if (!item) throw new HttpError(404, 'notFound');
  return ok(item, '', { headers: publicContentHeaders });
});
