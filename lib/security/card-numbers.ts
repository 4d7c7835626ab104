/**
 * Card numbers never reach the database or the logs (docs/booking-and-payments.md "Card data").
 * A run of 13–19 digits, with up to two spaces, dots or dashes between any two of them ("4355 0843 5508 4358",
 * "4355-0843-5508-4358"), is what a card number typed into a free text looks like; it is replaced
 * whole. Shorter numbers (phone numbers, order numbers, amounts) stay readable.
 */
const CARD_NUMBER = /\d(?:[\s.\-]{0,2}\d){12,18}/g;

const MASKED_CARD_NUMBER = '[card number removed]';

export function maskCardNumbers(text: string): string;
export function maskCardNumbers(text: string | null | undefined): string | null | undefined;
export function maskCardNumbers(text: string | null | undefined): string | null | undefined {
  return typeof text === 'string' ? text.replace(CARD_NUMBER, MASKED_CARD_NUMBER) : text;
}
