import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { TourItinerariesScreen } from '@/components/dashboard/tours/tour-itineraries';
import { idFromSearch } from '@/components/dashboard/tours/search-id';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-tour-itineraries'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'tour-itineraries');
}

/** Staff manage a tour's day-by-day programme (?tourId=). */
export default async function Page({ params, searchParams }: PageProps<'/[locale]/db-add-tour-itineraries'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'adminTours', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="tour-itineraries">
        <TourItinerariesScreen tourId={idFromSearch((await searchParams).tourId)} />
      </ResourcePage>
    </DashboardMessages>
  );
}
