import { z } from 'zod';
import { queryFlag } from '@/lib/http/query-flag';

/** `/api/Wishlist/{tourId}`: a positive whole number (anything else is a 400 naming `tourId`). */
export const tourIdParams = z.object({
  tourId: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,8}$/, 'integer')
    .transform(Number),
});

/** `GET /api/Wishlist?details=true` adds the saved tours' summaries to their ids. */
export const wishlistQuery = z.object({
  details: queryFlag,
});
