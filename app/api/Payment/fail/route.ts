import { z } from 'zod';
import { getSessionUser } from '@/lib/auth/session';
import { ok, parseJson, route } from '@/lib/http/respond';
import { notePaymentFailureSeen } from '@/lib/orders/notes';
import { paymentFailReportSchema } from '@/lib/payments/requests';
import { clientNetwork, enforceRateLimit } from '@/lib/security/rate-limit';

/**
 * Spec call 14: the failure page reports what the customer saw. Kept as a note on the caller's own
 * order for staff (lib/orders/notes.ts); the order itself is only ever moved by verified bank answers.
 */
export const POST = route(async (request) => {
  await enforceRateLimit(`payment-fail:${clientNetwork(request)}`, { limit: 20, windowSeconds: 600 });
  const report = await parseJson(request, paymentFailReportSchema);
  const user = await getSessionUser(request);
  // Only a real UUID reaches the uuid column: 36 dashes or hex digits would be a database error (a 500).
  if (user && report.orderId && z.uuid().safeParse(report.orderId).success) await notePaymentFailureSeen(report.orderId, user.id, report.errorMessage);
  return ok(null);
});
