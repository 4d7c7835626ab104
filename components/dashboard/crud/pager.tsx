'use client';

import { useTranslations } from 'next-intl';
import type { ListPage } from '@/lib/http/respond';
import { secondaryButtonClass } from './confirm-dialog';

type Props = {
  /** The page shown, counted from 0 (the API's PageIndex). */
  page: number;
  /** The list page the API answered; nothing is drawn while it is loading or when it has one page. */
  list: Pick<ListPage<unknown>, 'pages' | 'hasPrevious' | 'hasNext'> | undefined;
  onPage: (update: (page: number) => number) => void;
};

/** "Previous / Page n of m / Next" under a client-side list of the dashboard (records, tours). */
export function Pager({ page, list, onPage }: Props) {
  const t = useTranslations('admin');
  if (!list || list.pages <= 1) return null;
  return (
    <nav aria-label={t('pages')} className="flex items-center justify-between gap-3">
      <button type="button" className={secondaryButtonClass} disabled={!list.hasPrevious} onClick={() => onPage((current) => Math.max(0, current - 1))}>
        {t('previous')}
      </button>
      <span>{t('pageOf', { page: page + 1, pages: list.pages })}</span>
      <button type="button" className={secondaryButtonClass} disabled={!list.hasNext} onClick={() => onPage((current) => current + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
