import { z } from 'zod';
import { linkUrl, localized, optionalLocalized, orderNo, requiredImagePath } from '../fields';

/** A slide of the home page's hero slider (/db-add-slayder). */
export const sliderSchema = z.object({
  title: localized(120),
  subtitle: optionalLocalized(240),
  image: requiredImagePath,
  linkUrl,
  orderNo,
  isActive: z.boolean(),
});
