import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { FaqsScreen } from '@/components/dashboard/resources/faqs';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-Faqs'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'faqs');
}

/** Staff edit the help centre's questions and answers. */
export default async function FaqsPage({ params }: PageProps<'/[locale]/db-add-Faqs'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="faqs">
        <FaqsScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
