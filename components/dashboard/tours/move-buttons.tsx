'use client';

import { useTranslations } from 'next-intl';

/** The small buttons beside each picture and programme day. */
export const smallButton = 'rounded-lg px-3 py-2 text-sm font-semibold hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800';

type Props = {
  /** The ids of the list in its shown order. */
  ids: number[];
  index: number;
  pending: boolean;
  /** Receives the new order: the item at `index` swapped with its neighbour. */
  onOrder: (ids: number[]) => void;
  upLabel: string;
  downLabel: string;
};

/** "↑ Up" and "↓ Down" for one item of an ordered list (a tour's pictures, its programme days). */
export function MoveButtons({ ids, index, pending, onOrder, upLabel, downLabel }: Props) {
  const t = useTranslations('adminTours');
  const move = (by: number) => {
    const order = [...ids];
    [order[index], order[index + by]] = [order[index + by], order[index]];
    onOrder(order);
  };
  return (
    <>
      <button type="button" className={smallButton} disabled={index === 0 || pending} onClick={() => move(-1)} aria-label={upLabel}>
        ↑ {t('up')}
      </button>
      <button type="button" className={smallButton} disabled={index === ids.length - 1 || pending} onClick={() => move(1)} aria-label={downLabel}>
        ↓ {t('down')}
      </button>
    </>
  );
}
