import { dateTimeFormat, numberFormat } from '@/lib/intl-format';
import type { CurrencyCode } from '@/lib/rates/model';

/** Lira per unit, 4 decimals, with the ₺ sign placed as the locale places it ("₺48,9008" in Turkish). */
export function formatRate(value: number, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(value);
}

/** A lira amount (kuruş) in another currency, whole units only: it is an indication, not a price. */
export function formatConverted(amountKurus: number, liraPerUnit: number, currency: CurrencyCode, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amountKurus / 100 / liraPerUnit);
}

/** A bulletin date (YYYY-MM-DD) as the locale writes dates ("28.09.2026" in Turkish). */
export function formatBulletinDate(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return dateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
