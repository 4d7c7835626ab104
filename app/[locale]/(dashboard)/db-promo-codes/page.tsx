import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { PromoCodesScreen } from '@/components/dashboard/resources/pricing';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-promo-codes'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'promoCodes');
}

/** Staff edit the promoCodes (docs/decisions/0080, 0082); every change is audited by the admin API. */
export default async function PromoCodesPage({ params }: PageProps<'/[locale]/db-promo-codes'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="promoCodes">
        <PromoCodesScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
