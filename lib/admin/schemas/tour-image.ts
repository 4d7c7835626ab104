import { z } from 'zod';
import { localized } from '../fields';

/** A tour picture's texts (/db-add-tour-images): the alt text read aloud, in the three languages. */
export const tourImageSchema = z.object({
  alt: localized(200),
});

/** Largest upload accepted, before resizing. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Pictures wider than this are scaled down. */
export const MAX_IMAGE_WIDTH = 1600;
