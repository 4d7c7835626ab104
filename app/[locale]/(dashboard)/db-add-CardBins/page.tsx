import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { CardBinsScreen } from '@/components/dashboard/resources/installments';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-CardBins'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'cardBins');
}

/** Staff edit the card installment data (docs/bank-gateway.md#installments). */
export default async function CardBinsPage({ params }: PageProps<'/[locale]/db-add-CardBins'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="cardBins">
        <CardBinsScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
