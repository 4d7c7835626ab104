import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { auditFilterOptions, auditLogPage, type AuditQuery } from '@/lib/admin/audit-query';
import { AuditTable, labelOf } from '@/components/dashboard/audit/audit-table';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-audit-log'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'adminAudit' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const PAGE_SIZE = 25;

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** The page's address parameters (`?entity=settings&user=1&page=2`); anything malformed means "no filter" / page 1. */
function readFilters(search: Record<string, string | string[] | undefined>) {
  const entity = one(search.entity);
  const user = one(search.user);
  const page = Number(one(search.page));
  return {
    entity: /^[\w.-]{1,60}$/.test(entity) ? entity : '',
    user: /^(none|[1-9]\d{0,8})$/.test(user) ? user : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** /db-audit-log (staff): who did what and when in the dashboard, filtered by record type and staff member, paged. */
export default async function AuditLogPage({ params, searchParams }: PageProps<'/[locale]/db-audit-log'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  const filters = readFilters(await searchParams);
  const query: AuditQuery = {
    entity: filters.entity || undefined,
    userId: filters.user === '' ? undefined : filters.user === 'none' ? 'none' : Number(filters.user),
    index: filters.page - 1,
    size: PAGE_SIZE,
    sortOrder: 'desc',
  };
  const [t, options, { items, count }] = await Promise.all([getTranslations({ locale, namespace: 'adminAudit' }), auditFilterOptions(), auditLogPage(query)]);
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const pageLink = (page: number) => ({
    pathname: '/db-audit-log' as const,
    query: { ...(filters.entity ? { entity: filters.entity } : {}), ...(filters.user ? { user: filters.user } : {}), ...(page > 1 ? { page: String(page) } : {}) },
  });
  const select = 'h-11 max-w-full rounded-xl border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-900';
  const pager = 'inline-flex h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold hover:border-brand-600 dark:border-slate-700';

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('intro')}</p>
      </header>
      <form method="get" className="flex flex-wrap items-end gap-4" aria-label={t('filters')}>
        <label className="flex min-w-0 max-w-full flex-col gap-1.5 text-sm font-semibold">
          {t('filterEntity')}
          <select name="entity" defaultValue={filters.entity} className={select}>
            <option value="">{t('all')}</option>
            {options.entities.map((entity) => (
              <option key={entity} value={entity}>
                {labelOf(t, 'entities', entity)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 max-w-full flex-col gap-1.5 text-sm font-semibold">
          {t('filterUser')}
          <select name="user" defaultValue={filters.user} className={select}>
            <option value="">{t('all')}</option>
            {options.users.map((user) => (
              <option key={user.id} value={String(user.id)}>
                {user.name ? `${user.name} (${user.email})` : user.email}
              </option>
            ))}
            <option value="none">{t('deletedUser')}</option>
          </select>
        </label>
        <button type="submit" className="inline-flex h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
          {t('apply')}
        </button>
        {(filters.entity || filters.user) && (
          <Link href="/db-audit-log" className="inline-flex h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
            {t('reset')}
          </Link>
        )}
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
        {t('count', { count })}
      </p>
      {items.length === 0 ? <p className="rounded-2xl border border-dashed border-slate-300 p-8 dark:border-slate-700">{t('empty')}</p> : <AuditTable items={items} locale={locale} />}
      {pages > 1 && (
        <nav aria-label={t('pagination')} className="flex flex-wrap items-center gap-4">
          {filters.page > 1 && (
            <Link href={pageLink(filters.page - 1)} className={pager} rel="prev">
              {t('previous')}
            </Link>
          )}
          <span className="text-sm">{t('pageOf', { page: filters.page, pages })}</span>
          {filters.page < pages && (
            <Link href={pageLink(filters.page + 1)} className={pager} rel="next">
              {t('next')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
