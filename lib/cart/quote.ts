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

/** The booking page's live price: what the cart would charge for these people on this departure. */
export type Quote = {
  departureId: number;
  adultQuantity: number;
  childQuantity: number;
  babyQuantity: number;
  quantity: number;
  unitPrices: { adult: number; child: number; baby: number };
  /** Kuruş. */
  sumPrice: number;
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
  return {
    departureId,
    ...people,
    quantity: check.quantity,
    unitPrices: check.prices,
    sumPrice: check.sumPrice,
    seatsLeft: check.seatsLeft,
    bookable: check.problem === null,
    problem: check.problem ? problemSentence(check.problem, locale) : null,
    problemField: check.problem && 'field' in check.problem ? check.problem.field : null,
  };
}
