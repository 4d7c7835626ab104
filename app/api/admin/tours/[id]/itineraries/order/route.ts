import { requireAdmin } from '@/lib/auth/guards';
import { reorderSchema } from '@/lib/admin/schemas/tour-itinerary';
import { reorderDays } from '@/lib/admin/tours/itineraries';
import { pathId } from '@/lib/admin/tours/params';
import { ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';

/** Puts the tour's days in a new order (`{ ids: [...] }`) and renumbers them 1, 2, 3… */
export const PUT = route<{ id: string }>(async (request, { params, locale }) => {
  const admin = await requireAdmin(request);
  const { ids } = await parseJson(request, reorderSchema);
  return ok(await reorderDays(pathId(params.id), ids, admin.id), translator(locale)('api.recordSaved'));
});
