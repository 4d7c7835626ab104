import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireNonGuidePage } from '@/lib/auth/guards';
import { readAgencySettings } from '@/lib/admin/settings';
import { ProfileScreen } from '@/components/auth/profile-screen';
import { AgencySettingsForm } from '@/components/dashboard/settings/agency-settings-form';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-settings'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'account' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * docs/product-rules.md#screens: /db-settings opens the profile page, like /db-profile. Staff also find the agency
 * settings below it (company, bank account, TÜRSAB and MERSİS numbers, card payment page).
 */
export default async function SettingsPage({ params }: PageProps<'/[locale]/db-settings'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const user = await requireNonGuidePage(locale);
  const profile = <ProfileScreen user={user} locale={locale} />;
  return <DashboardMessages namespaces={['account', 'adminSettings', 'api', 'auth', 'validation']}>{user.role === 'admin' ? <AgencySettings>{profile}</AgencySettings> : profile}</DashboardMessages>;
}

/** The agency's settings below the admin's own profile. */
async function AgencySettings({ children }: { children: React.ReactNode }) {
  const [t, agency] = await Promise.all([getTranslations('adminSettings'), readAgencySettings()]);
  return (
    <div className="flex flex-col gap-8">
      {children}
      <section aria-labelledby="agency-settings-title" className="rounded-2xl border border-slate-200 p-6 sm:p-8 dark:border-slate-800">
        <h2 id="agency-settings-title" className="text-xl font-bold">
          {t('title')}
        </h2>
        <p className="mb-6 mt-2 text-slate-600 dark:text-slate-300">{t('intro')}</p>
        {agency ? <AgencySettingsForm initial={agency} /> : <p>{t('missing')}</p>}
      </section>
    </div>
  );
}
