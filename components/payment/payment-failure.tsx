'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import { postJson } from '@/lib/api/client';
import { isOrderId, reasonKey } from './payment-paths';
import { Toasts } from './toasts';

const buttonClass = 'inline-flex h-12 items-center justify-center rounded-full px-6 font-semibold';
const secondaryClass = `${buttonClass} border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`;

/**
 * The payment failure page (/payment/fail?orderId=…&reason=…): the bank's answer as one of our own
 * sentences, reported once to the server for staff, tips, and the ways on (try again, cart, home).
 */
export function PaymentFailure() {
  const t = useTranslations('payment.failure');
  const tBank = useTranslations('bankCodes');
  const params = useSearchParams();
  const orderId = params.get('orderId');
  const sentence = tBank(reasonKey(params.get('reason')));
  const reported = useRef(false);

  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    // Spec call 14; its answer is not needed, and a failed report must not trouble the customer.
    postJson('Payment/fail', { orderId: orderId ?? undefined, errorMessage: sentence }).catch(() => undefined);
  }, [orderId, sentence]);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-red-100 text-3xl text-red-700 dark:bg-red-950 dark:text-red-300">
          ✕
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p role="alert" className="mt-2 text-lg text-red-800 dark:text-red-200">
            {sentence}
          </p>
        </div>
      </div>
      <section aria-labelledby="payment-tips" className="rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
        <h2 id="payment-tips" className="font-bold">
          {t('tipsTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          <li>{t('tipCard')}</li>
          <li>{t('tipFunds')}</li>
          <li>{t('tip3d')}</li>
          <li>{t('tipBank')}</li>
        </ul>
      </section>
      <div className="flex flex-wrap gap-3">
        {isOrderId(orderId) ? (
          <Link href={`/payment/${orderId}`} className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}>
            {t('tryAgain')}
          </Link>
        ) : (
          <button type="button" onClick={() => window.history.back()} className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}>
            {t('tryAgain')}
          </button>
        )}
        <Link href="/cart" className={secondaryClass}>
          {t('backToCart')}
        </Link>
        <Link href="/" className={secondaryClass}>
          {t('home')}
        </Link>
      </div>
      <Toasts />
    </div>
  );
}
