import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { ContactsScreen } from '@/components/dashboard/resources/site';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-Contacts'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'contacts');
}

/** Staff edit the agency's contact details. */
export default async function ContactsPage({ params }: PageProps<'/[locale]/db-add-Contacts'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="contacts">
        <ContactsScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
