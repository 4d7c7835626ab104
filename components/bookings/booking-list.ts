import { bookingFilters, type OrderStatus } from '@/lib/orders/status';

/** docs/product-rules.md#limits: the bookings page shows 5 cards per page. */
export const BOOKINGS_PAGE_SIZE = 5;

export type BookingFilter = keyof typeof bookingFilters;
export const bookingFilterNames = Object.keys(bookingFilters) as BookingFilter[];

/** docs/product-rules.md#statuses's booking filter; an order without a status counts as Pending (docs/product-rules.md#bookings). */
export function filterBookings<T extends { orderStatus?: string | null }>(orders: readonly T[], filter: BookingFilter): T[] {
  const wanted: readonly string[] = bookingFilters[filter];
  return orders.filter((order) => wanted.includes((order.orderStatus || 'Pending') as OrderStatus));
}

/** One page (1-based) of a list, the page clamped to the pages that exist. */
export function pageOf<T>(items: readonly T[], page: number, size = BOOKINGS_PAGE_SIZE): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}
