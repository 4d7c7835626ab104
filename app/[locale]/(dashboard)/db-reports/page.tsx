import type { Metadata } from 'next';
import { asc } from 'drizzle-orm';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Alert, PageHeader } from '@/components/dashboard/bookings/ui';
import { ReportFiltersForm } from '@/components/dashboard/reports/report-filters';
import { ReportView } from '@/components/dashboard/reports/report-view';
import { formatDay } from '@/components/dashboard/bookings/format';
import { orderFilterOptions } from '@/lib/admin/orders';
import { adminReport } from '@/lib/admin/reports';
import { parseReportQueryLeniently } from '@/lib/admin/reports-filters';
import { formatShare } from '@/lib/admin/reports-format';
import { istanbulDate } from '@/lib/admin/stats';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { regions } from '@/lib/db/schema';
import { pick } from '@/lib/i18n/localized';
import { formatTry } from '@/lib/money';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-reports'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'adminReports' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * /db-reports: the staff reports (lib/admin/reports.ts, the figures GET /api/admin/reports answers),
 * filtered through the URL; each chart (a client island loading Chart.js on demand) beside the
 * server-rendered table of its figures.
 */
export default async function ReportsPage({ params, searchParams }: PageProps<'/[locale]/db-reports'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  const [t, tv] = await Promise.all([getTranslations({ locale, namespace: 'adminReports' }), getTranslations({ locale, namespace: 'validation' })]);
  const today = istanbulDate(new Date());
  const { filters, problems } = parseReportQueryLeniently(await searchParams, today);
  const db = await getDb();
  const [report, options, regionRows] = await Promise.all([
    adminReport(db, filters, { locale, today }),
    orderFilterOptions(db, locale),
    db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.orderNo), asc(regions.id)),
  ]);
  const fieldLabels: Record<string, string> = { from: t('from'), to: t('to'), group: t('group'), basis: t('basis'), tourId: t('tour'), regionId: t('region') };
  const regionOptions = regionRows.map((region) => ({ id: region.id, name: pick(region.name, locale) }));
  const { totals } = report;
  const figure = 'text-2xl font-extrabold tracking-tight tabular-nums';
  const cardClass = 'rounded-2xl border border-slate-200 p-4 dark:border-slate-800';

  return (
    <DashboardMessages namespaces={['adminReports']}>
      <div className="flex flex-col gap-6">
        <PageHeader title={t('title')} description={t('intro')} />
        <ReportFiltersForm filters={filters} options={{ tours: options.tours, regions: regionOptions }} today={today} locale={locale} />
        {problems.length > 0 && (
          <Alert>
            {t('invalidFilters')}{' '}
            {problems.map((problem) => `${fieldLabels[problem.field] ?? problem.field}: ${tv.has(problem.key as never) ? tv(problem.key as never, problem.values as never) : tv('invalid')}`).join(' ')}
          </Alert>
        )}
        <p role="status" className="font-semibold" data-testid="report-period">
          {t('showing', { from: formatDay(filters.from, locale), to: formatDay(filters.to, locale), basis: t(`bases.${filters.basis}`), group: t(`groups.${filters.group}`) })}
        </p>
        <section aria-label={t('totalsTitle')} className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="report-totals">
          <div className={cardClass}>
            <h2 className="text-sm font-bold text-slate-600 dark:text-slate-400">{t('bookings')}</h2>
            <p className={figure} data-count={totals.bookings}>{totals.bookings}</p>
          </div>
          <div className={cardClass}>
            <h2 className="text-sm font-bold text-slate-600 dark:text-slate-400">{t('cancellationsTitle')}</h2>
            <p className={figure} data-count={totals.cancelled}>{totals.cancelled}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{t('cancelRate', { rate: formatShare(totals.cancelled, totals.bookings, locale) })}</p>
          </div>
          <div className={cardClass}>
            <h2 className="text-sm font-bold text-slate-600 dark:text-slate-400">{t('seats')}</h2>
            <p className={figure} data-count={totals.seats}>{totals.seats}</p>
          </div>
          <div className={cardClass}>
            <h2 className="text-sm font-bold text-slate-600 dark:text-slate-400">{t('revenue')}</h2>
            <p className={`${figure} break-words`} data-kurus={totals.revenue}>{formatTry(totals.revenue, locale)}</p>
          </div>
        </section>
        <ReportView report={report} locale={locale} />
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('notes')}</p>
      </div>
    </DashboardMessages>
  );
}
