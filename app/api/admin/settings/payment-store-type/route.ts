import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/guards';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { paymentStoreTypes } from '@/lib/admin/settings-schema';
import { saveAgencySettings } from '@/lib/admin/settings';

export const dynamic = 'force-dynamic';

const body = z.object({ storeType: z.enum(paymentStoreTypes) });

/**
 * `PUT /api/admin/settings/payment-store-type` `{ storeType: '3D_PAY' | '3D_PAY_HOSTING' }` (admins
 * only) → `{ Data: { storeType } }`. Which page takes the card: ours (3D_PAY) or the bank's
 * (3D_PAY_HOSTING). Payment pages read it on every request, so the switch applies at once. Kept
 * beside `PUT /api/admin/settings` (which sets it together with the rest) for scripts and tests.
 */
export const PUT = route(async (request, { locale }) => {
  const admin = await requireAdmin(request);
  const { storeType } = await parseJson(request, body);
  const saved = await saveAgencySettings(admin.id, { paymentStoreType: storeType });
  if (!saved) throw new HttpError(404, 'notFound');
  return ok({ storeType }, translator(locale)('api.storeTypeSaved'));
});
