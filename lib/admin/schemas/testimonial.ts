import { z } from 'zod';
import { localized, optionalLocalized, orderNo, wholeNumber } from '../fields';

/** A traveller's words on the home page, with 1–5 stars. */
export const testimonialSchema = z.object({
  name: z.string().trim().min(1).max(100),
  location: optionalLocalized(100),
  text: localized(1000),
  rating: wholeNumber(1, 5),
  orderNo,
  isActive: z.boolean(),
});
