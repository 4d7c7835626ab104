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
    // The order's total (what was paid and what is left are in the breakdown below it); paid in
    // installments: what the bank charged, cost included, and in how many.
    amount: result.installments > 1 ? `${formatTry(result.chargedAmount, locale)} (${t('installments.count', { count: result.installments })})` : formatTry(result.totalAmount, locale),
    date,
    method: t(`method.${result.paymentMethod}`),
    status: t(`orderStatus.${result.orderStatus as 'Pending'}`),
    transactionId: result.transactionId ?? '—',
    authCode: result.authCode ?? '—',
  };
  return (
    <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {facts.map((fact) => (
        <div key={fact} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-5 py-3">
          <dt className="text-slate-600 dark:text-slate-400">{t(`facts.${fact}`)}</dt>
          <dd className="font-semibold tabular-nums">{values[fact]}</dd>
        </div>
      ))}
    </dl>
  );
}
