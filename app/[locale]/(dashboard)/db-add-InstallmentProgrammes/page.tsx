import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { InstallmentProgrammesScreen } from '@/components/dashboard/resources/installments';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-InstallmentProgrammes'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'installmentProgrammes');
}

/** Staff edit the card installment data (docs/bank-gateway.md#installments). */
export default async function InstallmentProgrammesPage({ params }: PageProps<'/[locale]/db-add-InstallmentProgrammes'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="installmentProgrammes">
        <InstallmentProgrammesScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
