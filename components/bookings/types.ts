import type { OrderDetail, UserOrder } from '@/lib/orders/types';

/** What the bookings page receives per order (GET /api/Orders/user/{id}). */
export type Booking = UserOrder;
export type BookingLine = UserOrder['orderDetails'][number];
/** GET /api/Orders/{orderUUID}. */
export type BookingDetail = OrderDetail & { canCancel: boolean; travellers: { missing: number; path: string; voucherPath: string | null } | null };
