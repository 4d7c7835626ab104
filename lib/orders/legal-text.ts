import type { OrderPricing } from '@/lib/pricing/breakdown';

/**
 * The values that fill the `legal.*.body` templates (pre-information form and distance sales
 * contract) with one order. Pure, so the checkout page (while the customer types) and the
 * order e-mail (the durable copy, docs/checkout-law.md#pre-information-form-and-distance-contract) word the documents the same way.
 */
export type LegalParties = {
  company: string;
  mersis: string;
  tursab: string;
  address: string;
  phone: string;
  email: string;
  /** The site the contract was made on (its address). */
  site: string;
};

type LegalCustomer = { name: string; surname: string; email: string; phone: string };

type LegalLine = {
  tourName: string;
  /** YYYY-MM-DD. */
  startsOn: string;
  /** HH:MM, or null. */
  startTime: string | null;
  adultQuantity: number;
  childQuantity: number;
  babyQuantity: number;
  /** Kuruş. */
  lineTotal: number;
};

/** Keys of the `checkout.document` messages. */
type DocumentKey = 'line' | 'adults' | 'children' | 'babies' | 'notGiven' | 'discount' | 'earlyBooking' | 'lastMinute' | 'promo' | 'planFull' | 'planDeposit';
export type DocumentWords = (key: DocumentKey, values?: Record<string, string | number>) => string;

type LegalOrder = {
  parties: LegalParties;
  customer: LegalCustomer;
  lines: LegalLine[];
  /** Kuruş. */
  total: number;
  paymentMethod: string;
  deadlineHours: number;
  /** The server's breakdown (lib/pricing/breakdown.ts): discounts per line and the deposit plan. */
  pricing?: OrderPricing | null;
};

type LegalFormat = { money: (kurus: number) => string; date: (startsOn: string, startTime: string | null) => string; words: DocumentWords; day?: (isoDay: string) => string };

/** "2 adults, 1 child": only the kinds of traveller that come. */
export function travellers(line: Pick<LegalLine, 'adultQuantity' | 'childQuantity' | 'babyQuantity'>, words: DocumentWords): string {
  const parts = [
    line.adultQuantity > 0 && words('adults', { count: line.adultQuantity }),
    line.childQuantity > 0 && words('children', { count: line.childQuantity }),
    line.babyQuantity > 0 && words('babies', { count: line.babyQuantity }),
  ];
  return parts.filter(Boolean).join(', ');
}

export function legalValues(order: LegalOrder, format: LegalFormat): Record<string, string | number> {
  const given = (value: string) => value.trim() || format.words('notGiven');
  const lines = order.lines
    .flatMap((line, index) => {
      const priced = order.pricing?.lines[index];
      const discounts = (priced?.adjustments ?? []).map((adjustment) =>
        format.words('discount', { label: format.words(adjustment.kind), amount: format.money(adjustment.amount) }),
      );
      return [
        format.words('line', {
          tour: line.tourName,
          date: format.date(line.startsOn, line.startTime),
          people: travellers(line, format.words),
          total: format.money(priced ? priced.subtotal : line.lineTotal),
        }),
        ...discounts,
      ];
    })
    .join('\n');
  const pricing = order.pricing;
  const day = format.day ?? ((isoDay: string) => isoDay);
  const paymentPlan =
    pricing && pricing.balance > 0
      ? format.words('planDeposit', { deposit: format.money(pricing.deposit), balance: format.money(pricing.balance), date: pricing.balanceDueOn ? day(pricing.balanceDueOn) : '—' })
      : format.words('planFull');
  return {
    company: order.parties.company,
    mersis: given(order.parties.mersis),
    tursab: given(order.parties.tursab),
    address: order.parties.address,
    phone: order.parties.phone,
    email: order.parties.email,
    site: order.parties.site,
    customer: given(`${order.customer.name} ${order.customer.surname}`),
    customerEmail: given(order.customer.email),
    customerPhone: given(order.customer.phone),
    lines,
    total: format.money(order.total),
    paymentPlan,
    paymentMethod: order.paymentMethod,
    deadline: order.deadlineHours,
  };
}
