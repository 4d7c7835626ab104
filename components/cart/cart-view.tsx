'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Loading } from '@/components/ui/loading';
import { Link } from '@/i18n/navigation';
import { describeApiError } from '@/lib/api/errors';
import { formatTry } from '@/lib/money';
import { emptyCart, removeCartItem } from './cart-api';
import { CartLineCard } from './cart-line-card';
import { EmptyCart } from './empty-cart';
import { useCart } from './use-cart';
import { PriceBreakdown } from '@/components/pricing/price-breakdown';
import { cartKeyOf, useCartPricing } from '@/components/pricing/use-cart-pricing';

const primaryClass = 'inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-600 px-8 font-semibold text-white hover:bg-brand-700';

/** The cart page's island: the lines with remove, the total, and "continue to checkout". */
export function CartView() {
  const t = useTranslations('cart');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const { items, status, count, total } = useCart();
  const remove = useMutation({ mutationFn: removeCartItem, retry: false });
  const clear = useMutation({ mutationFn: emptyCart, retry: false });
  const [confirmingClear, setConfirmingClear] = useState(false);
  const failure = remove.error ?? clear.error;
  // The server's breakdown (early booking, last minute, deposit) as checkout will price it.
  const quote = useCartPricing(status === 'fallback' ? '' : cartKeyOf(items), null);
  const pricing = quote.data?.pricing.lines.length === items.length ? quote.data.pricing : null;

  if (items.length === 0 && status === 'loading') return <Loading variant="card" />;
  if (items.length === 0) {
    return <EmptyCart message={t('empty')} explore={t('explore')} />;
  }

  const blocked = items.some((item) => item.problem);
  return (
    <div className="grid gap-8 desk:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-lines">
        <h2 id="cart-lines" className="sr-only">
          {t('lines')}
        </h2>
        {status === 'fallback' && (
          <p role="status" className="mb-4 rounded-xl bg-amber-50 p-4 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {t('offline')}
          </p>
        )}
        {failure && (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 p-4 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
            {describeApiError(failure, tErrors)}
          </p>
        )}
        <ul className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {items.map((item) => (
            <CartLineCard key={item.id} item={item} onRemove={() => remove.mutate(item.id)} removing={remove.isPending && remove.variables === item.id} />
          ))}
        </ul>
        {/* Emptying the whole cart asks once more: on a phone it sat one small tap below "Remove". */}
        {confirmingClear ? (
          <div role="group" aria-label={t('clearConfirm')} className="mt-6 flex flex-wrap items-center gap-3">
            <p className="w-full text-sm font-medium">{t('clearConfirm')}</p>
            <button type="button" onClick={() => clear.mutate()} disabled={clear.isPending} className="inline-flex min-h-11 items-center rounded-full bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50">
              {t('clearYes')}
            </button>
            <button type="button" onClick={() => setConfirmingClear(false)} className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-5 text-sm font-semibold dark:border-slate-700">
              {t('clearNo')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setConfirmingClear(true)}
            className="mt-6 inline-flex min-h-11 items-center text-sm font-semibold text-slate-700 underline-offset-4 hover:underline dark:text-slate-300"
          >
            {t('clear')}
          </button>
        )}
      </section>
      <aside aria-labelledby="cart-summary" className="h-fit rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <h2 id="cart-summary" className="text-lg font-bold">
          {t('summary')}
        </h2>
        <dl className="mt-4 space-y-2">
          <div className="flex justify-between">
            <dt>{t('count')}</dt>
            <dd className="tabular-nums">{count}</dd>
          </div>
          <div className="flex items-baseline justify-between border-t border-slate-200 pt-3 dark:border-slate-800">
            <dt className="font-bold">{t('total')}</dt>
            <dd data-testid="cart-total" className="text-2xl font-extrabold tabular-nums text-brand-700 dark:text-brand-100">
              {formatTry(pricing?.total ?? total, locale)}
            </dd>
          </div>
        </dl>
        {pricing && (pricing.discount > 0 || pricing.balance > 0) && <PriceBreakdown pricing={pricing} className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800" />}
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('taxesIncluded')}</p>
        {blocked ? (
          <p className="mt-4 text-sm font-medium text-red-700 dark:text-red-300">{t('removeUnavailable')}</p>
        ) : (
          <Link href="/checkout" className={`mt-4 ${primaryClass}`}>
            {t('checkout')}
          </Link>
        )}
      </aside>
    </div>
  );
}
