/**
 * Pure pricing (docs/decisions/0080): base or departure price × travellers by category, early
 * booking or last minute, a promo code (stackable with early booking or not), and the deposit
 * split. No database here: lib/pricing/quote.ts loads the rules and the code and calls these,
 * so the booking page, the cart, checkout and the tests all price the same way.
 *
 * Rounding: a discount is rounded down (it never exceeds its rule), a deposit to the nearest kuruş
 * (at least 1 when something is due); a total never goes below zero.
 */
import type { Adjustment, OrderPricing, PricedLine, TravellerCategory } from './breakdown';

export type PriceRule = {
  earlyPercent: number | null;
  earlyAmount: number | null;
  earlyDaysBefore: number | null;
  earlyUntil: string | null;
  lastMinutePercent: number | null;
  lastMinuteAmount: number | null;
  lastMinuteDays: number | null;
  depositPercent: number | null;
  depositAmount: number | null;
  balanceDueDays: number | null;
};

export type PromoRule = {
  code: string;
  percent: number | null;
  amount: number | null;
  bookingFrom: string | null;
  bookingUntil: string | null;
  travelFrom: string | null;
  travelUntil: string | null;
  tourIds: number[];
  regionIds: number[];
  tourTypeIds: number[];
  minTravellers: number;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  stackable: boolean;
  isActive: boolean;
};

export type LineInput = {
  tourId: number;
  regionId: number;
  tourTypeId: number;
  departureId: number;
  tourName: string;
  startsOn: string;
  prices: { adult: number; child: number; baby: number };
  people: { adultQuantity: number; childQuantity: number; babyQuantity: number };
  rule: PriceRule | null;
};

/** The day (YYYY-MM-DD) in Istanbul at `now`. */
export function istanbulDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The last day the early-booking discount applies to a departure, or null without one. */
export function earlyBookingLastDay(rule: PriceRule | null, startsOn: string): string | null {
  if (!rule || (!rule.earlyPercent && !rule.earlyAmount)) return null;
  const candidates = [rule.earlyUntil, rule.earlyDaysBefore !== null ? addDays(startsOn, -rule.earlyDaysBefore) : null].filter((day): day is string => day !== null);
  if (candidates.length === 0) return null;
  // Never on or after the departure day itself.
  return [...candidates, addDays(startsOn, -1)].sort()[0];
}

/** The travellers a code's minimum counts: adults and children, who take seats, whatever they pay. */
const seated = (line: Pick<LineInput, 'people'>) => line.people.adultQuantity + line.people.childQuantity;

/**
 * A rule's discount on a line of `base`: a percentage of it, or an amount per paying traveller, each
 * traveller's share at most their own price (an adult's discount never comes out of a child's seat).
 */
function ruleDiscount(base: number, travellers: { quantity: number; unitPrice: number }[], percent: number | null, perTraveller: number | null): { amount: number; percent?: number; perTraveller?: number } | null {
  if (percent && percent > 0) return { amount: Math.min(base, Math.floor((base * Math.min(percent, 100)) / 100)), percent };
  if (perTraveller && perTraveller > 0) return { amount: Math.min(base, travellers.reduce((sum, { quantity, unitPrice }) => sum + quantity * Math.min(perTraveller, unitPrice), 0)), perTraveller };
  return null;
}

/** Early booking or last minute for this line today; the larger one if a rule somehow offers both. */
function seasonalAdjustment(rule: PriceRule | null, startsOn: string, today: string, base: number, travellers: { quantity: number; unitPrice: number }[]): Adjustment | null {
  if (!rule || base <= 0) return null;
  const options: Adjustment[] = [];
  const lastDay = earlyBookingLastDay(rule, startsOn);
  if (lastDay && today <= lastDay) {
    const early = ruleDiscount(base, travellers, rule.earlyPercent, rule.earlyAmount);
    if (early && early.amount > 0) options.push({ kind: 'earlyBooking', ...early, until: lastDay });
  }
  if (rule.lastMinuteDays !== null && daysBetween(today, startsOn) <= rule.lastMinuteDays && daysBetween(today, startsOn) >= 0) {
    const late = ruleDiscount(base, travellers, rule.lastMinutePercent, rule.lastMinuteAmount);
    if (late && late.amount > 0) options.push({ kind: 'lastMinute', ...late });
  }
  return options.sort((a, b) => b.amount - a.amount)[0] ?? null;
}

