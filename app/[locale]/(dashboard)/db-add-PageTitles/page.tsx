import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { PageTitlesScreen } from '@/components/dashboard/resources/page-titles';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-PageTitles'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'pageTitles');
}

/** Staff edit the general pages' banners. */
export default async function PageTitlesPage({ params }: PageProps<'/[locale]/db-add-PageTitles'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="pageTitles">
        <PageTitlesScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
