import { z } from 'zod';

/**
 * A body as the public pages render it (lib/content/rich-text.ts): plain text, paragraphs split by
 * blank lines, "## " lines as sub-headings. Nothing is interpreted as HTML, so a tag would show on
 * the page as typed: it is refused with a sentence that explains the format.
 */
const htmlTag = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;

function richText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((value) => !htmlTag.test(value), 'richText');
}

/** A body in the three languages; Turkish is required. */
export function localizedRichText(max = 50_000) {
  return z.object({ tr: richText(max).min(1), en: richText(max), ru: richText(max) });
}
