'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatTry } from '@/lib/money';
import type { PaymentResult } from '@/lib/payments/result';

type Fact = 'orderNo' | 'amount' | 'date' | 'method' | 'status' | 'transactionId' | 'authCode';

/** An order's payment facts as a definition list; `facts` picks which, in order. */
export function OrderFacts({ result, facts }: { result: PaymentResult; facts: readonly Fact[] }) {
  const t = useTranslations('payment');
  const format = useFormatter();
  const locale = useLocale();
  const date = result.transactionDate ? format.dateTime(new Date(result.transactionDate), { dateStyle: 'long', timeStyle: 'short' }) : '—';
  const values: Record<Fact, string> = {
    orderNo: result.orderNo,
    // The order's total: what was paid and what is left are in the breakdown below it.
    amount: formatTry(result.totalAmount, locale),
    date,
    method: t(`method.${result.paymentMethod}`),
    status: t(`orderStatus.${result.orderStatus as 'Pending'}`),
    transactionId: result.transactionId ?? '—',
    authCode: result.authCode ?? '—',
  };
  // Paid in installments: one more row after the total, what the bank charged (cost included) and in how many.
  const rows = facts.flatMap((fact) =>
    fact === 'amount' && result.installments > 1
      ? [
          { key: fact, label: t(`facts.${fact}`), value: values[fact] },
          { key: 'charged', label: t('facts.charged'), value: `${formatTry(result.chargedAmount, locale)} (${t('installments.count', { count: result.installments })})` },
        ]
      : [{ key: fact, label: t(`facts.${fact}`), value: values[fact] }],
  );
  return (
    <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {rows.map((row) => (
        <div key={row.key} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-5 py-3">
          <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
          <dd className="font-semibold tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
