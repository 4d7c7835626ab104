import { z } from 'zod';
import { localized } from '../fields';
import { localizedRichText } from './rich-text';

/** The static pages the footer links (docs/product-rules.md#screens): they may be deactivated, never deleted. */
export const FOOTER_PAGE_IDS = [13, 14, 15, 16, 17, 18, 19] as const;

/** A static page (/page-single/{id}). */
export const pageSchema = z.object({
  title: localized(160),
  body: localizedRichText(),
  isActive: z.boolean(),
});
