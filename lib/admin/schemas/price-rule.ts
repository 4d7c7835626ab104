import { z } from 'zod';
import { optionalTryAmount, recordId } from '../fields';
import { optionalDay, optionalWhole } from './pricing-fields';

const oneOf = (percent: number | null, amount: number | null) => !(percent !== null && amount !== null && amount > 0);
const has = (percent: number | null, amount: number | null) => percent !== null || (amount !== null && amount > 0);

/**
 * A tour's (or one departure's) early-booking, last-minute and deposit rule as /db-price-rules edits
 * it (docs/decisions/0080). Each part is a percentage or an amount, not both; early booking needs
 * an end (days before the departure or a day), last minute its days, a deposit the balance's days.
 */
export const priceRuleSchema = z
  .object({
    tourId: recordId,
    departureId: optionalWhole(1, 2_147_483_647),
    earlyPercent: optionalWhole(1, 90),
    earlyAmount: optionalTryAmount(),
    earlyDaysBefore: optionalWhole(0, 730),
    earlyUntil: optionalDay,
    lastMinutePercent: optionalWhole(1, 90),
    lastMinuteAmount: optionalTryAmount(),
    lastMinuteDays: optionalWhole(0, 60),
    depositPercent: optionalWhole(1, 99),
    depositAmount: optionalTryAmount(),
    // At least a day before the departure: due on its day, the balance would be overdue only once the
    // trip had started (a one-day trip completed first, never flagged), and the guide collects nothing.
    balanceDueDays: optionalWhole(1, 365),
    isActive: z.boolean(),
  })
  .superRefine((rule, context) => {
    for (const [percent, amount, path] of [
      [rule.earlyPercent, rule.earlyAmount, 'earlyPercent'],
      [rule.lastMinutePercent, rule.lastMinuteAmount, 'lastMinutePercent'],
      [rule.depositPercent, rule.depositAmount, 'depositPercent'],
    ] as const) {
      if (!oneOf(percent, amount)) context.addIssue({ code: 'custom', path: [path], message: 'percentOrAmount' });
    }
    if (has(rule.earlyPercent, rule.earlyAmount) && rule.earlyDaysBefore === null && rule.earlyUntil === null) context.addIssue({ code: 'custom', path: ['earlyDaysBefore'], message: 'earlyBookingEnd' });
    if (has(rule.lastMinutePercent, rule.lastMinuteAmount) && rule.lastMinuteDays === null) context.addIssue({ code: 'custom', path: ['lastMinuteDays'], message: 'lastMinuteDays' });
    if (has(rule.depositPercent, rule.depositAmount) && rule.balanceDueDays === null) context.addIssue({ code: 'custom', path: ['balanceDueDays'], message: 'depositDue' });
  });
export type PriceRuleValues = z.output<typeof priceRuleSchema>;