/** One booking line priced today: travellers × prices, then early booking or last minute. */
export function priceLine(input: LineInput, today: string): PricedLine {
  const categories: [TravellerCategory, number, number][] = [
    ['adult', input.people.adultQuantity, input.prices.adult],
    ['child', input.people.childQuantity, input.prices.child],
    ['baby', input.people.babyQuantity, input.prices.baby],
  ];
  const travellers = categories.filter(([, quantity]) => quantity > 0).map(([category, quantity, unitPrice]) => ({ category, quantity, unitPrice, amount: quantity * unitPrice }));
  const subtotal = travellers.reduce((sum, traveller) => sum + traveller.amount, 0);
  // An amount per traveller is for adults and children, each at most their own price (a free child
  // takes nothing off: docs/decisions/0177); babies travel at their own price.
  const seasonal = seasonalAdjustment(input.rule, input.startsOn, today, subtotal, travellers.filter(({ category }) => category !== 'baby'));
  const adjustments = seasonal ? [seasonal] : [];
  const total = Math.max(0, subtotal - (seasonal?.amount ?? 0));
  return { tourId: input.tourId, departureId: input.departureId, tourName: input.tourName, startsOn: input.startsOn, travellers, subtotal, adjustments, total, deposit: total };
}

export type PromoProblem =
  | 'promoInactive'
  | 'promoNotYet'
  | 'promoExpired'
  | 'promoUsedUp'
  | 'promoUsedByYou'
  | 'promoNotForTours'
  | 'promoTravelDates'
  | 'promoMinTravellers'
  | 'promoNotWithEarlyBooking';

type PromoUses = { total: number; byCustomer: number };

/** Whether a line may take the code: in its scope and its travel window. */
function inScope(promo: PromoRule, line: LineInput): boolean {
  return (
    (promo.tourIds.length === 0 || promo.tourIds.includes(line.tourId)) &&
    (promo.regionIds.length === 0 || promo.regionIds.includes(line.regionId)) &&
    (promo.tourTypeIds.length === 0 || promo.tourTypeIds.includes(line.tourTypeId))
  );
}
const inTravelWindow = (promo: PromoRule, startsOn: string) => (!promo.travelFrom || startsOn >= promo.travelFrom) && (!promo.travelUntil || startsOn <= promo.travelUntil);

/**
 * Why the code cannot be used on these lines today, or the indexes of the lines it applies to.
 * `uses` counts paid orders with the code and open unpaid orders holding it.
 */
export function promoEligibility(promo: PromoRule, inputs: LineInput[], priced: PricedLine[], today: string, uses: PromoUses): { problem: PromoProblem } | { lines: number[] } {
  if (!promo.isActive) return { problem: 'promoInactive' };
  if (promo.bookingFrom && today < promo.bookingFrom) return { problem: 'promoNotYet' };
  if (promo.bookingUntil && today > promo.bookingUntil) return { problem: 'promoExpired' };
  if (promo.maxUses !== null && uses.total >= promo.maxUses) return { problem: 'promoUsedUp' };
  if (promo.maxUsesPerCustomer !== null && uses.byCustomer >= promo.maxUsesPerCustomer) return { problem: 'promoUsedByYou' };
  const scoped = inputs.map((line, index) => (inScope(promo, line) ? index : -1)).filter((index) => index >= 0);
  if (scoped.length === 0) return { problem: 'promoNotForTours' };
  const dated = scoped.filter((index) => inTravelWindow(promo, inputs[index].startsOn));
  if (dated.length === 0) return { problem: 'promoTravelDates' };
  if (dated.reduce((sum, index) => sum + seated(inputs[index]), 0) < promo.minTravellers) return { problem: 'promoMinTravellers' };
  const combinable = promo.stackable ? dated : dated.filter((index) => !priced[index].adjustments.some((adjustment) => adjustment.kind === 'earlyBooking'));
  if (combinable.length === 0) return { problem: 'promoNotWithEarlyBooking' };
  // The group the code discounts is the one its travellers count: lines left out for early booking
  // do not make up the number for the others.
  if (combinable.reduce((sum, index) => sum + seated(inputs[index]), 0) < promo.minTravellers) return { problem: 'promoNotWithEarlyBooking' };
  return { lines: combinable };
}

/**
 * The code's discount on the eligible lines: a percentage of each line's price after early
 * booking, or an amount off the booking spread over the lines in order (never more than they cost).
 */
