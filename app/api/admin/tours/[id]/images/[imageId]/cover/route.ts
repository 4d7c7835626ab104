import { requireAdmin } from '@/lib/auth/guards';
import { chooseCover } from '@/lib/admin/tours/images';
import { pathId } from '@/lib/admin/tours/params';
import { ok, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';

type Params = { id: string; imageId: string };

/** Makes the picture the tour's cover (cards, lists, the first picture of the detail page). */
export const POST = route<Params>(async (request, { params, locale }) => {
  const admin = await requireAdmin(request);
  const imageId = pathId(params.imageId);
  await chooseCover(pathId(params.id), imageId, admin.id);
  return ok({ id: imageId }, translator(locale)('api.coverChosen'));
});
