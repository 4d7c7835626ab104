import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { ContactEmailsScreen } from '@/components/dashboard/resources/contact-emails';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-ContactEmails'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'contactEmails');
}

/** Staff choose who is told about contact-form messages. */
export default async function ContactEmailsPage({ params }: PageProps<'/[locale]/db-add-ContactEmails'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="contactEmails">
        <ContactEmailsScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
