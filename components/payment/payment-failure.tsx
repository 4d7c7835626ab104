'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import { postJson } from '@/lib/api/client';
import { readFailure } from '@/lib/payments/failure';
import { failureSentences, isOrderId } from './payment-paths';
import { useStoredPaymentProblem } from './payment-session';
import { Toasts } from './toasts';

const buttonClass = 'inline-flex h-12 items-center justify-center rounded-full px-6 font-semibold';
const secondaryClass = `${buttonClass} border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`;

/**
 * The payment failure page (/payment/fail?orderId=…&code=…&reason=… or …&api=…): the bank result
 * code's sentence and the finer reason, or what went wrong with the payment API, reported once to the
 * server for staff; tips, and the ways on (try again, cart, home).
 */
export function PaymentFailure() {
  const t = useTranslations('payment.failure');
  const tBank = useTranslations('bankCodes');
  const tApi = useTranslations('payment.api');
  const params = useSearchParams();
  const orderId = params.get('orderId');
  const failure = readFailure(params);
  // The server's sentences of a failed start, kept by this tab.
  const details = useStoredPaymentProblem(orderId);
  const [sentence, ...more] = failureSentences(failure, { bank: tBank, api: tApi }, details);
  const errorMessage = [sentence, ...more].join(' ');
  const reported = useRef(false);

  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    // Spec call 14; its answer is not needed, and a failed report must not trouble the customer.
    postJson('Payment/fail', { orderId: orderId ?? undefined, errorMessage }).catch(() => undefined);
  }, [orderId, errorMessage]);

  return (
    <div className="flex flex-col gap-8">
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-red-100 text-3xl text-red-700 dark:bg-red-950 dark:text-red-300">
          ✕
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
          <div role="alert" className="mt-2 text-lg text-red-800 dark:text-red-200">
            <p>{sentence}</p>
            {more.map((line) => (
              <p key={line} className="mt-1 text-base">
                {line}
              </p>
            ))}
          </div>
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
