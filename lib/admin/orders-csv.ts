import { translator } from '@/lib/i18n/messages';
import type { Locale } from '@/i18n/routing';
import type { CsvValue } from './csv';
import { orderNumber } from '@/lib/orders/number';
import type { AdminOrderRow } from './orders';

const columns = ['code', 'orderDate', 'status', 'paymentStatus', 'paymentMethod', 'name', 'surname', 'email', 'phone', 'tours', 'departures', 'adults', 'children', 'babies', 'total', 'currency'] as const;

export function ordersCsvHeader(locale: Locale): string[] {
  const t = translator(locale);
  return columns.map((column) => t(`adminBookings.csv.${column}`));
}

/** "1500,00" in Turkish and Russian, "1500.00" in English: a number the spreadsheet of that region reads. */
function amount(kurus: number, locale: Locale): string {
  const text = (kurus / 100).toFixed(2);
  return locale === 'en' ? text : text.replace('.', ',');
}

/** "2026-10-05 14:03" in Istanbul time. */
function istanbulTime(iso: string): string {
  return new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

export function ordersCsvRow(order: AdminOrderRow, locale: Locale): CsvValue[] {
  const t = translator(locale);
  return [
    orderNumber(order),
    istanbulTime(order.orderDate),
    t(`adminBookings.status.${order.orderStatus}`),
    t(`adminBookings.paymentStatus.${order.paymentStatus}`),
    t(`adminBookings.method.${order.paymentMethod}`),
    order.reservationName,
    order.reservationSurName,
    order.reservationEmail,
    order.reservationPhone,
    order.tours.join(' | '),
    order.departureDates.join(' | '),
    order.adults,
    order.children,
    order.babies,
    amount(order.totalAmount, locale),
    order.currency,
  ];
}
