import { z } from 'zod';
import { liraToKurus } from '@/lib/money';

/**
 * Building blocks of the dashboard's form schemas. These modules are shared by the browser
 * (react-hook-form validates with them before sending) and the admin API (which validates again),
 * so they must stay free of server code. Messages are keys of the `validation` namespace.
 */

/** A text in the three site languages: Turkish is required (the public fallback), English and Russian may wait for a translator. */
export function localized(max = 200) {
  return z.object({
    tr: z.string().trim().min(1).max(max),
    en: z.string().trim().max(max),
    ru: z.string().trim().max(max),
  });
}

/** A text in the three languages that may be empty in all of them. */
export function optionalLocalized(max = 200) {
  return z.object({ tr: z.string().trim().max(max), en: z.string().trim().max(max), ru: z.string().trim().max(max) });
}

/** A list of short texts (one per line in the form) in the three languages. */
export function localizedList(maxItems = 30, maxLength = 200) {
  const list = z.array(z.string().trim().min(1).max(maxLength)).max(maxItems);
  return z.object({ tr: list, en: list, ru: list });
}

/**
 * A picture of the site: a path (`/images/…`, `/uploads/…`). Not another site's address: the image
 * optimiser serves no other host and the CSP loads none (`img-src 'self'`), so it would show as broken.
 */
export const imagePath = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || /^\/(?!\/)[\w\-./%]+$/.test(value), 'imagePath');

/** A required picture. */
export const requiredImagePath = imagePath.refine((value) => value !== '', 'required');

/** A link inside the site (`/tour-list-1`) or to another site (https). */
export const linkUrl = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine((value) => /^\/(?!\/)[\w\-./?=&%#]*$/.test(value) || /^https:\/\/\S+$/.test(value), 'linkUrl');

/** A whole number typed in a form (the input gives text; the API may send a number). */
export function wholeNumber(min: number, max: number) {
  // Only a value that is no number at all is "not a whole number": limits keep their own sentences (`tooSmall`, `tooBig`).
  return z.coerce
    .number({ error: (issue) => (issue.code === 'invalid_type' ? 'integer' : undefined) })
    .int('integer')
    .min(min)
    .max(max);
}

/** Position in a list, smallest first. */
export const orderNo = wholeNumber(0, 9999);

export const emailAddress = z.string().trim().toLowerCase().min(1).max(254).pipe(z.email());

/** A record id in a path or a reference field. */
export const recordId = z.coerce.number({ message: 'invalid' }).int('invalid').positive('invalid').max(2_147_483_647, 'invalid');


/** Kuruş as the form shows them in lira (145050 → 1450.5). */
export const kurusToLira = (kurus: number): number => kurus / 100;

/**
 * A price typed in Turkish lira (TRY), stored as integer kuruş: the forms and the admin API speak
 * lira, this field is the one place where lira become kuruş. Message `tryAmount` with `{max}`.
 */
export function tryAmount(maxLira = 1_000_000) {
  return z.union([z.string(), z.number()], { message: 'tryAmount' }).transform((value, context) => {
    if (value === '') {
      context.addIssue({ code: 'custom', message: 'required' });
      return z.NEVER;
    }
    const kurus = liraToKurus(value);
    if (kurus === null || kurus > maxLira * 100) {
      context.addIssue({ code: 'custom', message: 'tryAmount', params: { max: maxLira } });
      return z.NEVER;
    }
    return kurus;
  });
}

/** A price in lira that may be left empty (null: none). */
export function optionalTryAmount(maxLira = 1_000_000) {
  return z
    .union([z.string(), z.number()], { message: 'tryAmount' })
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined || String(value).trim() === '') return null;
      const kurus = liraToKurus(value);
      if (kurus === null || kurus > maxLira * 100) {
        context.addIssue({ code: 'custom', message: 'tryAmount', params: { max: maxLira } });
        return z.NEVER;
      }
      return kurus;
    });
}
