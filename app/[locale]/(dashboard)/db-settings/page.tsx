import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireCustomerPage } from '@/lib/auth/guards';
import { ProfileScreen } from '@/components/auth/profile-screen';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-settings'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'account' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Spec §2: /db-settings opens the profile page, like /db-profile. */
export default async function SettingsPage({ params }: PageProps<'/[locale]/db-settings'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <ProfileScreen user={await requireCustomerPage(locale)} locale={locale} />;
}
