import { z } from 'zod';
import { localized, recordId, wholeNumber } from '../fields';

/** One day of a tour's programme (/db-add-tour-itineraries); a day number is used once per tour. */
const itinerarySchema = z.object({
  dayNo: wholeNumber(1, 60),
  title: localized(200),
  description: localized(5000),
});

/** A day as the admin API saves it: with the tour it belongs to. */
export const itineraryFormSchema = itinerarySchema.extend({ tourId: recordId });

/** A new order of a tour's days or pictures: every id of the tour, once, in the new order. */
export const reorderSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'invalid'),
});
