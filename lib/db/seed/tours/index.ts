import type { tourItineraries, tours } from '../../schema';
import { tourImageRows, tourImageUrl } from '../images';
import { regionId } from '../regions';
import { adventureTours } from './adventure';
import { cityTours } from './city';
import { cultureTours } from './culture';
import { foodTours } from './food';
import { natureTours } from './nature';
import type { TourSeed } from './types';

/** The schema's default limit of travellers in one booking. */
const MAX_PER_BOOKING = 20;

/** Every demo tour, ordered by id (ids 1..n, matching image-manifest.json). */
export const demoTours: TourSeed[] = [...natureTours, ...adventureTours, ...cultureTours, ...foodTours, ...cityTours].sort(
  (a, b) => a.id - b.id,
);

export const tourRows = (): (typeof tours.$inferInsert)[] =>
  demoTours.map(({ region, type, itinerary: _itinerary, schedule, ...tour }) => ({
    ...tour,
    regionId: regionId(region),
    tourTypeId: type,
    coverImage: tourImageUrl(tour.id, 1),
    // A small-group tour cannot take a booking larger than one departure's seats.
    maxPerBooking: Math.min(MAX_PER_BOOKING, schedule.capacity),
  }));

export const tourPictureRows = () => demoTours.flatMap((tour) => tourImageRows(tour.id, tour.title));

export const itineraryRows = (): (typeof tourItineraries.$inferInsert)[] =>
  demoTours.flatMap((tour) => tour.itinerary.map((day, i) => ({ tourId: tour.id, dayNo: i + 1, ...day })));
