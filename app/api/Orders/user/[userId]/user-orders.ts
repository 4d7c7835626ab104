import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { orderDetails, orders } from '@/lib/db/schema';
import { lineAmounts } from '@/lib/orders/line-amounts';

/** Spec §3's Order with its detail lines; amounts are kuruş. */
export type UserOrder = {
  id: number;
  orderUUID: string;
  orderDate: string;
  totalAmount: number;
  orderStatus: (typeof orders.$inferSelect)['orderStatus'];
  paymentStatus: (typeof orders.$inferSelect)['paymentStatus'];
  paymentMethod: (typeof orders.$inferSelect)['paymentMethod'];
  reservationName: string;
  reservationSurName: string;
  reservationEmail: string;
  reservationPhone: string;
  reservationAddress: string;
  reservationTaxNo: string | null;
  reservationTaxOffice: string | null;
  reservationTckn: string | null;
  orderDetails: {
    tourId: number;
    tourName: string;
    departureDate: string;
    adultQuantity: number;
    adultPrice: number;
    childQuantity: number;
    childPrice: number;
    babyQuantity: number;
    babyPrice: number;
    lineTotal: number;
  }[];
};

/** An order's own fields as Spec §3's Order spells them (its lines apart). */
export function orderHeader(row: typeof orders.$inferSelect): Omit<UserOrder, 'orderDetails'> {
  return {
    id: row.id,
    orderUUID: row.orderUUID,
    orderDate: row.orderDate.toISOString(),
    totalAmount: row.totalAmount,
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    reservationName: row.reservationName,
    reservationSurName: row.reservationSurName,
    reservationEmail: row.reservationEmail,
    reservationPhone: row.reservationPhone,
    reservationAddress: row.reservationAddress,
    reservationTaxNo: row.reservationTaxNo,
    reservationTaxOffice: row.reservationTaxOffice,
    reservationTckn: row.reservationTckn,
  };
}

/** A user's orders, newest first. */
export async function listOrdersOfUser(db: Executor, userId: number): Promise<UserOrder[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.orderDate), desc(orders.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderDetails)
    .where(inArray(orderDetails.orderId, rows.map((row) => row.id)))
    .orderBy(asc(orderDetails.id));
  return rows.map((row) => ({
    ...orderHeader(row),
    orderDetails: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        tourId: line.tourId,
        tourName: line.tourName,
        departureDate: line.departureDate,
        ...lineAmounts(line),
      })),
  }));
}
