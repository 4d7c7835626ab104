/**
 * Client-safe: the one price breakdown (docs/decisions/0080). The server prices a booking once
 * (lib/pricing/price.ts) and stores this in the order (`orders.pricing`); the cart, checkout, the
 * card page, the result pages, my bookings, the e-mails, the legal documents and the dashboard
 * all show it through `breakdownRows()` (and components/pricing/price-breakdown.tsx on pages).
 * Amounts are kuruş; a discount's `amount` is what it takes off (positive).
 */

export type TravellerCategory = 'adult' | 'child' | 'baby';
export type AdjustmentKind = 'earlyBooking' | 'lastMinute' | 'promo';

export type Adjustment = {
  kind: AdjustmentKind;
  amount: number;
  /** The rule: a percentage, or an amount per paying traveller (early booking, last minute) or per booking (promo). */
  percent?: number;
  perTraveller?: number;
  code?: string;
  /** Early booking: the last day it applies (YYYY-MM-DD, Istanbul). */
  until?: string;
};

export type PricedLine = {
  tourId: number;
  departureId: number;
  tourName: string;
  startsOn: string;
  travellers: { category: TravellerCategory; quantity: number; unitPrice: number; amount: number }[];
  subtotal: number;
  adjustments: Adjustment[];
  total: number;
  /** Due at booking for this line: its deposit, or its total. */
  deposit: number;
};

export type OrderPricing = {
  version: 1;
  lines: PricedLine[];
  subtotal: number;
  discount: number;
  total: number;
  /** Due at booking. Equal to `total` when nothing is left for later. */
  deposit: number;
  balance: number;
  /** YYYY-MM-DD (Istanbul) when a balance is left, else null. */
  balanceDueOn: string | null;
  promo: { code: string; percent?: number; amount?: number } | null;
};

/** One payment the order received (orders' order_payments rows). */
export type PaymentRow = {
  kind: 'deposit' | 'balance' | 'full';
  method: 'card' | 'eft';
  amount: number;
  installments: number;
  installmentCostKurus: number;
  paidAt: string;
};

/**
 * The rows every screen shows, in order. `label` is a key of the `pricing.rows` messages with its
 * values; `amount` is kuruş (negative for a discount). `travellers` rows belong to a line
 * (`line` = its index); the rest to the order.
 */
export type BreakdownRow =
  | { kind: 'line'; line: number; tourName: string; startsOn: string }
  | { kind: 'travellers'; line: number; category: TravellerCategory; quantity: number; unitPrice: number; amount: number }
  | { kind: AdjustmentKind; line: number; amount: number; percent?: number; perTraveller?: number; code?: string; until?: string }
  | { kind: 'total'; amount: number }
  | { kind: 'installmentCost'; amount: number; installments: number }
  | { kind: 'paid'; amount: number; paymentKind: PaymentRow['kind']; method: PaymentRow['method']; paidAt: string; installments: number }
  | { kind: 'dueNow'; amount: number }
  | { kind: 'balanceDue'; amount: number; dueOn: string | null };

/**
 * The breakdown as rows: each line's travellers and discounts, the total, then — for an order —
 * every payment received, an installment-cost row for a payment that carried one, and what is
 * left (paid + left = total, to the kuruş). Before any payment, a deposit booking shows what is
 * due now and what later.
 */
export function breakdownRows(pricing: OrderPricing, payments: readonly PaymentRow[] = [], options: { settled?: boolean } = {}): BreakdownRow[] {
  const rows: BreakdownRow[] = [];
  pricing.lines.forEach((line, index) => {
    rows.push({ kind: 'line', line: index, tourName: line.tourName, startsOn: line.startsOn });
    for (const traveller of line.travellers) rows.push({ kind: 'travellers', line: index, ...traveller });
    for (const adjustment of line.adjustments) rows.push({ ...adjustment, line: index, amount: -adjustment.amount });
  });
  rows.push({ kind: 'total', amount: pricing.total });
  const installmentCost = payments.reduce((sum, payment) => sum + payment.installmentCostKurus, 0);
  if (installmentCost > 0) {
    rows.push({ kind: 'installmentCost', amount: installmentCost, installments: Math.max(...payments.map((payment) => payment.installments)) });
  }
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  for (const payment of payments) rows.push({ kind: 'paid', amount: payment.amount, paymentKind: payment.kind, method: payment.method, paidAt: payment.paidAt, installments: payment.installments });
  const left = Math.max(0, pricing.total - paid);
  if (options.settled) return rows;
  if (payments.length === 0 && pricing.balance > 0) {
    rows.push({ kind: 'dueNow', amount: pricing.deposit });
    rows.push({ kind: 'balanceDue', amount: pricing.balance, dueOn: pricing.balanceDueOn });
  } else if (payments.length > 0 && left > 0) {
    rows.push({ kind: 'balanceDue', amount: left, dueOn: pricing.balanceDueOn });
  }
  return rows;
}

/** The breakdown with its lines' tour names in the reader's language (the order's lines, in the same order). */
export function withTourNames(pricing: OrderPricing, names: readonly (string | undefined)[]): OrderPricing {
  return { ...pricing, lines: pricing.lines.map((line, index) => ({ ...line, tourName: names[index] || line.tourName })) };
}

/** Paid so far and what is left: paid + due = total. */
export function paymentTotals(total: number, payments: readonly Pick<PaymentRow, 'amount'>[]): { paid: number; due: number } {
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return { paid, due: Math.max(0, total - paid) };
}
