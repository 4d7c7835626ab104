import { getRegion } from '@/lib/catalog/regions';
import { publicContentHeaders } from '@/lib/content/http';
import { parseRecordId } from '@/lib/content/ids';
import { HttpError, ok, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/** GET /api/Regions/{id} — an active region with its tour count; unknown or inactive is a 404. */
export const GET = route<{ id: string }>(async (_request, { locale, params }) => {
  const id = parseRecordId(params.id);
  const region = id === null ? null : await getRegion(locale, id);
  if (!region) throw new HttpError(404, 'notFound');
  return ok(region, '', { headers: publicContentHeaders });
});
