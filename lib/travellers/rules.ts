import { z } from 'zod';
import { isValidTckn } from '@/lib/validation/tr-ids';
import { isCalendarDay } from '@/lib/validation/calendar-day';
import { personName } from '@/lib/validation/person-name';
import { MAX_CART_ITEMS } from '@/lib/cart/cart-schema';
import { maskedNumber } from './masked';

/**
 * Travellers of a booking (docs/booking-and-payments.md "Travellers"). Client-safe and pure: the
 * seats of an order, what each seat must say, and the deadline. Saved by lib/travellers/save.ts.
 */
export type TravellerCategory = 'adult' | 'child' | 'baby';

/** Hours before the first departure of a booking after which its travellers can no longer be changed online. */
export const TRAVELLERS_DEADLINE_HOURS = 24;

/** ISO 3166-1 alpha-2 codes offered as nationalities (names come from Intl.DisplayNames in the reader's language). */
export const NATIONALITIES = (
  'TR AF AL DZ AD AO AR AM AU AT AZ BH BD BY BE BA BR BG CA CL CN CO HR CY CZ DK EG EE FI FR GE DE GR HU IS IN ID IR IQ IE IL IT JP JO KZ KE KW KG LV LB LY LT LU MY MT MX MD MN ME MA NL NZ MK NO OM PK PS PH PL PT QA RO RU SA RS SG SK SI ZA KR ES LK SE CH SY TW TJ TH TN TM UA AE GB US UZ VN YE'
).split(' ');

/** One seat of an order line: its line, its number within the line (adults first, then children, then babies) and who sits there. */
export type Seat = { lineId: number; seat: number; category: TravellerCategory };

export function seatsOf(lines: { id: number; adultQuantity: number; childQuantity: number; babyQuantity: number }[]): Seat[] {
  return lines.flatMap((line) => [
    ...Array.from({ length: line.adultQuantity }, () => 'adult' as const),
    ...Array.from({ length: line.childQuantity }, () => 'child' as const),
    ...Array.from({ length: line.babyQuantity }, () => 'baby' as const),
  ].map((category, seat) => ({ lineId: line.id, seat, category })));
}

/** What the form sends for one seat; empty strings are "not given". */
export const travellerInput = z.object({
  lineId: z.number().int().positive(),
  seat: z.number().int().min(0).max(200),
  name: personName,
  surname: personName,
  birthDate: z.string().trim().max(10).optional().default(''),
  nationality: z.string().trim().toUpperCase().max(2).optional().default(''),
  tckn: z.string().trim().max(11).optional().default(''),
  passportNo: z.string().trim().toUpperCase().max(20).optional().default(''),
});
export type TravellerInput = z.input<typeof travellerInput>;

/**
 * A booking's most seats: MAX_CART_ITEMS lines of at most 100 people (a tour's per-booking limit).
 * The form sends every seat at once; a group of 120 on six tours was refused at 100 (docs/decisions/0165).
 */
export const MAX_TRAVELLERS = MAX_CART_ITEMS * 100;

/** The body's size limit for a booking of `seats` seats: 1 KB a traveller, never under the usual 64 KB. */
export function travellersBodyBytes(seats: number): number {
  return Math.max(64 * 1024, seats * 1024);
}

export const travellersBody = z.object({ travellers: z.array(travellerInput).min(1).max(MAX_TRAVELLERS) });

/** A seat's saved traveller: who, and their identity numbers whole (the database's). */
export type SavedIdNumbers = { lineId: number; seat: number; name: string; surname: string; tckn: string | null; passportNo: string | null };

/** What the rules need to know about each line: its tour's age limits and ID rule, and the first day. */
export type LineRules = { lineId: number; startsOn: string; requiresIdList: boolean; childAgeMax: number; babyAgeMax: number };

/** Whole years between a birth date and a day ('YYYY-MM-DD' both). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export type CleanTraveller = {
  lineId: number;
  seat: number;
  category: TravellerCategory;
  name: string;
  surname: string;
  birthDate: string | null;
  nationality: string | null;
  tckn: string | null;
  passportNo: string | null;
};

/**
 * The body's travellers checked against the booking's seats: exactly one traveller per seat; birth
 * dates for children and babies, within the tour's ages on the departure day; with an ID list, the
 * nationality, and a valid TCKN for Turkish citizens or a passport number for everyone else. Issues
 * carry `validation.*` keys and the path `travellers.{index}.{field}`.
 */
