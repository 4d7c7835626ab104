import { z } from 'zod';
import { imagePath, localized } from '../fields';
import { localizedRichText } from './rich-text';
import { isCalendarDay } from '@/lib/validation/calendar-day';
import { blogTag } from '@/lib/content/blog-tag';

/** A calendar day as the form's date input gives it (YYYY-MM-DD), and a real one. */
const calendarDate = z
  .string()
  .trim()
  .min(1)
  .refine((value) => isCalendarDay(value), 'calendarDate');

/** A post's tags: short words shared across languages (the blog's tag filter), one per line in the form. */
const tagList = z
  .array(z.string().trim().min(1).max(40))
  .max(12)
  .transform((list) => [...new Set(list.map(blogTag))]);

/** A blog post (/db-add-Blogs). The body is plain text: blank lines between paragraphs, "## " for sub-headings. */
export const blogSchema = z.object({
  title: localized(160),
  summary: localized(400),
  body: localizedRichText(),
  image: imagePath,
  author: z.string().trim().max(100),
  tags: tagList,
  publishedAt: calendarDate,
  isActive: z.boolean(),
});
