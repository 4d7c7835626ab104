import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { pagerItems } from '@/lib/content/paging';

type Props = {
  page: number;
  pages: number;
  /** The URL of a page number (the search's other parameters kept). */
  hrefFor: (page: number) => string;
};

const item = 'inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-medium';

/** Links to the result pages: first, last, and the current one with its neighbours. */
export function TourPagination({ page, pages, hrefFor }: Props) {
  const t = useTranslations('tours.pagination');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('label')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev" className={`${item} hover:bg-slate-100 dark:hover:bg-slate-800`}>
              {t('previous')}
            </Link>
          </li>
        )}
        {pagerItems(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={item}>…</li>
          ) : (
            <li key={number}>
              <Link
                href={hrefFor(number)}
                aria-label={t('page', { page: number })}
                aria-current={number === page ? 'page' : undefined}
                className={`${item} ${number === page ? 'bg-brand-600 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link href={hrefFor(page + 1)} rel="next" className={`${item} hover:bg-slate-100 dark:hover:bg-slate-800`}>
              {t('next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
