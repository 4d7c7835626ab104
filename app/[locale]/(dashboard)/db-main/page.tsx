import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { requireNonGuidePage } from '@/lib/auth/guards';
import { menuFor } from '@/lib/auth/menu';
import { adminDashboardStats, nextCustomerBooking } from '@/lib/admin/stats';
import { adminReport } from '@/lib/admin/reports';
import { addDays, bucketStart } from '@/lib/admin/reports-filters';
import { SeriesPanel } from '@/components/dashboard/reports/report-view';
import { getDb } from '@/lib/db/client';
import { AdminOverview } from '@/components/dashboard/home/admin-overview';
import { NextBooking } from '@/components/dashboard/home/next-booking';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-main'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'dashboard' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The dashboard's first page, rendered on the server: for the agency today's bookings, this month's
 * revenue, awaited bank transfers and seats per upcoming departure (lib/admin/stats.ts); for a
 * customer the welcome, their next trip and the way to their pages.
 */
export default async function DashboardHome({ params }: PageProps<'/[locale]/db-main'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const user = await requireNonGuidePage(locale);
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  const db = await getDb();
  const isAdmin = user.role === 'admin';
  const [stats, nextBooking] = await Promise.all([
    isAdmin ? adminDashboardStats(db, { locale }) : null,
    isAdmin ? null : nextCustomerBooking(db, user.id, { locale }),
  ]);
  // The last eight weeks by booking date (this one included), as on /db-reports.
  const recent = stats ? await adminReport(db, { from: bucketStart(addDays(stats.today, -49), 'week'), to: stats.today, group: 'week', basis: 'booking' }, { locale, today: stats.today, only: 'series' }) : null;
  const tr = await getTranslations({ locale, namespace: 'adminReports' });
  const shortcuts = menuFor(user.role, locale)
    .flatMap((section) => section.subItems)
    .filter((item) => item.url !== '/db-main');
  return (
    <DashboardMessages namespaces={['adminReports']}>
      <div className="flex flex-col gap-8">
        <header className="rounded-2xl bg-gradient-to-br from-brand-50 to-white p-6 sm:p-8 dark:from-slate-900 dark:to-slate-950">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('welcome', { name: user.name || user.email })}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t(user.role === 'admin' ? 'welcomeIntroAdmin' : 'welcomeIntro')}</p>
        </header>
        {stats ? <AdminOverview stats={stats} locale={locale} /> : <NextBooking booking={nextBooking} locale={locale} />}
        {recent && (
          <div className="flex flex-col gap-2">
            <SeriesPanel report={recent} locale={locale} title={tr('last8WeeksTitle')} note={tr('last8WeeksNote')} />
            <Link href="/db-reports" prefetch={false} className="w-fit font-semibold text-brand-700 hover:underline dark:text-brand-100">
              {tr('allReports')}
            </Link>
          </div>
        )}
        <section aria-labelledby="shortcuts-title">
          <h2 id="shortcuts-title" className="mb-4 text-xl font-bold">
            {t('quickLinks')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shortcuts.map((item) => (
              <li key={item.key}>
                <Link
                  href={item.url}
                  prefetch={false}
                  className="flex h-full items-center rounded-xl border border-slate-200 p-4 font-semibold hover:border-brand-600 hover:text-brand-700 dark:border-slate-800 dark:hover:text-brand-100"
                >
                  {item.title}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/tour-list-1" className="flex h-full items-center rounded-xl bg-brand-600 p-4 font-semibold text-white hover:bg-brand-700">
                {t('exploreTours')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </DashboardMessages>
  );
}
