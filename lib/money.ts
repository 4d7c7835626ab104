import { intlLocale, numberFormat } from '@/lib/intl-format';

/**
 * Money is integer kuruş everywhere inside the product; these turn it into text at the edge.
 *
 * One format for every amount a visitor or staff member reads, a line's as its total's: the lira
 * sign where the language puts it and always two decimals ("₺9.500,00", "₺9,500.00", "9 500,00 ₺";
 * docs/decisions/0075-one-price-format.md).
 */
export function formatTry(kurus: number, locale: string): string {
  return numberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'TRY',
    // "₺" in English too (its currency symbol would be "TRY"), as the rate ticker does.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(kurus / 100);
}

/** "1450.00" as the bank wants it (dot decimal, two places). */
export function kurusToDecimalString(kurus: number): string {
  return (kurus / 100).toFixed(2);
}

/** Lira as a person types them or the bank writes them: 1450, 1450.5 or 1450,50 (no thousands separators, at most two decimals). */
const LIRA = /^\d{1,9}(?:[.,]\d{1,2})?$/;

/** Kuruş for a lira amount written as text, or null when the text is not one. */
export function liraToKurus(value: string | number): number | null {
  const text = String(value).trim().replace(/\s+/g, '');
  if (!LIRA.test(text)) return null;
  const [lira, decimals = ''] = text.split(/[.,]/);
  return Number(lira) * 100 + Number(decimals.padEnd(2, '0'));
}
