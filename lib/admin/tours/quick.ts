import 'server-only';
import type { z } from 'zod';
import type { quickTourSchema, TourValues } from '../schemas/tour';
import { newTourRules } from './defaults';

/** What a quick tour leaves out gets these values; everything can be refined on /db-add-tour. */
const MEETING_POINT = {
  tr: 'Buluşma noktası rezervasyonunuzdan sonra e-posta ile bildirilir.',
  en: 'The meeting point is sent to you by e-mail after booking.',
  ru: 'Место встречи сообщается по электронной почте после бронирования.',
};

/**
 * A complete, active tour from the quick form's essentials: the Turkish title also serves as its
 * summary and description, babies travel free (0–2 years), children are 3–11, up to 20 people per
 * booking, bookable until 12 hours before the start, and one departure with the given capacity. Where
 * the tour goes is asked: the legal installment caps depend on it.
 */
export function quickTourValues(input: z.output<typeof quickTourSchema>): TourValues {
  const title = { tr: input.title, en: '', ru: '' };
  return {
    regionId: input.regionId,
    tourTypeId: input.tourTypeId,
    title,
    summary: title,
    description: title,
    meetingPoint: MEETING_POINT,
    included: { tr: [], en: [], ru: [] },
    excluded: { tr: [], en: [], ru: [] },
    durationDays: input.durationDays,
    adultPrice: input.adultPrice,
    childPrice: input.childPrice,
    ...newTourRules,
    travelScope: input.travelScope,
    departures: [
      { departureId: null, startsOn: input.startsOn, startTime: null, capacity: input.capacity, adultPriceOverride: null, childPriceOverride: null, babyPriceOverride: null, isActive: true },
    ],
  };
}
