'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { Loading } from '@/components/ui/loading';
import { Link, useRouter } from '@/i18n/navigation';
import { describeApiError } from '@/lib/api/errors';
import { OrderFacts } from './order-facts';
import { resultPagePath } from './payment-paths';
import { clearPaymentSession } from './payment-session';
import { usePaymentResult } from './use-payment-result';

const buttonClass = 'inline-flex h-12 items-center justify-center rounded-full px-6 font-semibold';

/**
 * The payment result page (/payment/success?orderId=…, where the bank sends the customer back):
 * a spinner while the order is read; a paid order clears the stored payment data and goes on,
 * replacing this page in the history, to the booking result page; an order that is not (yet)
 * paid shows its facts (the spec's fallback view); a failure an alert and the way back to the cart.
 */
export function PaymentResultView() {
  const t = useTranslations('payment');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const orderId = useSearchParams().get('orderId');
  const { valid, query } = usePaymentResult(orderId);
  const result = query.data;
  // The deposit paid confirms the booking too (docs/decisions/0081); money given back (`Refunded`) has
  // its result page as well, which says so.
  const hasResultPage = result?.paymentStatus === 'Completed' || result?.paymentStatus === 'Partial' || result?.paymentStatus === 'Refunded';
  const settled = !valid || query.isError || result !== undefined;

  useEffect(() => {
    if (settled) clearPaymentSession();
    if (result && hasResultPage) router.replace(resultPagePath(result));
  }, [settled, result, hasResultPage, router]);

  if (!valid || query.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert" className="w-full rounded-xl bg-red-50 p-4 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
          {valid ? describeApiError(query.error, tErrors) : t('resultMissing')}
        </p>
        <Link href="/cart" className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}>
          {t('backToCart')}
        </Link>
      </div>
    );
  }
  if (!result || hasResultPage) {
    return (
      <>
        <p className="text-lg">{t('processing')}</p>
        <Loading variant="spinner" />
      </>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg">{t('notPaidYet')}</p>
      <OrderFacts result={result} facts={['orderNo', 'amount', 'date', 'method', 'status', 'transactionId', 'authCode']} />
      <div className="flex flex-wrap gap-3">
        <Link href="/" className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}>
          {t('home')}
        </Link>
        <Link href="/account/orders" className={`${buttonClass} border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`}>
          {t('myOrders')}
        </Link>
      </div>
    </div>
  );
}
