import { z } from 'zod';
import { imagePath, localized, optionalLocalized } from '../fields';

/**
 * The banner keys the site knows: the public pages read `home`, `destinations`, `tour-list`,
 * `blog`, `about`, `help-center`, `terms` and `contact`; the account pages' keys are served by
 * GET /api/PageTitles/{key} for other clients.
 */
export const PAGE_TITLE_KEYS = ['home', 'destinations', 'tour-list', 'blog', 'about', 'help-center', 'terms', 'contact', 'cart', 'login', 'my-bookings', 'booking', 'payment'] as const;

/** The banner (title, subtitle, picture) of a general page. */
export const pageTitleSchema = z.object({
  key: z.enum(PAGE_TITLE_KEYS),
  title: localized(120),
  subtitle: optionalLocalized(240),
  image: imagePath,
});
