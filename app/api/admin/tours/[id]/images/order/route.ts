import { requireAdmin } from '@/lib/auth/guards';
import { reorderSchema } from '@/lib/admin/schemas/tour-itinerary';
import { reorderImages } from '@/lib/admin/tours/images';
import { pathId } from '@/lib/admin/tours/params';
import { ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';

/** Puts the tour's pictures in a new order: `{ ids: [...] }` names each picture once. */
export const PUT = route<{ id: string }>(async (request, { params, locale }) => {
  const admin = await requireAdmin(request);
  const { ids } = await parseJson(request, reorderSchema);
  return ok(await reorderImages(pathId(params.id), ids, admin.id), translator(locale)('api.recordSaved'));
});
