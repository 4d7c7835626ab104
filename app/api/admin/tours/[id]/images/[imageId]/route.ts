import { requireAdmin } from '@/lib/auth/guards';
import { tourImageSchema } from '@/lib/admin/schemas/tour-image';
import { deleteImage, updateImageAlt } from '@/lib/admin/tours/images';
import { pathId } from '@/lib/admin/tours/params';
import { ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';

type Params = { id: string; imageId: string };

/** Saves a picture's alt text in tr/en/ru. */
export const PUT = route<Params>(async (request, { params, locale }) => {
  const admin = await requireAdmin(request);
  const { alt } = await parseJson(request, tourImageSchema);
  const image = await updateImageAlt(pathId(params.id), pathId(params.imageId), alt, admin.id);
  return ok(image, translator(locale)('api.recordSaved'));
});

/** Deletes a picture and its file; the next picture becomes the cover if this one was. */
export const DELETE = route<Params>(async (request, { params, locale }) => {
  const admin = await requireAdmin(request);
  const imageId = pathId(params.imageId);
  await deleteImage(pathId(params.id), imageId, admin.id);
  return ok({ id: imageId }, translator(locale)('api.recordDeleted'));
});
