import { z } from 'zod';
import { isTurkishPhone, normalizeTurkishPhone } from '@/lib/validation/phone';
import { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from './limits';

/**
 * A foreign number written with its country code ("+44 20 7946 0958", "0049 30 1234567"): 8 to 15
 * digits (E.164). Türkiye's code is left to the stricter Turkish check, so a mistyped Turkish
 * number is never waved through as "international".
 */
function isInternationalPhone(value: string): boolean {
  // Spaces as typed or pasted (no-break, thin, narrow no-break), never a line break: the number is kept as written.
  if (/[^\d ()+\-./\u00A0\u2009\u202F]/.test(value)) return false;
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  const withCountryCode = trimmed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  return withCountryCode !== null && /^[1-9]\d{7,14}$/.test(withCountryCode) && !withCountryCode.startsWith('90');
}

/** What a one-line name may not hold: control characters (tab, line feed, U+0085 …), line and paragraph separators, direction controls. */
const ONE_LINE_BREAKERS = /[\p{Cc}\p{Zl}\p{Zp}\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u;

/** Visitors from abroad write to the agency too: a Turkish or an international number. */
export function isContactPhone(value: string): boolean {
  return isTurkishPhone(value) || isInternationalPhone(value);
}

/**
 * The contact form, shared by the page's form and POST /api/Contacts/messages. Messages are keys of
 * the `validation` namespace (see lib/validation/issues.ts); both sides show them in the visitor's language.
 */
export const contactMessageSchema = z.object({
  // One line: the name heads the staff's e-mail, where a line break would start a field of its own.
  // Unicode's own line breaks (U+0085, U+2028, U+2029) break lines in mail clients too, and direction
  // marks can make a name read as something else.
  name: z
    .string()
    .trim()
    .min(1)
    .min(2)
    .max(100)
    .refine((value) => !ONE_LINE_BREAKERS.test(value), 'controlCharacter'),
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((value) => value === '' || isContactPhone(value), 'phone')
    // Turkish numbers are kept as +90… so staff can call them back with one tap.
    .transform((value) => normalizeTurkishPhone(value) ?? value)
    .default(''),
  message: z.string().trim().min(1).min(MESSAGE_MIN_LENGTH).max(MESSAGE_MAX_LENGTH),
});

/** What the form holds (phone may be left out). */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
/** What the server stores, trimmed. */
export type ContactMessage = z.output<typeof contactMessageSchema>;
