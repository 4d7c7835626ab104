import { z } from 'zod';
import { locales } from '@/i18n/routing';

/** Client-safe: the review form and the API check the same rules (docs/product-rules.md#reviews). */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;

/**
 * Plain text: line breaks kept (at most one blank line in a row), spaces at the line ends and
 * invisible formatting characters dropped (zero-width ones, direction marks, overrides and
 * isolates: they could turn the text around on the tour page). Control characters never get here
 * (parseJson refuses them with a field sentence, NUL included).
 */
export function plainReviewText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const reviewText = (max: number) => z.string().max(max * 2).transform(plainReviewText).pipe(z.string().min(1).max(max));

export const reviewInputSchema = z
  .object({
    tourId: z.number().int().positive().max(2_147_483_647),
    stars: z.number().int().min(1).max(5),
    text: z.string().max(REVIEW_TEXT_MAX * 2).transform(plainReviewText).pipe(z.string().min(REVIEW_TEXT_MIN).max(REVIEW_TEXT_MAX)),
    language: z.enum(locales),
    /** The signed link's token, when the writer is not signed in as the order's owner. */
    token: z.string().max(1000).optional(),
  })
  .strict();
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewModerationSchema = z
  .object({
    status: z.enum(['approved', 'hidden']).optional(),
    /** The agency's public answer; null or empty removes it. */
    reply: z.union([z.literal('').transform(() => null), reviewText(REVIEW_REPLY_MAX)]).nullable().optional(),
  })
  .strict()
  .refine((value) => value.status !== undefined || value.reply !== undefined, { message: 'invalid', path: ['status'] });
export type ReviewModeration = z.infer<typeof reviewModerationSchema>;
