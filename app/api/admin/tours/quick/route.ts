import { requireAdmin } from '@/lib/auth/guards';
import { createRecord } from '@/lib/admin/crud';
import { tourResource } from '@/lib/admin/resources/tours';
import { quickTourSchema } from '@/lib/admin/schemas/tour';
import { quickTourValues } from '@/lib/admin/tours/quick';
import { ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';

/** /db-quickTour: a complete active tour with one departure from a few essentials (see quickTourValues). */
export const POST = route(async (request, { locale }) => {
  const admin = await requireAdmin(request);
  const input = await parseJson(request, quickTourSchema);
  const record = await createRecord(tourResource, quickTourValues(input), admin.id);
  return ok(record, translator(locale)('api.recordCreated'), { status: 201 });
});
