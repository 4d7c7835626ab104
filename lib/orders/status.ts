/**
 * The order lifecycle (docs/product-rules.md#statuses; docs/booking-and-payments.md "Where an order
 * changes status"). Client-safe and pure: the statuses, listed once here (the database enum, the
 * dashboard filters and the bookings tabs are derived from these lists), and who may move an order
 * where. The moves themselves happen in one place: lib/orders/transition.ts.
 */
export const orderStatuses = ['Pending', 'Processing', 'Confirmed', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** `Partial`: the deposit is paid, the balance is due (docs/decisions/0081). */
export const paymentStatuses = ['Pending', 'Partial', 'Completed', 'Failed', 'Refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentMethods = ['card', 'eft'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * The deposit is paid and the balance is still due: the booking is confirmed, or its trip is already
 * over (completed while the balance was unpaid). Either way the balance can still be paid, by card
 * or by a transfer staff record.
 */
export function owesBalance(order: { orderStatus: string; paymentStatus: string }): boolean {
  return order.paymentStatus === 'Partial' && (order.orderStatus === 'Confirmed' || order.orderStatus === 'Completed');
}

/** Not paid yet and still holding seats: the customer may pay, the hold may expire, staff may cancel. */
export const openStatuses = ['Pending', 'Processing'] as const satisfies readonly OrderStatus[];

const transitions: Record<OrderStatus, readonly OrderStatus[]> = {
  // Pending → Processing when the customer goes to the bank; → Confirmed when staff see the transfer.
  Pending: ['Processing', 'Confirmed', 'Cancelled'],
  // Processing → Pending when the bank declines, so the customer can try again.
  Processing: ['Pending', 'Confirmed', 'Cancelled'],
  // Confirmed → Completed once every departure of the order has taken place; → Cancelled only when
  // a deposit-paid booking's balance is overdue and the agency's setting says so (lib/pricing/balance-jobs.ts).
  Confirmed: ['Completed', 'Cancelled'],
  Completed: [],
  // A card payment approved after the hold expired: the seats are taken again when still free
  // (only the bank's answer makes this move; see lib/payments/card-payment.ts).
  Cancelled: ['Confirmed'],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return transitions[from].includes(to);
}

/** Orders that still hold seats. */
export function holdsSeats(status: OrderStatus): boolean {
  return status !== 'Cancelled';
}

/** Whether the open order is still at the stage where its customer may cancel it (not at the bank). */
export function customerMayCancel(status: OrderStatus): boolean {
  return status === 'Pending';
}

/** docs/product-rules.md#statuses: the bookings page's tabs. */
export const bookingFilters = {
  all: orderStatuses,
  completed: ['Completed', 'Confirmed'],
  pending: openStatuses,
  cancelled: ['Cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>;

/** docs/product-rules.md#statuses: status → tag colour. */
export function statusColour(status: string): 'success' | 'warning' | 'error' | 'processing' | 'default' {
  switch (status) {
    case 'Completed':
    case 'Confirmed':
      return 'success';
    case 'Pending':
      return 'warning';
    case 'Cancelled':
      return 'error';
    case 'Processing':
      return 'processing';
    default:
      return 'default';
  }
}
