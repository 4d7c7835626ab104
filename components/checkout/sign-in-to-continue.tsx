'use client';

import { useTranslations } from 'next-intl';
import type { CheckoutAnswer } from '@/app/api/Checkout/checkout-answer';
import { Link } from '@/i18n/navigation';

/** Where the order is paid or read once the customer has signed in. */
export function orderPagePath(answer: Pick<CheckoutAnswer, 'orderId' | 'paymentMethod'>): string {
  return answer.paymentMethod === 'card' ? `/payment/${answer.orderId}` : `/pages/booking-pages/eft-result?orderId=${answer.orderId}`;
}

/**
 * A guest used the e-mail of an existing account: the order went to that account, and this
 * browser continues there after signing in (a code by e-mail proves the address is theirs).
 */
export function SignInToContinue({ answer }: { answer: CheckoutAnswer }) {
  const t = useTranslations('checkout');
  const login = `/login?${new URLSearchParams({ returnUrl: orderPagePath(answer) })}`;
  return (
    <section role="status" aria-labelledby="checkout-sign-in" className="mx-auto flex max-w-2xl flex-col items-start gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-8 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="checkout-sign-in" className="text-2xl font-bold">
        {t('signInTitle', { orderNo: answer.orderNo })}
      </h2>
      <p>{t('signInText')}</p>
      <Link href={login} className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        {t('signInButton')}
      </Link>
    </section>
  );
}
