import { z } from 'zod';
import { optionalTryAmount, wholeNumber } from '../fields';
import { idList, optionalDay, optionalWhole } from './pricing-fields';

/**
 * A promo code as /db-promo-codes edits it (docs/decisions/0082): either a percentage or an amount
 * off the booking, the booking and travel windows, the scope (tours, regions, tour types; empty =
 * all), the minimum travellers, the use limits, and whether it combines with early booking. The
 * use count is the server's and never edited.
 */
export const promoCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(32, 'promoCodeFormat')
      .regex(/^[A-Za-z0-9_-]+$/, 'promoCodeFormat')
      .transform((code) => code.toUpperCase()),
    percent: optionalWhole(1, 100),
    amount: optionalTryAmount(),
    bookingFrom: optionalDay,
    bookingUntil: optionalDay,
    travelFrom: optionalDay,
    travelUntil: optionalDay,
    tourIds: idList,
    regionIds: idList,
    tourTypeIds: idList,
    minTravellers: wholeNumber(1, 100),
    maxUses: optionalWhole(1, 1_000_000),
    maxUsesPerCustomer: optionalWhole(1, 1000),
    stackable: z.boolean(),
    isActive: z.boolean(),
  })
  .superRefine((code, context) => {
    if ((code.percent === null) === (code.amount === null || code.amount === 0)) context.addIssue({ code: 'custom', path: ['percent'], message: 'percentOrAmount' });
    if (code.bookingFrom && code.bookingUntil && code.bookingUntil < code.bookingFrom) context.addIssue({ code: 'custom', path: ['bookingUntil'], message: 'dateOrder' });
    if (code.travelFrom && code.travelUntil && code.travelUntil < code.travelFrom) context.addIssue({ code: 'custom', path: ['travelUntil'], message: 'dateOrder' });
  });
export type PromoCodeValues = z.output<typeof promoCodeSchema>;
