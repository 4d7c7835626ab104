import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { orderDetails, orderEvents, orders, tourDepartures, tours } from '@/lib/db/schema';
import { pick } from '@/lib/i18n/localized';
import { lineAmounts } from '@/lib/orders/line-amounts';
import type { Locale } from '@/i18n/routing';
import { orderHeader, type UserOrder } from '../user/[userId]/user-orders';

type OrderStatus = UserOrder['orderStatus'];

/** One booking with what the customer needs on the day: departure time, meeting point and its history. */
export type OrderDetail = Omit<UserOrder, 'orderDetails'> & {
  orderDetails: (UserOrder['orderDetails'][number] & { startTime: string | null; meetingPoint: string })[];
  events: { fromStatus: OrderStatus | null; toStatus: OrderStatus; actorKind: string; createdAt: string }[];
};

/** The order row (for the owner check) by its public UUID, or null. */
export async function findOrder(db: Executor, orderUUID: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderUUID, orderUUID));
  return order ?? null;
}

export async function loadOrderDetail(db: Executor, order: typeof orders.$inferSelect, locale: Locale): Promise<OrderDetail> {
  const [lines, events] = await Promise.all([
    db
      .select({ line: orderDetails, startTime: tourDepartures.startTime, meetingPoint: tours.meetingPoint })
      .from(orderDetails)
      .innerJoin(tourDepartures, eq(tourDepartures.id, orderDetails.departureId))
      .innerJoin(tours, eq(tours.id, orderDetails.tourId))
      .where(eq(orderDetails.orderId, order.id))
      .orderBy(asc(orderDetails.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return {
    ...orderHeader(order),
    orderDetails: lines.map(({ line, startTime, meetingPoint }) => ({
      tourId: line.tourId,
      tourName: line.tourName,
      departureDate: line.departureDate,
      startTime: startTime ? startTime.slice(0, 5) : null,
      meetingPoint: pick(meetingPoint, locale),
      ...lineAmounts(line),
    })),
    events: events.map((event) => ({ fromStatus: event.fromStatus, toStatus: event.toStatus, actorKind: event.actorKind, createdAt: event.createdAt.toISOString() })),
  };
}