export function applyPromo(lines: PricedLine[], eligible: number[], promo: Pick<PromoRule, 'code' | 'percent' | 'amount'>): PricedLine[] {
  let amountLeft = promo.amount ?? 0;
  return lines.map((line, index) => {
    if (!eligible.includes(index) || line.total <= 0) return line;
    let off = 0;
    if (promo.percent && promo.percent > 0) off = Math.floor((line.total * Math.min(promo.percent, 100)) / 100);
    else if (amountLeft > 0) {
      off = Math.min(amountLeft, line.total);
      amountLeft -= off;
    }
    if (off <= 0) return line;
    const adjustment: Adjustment = { kind: 'promo', amount: off, code: promo.code, ...(promo.percent ? { percent: promo.percent } : {}) };
    const total = Math.max(0, line.total - off);
    return { ...line, adjustments: [...line.adjustments, adjustment], total, deposit: total };
  });
}

/**
 * The last day (Istanbul) the first payment of an order placed at `now` may arrive: the end of the
 * bank-transfer deadline (EFT_DEADLINE_HOURS), the longest a first payment may take.
 */
export function firstPaymentDay(now: Date, transferDeadlineHours: number): string {
  return istanbulDay(new Date(now.getTime() + transferDeadlineHours * 3_600_000));
}

/**
 * The deposit: a line whose tour takes one pays it at booking, the rest by its due day (N days
 * before the departure). When the first payment may still arrive on or after that day
 * (`firstPaymentBy`, see firstPaymentDay: a transfer made on its last allowed day), the whole line
 * is due now: a deposit paid after the balance's due day would leave the booking overdue at once.
 */
export function splitDeposit(lines: PricedLine[], rules: (PriceRule | null)[], firstPaymentBy: string): { lines: PricedLine[]; balanceDueOn: string | null } {
  let balanceDueOn: string | null = null;
  const split = lines.map((line, index) => {
    const rule = rules[index];
    if (!rule || rule.balanceDueDays === null || (!rule.depositPercent && !rule.depositAmount) || line.total <= 0) return { ...line, deposit: line.total };
    const dueOn = addDays(line.startsOn, -rule.balanceDueDays);
    if (firstPaymentBy >= dueOn) return { ...line, deposit: line.total };
    const wanted = rule.depositPercent ? Math.round((line.total * rule.depositPercent) / 100) : (rule.depositAmount ?? line.total);
    const deposit = Math.min(line.total, Math.max(1, wanted));
    if (deposit < line.total && (balanceDueOn === null || dueOn < balanceDueOn)) balanceDueOn = dueOn;
    return { ...line, deposit };
  });
  return { lines: split, balanceDueOn };
}

/** The order's breakdown from its priced lines. */
export function orderPricing(lines: PricedLine[], balanceDueOn: string | null, promo: OrderPricing['promo']): OrderPricing {
  const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const deposit = lines.reduce((sum, line) => sum + line.deposit, 0);
  const balance = total - deposit;
  const applied = lines.some((line) => line.adjustments.some((adjustment) => adjustment.kind === 'promo'));
  return { version: 1, lines, subtotal, discount: subtotal - total, total, deposit, balance, balanceDueOn: balance > 0 ? balanceDueOn : null, promo: applied ? promo : null };
}

export type PriceResult = { pricing: OrderPricing; promoProblem: PromoProblem | null };

/**
 * Everything at once: the lines priced today, the code applied when it may be, the deposit split
 * (`firstPaymentBy`: the last day the first payment may arrive, firstPaymentDay(); `today` when
 * left out). A code that cannot be used comes back as `promoProblem` (the caller refuses or shows it).
 */
export function priceBooking(inputs: LineInput[], today: string, promo: { rule: PromoRule; uses: PromoUses } | null, firstPaymentBy = today): PriceResult {
  let lines = inputs.map((input) => priceLine(input, today));
  let promoProblem: PromoProblem | null = null;
  if (promo) {
    const eligibility = promoEligibility(promo.rule, inputs, lines, today, promo.uses);
    if ('problem' in eligibility) promoProblem = eligibility.problem;
    else lines = applyPromo(lines, eligibility.lines, promo.rule);
  }
  const split = splitDeposit(
    lines,
    inputs.map((input) => input.rule),
    firstPaymentBy > today ? firstPaymentBy : today,
  );
  const promoSummary = promo && !promoProblem ? { code: promo.rule.code, ...(promo.rule.percent ? { percent: promo.rule.percent } : { amount: promo.rule.amount ?? 0 }) } : null;
  return { pricing: orderPricing(split.lines, split.balanceDueOn, promoSummary), promoProblem };
}
