'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { cartSummary, useLocalCart } from '@/components/cart/cart-store';
import { CartIcon } from '@/components/ui/icons';

export function CartLink() {
  const t = useTranslations('nav');
  const { count } = cartSummary(useLocalCart());
  return (
    <Link
      href="/cart"
      className="relative icon-button"
      aria-label={count > 0 ? t('cartWithCount', { count }) : t('cart')}
    >
      <CartIcon />
      {count > 0 && (
        <span data-testid="cart-badge" className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white">
          {count}
        </span>
      )}
    </Link>
  );
}
