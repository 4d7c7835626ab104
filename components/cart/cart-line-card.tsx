'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { departureLabel } from '@/lib/cart/departure-label';
import { travellers } from '@/lib/orders/legal-text';
import { formatTry } from '@/lib/money';
import type { CartItem } from './cart-local';

type Props = {
  item: CartItem;
  onRemove?: () => void;
  removing?: boolean;
  /** Without the picture, for narrow columns (the checkout's summary). */
  compact?: boolean;
};

/** One booking in the cart: the tour, its date, who travels, the price, and (on the cart page) remove. */
export function CartLineCard({ item, onRemove, removing = false, compact = false }: Props) {
  const t = useTranslations('cart');
  const words = useTranslations('checkout.document');
  const locale = useLocale();
  return (
    <li className="flex gap-4 py-5">
      {item.tourImage && !compact && (
        <Image src={item.tourImage} alt="" width={144} height={96} sizes="144px" className="hidden h-24 w-36 shrink-0 rounded-xl object-cover sm:block" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link href={`/tour-single-1/${item.tourId}`} className="font-bold hover:text-brand-700 hover:underline dark:hover:text-brand-100">
          {item.tourTitle}
        </Link>
        <p className="text-sm text-slate-600 dark:text-slate-400">{departureLabel(item.startsOn, item.startTime, locale)}</p>
        <p className="text-sm">{travellers(item, (key, values) => words(key, values))}</p>
        {item.problem && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {item.problem}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between gap-2">
        <span className="font-bold tabular-nums">{formatTry(item.sumPrice, locale)}</span>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            aria-label={t('removeItem', { tour: item.tourTitle })}
            className="rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50 dark:text-red-300 dark:hover:bg-red-950"
          >
            {removing ? t('removing') : t('remove')}
          </button>
        )}
      </div>
    </li>
  );
}
