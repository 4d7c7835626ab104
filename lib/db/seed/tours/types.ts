import type { Localized, tours } from '../../schema';
import type { DepartureSchedule } from '../departures';
import type { RegionSlug, TourTypeId } from '../regions';

type TourRow = typeof tours.$inferInsert;

export type ItineraryDay = { title: Localized; description: Localized };

/** A demo tour as written by hand: the tour row's content plus what the seed derives other rows from. */
export type TourSeed = Pick<
  TourRow,
  | 'title'
  | 'summary'
  | 'description'
  | 'included'
  | 'excluded'
  | 'meetingPoint'
  | 'adultPrice'
  | 'childPrice'
  | 'babyPrice'
  | 'childAgeMax'
  | 'bookingCutoffHours'
  | 'isFeatured'
> & {
  /** Explicit, so that image-manifest.json (tour n → pictures tour-n-k) and slider links can name it. */
  id: number;
  region: RegionSlug;
  type: TourTypeId;
  durationDays: number;
  /** One entry per day, day 1 first. */
  itinerary: ItineraryDay[];
  schedule: DepartureSchedule;
};
