import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SessionUser } from '@/lib/auth/session';
import { PasswordChangeForm } from './password-change-form';
import { PersonalDataSection } from './personal-data-section';
import { ProfileForm } from './profile-form';

const cardClass = 'rounded-2xl border border-slate-200 p-6 sm:p-8 dark:border-slate-800';

/** The profile page, which /db-profile and /db-settings both open (docs/product-rules.md#screens). */
export async function ProfileScreen({ user, locale }: { user: SessionUser; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('intro')}</p>
      </header>
      <section aria-label={t('title')} className={cardClass}>
        <ProfileForm email={user.email} initial={{ name: user.name, surname: user.surname, phone: user.phone, locale: user.locale }} />
      </section>
      <section aria-labelledby="password-title" className={cardClass}>
        <h2 id="password-title" className="text-xl font-bold">
          {t('passwordTitle')}
        </h2>
        <p className="mb-6 mt-2 text-slate-600 dark:text-slate-300">{t('passwordIntro')}</p>
        <PasswordChangeForm />
      </section>
      {/* Staff accounts are the agency's: an administrator removes them (docs/decisions/0159). */}
      {user.role === 'customer' && (
        <section aria-labelledby="personal-data-title" className={cardClass}>
          <h2 id="personal-data-title" className="mb-2 text-xl font-bold">
            {t('dataTitle')}
          </h2>
          <PersonalDataSection email={user.email} />
        </section>
      )}
    </div>
  );
}
