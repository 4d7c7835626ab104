/**
 * Client-safe: the words of one breakdown row (lib/pricing/breakdown.ts), for the page component
 * and the e-mails and documents alike, from the `pricing.rows` messages.
 */
import type { BreakdownRow } from './breakdown';

export type RowWords = (key: string, values?: Record<string, string | number>) => string;
export type RowFormat = { money: (kurus: number) => string; day: (isoDay: string) => string };

export function rowLabel(row: BreakdownRow, words: RowWords, format: RowFormat): string {
  switch (row.kind) {
    case 'line':
      return `${row.tourName} · ${format.day(row.startsOn)}`;
    case 'travellers':
      // The category chooses the word and the count its plural form (1 взрослый, 2 ребёнка, 5 детей).
      return words('travellers', { quantity: row.quantity, category: row.category, price: format.money(row.unitPrice) });
    case 'earlyBooking':
    case 'lastMinute':
      return row.percent ? words(`${row.kind}Percent`, { percent: row.percent }) : words(`${row.kind}PerTraveller`, { amount: format.money(row.perTraveller ?? 0) });
    case 'promo':
      return row.percent ? words('promoPercent', { code: row.code ?? '', percent: row.percent }) : words('promoAmount', { code: row.code ?? '' });
    case 'total':
      return words('total');
    case 'installmentCost':
      return words('installmentCost', { count: row.installments });
    case 'paid':
      return words(`paid.${row.paymentKind}`, { date: format.day(row.paidAt.slice(0, 10)), method: words(`method.${row.method}`) });
    case 'dueNow':
      return words('dueNow');
    case 'balanceDue':
      return row.dueOn ? words('balanceDueOn', { date: format.day(row.dueOn) }) : words('balanceDue');
  }
}

/** The breakdown as plain text lines ("label: amount"), for e-mails and the legal documents. */
export function breakdownTextLines(rows: BreakdownRow[], words: RowWords, format: RowFormat): string[] {
  return rows.map((row) => {
    const label = rowLabel(row, words, format);
    if (row.kind === 'line') return label;
    const indent = row.kind === 'travellers' || row.kind === 'earlyBooking' || row.kind === 'lastMinute' || row.kind === 'promo' ? '  ' : '';
    return `${indent}${label}: ${format.money(row.amount)}`;
  });
}
