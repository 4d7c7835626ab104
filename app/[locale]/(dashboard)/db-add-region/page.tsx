import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { RegionsScreen } from '@/components/dashboard/resources/regions';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-region'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'regions');
}

/** Staff manage the catalogue's regions. */
export default async function RegionsPage({ params }: PageProps<'/[locale]/db-add-region'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="regions">
        <RegionsScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
