import type { OrderDetail } from '@/app/api/Orders/[orderId]/order-detail';
import type { UserOrder } from '@/app/api/Orders/user/[userId]/user-orders';

/** What the bookings page receives per order (GET /api/Orders/user/{id}). */
export type Booking = UserOrder;
export type BookingLine = UserOrder['orderDetails'][number];
/** GET /api/Orders/{orderUUID}. */
export type BookingDetail = OrderDetail & { canCancel: boolean };
