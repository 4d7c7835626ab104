import { getDb } from '@/lib/db/client';
import { HttpError, ok, route } from '@/lib/http/respond';
import { requireSession } from '@/lib/auth/guards';
import { isSignedIn } from '@/lib/auth/session';
import { findOrder, loadOrderDetail } from '@/lib/orders/read';
import { customerMayCancel } from '@/lib/orders/status';
import { bookingCodes, loadTravellerBooking } from '@/lib/travellers/booking';
import { orderParams } from './params';

export const dynamic = 'force-dynamic';

/**
 * GET /api/Orders/{orderUUID} → `{ Data: OrderDetail }`: one booking with its lines, departure
 * times, meeting points, status history and whether the caller may cancel it. Only for its owner
 * (a guest's own order included) or an admin (403 otherwise).
 */
export const GET = route<{ orderId: string }>(async (request, { locale, params }) => {
  const user = await requireSession(request);
  const { orderId } = orderParams.parse(params);
  const db = await getDb();
  const order = await findOrder(db, orderId);
  if (!order) throw new HttpError(404, 'orderNotFound');
  if (order.userId !== user.id && user.role !== 'admin') throw new HttpError(403, 'ownOrdersOnly');
  // Only the owner's account may cancel (an admin reading a customer's order cancels from the
  // dashboard; a guest reads its own order, cancelling takes an account).
  const booking = await loadTravellerBooking(db, order.id, locale);
  const codes = booking ? bookingCodes(booking) : null;
  const paid = order.orderStatus === 'Confirmed' || order.orderStatus === 'Completed';
  const detail = {
    ...(await loadOrderDetail(db, order, locale)),
    canCancel: isSignedIn(user) && order.userId === user.id && customerMayCancel(order.orderStatus),
    // The signed links of the booking e-mails (docs/booking-and-payments.md "Travellers", "Voucher").
    travellers: booking && codes && order.orderStatus !== 'Cancelled' ? { missing: booking.missing, path: `/travellers/${codes.travellers}`, voucherPath: paid ? `/voucher/${codes.voucher}` : null } : null,
  };
  return ok(detail, '', { headers: { 'Cache-Control': 'private, no-store' } });
});
