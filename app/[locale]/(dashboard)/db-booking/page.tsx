import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingsView } from '@/components/bookings/bookings-view';
import { OrderFiltersForm } from '@/components/dashboard/bookings/order-filters';
import { OrdersTable } from '@/components/dashboard/bookings/orders-table';
import { CsvDownload } from '@/components/dashboard/bookings/csv-download';
import { Alert, PageHeader, PageLinks, secondaryButton } from '@/components/dashboard/bookings/ui';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listAdminOrders, orderFilterOptions } from '@/lib/admin/orders';
import { filtersQuery, parseFiltersLeniently, parsePagingLeniently } from '@/lib/admin/orders-filters';
import { requireNonGuidePage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-booking'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'adminBookings' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * /db-booking: for the agency every order, filtered through the URL, paged, exportable as CSV; for a
 * customer their own bookings (the same island as /my-bookings).
 */
export default async function BookingsPage({ params, searchParams }: PageProps<'/[locale]/db-booking'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const user = await requireNonGuidePage(locale);
  const t = await getTranslations({ locale, namespace: 'adminBookings' });

  if (user.role !== 'admin') {
    return (
      <DashboardMessages namespaces={['checkout.document', 'myBookings']}>
        <div className="flex flex-col gap-6">
          <PageHeader title={t('myTitle')} description={t('myDescription')} />
          <BookingsView />
        </div>
      </DashboardMessages>
    );
  }

  const query = await searchParams;
  const { filters, invalid } = parseFiltersLeniently(query);
  const paging = parsePagingLeniently(query);
  const db = await getDb();
  const [{ items, total }, options] = await Promise.all([listAdminOrders(db, filters, paging, locale), orderFilterOptions(db, locale, filters.tourId)]);
  const pages = Math.ceil(total / paging.size);
  const keep = { PageSize: paging.size === 20 ? undefined : paging.size };
  const pageHref = (index: number) => `/db-booking?${filtersQuery(filters, { ...keep, PageIndex: index })}`;
  const csvHref = `/api/admin/orders/csv?${filtersQuery(filters, { lang: locale })}`;

  return (
    <DashboardMessages namespaces={['adminBookings']}>
      <div className="flex flex-col gap-6">
        <PageHeader title={t('title')} description={t('description')} />
        <OrderFiltersForm filters={filters} options={options} locale={locale} />
        {invalid.length > 0 && <Alert>{t('filters.invalid', { fields: invalid.join(', ') })}</Alert>}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-semibold" role="status">
            {t('count', { count: total })}
          </p>
          <div className="flex flex-wrap gap-3">
            {filters.departureId !== undefined && (
              <Link href={`/db-booking/departures/${filters.departureId}`} prefetch={false} className={secondaryButton}>
                {t('passengersOf')}
              </Link>
            )}
            <CsvDownload href={csvHref} total={total} locale={locale} />
          </div>
        </div>
        {items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center font-medium dark:border-slate-700">
            {filtersQuery(filters, {}) ? t('empty') : t('emptyAll')}
          </p>
        ) : (
          <OrdersTable orders={items} locale={locale} />
        )}
        <PageLinks
          href={pageHref}
          index={paging.index}
          pages={pages}
          labels={{ pagination: t('pagination'), previous: t('previous'), next: t('next'), page: t('page', { page: paging.index + 1, pages: Math.max(1, pages) }) }}
        />
      </div>
    </DashboardMessages>
  );
}
