import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { FeaturesScreen } from '@/components/dashboard/resources/features';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-Features'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'features');
}

/** Staff manage the agency's highlights. */
export default async function FeaturesPage({ params }: PageProps<'/[locale]/db-add-Features'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="features">
        <FeaturesScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
