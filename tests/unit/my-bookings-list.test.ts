import { describe, expect, it } from 'vitest';
import { filterBookings, pageOf } from '@/components/bookings/booking-list';

const orders = ['Completed', 'Confirmed', 'Pending', 'Processing', 'Cancelled', null].map((orderStatus, id) => ({ id, orderStatus }));
const ids = (list: { id: number }[]) => list.map((order) => order.id);

describe('bookings page filter (docs/product-rules.md#statuses)', () => {
  it('sorts statuses into the four tabs; a missing status counts as Pending', () => {
    expect(ids(filterBookings(orders, 'all'))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ids(filterBookings(orders, 'completed'))).toEqual([0, 1]);
    expect(ids(filterBookings(orders, 'pending'))).toEqual([2, 3, 5]);
    expect(ids(filterBookings(orders, 'cancelled'))).toEqual([4]);
  });
});

describe('bookings paging (docs/product-rules.md#limits: 5 per page)', () => {
  const twelve = Array.from({ length: 12 }, (_, index) => index);
  it('cuts pages of 5 and clamps the page to those that exist', () => {
    expect(pageOf(twelve, 1)).toEqual({ items: [0, 1, 2, 3, 4], page: 1, pages: 3 });
    expect(pageOf(twelve, 3)).toEqual({ items: [10, 11], page: 3, pages: 3 });
    expect(pageOf(twelve, 9).page).toBe(3);
    expect(pageOf([], 2)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
