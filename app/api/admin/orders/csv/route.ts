import { recordAudit } from '@/lib/admin/audit';
import { requireAdmin } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { allAdminOrders } from '@/lib/admin/orders';
import { orderFiltersSchema } from '@/lib/admin/orders-filters';
import { ordersCsvHeader, ordersCsvRow } from '@/lib/admin/orders-csv';
import { CSV_BOM, csvDelimiter, csvRow } from '@/lib/admin/csv';
import { parseQuery, route } from '@/lib/http/respond';
import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { istanbulDate } from '@/lib/admin/stats';
import { logError } from '@/lib/log';

export const dynamic = 'force-dynamic';

/**
 * GET /api/admin/orders/csv?<the list's filters>&lang=tr|en|ru (admins only) → `text/csv` (UTF-8 with BOM; `;`-separated in tr/ru, `,` in en, as Excel of that region expects) of every
 * matching order, newest first, streamed; headers in the request's language.
 */
const language = z.object({ lang: z.enum(locales).optional() });

export const GET = route(async (request, context) => {
  const admin = await requireAdmin(request);
  const filters = parseQuery(request, orderFiltersSchema);
  // A download link is a plain navigation (the browser's Accept-Language): the page passes its own language.
  const locale = parseQuery(request, language).lang ?? context.locale;
  const db = await getDb();
  // Every guest's name, e-mail and phone leave the system here: who took them, and which, is recorded.
  await recordAudit(db, { userId: admin.id, action: 'order.export', entity: 'order', details: { ...filters, format: 'csv' } });
  const encoder = new TextEncoder();
  const delimiter = csvDelimiter(locale);
  const batches = allAdminOrders(db, filters, locale);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(ordersCsvHeader(locale), delimiter)));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.map((order) => csvRow(ordersCsvRow(order, locale), delimiter)).join('')));
      } catch (error) {
        logError('admin', error, 'CSV export failed');
        controller.error(error);
      }
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${istanbulDate(new Date())}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
