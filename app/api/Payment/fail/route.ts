import { eq } from 'drizzle-orm';
import { getSessionUser } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { orderEvents, orders } from '@/lib/db/schema';
import { ok, parseJson, route } from '@/lib/http/respond';
import { paymentFailReportSchema } from '@/lib/payments/requests';
import { clientIp, enforceRateLimit } from '@/lib/security/rate-limit';

/**
 * Spec call 14: the failure page reports what the customer saw. Kept as a note on the caller's own
 * order for staff; the order itself is only ever moved by verified bank answers.
 */
export const POST = route(async (request) => {
  await enforceRateLimit(`payment-fail:${clientIp(request)}`, { limit: 20, windowSeconds: 600 });
  const report = await parseJson(request, paymentFailReportSchema);
  const user = await getSessionUser(request);
  if (user && report.orderId && /^[0-9a-f-]{36}$/i.test(report.orderId)) {
    const db = await getDb();
    const [order] = await db.select({ id: orders.id, userId: orders.userId, status: orders.orderStatus }).from(orders).where(eq(orders.orderUUID, report.orderId));
    if (order?.userId === user.id) {
      const note = `customer saw a payment failure: ${report.errorMessage.replace(/\d{12,19}/g, '[redacted]').slice(0, 300)}`;
      await db.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, actorKind: 'customer', actorUserId: user.id, note });
    }
  }
  return ok(null);
});
