import { z } from 'zod';
import { requireAdmin } from '@/lib/auth/guards';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { HttpError, ok, parseJson, route } from '@/lib/http/respond';
import { runAsJob } from '@/lib/catalog/cache-runtime';
import { runTripDay } from '@/lib/orders/trip-day';
import { eq } from 'drizzle-orm';

export const dynamic = 'force-dynamic';

/** The clock may be moved at most a year either way. */
const YEAR_MS = 366 * 86_400_000;
const body = z
  .object({
    /** The moment the job believes it is (ISO 8601 with a zone). */
    at: z.iso.datetime({ offset: true }).refine((value) => Math.abs(Date.parse(value) - Date.now()) <= YEAR_MS, 'invalid'),
    /** The one order the run may touch (the end-to-end tests share one database). */
    orderUUID: z.uuid(),
  })
  .strict();

/**
 * POST /api/test/trip-day `{ at, orderUUID }` — a TEST HOOK, not part of the product: runs the
 * trip-day job (lib/orders/trip-day.ts) as if it were `at`, for one order only, and answers `{ Data:
 * { completed, asked, reminded } }`. It exists only when the server runs with TEST_HOOKS=1, which
 * scripts/e2e.mjs sets and lib/config/env.ts refuses with APP_ENV=production; otherwise, and for
 * anyone but staff, it is a 404 / 401 / 403 like any unknown or guarded route.
 */
export const POST = route(async (request) => {
  const config = env();
  if (config.TEST_HOOKS !== '1' || config.isProduction) throw new HttpError(404, 'notFound');
  await requireAdmin(request);
  const { at, orderUUID } = await parseJson(request, body);
  const db = await getDb();
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderUUID, orderUUID));
  if (!order) throw new HttpError(404, 'orderNotFound');
  const result = await runAsJob(() => runTripDay(new Date(at), { orderIds: [order.id] }));
  return ok(result, '', { headers: { 'Cache-Control': 'private, no-store' } });
});
