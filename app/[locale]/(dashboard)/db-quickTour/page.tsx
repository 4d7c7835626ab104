import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { QuickTourForm } from '@/components/dashboard/tours/quick-tour-form';
import { DashboardMessages } from '@/components/providers/page-messages';


export async function generateMetadata({ params }: PageProps<'/[locale]/db-quickTour'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'tourQuick');
}

/** Staff add a bookable tour from its essentials. */
export default async function Page({ params }: PageProps<'/[locale]/db-quickTour'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'adminTours', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="tourQuick">
        <QuickTourForm />
      </ResourcePage>
    </DashboardMessages>
  );
}
