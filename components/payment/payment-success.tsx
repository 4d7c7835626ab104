'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { writeLocalCart } from '@/components/cart/cart-store';
import { syncCart } from '@/components/cart/cart-sync';
import { Link } from '@/i18n/navigation';

/**
 * The payment success page (/payment-success and /success). It empties the cart on load: the
 * local copy at once, then the server's list (checkout already took the ordered lines out of it,
 * so only what was added since, in another tab, comes back).
 */
export function PaymentSuccess() {
  const t = useTranslations('payment.success');
  useEffect(() => {
    writeLocalCart([]);
    void syncCart({ force: true });
  }, []);
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700 dark:bg-green-950 dark:text-green-300">
        ✓
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="text-lg text-slate-600 dark:text-slate-300">{t('subtitle')}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link href="/" className="inline-flex h-12 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
          {t('home')}
        </Link>
        <Link href="/admin/orders" className="inline-flex h-12 items-center justify-center rounded-full px-6 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
          {t('myOrders')}
        </Link>
      </div>
    </div>
  );
}
