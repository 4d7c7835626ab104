import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { InstallmentCapsScreen } from '@/components/dashboard/resources/installments';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-InstallmentCaps'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'installmentCaps');
}

/** Staff edit the card installment data (docs/bank-gateway.md#installments). */
export default async function InstallmentCapsPage({ params }: PageProps<'/[locale]/db-add-InstallmentCaps'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="installmentCaps">
        <InstallmentCapsScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
