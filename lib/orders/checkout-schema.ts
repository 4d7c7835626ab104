import { z } from 'zod';
import { personName } from '@/lib/validation/person-name';
import { normalizeTurkishPhone } from '@/lib/validation/phone';
import { isValidTaxNumber, isValidTckn } from '@/lib/validation/tr-ids';

/**
 * Turkish numbers are stored as +90…; foreign tourists may give their own number in international
 * form (+7…, +44…), stored as typed without spaces.
 */
function normalizeBookingPhone(value: string): string | null {
  const turkish = normalizeTurkishPhone(value);
  if (turkish) return turkish;
  const digits = value.replace(/[\s().-]/g, '');
  return /^\+(?!90)[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** The largest amount an order can hold (a 32-bit column of kuruş). */
export const MAX_KURUS = 2_147_483_647;

/**
 * The most a booking may come to online: 10 million lira. Its card charge, with an installment cost
 * of up to half of it, still fits the columns; a larger booking is arranged with the agency.
 */
export const MAX_ORDER_KURUS = 1_000_000_000;

/** Letters, digits, dashes and underscores, up to 32; empty means none. */
export const promoCodeField = z
  .string()
  .trim()
  .max(32, 'promoCodeFormat')
  .regex(/^[A-Za-z0-9_-]*$/, 'promoCodeFormat')
  .optional()
  .transform((value) => (value ? value.toUpperCase() : undefined));

/**
 * The checkout form (one schema for the form and the route handler). Acceptances must be ticked by
 * the customer: both start unticked (docs/checkout-law.md#pre-information-form-and-distance-contract).
 */
export const checkoutSchema = z
  .object({
    reservationName: personName,
    reservationSurName: personName,
    reservationEmail: z.string().trim().toLowerCase().pipe(z.email().max(254)),
    reservationPhone: z
      .string()
      .trim()
      .min(1)
      .transform((value, ctx) => {
        const normalized = normalizeBookingPhone(value);
        if (!normalized) {
          ctx.addIssue({ code: 'custom', message: 'phone' });
          return z.NEVER;
        }
        return normalized;
      }),
    reservationAddress: z.string().trim().min(5).max(300),
    reservationTaxNo: optionalText(11).refine((value) => value === undefined || isValidTaxNumber(value), 'vkn'),
    reservationTaxOffice: optionalText(80),
    reservationTckn: optionalText(11).refine((value) => value === undefined || isValidTckn(value), 'tckn'),
    paymentMethod: z.enum(['card', 'eft']),
    /** A promo code as typed (any case); checked and priced on the server (lib/pricing). */
    promoCode: promoCodeField,
    acceptPreInformation: z.literal(true, { message: 'mustAccept' }),
    acceptDistanceSales: z.literal(true, { message: 'mustAccept' }),
    /** A key the page makes once per checkout; a repeated submit returns the same order. */
    idempotencyKey: z.uuid(),
    /**
     * What the pre-information form and the contract the customer accepted say, in kuruş: the total
     * and (once the server priced the cart) what is due now. Another figure at checkout (a price,
     * a rule or the day changed meanwhile) refuses the order with the new one (409 `priceChanged`).
     * Optional for API clients that show no documents.
     */
    expectedTotal: z.number().int().min(0).max(MAX_KURUS).optional(),
    expectedDueNow: z.number().int().min(0).max(MAX_KURUS).optional(),
  })
  .refine((value) => !value.reservationTaxNo || value.reservationTaxOffice, { message: 'taxOfficeRequired', path: ['reservationTaxOffice'] });

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type Checkout = z.output<typeof checkoutSchema>;
