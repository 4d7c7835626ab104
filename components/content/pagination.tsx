import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { pagerItems } from '@/lib/content/paging';

type PaginationProps = {
  /** The list's path without locale, e.g. `/blog-list-2`. */
  pathname: string;
  page: number;
  pages: number;
  /** Other query parameters to keep on every link (e.g. a tag filter). */
  query?: Record<string, string>;
};

const itemBase = 'inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold';

/** Page links of a list (`?page=n`; page 1 is the list's own URL, so it is never indexed twice). */
export function Pagination({ pathname, page, pages, query = {} }: PaginationProps) {
  const t = useTranslations('content.pagination');
  if (pages <= 1) return null;
  const href = (target: number) => ({ pathname, query: target === 1 ? query : { ...query, page: String(target) } });
  return (
    <nav aria-label={t('label')} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" aria-label={t('previousLabel')} className={`${itemBase} border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`}>
              {t('previous')}
            </Link>
          ) : (
            <span aria-hidden="true" className={`${itemBase} border border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400`}>
              {t('previous')}
            </span>
          )}
        </li>
        {pagerItems(page, pages).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={href(item)}
                aria-label={t('page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={`${itemBase} ${item === page ? 'bg-brand-600 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link href={href(page + 1)} rel="next" aria-label={t('nextLabel')} className={`${itemBase} border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`}>
              {t('next')}
            </Link>
          ) : (
            <span aria-hidden="true" className={`${itemBase} border border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400`}>
              {t('next')}
            </span>
          )}
        </li>
      </ul>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('status', { page, pages })}</p>
    </nav>
  );
}
