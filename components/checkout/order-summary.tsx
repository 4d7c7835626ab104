'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CartLineCard } from '@/components/cart/cart-line-card';
import type { CartItem } from '@/components/cart/cart-store';
import { Link } from '@/i18n/navigation';
import { formatTry } from '@/lib/money';
import { PriceBreakdown } from '@/components/pricing/price-breakdown';
import type { OrderPricing } from '@/lib/pricing/breakdown';

/** What is being ordered: the cart's lines, the promo code box, the server's breakdown and the total, taxes included. */
export function OrderSummary({ items, total, pricing, children }: { items: CartItem[]; total: number; pricing?: OrderPricing | null; children?: React.ReactNode }) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  return (
    // On a phone the order, its price and the promo code come before the form, not after its confirm button.
    <aside aria-labelledby="checkout-summary" className="order-first h-fit rounded-2xl border border-slate-200 p-6 desk:sticky desk:top-24 desk:order-none dark:border-slate-800">
      <h2 id="checkout-summary" className="text-lg font-bold">
        {t('summary')}
      </h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((item) => (
          <CartLineCard key={item.id} item={item} compact />
        ))}
      </ul>
      {children && <div className="border-t border-slate-200 py-4 dark:border-slate-800">{children}</div>}
      {pricing && (pricing.discount > 0 || pricing.balance > 0) && <PriceBreakdown pricing={pricing} className="border-t border-slate-200 py-4 dark:border-slate-800" />}
      <p className="flex items-baseline justify-between border-t border-slate-200 pt-3 dark:border-slate-800">
        <span className="font-bold">{t('total')}</span>
        <span data-testid="checkout-total" className="text-2xl font-extrabold tabular-nums text-brand-700 dark:text-brand-100">
          {formatTry(total, locale)}
        </span>
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('taxesIncluded')}</p>
      <Link href="/cart" className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
        {t('editCart')}
      </Link>
    </aside>
  );
}
