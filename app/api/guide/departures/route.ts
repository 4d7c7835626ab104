import { requireGuide } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { ok, route } from '@/lib/http/respond';
import { guideDepartures } from '@/lib/travellers/check-in';

export const dynamic = 'force-dynamic';

/** GET /api/guide/departures → the calling guide's departures, from a week ago to two months ahead (guides only). */
export const GET = route(async (request, { locale }) => {
  const guide = await requireGuide(request);
  return ok(await guideDepartures(await getDb(), guide.id, locale), '', { headers: { 'Cache-Control': 'private, no-store' } });
});
