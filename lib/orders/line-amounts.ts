import type { orderDetails } from '@/lib/db/schema';

type OrderLine = typeof orderDetails.$inferSelect;

/**
 * What one order line booked, as docs/product-rules.md#bookings's OrderDetail spells it: the travellers of each age band
 * and the price each paid at checkout (kuruş), and the line's total. The same for the customer's
 * bookings and the agency's order page.
 */
export function lineAmounts(line: Pick<OrderLine, 'adultQuantity' | 'adultPrice' | 'childQuantity' | 'childPrice' | 'babyQuantity' | 'babyPrice' | 'lineTotal'>) {
  return {
    adultQuantity: line.adultQuantity,
    adultPrice: line.adultPrice,
    childQuantity: line.childQuantity,
    childPrice: line.childPrice,
    babyQuantity: line.babyQuantity,
    babyPrice: line.babyPrice,
    lineTotal: line.lineTotal,
  };
}
