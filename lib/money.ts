import { intlLocale, numberFormat } from '@/lib/intl-format';

/** Money is integer kuruş everywhere inside the product; these turn it into text at the edge. */

export function formatTry(kurus: number, locale: string, options: { decimals?: number } = {}): string {
  const decimals = options.decimals ?? (kurus % 100 === 0 ? 0 : 2);
  return numberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'TRY',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(kurus / 100);
}

/** "1450.00" as the bank wants it (dot decimal, two places). */
export function kurusToDecimalString(kurus: number): string {
  return (kurus / 100).toFixed(2);
}
