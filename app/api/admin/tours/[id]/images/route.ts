import { requireAdmin } from '@/lib/auth/guards';
import { MAX_IMAGE_BYTES, tourImageSchema } from '@/lib/admin/schemas/tour-image';
import { addImage, assertTour, listImages } from '@/lib/admin/tours/images';
import { pathId } from '@/lib/admin/tours/params';
import { getDb } from '@/lib/db/client';
import { BODY_LIMITS, readFormData } from '@/lib/http/body';
import { refuseControlCharacters } from '@/lib/http/control-characters';
import { HttpError, ok, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';

type Params = { id: string };

/** A tour's pictures in their order. */
export const GET = route<Params>(async (request, { params }) => {
  await requireAdmin(request);
  const tourId = pathId(params.id);
  const db = await getDb();
  await assertTour(db, tourId);
  return ok(await listImages(db, tourId));
});

/** Uploads a picture (multipart: `file`, `alt.tr`, `alt.en`, `alt.ru`): JPEG, PNG or WebP up to 8 MB, stored as WebP. */
export const POST = route<Params>(async (request, { params, locale }) => {
  const admin = await requireAdmin(request);
  const tourId = pathId(params.id);
  const tooLarge = () => new HttpError(413, 'imageTooLarge', { max: MAX_IMAGE_BYTES / 1024 / 1024 });
  // The multipart overhead is small; reading stops as soon as the body passes the limit.
  let form: FormData;
  try {
    form = await readFormData(request, { maxBytes: BODY_LIMITS.image, tooLarge });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'imageMissing');
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) throw new HttpError(400, 'imageMissing');
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const fields = { alt: { tr: text('alt.tr'), en: text('alt.en'), ru: text('alt.ru') } };
  // As in JSON bodies: a control character (U+0000 fails the jsonb insert) is a 400, before the picture is processed or stored.
  refuseControlCharacters(fields);
  const { alt } = tourImageSchema.parse(fields);
  if (file.size > MAX_IMAGE_BYTES) throw tooLarge();
  const image = await addImage(tourId, Buffer.from(await file.arrayBuffer()), alt, admin.id);
  return ok(image, translator(locale)('api.imageUploaded'), { status: 201 });
});
