import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { TourList } from '@/components/dashboard/tours/tour-list';
import { DashboardMessages } from '@/components/providers/page-messages';


export async function generateMetadata({ params }: PageProps<'/[locale]/db-listing'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'tours');
}

/** Staff list, filter and delete the agency's tours. */
export default async function Page({ params }: PageProps<'/[locale]/db-listing'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminTours', 'auth']}>
      <ResourcePage locale={locale} resource="tours">
        <TourList />
      </ResourcePage>
    </DashboardMessages>
  );
}
