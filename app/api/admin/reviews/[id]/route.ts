import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/guards';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { moderateReview } from '@/lib/reviews/reviews';
import { reviewModerationSchema } from '@/lib/reviews/schema';
import { numericId } from '../../orders/params';

export const dynamic = 'force-dynamic';

const params = z.object({ id: numericId });

/**
 * PATCH /api/admin/reviews/{id} `{ status?: "approved"|"hidden", reply?: string|null }` (admins
 * only, audited) → `{ Data: { id, status, reply, repliedAt } }`. Expires the tour's pages and the
 * lists' averages (invalidateCatalogue).
 */
export const PATCH = route<{ id: string }>(async (request, { locale, params: raw }) => {
  const admin = await requireAdmin(request);
  const { id } = params.parse(raw);
  const change = await parseJson(request, reviewModerationSchema);
  const updated = await moderateReview(id, change, admin.id);
  if (!updated) throw new HttpError(404, 'reviewNotFound');
  return ok(updated, translator(locale)('api.reviewModerated'));
});
