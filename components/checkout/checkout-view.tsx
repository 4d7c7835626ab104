'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CheckoutAnswer } from '@/lib/orders/types';
import { useAccount } from '@/components/auth/use-account';
import { orderPlaced } from '@/components/auth/use-session-owner';
import { writeLocalCart } from '@/components/cart/cart-store';
import { EmptyCart } from '@/components/cart/empty-cart';
import { useCart } from '@/components/cart/use-cart';
import { Loading } from '@/components/ui/loading';
import { Link, useRouter } from '@/i18n/navigation';
import type { LegalParties } from '@/lib/orders/legal-text';
import { PromoCodeField } from '@/components/pricing/promo-code-field';
import { cartKeyOf, useCartPricing } from '@/components/pricing/use-cart-pricing';
import { CheckoutForm } from './checkout-form';
import { OrderSummary } from './order-summary';
import { orderPagePath } from './order-page-path';

type Props = { seller: LegalParties; deadlineHours: number; notice: React.ReactNode };

/** The checkout page's island: the cart being ordered, the form, and where the order goes next. */
export function CheckoutView({ seller, deadlineHours, notice }: Props) {
  const t = useTranslations('checkout');
  const router = useRouter();
  const queryClient = useQueryClient();
  const { items, status, total } = useCart();
  const { account, pending } = useAccount();
  const [placed, setPlaced] = useState<CheckoutAnswer | null>(null);
  // The server prices the cart as checkout will (docs/decisions/0080), with the code the customer applied.
  const [triedCode, setTriedCode] = useState<string | null>(null);
  const quote = useCartPricing(cartKeyOf(items), triedCode);
  const priced = quote.data && !quote.isPlaceholderData ? quote.data : null;
  const pricing = quote.data?.pricing ?? null;
  const appliedCode = priced?.promoCode ?? null;
  const promoProblem = triedCode && priced ? priced.promoProblem : null;

  const onPlaced = (answer: CheckoutAnswer) => {
    setPlaced(answer);
    // The server emptied the cart into the order.
    writeLocalCart([]);
    // The header shows a guest its booking at once, and /my-bookings lists it (docs/auth.md "Proven sessions").
    orderPlaced(queryClient);
    router.push(orderPagePath(answer));
  };

  if (placed || pending || (items.length === 0 && status === 'loading')) return <Loading variant="card" />;
  if (items.length === 0) {
    return <EmptyCart message={t('empty')} explore={t('explore')} />;
  }

  const prefill = account ? { name: account.Name, surname: account.Surname, email: account.Email, phone: account.Phone } : null;
  return (
    <div className="grid gap-8 desk:grid-cols-[1fr_24rem]">
      <div className="flex flex-col gap-6">
        {items.some((item) => item.problem) && (
          <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
            {t('unavailable')}{' '}
            <Link href="/cart" className="underline underline-offset-2">
              {t('editCart')}
            </Link>
          </p>
        )}
        {!account && (
          <p className="rounded-xl bg-slate-50 p-4 text-sm leading-6 dark:bg-slate-900">
            {t.rich('guestNote', {
              link: (chunks) => (
                <Link href="/login?returnUrl=%2Fcheckout" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
        <CheckoutForm
          key={account?.Id ?? 'guest'}
          items={items}
          total={pricing?.total ?? total}
          pricing={pricing}
          pricePending={quote.isFetching || quote.isPlaceholderData}
          promoCode={appliedCode}
          seller={seller}
          deadlineHours={deadlineHours}
          transferRefused={quote.data?.transferRefused ?? null}
          prefill={prefill}
          notice={notice}
          onPlaced={onPlaced}
        />
      </div>
      <OrderSummary items={items} total={pricing?.total ?? total} pricing={pricing}>
        <PromoCodeField applied={appliedCode} problem={promoProblem} busy={quote.isFetching} onApply={setTriedCode} />
      </OrderSummary>
    </div>
  );
}
