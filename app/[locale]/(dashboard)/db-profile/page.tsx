import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireCustomerPage } from '@/lib/auth/guards';
import { ProfileScreen } from '@/components/auth/profile-screen';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-profile'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'account' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

export default async function ProfilePage({ params }: PageProps<'/[locale]/db-profile'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <DashboardMessages namespaces={['account', 'api', 'auth', 'validation']}>
      <ProfileScreen user={await requireCustomerPage(locale)} locale={locale} />
    </DashboardMessages>
  );
}
