import { z } from 'zod';
import { MAX_INSTALLMENTS, parsePlanLine, type InstallmentPlan } from '@/lib/payments/installments/plans';
import { orderNo, tryAmount } from '../fields';

/**
 * A card programme (/db-add-InstallmentProgrammes): its name, its banks, and one line per installment
 * count with its cost, "3: 4.25" (3 installments cost 4.25 % of the amount). Client-safe.
 */
const planLines = z
  .array(z.string().max(40))
  .max(MAX_INSTALLMENTS)
  .transform((lines, context) => {
    const plans: InstallmentPlan[] = [];
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      const plan = parsePlanLine(line);
      if (!plan) context.addIssue({ code: 'custom', path: [index], message: 'installmentPlan', params: { max: MAX_INSTALLMENTS } });
      else if (plans.some((other) => other.count === plan.count)) context.addIssue({ code: 'custom', path: [index], message: 'installmentPlanTwice', params: { count: plan.count } });
      else plans.push(plan);
    });
    return plans.sort((a, b) => a.count - b.count);
  });

export const installmentProgrammeSchema = z.object({
  name: z.string().trim().min(1).max(60),
  banks: z.string().trim().max(200),
  plans: planLines,
  /** Lira as typed; kuruş in the record. */
  minInstallmentKurus: tryAmount(100_000),
  isActive: z.boolean(),
  orderNo,
});
