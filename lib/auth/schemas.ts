import { z } from 'zod';
import { locales } from '@/i18n/routing';
import { personName } from '@/lib/validation/person-name';
import { isTurkishPhone, normalizeTurkishPhone } from '@/lib/validation/phone';

/**
 * The inputs of sign-in, registration and the profile, each shared by its form (react-hook-form
 * with zodResolver) and its route handler. Custom messages are keys of the `validation` namespace.
 */
const email = z.string().trim().toLowerCase().min(1).max(254).pipe(z.email());

/** A new password: at least 8 characters with a letter and a digit (and a sane upper bound for scrypt). */
const newPassword = z
  .string()
  .min(8)
  .max(128)
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), 'password');

/** Six digits; spaces that come with a pasted code are ignored. */
const code = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'otpCode'));
const phone = z
  .string()
  .trim()
  .max(30)
  .refine((value) => value === '' || isTurkishPhone(value), 'phone')
  .transform((value) => (value === '' ? '' : (normalizeTurkishPhone(value) ?? value)));

export const loginSchema = z.object({ email, password: z.string().min(1).max(128) });

export const registerSchema = z.object({ name: personName, surname: personName, email, password: newPassword });

const otpPurpose = z.enum(['login', 'reset']);
/** What a one-time code confirms: a sign-in, a password reset (both asked for by address), or erasing the signed-in account. */
export type OtpPurpose = z.infer<typeof otpPurpose> | 'erase';

export const otpSendFields = z.object({ email });
export const otpLoginFields = z.object({ email, code });
export const passwordResetFields = z.object({ email, code, password: newPassword });

/** `POST /api/User/Otp`: send a code, sign in with a code, or set a new password with a code. */
export const otpSchema = z.discriminatedUnion('action', [
  otpSendFields.extend({ action: z.literal('send'), purpose: otpPurpose.default('login') }),
  otpLoginFields.extend({ action: z.literal('login') }),
  passwordResetFields.extend({ action: z.literal('reset') }),
]);

export const profileSchema = z.object({ name: personName, surname: personName, phone, locale: z.enum(locales) });

export const passwordChangeSchema = z.object({ currentPassword: z.string().min(1).max(128), newPassword });

/**
 * POST /api/User/Erase: `send` mails a code to the signed-in account's address; `confirm` with that
 * code erases the account (lib/account/personal-data.ts).
 */
export const eraseSchema = z.discriminatedUnion('action', [z.object({ action: z.literal('send') }), z.object({ action: z.literal('confirm'), code })]);
