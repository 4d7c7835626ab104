import { z } from 'zod';

/** Luhn check digit: catches mistyped card numbers before they reach the bank. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** docs/product-rules.md#validation: the card number is shown in groups of four, non-digits removed, at most 19 characters. */
export function formatCardNumber(input: string): string {
  return input.replace(/\D/g, '').slice(0, 16).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** docs/product-rules.md#validation: the current year and the next nine. */
export function expiryYears(now = new Date()): string[] {
  return Array.from({ length: 10 }, (_, i) => String(now.getFullYear() + i));
}

export const expiryMonths = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/** The card form (docs/product-rules.md#validation), shared by the payment page and `POST /api/Payment/initiate`. */
export const cardSchema = z
  .object({
    cardHolderName: z.string().trim().min(1, 'cardHolderRequired').max(50),
    cardNumber: z
      .string()
      .min(1, 'cardNumberRequired')
      .max(19)
      .transform((value) => value.replace(/\s+/g, ''))
      .refine((value) => /^\d{12,16}$/.test(value) && passesLuhn(value), 'cardNumber'),
    cardExpireMonth: z.string().min(1, 'expiryMonthRequired').refine((value) => expiryMonths.includes(value), 'oneOf'),
    cardExpireYear: z.string().min(1, 'expiryYearRequired').refine((value) => expiryYears().includes(value), 'oneOf'),
    cardCVV: z.string().min(1, 'cvvRequired').max(3).regex(/^\d{3}$/, 'cvv'),
  })
  .refine(
    (card) => {
      const now = new Date();
      const year = Number(card.cardExpireYear);
      return year > now.getFullYear() || Number(card.cardExpireMonth) >= now.getMonth() + 1;
    },
    { message: 'cardExpired', path: ['cardExpireMonth'] },
  );

export type CardForm = z.input<typeof cardSchema>;
