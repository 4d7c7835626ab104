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
  if (user && report.orderId && /^[0-9a-f-]{36}$/i.test(report.orderId)) await notePaymentFailureSeen(report.orderId, user.id, report.errorMessage);
  return ok(null);
});
