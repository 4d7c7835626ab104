import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { SlidersScreen } from '@/components/dashboard/resources/sliders';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-slayder'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'sliders');
}

/** Staff manage the home page's slides. */
export default async function SlidersPage({ params }: PageProps<'/[locale]/db-add-slayder'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="sliders">
        <SlidersScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
