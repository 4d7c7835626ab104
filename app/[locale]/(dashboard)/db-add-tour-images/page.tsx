import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { TourImagesScreen } from '@/components/dashboard/tours/tour-images';
import { idFromSearch } from '@/components/dashboard/tours/search-id';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-tour-images'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'tourImages');
}

/** Staff manage a tour's pictures (?tourId=). */
export default async function Page({ params, searchParams }: PageProps<'/[locale]/db-add-tour-images'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'adminTours', 'auth']}>
      <ResourcePage locale={locale} resource="tourImages">
        <TourImagesScreen tourId={idFromSearch((await searchParams).tourId)} />
      </ResourcePage>
    </DashboardMessages>
  );
}
