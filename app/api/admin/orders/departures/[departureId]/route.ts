import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { departurePassengers } from '@/lib/admin/orders';
import { queryFlag } from '@/lib/http/query-flag';
import { HttpError, ok, parseQuery, route } from '@/lib/http/respond';
import { departureIdParams } from '../../params';

export const dynamic = 'force-dynamic';

const query = z.object({
  includeCancelled: queryFlag,
});

/**
 * GET /api/admin/orders/departures/{departureId}?includeCancelled=false (admins only) → `{ Data: { departure,
 * passengers: [{ orderId, orderUUID, name, surname, phone, email, adults, children, babies, orderStatus,
 * paymentStatus, paymentMethod, lineTotal, orderTotal, balanceDue, travellersMissing, checkIn }], totals } }`:
 * the passenger list of a departure (`balanceDue`: what a deposit booking still owes, kuruş).
 */
export const GET = route<{ departureId: string }>(async (request, { locale, params }) => {
  await requireAdmin(request);
  const { departureId } = departureIdParams.parse(params);
  const { includeCancelled } = parseQuery(request, query);
  const list = await departurePassengers(await getDb(), departureId, locale, { includeCancelled });
  if (!list) throw new HttpError(404, 'departureNotFound');
  return ok(list, '', { headers: { 'Cache-Control': 'private, no-store' } });
});
