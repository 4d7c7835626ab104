import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { auditLog, settings } from '@/lib/db/schema';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';

export const dynamic = 'force-dynamic';

const body = z.object({ storeType: z.enum(['3D_PAY', '3D_PAY_HOSTING']) });

/**
 * `PUT /api/admin/settings/payment-store-type` `{ storeType: '3D_PAY' | '3D_PAY_HOSTING' }` (admins
 * only) → `{ Data: { storeType } }`. Which page takes the card: ours (3D_PAY) or the bank's
 * (3D_PAY_HOSTING). Payment pages read it on every request, so the switch applies at once.
 */
export const PUT = route(async (request, { locale }) => {
  const admin = await requireAdmin(request);
  const { storeType } = await parseJson(request, body);
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx.select({ storeType: settings.paymentStoreType }).from(settings).where(eq(settings.id, 1));
    if (!before) return false;
    await tx.update(settings).set({ paymentStoreType: storeType, updatedAt: new Date() }).where(eq(settings.id, 1));
    await tx.insert(auditLog).values({ userId: admin.id, action: 'update', entity: 'settings', entityId: '1', details: { paymentStoreType: { from: before.storeType, to: storeType } } });
    return true;
  });
  if (!changed) throw new HttpError(404, 'notFound');
  return ok({ storeType }, translator(locale)('api.storeTypeSaved'));
});
