import { z } from 'zod';
import { recordAudit } from '@/lib/admin/audit';
import { requireAdmin } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { assignGuide } from '@/lib/travellers/check-in';
import { departureIdParams } from '../../../orders/params';

export const dynamic = 'force-dynamic';

const body = z.object({ guideUserId: z.number().int().positive().max(2_147_483_647).nullable() });

/**
 * PUT /api/admin/departures/{departureId}/guide `{ guideUserId | null }` → assigns a guide (an account
 * with the guide role; 400 otherwise) to the departure, or none. Admins only; audited.
 */
export const PUT = route<{ departureId: string }>(async (request, { locale, params }) => {
  const admin = await requireAdmin(request);
  const { departureId } = departureIdParams.parse(params);
  const { guideUserId } = await parseJson(request, body, { maxBytes: 1024 });
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const assignment = await assignGuide(tx, departureId, guideUserId);
    if (assignment.outcome === 'ok') {
      await recordAudit(tx, { userId: admin.id, action: 'departure.assignGuide', entity: 'departure', entityId: departureId, details: { guideUserId: { from: assignment.from, to: guideUserId } } });
    }
    return assignment.outcome;
  });
  if (result === 'noDeparture') throw new HttpError(404, 'departureNotFound');
  if (result === 'notGuide') throw new HttpError(400, 'notAGuide');
  return ok({ departureId, guideUserId }, translator(locale)('api.guideAssigned'));
});
