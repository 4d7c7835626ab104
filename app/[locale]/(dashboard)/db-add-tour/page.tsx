import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { TourEditor } from '@/components/dashboard/tours/tour-editor';
import { idFromSearch } from '@/components/dashboard/tours/search-id';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-tour'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'tourEdit');
}

/** Staff add a tour, or edit one (?id=), with its departures. */
export default async function Page({ params, searchParams }: PageProps<'/[locale]/db-add-tour'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'adminTours', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="tourEdit">
        <TourEditor id={idFromSearch((await searchParams).id)} />
      </ResourcePage>
    </DashboardMessages>
  );
}