export function travellersSchema(seats: Seat[], lines: LineRules[], today: string, saved: SavedIdNumbers[] = []) {
  // The form shows saved numbers masked (lib/travellers/masked.ts): one sent back as shown keeps the
  // seat's number, for the same person only (a seat given to someone else needs their own number).
  const savedFor = (lineId: number, seat: number, name: string, surname: string) =>
    saved.find((traveller) => traveller.lineId === lineId && traveller.seat === seat && traveller.name === name && traveller.surname === surname);
  const keptOrTyped = (typed: string, stored: string | null | undefined) => (stored && typed === maskedNumber(stored) ? stored : typed);
  return travellersBody.transform((body, context) => {
    const issue = (index: number, field: string, message: string, params?: Record<string, number>) =>
      context.addIssue({ code: 'custom', path: ['travellers', index, field], message, ...(params ? { params } : {}) });
    const bySeat = new Map(seats.map((seat) => [`${seat.lineId}:${seat.seat}`, seat]));
    const seen = new Set<string>();
    const clean: CleanTraveller[] = [];
    body.travellers.forEach((traveller, index) => {
      const key = `${traveller.lineId}:${traveller.seat}`;
      const seat = bySeat.get(key);
      const line = lines.find((candidate) => candidate.lineId === traveller.lineId);
      if (!seat || !line || seen.has(key)) return issue(index, 'seat', 'travellerSeat');
      seen.add(key);
      let birthDate: string | null = null;
      if (seat.category !== 'adult') {
        if (!traveller.birthDate) issue(index, 'birthDate', 'required');
        else if (!isCalendarDay(traveller.birthDate) || traveller.birthDate > today) issue(index, 'birthDate', 'birthDate');
        else {
          const age = ageOn(traveller.birthDate, line.startsOn);
          if (seat.category === 'baby' && age > line.babyAgeMax) issue(index, 'birthDate', 'babyAge', { max: line.babyAgeMax });
          else if (seat.category === 'child' && (age <= line.babyAgeMax || age > line.childAgeMax)) issue(index, 'birthDate', 'childAge', { min: line.babyAgeMax + 1, max: line.childAgeMax });
          else birthDate = traveller.birthDate;
        }
      }
      const nationality = traveller.nationality || null;
      if (nationality && !NATIONALITIES.includes(nationality)) issue(index, 'nationality', 'oneOf');
      let tckn: string | null = null;
      let passportNo: string | null = null;
      if (line.requiresIdList) {
        const stored = savedFor(seat.lineId, seat.seat, traveller.name, traveller.surname);
        const typedTckn = keptOrTyped(traveller.tckn, stored?.tckn);
        const typedPassport = keptOrTyped(traveller.passportNo, stored?.passportNo);
        if (!nationality) issue(index, 'nationality', 'required');
        else if (nationality === 'TR') {
          if (!typedTckn) issue(index, 'tckn', 'required');
          else if (!isValidTckn(typedTckn)) issue(index, 'tckn', 'tckn');
          else tckn = typedTckn;
        } else if (!typedPassport) issue(index, 'passportNo', 'required');
        else if (!/^[A-Z0-9]{5,20}$/.test(typedPassport)) issue(index, 'passportNo', 'passportNo');
        else passportNo = typedPassport;
      }
      clean.push({ lineId: seat.lineId, seat: seat.seat, category: seat.category, name: traveller.name, surname: traveller.surname, birthDate, nationality, tckn, passportNo });
    });
    if (clean.length === body.travellers.length && seen.size !== seats.length) {
      context.addIssue({ code: 'custom', path: ['travellers'], message: 'travellersAll', params: { count: seats.length } });
    }
    return clean;
  });
}

/** Whether a saved traveller has everything its seat needs (the passenger list's "details missing"). */
export function travellerComplete(traveller: Omit<CleanTraveller, 'lineId'> | undefined, requiresIdList: boolean): boolean {
  if (!traveller || !traveller.name || !traveller.surname) return false;
  if (traveller.category !== 'adult' && !traveller.birthDate) return false;
  if (requiresIdList && (!traveller.nationality || (traveller.nationality === 'TR' ? !traveller.tckn : !traveller.passportNo))) return false;
  return true;
}
