import { requireAdmin } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { ok, route } from '@/lib/http/respond';
import { guideAccounts } from '@/lib/travellers/check-in';

export const dynamic = 'force-dynamic';

/** GET /api/admin/guides → `[{ id, name, surname, email, phone }]`: accounts with the guide role (admins only). */
export const GET = route(async (request) => {
  await requireAdmin(request);
  return ok(await guideAccounts(await getDb()), '', { headers: { 'Cache-Control': 'private, no-store' } });
});
