import { z } from 'zod';
import { isTurkishPhone, normalizeTurkishPhone } from '@/lib/validation/phone';
import { emailAddress, localized } from '../fields';

/** The spec's contacts record (id 1): the footer's and the contact page's phones, WhatsApp number, address and e-mail. */
export const SITE_CONTACTS_RECORD_ID = 1;

/** "+90 532 555 01 23": how the site shows a valid Turkish number, whichever way it was typed. */
function displayPhone(value: string): string {
  const normalized = normalizeTurkishPhone(value);
  if (!normalized) return value;
  const national = normalized.slice(3);
  return `+90 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}

const phone = z.string().trim().max(30).refine(isTurkishPhone, 'phone').transform(displayPhone);
/** Empty, or a number by the same rules. */
const optionalPhone = z
  .string()
  .trim()
  .max(30)
  .refine((value) => value === '' || isTurkishPhone(value), 'phone')
  .transform((value) => (value ? displayPhone(value) : ''));

export const contactsSchema = z.object({
  phone1: z.string().trim().min(1).pipe(phone),
  phone2: optionalPhone,
  /** The number behind the site's WhatsApp links; empty hides them. */
  whatsapp: optionalPhone.optional(),
  address: localized(300),
  email: emailAddress,
});
