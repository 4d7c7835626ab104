import { z } from 'zod';
import { localized, localizedList, optionalLocalized, optionalTryAmount, recordId, tryAmount, wholeNumber } from '../fields';
import { TRAVEL_SCOPES } from './installment-cap';
import { MAX_INSTALLMENTS } from '@/lib/payments/installments/plans';
import { isCalendarDay } from '@/lib/validation/calendar-day';

/**
 * The dashboard's tour forms (/db-add-tour, /db-quickTour), shared by the browser and the admin API.
 * Prices are typed in lira and come out of the schema as integer kuruş (`tryAmount`).
 */

/** Today in the agency's time zone (YYYY-MM-DD): departures before it cannot be added. */
export function agencyToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const isoDate = z
  .string()
  .trim()
  .min(1)
  .refine((value) => isCalendarDay(value), 'date');

/** HH:MM, or empty for a day without a fixed start (null). */
const startTime = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    if (!/^([01]\d|2[0-3]):[0-5]\d(:00)?$/.test(value)) {
      context.addIssue({ code: 'custom', message: 'time' });
      return z.NEVER;
    }
    return value.slice(0, 5);
  });

const tourType = z.coerce.number({ message: 'oneOf' }).int('oneOf').min(1, 'oneOf').max(5, 'oneOf');

/** One departure of a tour; `departureId` names an existing one (absent: a new departure). */
const departureSchema = z.object({
  departureId: z.number().int().positive().max(2_147_483_647).nullish(),
  startsOn: isoDate,
  startTime,
  capacity: wholeNumber(1, 1000),
  adultPriceOverride: optionalTryAmount(),
  childPriceOverride: optionalTryAmount(),
  babyPriceOverride: optionalTryAmount(),
  isActive: z.boolean(),
});

const tourFields = z.object({
  regionId: recordId,
  tourTypeId: tourType,
  title: localized(200),
  summary: localized(500),
  description: localized(10_000),
  meetingPoint: optionalLocalized(500),
  included: localizedList(30, 200),
  excluded: localizedList(30, 200),
  durationDays: wholeNumber(1, 60),
  adultPrice: tryAmount(),
  childPrice: tryAmount(),
  babyPrice: tryAmount(),
  childAgeMax: wholeNumber(1, 17),
  babyAgeMax: wholeNumber(0, 6),
  maxPerBooking: wholeNumber(1, 100),
  bookingCutoffHours: wholeNumber(0, 720),
  // Installments (docs/bank-gateway.md#installments): left out, a saved tour keeps its values.
  travelScope: z.enum(TRAVEL_SCOPES, { message: 'oneOf' }).optional(),
  maxInstallments: wholeNumber(1, MAX_INSTALLMENTS).optional(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  /** Travellers must give nationality and TCKN or passport number (docs/booking-and-payments.md "Travellers"). */
  requiresIdList: z.boolean().default(false),
  departures: z.array(departureSchema).max(200),
});

/** A whole tour with its departures, as /db-add-tour saves it. */
export const tourSchema = tourFields.superRefine((tour, context) => {
  if (tour.babyAgeMax >= tour.childAgeMax) context.addIssue({ code: 'custom', path: ['babyAgeMax'], message: 'babyAgeBelowChild' });
  const today = agencyToday();
  const seen = new Set<string>();
  tour.departures.forEach((departure, index) => {
    // Existing departures may lie in the past (the server checks a changed date); new ones may not.
    if (!departure.departureId && departure.startsOn < today) context.addIssue({ code: 'custom', path: ['departures', index, 'startsOn'], message: 'departureInPast' });
    const key = `${departure.startsOn} ${departure.startTime ?? ''}`;
    if (seen.has(key)) context.addIssue({ code: 'custom', path: ['departures', index, 'startsOn'], message: 'departureTwice' });
    seen.add(key);
  });
});
export type TourValues = z.output<typeof tourSchema>;

/** /db-quickTour: the essentials; the rest gets sensible defaults. */
export const quickTourSchema = z.object({
  title: z.string().trim().min(1).max(200),
  regionId: recordId,
  tourTypeId: tourType,
  durationDays: wholeNumber(1, 60),
  adultPrice: tryAmount(),
  childPrice: tryAmount(),
  startsOn: isoDate.refine((value) => value >= agencyToday(), 'departureInPast'),
  capacity: wholeNumber(1, 1000),
  // Chosen, not defaulted: a tour abroad may not be paid in installments (docs/checkout-law.md#installments).
  travelScope: z.enum(TRAVEL_SCOPES, { message: 'oneOf' }),
});
