import { z } from 'zod';
import { localized, optionalLocalized, requiredImagePath } from '../fields';

/** The site's meta tags record (id 2): title, description and keywords of the pages, logo, social links. */
export const SITE_META_RECORD_ID = 2;

/** A social profile: an https address, or empty when the agency has none. */
const socialUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), 'httpsUrl');

export const metaTagsSchema = z.object({
  title: localized(70),
  description: localized(300),
  keywords: optionalLocalized(300),
  siteLogo: requiredImagePath,
  facebook: socialUrl,
  instagram: socialUrl,
});
