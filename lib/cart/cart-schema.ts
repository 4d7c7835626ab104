import { z } from 'zod';

/** No booking form offers more; the tour's own per-booking limit is checked against the database. */
const MAX_PARTICIPANTS = 99;
/** A cart is a few bookings, not a warehouse: PageSize 100 always lists all of it. */
export const MAX_CART_ITEMS = 20;

const headcount = z.number().int().min(0).max(MAX_PARTICIPANTS);
const recordId = z.number().int().positive().max(2_147_483_647);

/**
 * `POST /api/VWShoppingCarts`: a departure and who travels. Nothing else is read: a `sumPrice`
 * or `quantity` in the body is dropped, because the server prices the line itself.
 */
export const cartAddSchema = z.object({
  tourId: recordId.optional(),
  departureId: recordId,
  adultQuantity: headcount,
  childQuantity: headcount.default(0),
  babyQuantity: headcount.default(0),
});

export type CartAddInput = z.input<typeof cartAddSchema>;
export type CartAdd = z.output<typeof cartAddSchema>;

const queryNumber = (schema: z.ZodNumber) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, 'integer')
    .transform(Number)
    .pipe(schema);

/** `GET /api/Booking/{tourId}/quote?departureId=&adults=&children=&babies=`. */
export const quoteQuerySchema = z.object({
  departureId: queryNumber(recordId),
  adults: queryNumber(headcount),
  children: queryNumber(headcount).default(0),
  babies: queryNumber(headcount).default(0),
});
