import { z } from 'zod';
import { isValidTrIban } from '@/lib/validation/tr-ids';

/**
 * The agency settings form (/db-settings) and `PUT /api/admin/settings` share this schema; it is
 * client-safe (no 'server-only') and loaded lazily by the form. Custom messages are keys of the
 * `validation` namespace.
 */
export const paymentStoreTypes = ['3D_PAY_HOSTING', '3D_PAY'] as const;
export type PaymentStoreType = (typeof paymentStoreTypes)[number];

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

export const agencySettingsSchema = z.object({
  companyName: z.string().trim().min(1).max(200),
  bankName: z.string().trim().min(1).max(100),
  /** TR + 24 digits with a valid ISO 13616 check (mod 97); spaces allowed, saved without them, upper case. */
  iban: z
    .string()
    .transform((value) => withoutSpaces(value).toUpperCase())
    .pipe(z.string().min(1).refine(isValidTrIban, 'iban')),
  /** The TÜRSAB document number as the licence shows it (e.g. A-12345 or 12345). */
  tursabLicenceNo: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[\p{L}\d][\p{L}\d ./-]*$/u, 'invalid'),
  /** MERSİS number: 16 digits, or empty when the agency has none. */
  mersisNo: z
    .string()
    .transform(withoutSpaces)
    .pipe(z.string().regex(/^(\d{16})?$/, 'mersis')),
  paymentStoreType: z.enum(paymentStoreTypes),
  /** A deposit booking whose balance is unpaid after its due day is cancelled, not only flagged (docs/decisions/0081). Absent: unchanged. */
  cancelOnOverdueBalance: z.boolean().optional(),
});

export type AgencySettingsInput = z.input<typeof agencySettingsSchema>;
export type AgencySettings = z.output<typeof agencySettingsSchema>;
