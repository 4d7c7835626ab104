import { z } from 'zod';
import { imagePath, localized, optionalLocalized, orderNo } from '../fields';

/** A region of the catalogue (/destinations, the tour filters, /tour-list-3/{id}). */
export const regionSchema = z.object({
  name: localized(100),
  description: optionalLocalized(2000),
  image: imagePath,
  orderNo,
  isActive: z.boolean(),
});
