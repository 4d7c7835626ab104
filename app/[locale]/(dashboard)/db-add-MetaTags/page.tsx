import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { MetaTagsScreen } from '@/components/dashboard/resources/site';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-MetaTags'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'metaTags');
}

/** Staff edit the site's meta tags record. */
export default async function MetaTagsPage({ params }: PageProps<'/[locale]/db-add-MetaTags'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="metaTags">
        <MetaTagsScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
