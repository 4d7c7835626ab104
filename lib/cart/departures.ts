import 'server-only';
import { and, asc, eq, gte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { regions, tourDepartures, tours } from '@/lib/db/schema';
import type { Departure } from '@/lib/catalog/tours';
import { isSalesOpen, unitPrices } from '@/lib/booking/rules';

/** As many as the tour pages list. */
const DEPARTURES_SHOWN = 24;

/** Today's date in the agency's calendar (departures are stored as Istanbul dates). */
function istanbulToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The tour's departures that still sell, with the seats left right now. Not cached: the booking
 * page's picker refreshes the cached page's list with this so that sold seats show at once.
 * Null when the tour is unknown or not public.
 */
export async function liveDepartures(tourId: number, now = new Date()): Promise<Departure[] | null> {
  const db = await getDb();
  const [tour] = await db
    .select({ tour: tours })
    .from(tours)
    .innerJoin(regions, eq(regions.id, tours.regionId))
    .where(and(eq(tours.id, tourId), eq(tours.isActive, true), eq(regions.isActive, true)));
  if (!tour) return null;
  const rows = await db
    .select()
    .from(tourDepartures)
    .where(and(eq(tourDepartures.tourId, tourId), eq(tourDepartures.isActive, true), gte(tourDepartures.startsOn, istanbulToday(now))))
    .orderBy(asc(tourDepartures.startsOn), asc(tourDepartures.startTime));
  return rows
    .filter((departure) => isSalesOpen(departure, tour.tour.bookingCutoffHours, now))
    .slice(0, DEPARTURES_SHOWN)
    .map((departure) => {
      const prices = unitPrices(tour.tour, departure);
      return {
        id: departure.id,
        startsOn: departure.startsOn,
        startTime: departure.startTime ? departure.startTime.slice(0, 5) : null,
        capacity: departure.capacity,
        seatsLeft: Math.max(0, departure.capacity - departure.seatsTaken),
        adultPrice: prices.adult,
        childPrice: prices.child,
        babyPrice: prices.baby,
        hasPriceOverride: prices.adult !== tour.tour.adultPrice || prices.child !== tour.tour.childPrice || prices.baby !== tour.tour.babyPrice,
      };
    });
}
