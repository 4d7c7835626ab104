import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { listAdminOrders } from '@/lib/admin/orders';
import { orderFiltersSchema, orderListParamsSchema } from '@/lib/admin/orders-filters';
import { listPage, parseQuery, route } from '@/lib/http/respond';

export const dynamic = 'force-dynamic';

/**
 * GET /api/admin/orders?tourId=&departureId=&departureDate=YYYY-MM-DD&status=&paymentStatus=&paymentMethod=card|eft&q=&PageIndex=0&PageSize=20&SortBy=Id|OrderDate|TotalAmount&SortOrder=desc
 * (admins only) → `{ items: AdminOrderRow[], index, size, count, pages, hasPrevious, hasNext }`.
 * A bad filter or paging value is a 400 naming the parameter.
 */
export const GET = route(async (request, { locale }) => {
  await requireAdmin(request);
  const filters = parseQuery(request, orderFiltersSchema);
  const paging = parseQuery(request, orderListParamsSchema);
  const { items, total } = await listAdminOrders(await getDb(), filters, paging, locale);
  return NextResponse.json(listPage(items, paging.index, paging.size, total), { headers: { 'Cache-Control': 'private, no-store' } });
});
