/**
 * Installment arithmetic (docs/bank-gateway.md#installments). Client-safe and pure: the payment page
 * shows these figures, the server computes them again from its own data before anything reaches the
 * bank — a figure from the browser is never used.
 *
 * The customer bears the installment cost (docs/decisions/0085-customer-pays-installment-cost.md):
 * the bank charges the amount due plus `rateBps` hundredths of a percent of it, rounded to the
 * kuruş; a programme's count at rate 0 is "N installments at the cash price" (the agency carries it).
 */

/** One installment count a card programme offers and what it costs (`rateBps`: 425 = 4.25 %). */
export type InstallmentPlan = { count: number; rateBps: number };

/** One line of the table the customer chooses from; every amount in kuruş. */
export type InstallmentOption = {
  count: number;
  rateBps: number;
  /** What the installments add to the amount due. */
  costKurus: number;
  /** What the bank charges in all: amount due + cost. */
  totalKurus: number;
  /** Each installment after the first. */
  monthlyKurus: number;
  /** The first installment: the monthly amount plus the kuruş the division leaves over. */
  firstKurus: number;
};

/**
 * The most installments any rule may allow (programme counts, caps, tour limits stay within it): the
 * regulator's general cap, 12 (docs/checkout-law.md#installments), which is also the highest count
 * NestPay's `taksit` takes (docs/bank-gateway.md). Staff may lower a cap, never raise it past this.
 */
export const MAX_INSTALLMENTS = 12;
/** No installment of less than 1 lira, whatever a programme's own minimum (0: none) says. */
export const MIN_INSTALLMENT_KURUS = 100;
/** The most hundredths of a percent a plan may cost (50 %): a typo guard, not a rule of the bank. */
export const MAX_RATE_BPS = 5000;

/** The cost of an amount at a rate, rounded half up to the kuruş (integers only: no float drift). */
export function installmentCost(amountKurus: number, rateBps: number): number {
  return Math.floor((amountKurus * rateBps + 5000) / 10000);
}

/** The figures of paying `amountKurus` (the amount to charge now) in `plan.count` installments. */
export function installmentOption(amountKurus: number, plan: InstallmentPlan): InstallmentOption {
  const costKurus = plan.count > 1 ? installmentCost(amountKurus, plan.rateBps) : 0;
  const totalKurus = amountKurus + costKurus;
  const monthlyKurus = Math.floor(totalKurus / plan.count);
  return { count: plan.count, rateBps: plan.count > 1 ? plan.rateBps : 0, costKurus, totalKurus, monthlyKurus, firstKurus: totalKurus - monthlyKurus * (plan.count - 1) };
}

/**
 * The options a programme offers for an amount: its counts up to `maxCount`, leaving out those
 * whose monthly installment would fall below the programme's minimum. Sorted by count.
 */
export function installmentOptions(amountKurus: number, plans: readonly InstallmentPlan[], maxCount: number, minInstallmentKurus = 0): InstallmentOption[] {
  return plans
    .filter((plan) => plan.count >= 2 && plan.count <= maxCount)
    .map((plan) => installmentOption(amountKurus, plan))
    .filter((option) => option.monthlyKurus >= Math.max(minInstallmentKurus, MIN_INSTALLMENT_KURUS))
    .sort((a, b) => a.count - b.count);
}

const PLAN_LINE = /^(\d{1,2})\s*[:=x×]\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*%?$/i;

/** "3: 4.25" (3 installments at 4.25 %) as a plan, or null when the line is not one. */
export function parsePlanLine(line: string): InstallmentPlan | null {
  const match = PLAN_LINE.exec(line.trim());
  if (!match) return null;
  const count = Number(match[1]);
  const rateBps = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (count < 2 || count > MAX_INSTALLMENTS || rateBps > MAX_RATE_BPS) return null;
  return { count, rateBps };
}

/** A plan as the dashboard shows it: "3: 4.25". */
export function formatPlanLine(plan: InstallmentPlan): string {
  return `${plan.count}: ${(plan.rateBps / 100).toFixed(2)}`;
}

/** Why an order may not have more installments than `max`: the binding rule, for the customer's sentence. */
export type LimitReason = 'abroad' | 'legal' | 'tour';
export type OrderLimit = { max: number; reason: LimitReason | null };

/** A card programme and the options it offers for one amount. */
export type ProgrammeOptions = { id: number; name: string; banks: string; options: InstallmentOption[] };

/** What the payment page shows before the customer pays (`GET /api/Payment/installments`). */
export type InstallmentTable = {
  /** The amount to charge now, before any installment cost (kuruş). */
  amount: number;
  /** The most installments this order may have, and the rule that sets it. */
  limit: OrderLimit;
  /** Every active programme with the options it offers here (none when the limit is 1). */
  programmes: ProgrammeOptions[];
  /** The programme of the card whose first digits were given, null when none matches. */
  cardProgrammeId: number | null;
};
