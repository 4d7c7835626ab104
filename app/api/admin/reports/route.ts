import { requireAdmin } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { adminReport } from '@/lib/admin/reports';
import { reportFiltersSchema } from '@/lib/admin/reports-filters';
import { istanbulDate } from '@/lib/admin/stats';
import { ok, parseQuery, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/**
 * GET /api/admin/reports?from=YYYY-MM-DD&to=YYYY-MM-DD&group=day|week|month&basis=booking|travel&tourId=&regionId=
 * (admins only) → `{ Data: AdminReport }`: bookings, cancellations, seats and revenue (kuruş) per
 * bucket of the period, top tours, regions, card/transfer, languages, seats per upcoming departure.
 * The period is at most 731 days (400 with a sentence otherwise); by default the last 30 days.
 */
export const GET = route(async (request, { locale }) => {
  await requireAdmin(request);
  const today = istanbulDate(new Date());
  const filters = parseQuery(request, reportFiltersSchema(today));
  const report = await adminReport(await getDb(), filters, { locale, today });
  return ok(report, '', { headers: { 'Cache-Control': 'private, no-store' } });
});
