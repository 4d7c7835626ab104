/**
 * A cart line as the API answers it and the browser keeps it: the docs/product-rules.md#bookings fields (id, sumPrice,
 * quantity and the three headcounts), the departure, and what the cart page shows. Prices are
 * kuruş, priced from the database whenever the cart is read, so the cart shows what checkout
 * will charge.
 */
export type CartLine = {
  id: number;
  tourId: number;
  departureId: number;
  sumPrice: number;
  quantity: number;
  adultQuantity: number;
  childQuantity: number;
  babyQuantity: number;
  tourTitle: string;
  tourImage: string;
  /** YYYY-MM-DD, agency time. */
  startsOn: string;
  /** HH:MM, or null. */
  startTime: string | null;
  unitPrices: { adult: number; child: number; baby: number };
  /** Why this line cannot be booked any more (closed, sold out), in the visitor's language. */
  problem: string | null;
};
