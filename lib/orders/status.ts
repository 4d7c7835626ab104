/** The order lifecycle (DESIGN §7). Pure: who may move an order where. */
export const orderStatuses = ['Pending', 'Processing', 'Confirmed', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const transitions: Record<OrderStatus, readonly OrderStatus[]> = {
  // Pending → Processing when the customer goes to the bank; → Confirmed when staff see the transfer.
  Pending: ['Processing', 'Confirmed', 'Cancelled'],
  // Processing → Pending when the bank declines, so the customer can try again.
  Processing: ['Pending', 'Confirmed', 'Cancelled'],
  Confirmed: ['Completed'],
  Completed: [],
  Cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return transitions[from].includes(to);
}

/** Orders that still hold seats. */
export function holdsSeats(status: OrderStatus): boolean {
  return status !== 'Cancelled';
}

/** Spec §4: the bookings page's tabs. */
export const bookingFilters = {
  all: orderStatuses,
  completed: ['Completed', 'Confirmed'],
  pending: ['Pending', 'Processing'],
  cancelled: ['Cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>;

/** Spec §4: status → tag colour. */
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
