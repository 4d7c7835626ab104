import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatDateTime } from '@/components/dashboard/bookings/format';
import { card } from '@/components/dashboard/bookings/ui';
import { ReadToggle } from '@/components/dashboard/messages/read-toggle';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getContactMessage, isOwnVisit, setContactMessageRead } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-messages/[id]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'adminMessages' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** One contact message; opening it from the dashboard marks it read (it can be marked unread again). */
export default async function MessagePage({ params }: PageProps<'/[locale]/db-messages/[id]'>) {
  const { locale: raw, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const admin = await requireAdminPage(locale);
  if (!/^\d{1,9}$/.test(id)) notFound();
  const db = await getDb();
  let message = await getContactMessage(db, Number(id));
  if (!message) notFound();
  // A visit from a link on another site (Sec-Fetch-Site: cross-site or same-site) does not mark it
  // read: the ids are sequential, and a page elsewhere could otherwise hide a new message from staff.
  if (!message.readAt && isOwnVisit((await headers()).get('sec-fetch-site'))) {
    await setContactMessageRead(db, message.id, true, admin.id);
    message = (await getContactMessage(db, message.id)) ?? message;
  }
  const [t, tAdmin] = await Promise.all([getTranslations({ locale, namespace: 'adminMessages' }), getTranslations({ locale, namespace: 'admin' })]);
  const language = tAdmin.has(`languages.${message.locale}` as 'languages.tr') ? tAdmin(`languages.${message.locale}` as 'languages.tr') : message.locale;
  const fact = 'flex flex-wrap justify-between gap-x-4 py-1';

  return (
    <DashboardMessages namespaces={['adminMessages']}>
      <div className="flex flex-col gap-6">
        <Link href="/db-messages" prefetch={false} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100">
          ← {t('back')}
        </Link>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('detailTitle', { name: message.name })}</h1>
        <section className={card}>
          <dl className="text-sm">
            <div className={fact}>
              <dt className="text-slate-600 dark:text-slate-400">{t('email')}</dt>
              <dd className="font-medium">
                <a href={`mailto:${message.email}`} className="underline">
                  {message.email}
                </a>
              </dd>
            </div>
            {message.phone && (
              <div className={fact}>
                <dt className="text-slate-600 dark:text-slate-400">{t('phone')}</dt>
                <dd className="font-medium">{message.phone}</dd>
              </div>
            )}
            <div className={fact}>
              <dt className="text-slate-600 dark:text-slate-400">{t('receivedAt')}</dt>
              <dd className="font-medium">{formatDateTime(message.createdAt, locale)}</dd>
            </div>
            <div className={fact}>
              <dt className="text-slate-600 dark:text-slate-400">{t('language')}</dt>
              <dd className="font-medium">{language}</dd>
            </div>
            {message.ip && (
              <div className={fact}>
                <dt className="text-slate-600 dark:text-slate-400">{t('ip')}</dt>
                <dd className="font-mono">{message.ip}</dd>
              </div>
            )}
          </dl>
          <p className="mt-4 whitespace-pre-wrap rounded-xl bg-slate-50 p-4 dark:bg-slate-900">{message.message}</p>
          {message.readAt && <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t('readAt', { date: formatDateTime(message.readAt, locale) })}</p>}
        </section>
        <div className="flex flex-wrap items-center gap-3">
          <a
            href={`mailto:${message.email}`}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('reply')}
          </a>
          <ReadToggle id={message.id} read={message.readAt !== null} />
        </div>
      </div>
    </DashboardMessages>
  );
}
