import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { PagesScreen } from '@/components/dashboard/resources/pages';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-Pages'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'pages');
}

/** Staff edit the static pages. */
export default async function StaticPagesPage({ params }: PageProps<'/[locale]/db-add-Pages'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="pages">
        <PagesScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
