import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { regions, tourDepartures, tours } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { pick } from '@/lib/i18n/localized';
import type { Participants } from '@/lib/booking/rules';
import type { Locale } from '@/i18n/routing';
import { checkBooking } from './booking-check';
import { problemSentence } from './booking-errors';
import type { Adjustment } from '@/lib/pricing/breakdown';
import { firstPaymentDay, istanbulDay, priceBooking } from '@/lib/pricing/price';
import { env } from '@/lib/config/env';
import { rulesForDepartures } from '@/lib/pricing/rules-db';

/** The booking page's live price: what the cart would charge for these people on this departure. */
export type Quote = {
  departureId: number;
  adultQuantity: number;
  childQuantity: number;
  babyQuantity: number;
  quantity: number;
  unitPrices: { adult: number; child: number; baby: number };
  /** Kuruş, before early booking or last minute (what the travellers' prices add up to). */
  sumPrice: number;
  /** Early booking or last minute today (lib/pricing, docs/decisions/0080); empty without. */
  adjustments: Adjustment[];
  /** Kuruş: what checkout charges today, and the deposit split when the tour takes one. */
  total: number;
  deposit: number;
  balance: number;
  balanceDueOn: string | null;
  seatsLeft: number;
  /** False with a sentence when the booking could not be added as it stands. */
  bookable: boolean;
  problem: string | null;
  /** The field the problem is about, when the visitor can fix it there. */
  problemField: 'adultQuantity' | 'babyQuantity' | 'quantity' | null;
};

export async function quoteBooking(tourId: number, departureId: number, people: Participants, locale: Locale, now = new Date()): Promise<Quote> {
  const db = await getDb();
  const [row] = await db
    .select({ tour: tours, departure: tourDepartures, regionActive: regions.isActive })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .innerJoin(regions, eq(regions.id, tours.regionId))
    .where(and(eq(tourDepartures.id, departureId), eq(tours.id, tourId)));
  if (!row) throw new HttpError(404, 'departureNotFound');
  const title = pick(row.tour.title, locale);
  const check = checkBooking({ ...row.tour, title, isActive: row.tour.isActive && row.regionActive }, row.departure, people, now);
  const rules = await rulesForDepartures(db, [row.departure]);
  const { pricing } = priceBooking(
    [{ tourId, regionId: row.tour.regionId, tourTypeId: row.tour.tourTypeId, departureId, tourName: title, startsOn: row.departure.startsOn, prices: check.prices, people, rule: rules.get(departureId) ?? null }],
    istanbulDay(now),
    null,
    firstPaymentDay(now, env().EFT_DEADLINE_HOURS),
  );
  return {
    departureId,
    ...people,
    quantity: check.quantity,
    unitPrices: check.prices,
    sumPrice: check.sumPrice,
    adjustments: pricing.lines[0].adjustments,
    total: pricing.total,
    deposit: pricing.deposit,
    balance: pricing.balance,
    balanceDueOn: pricing.balanceDueOn,
    seatsLeft: check.seatsLeft,
    bookable: check.problem === null,
    problem: check.problem ? problemSentence(check.problem, locale) : null,
    problemField: check.problem && 'field' in check.problem ? check.problem.field : null,
  };
}
