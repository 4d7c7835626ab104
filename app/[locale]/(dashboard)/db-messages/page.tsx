import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHeader, PageLinks } from '@/components/dashboard/bookings/ui';
import { MessagesTable } from '@/components/dashboard/messages/messages-table';
import { OutboxTable } from '@/components/dashboard/messages/outbox-table';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listContactMessages, listOutbox } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-messages'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'adminMessages' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const PAGE_SIZE = 20;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const tabClass =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-slate-700 hover:bg-white aria-[current=page]:bg-white aria-[current=page]:text-brand-700 aria-[current=page]:shadow dark:text-slate-300 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-white';

/** /db-messages: the contact form's messages (newest first, read state) and the mail outbox. */
export default async function MessagesPage({ params, searchParams }: PageProps<'/[locale]/db-messages'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  const t = await getTranslations({ locale, namespace: 'adminMessages' });
  const query = await searchParams;
  const tab = first(query.tab) === 'outbox' ? 'outbox' : 'messages';
  const unreadOnly = first(query.unread) === 'true';
  const requested = Number(first(query.page) ?? '0');
  const index = Number.isInteger(requested) && requested >= 0 && requested < 100_000 ? requested : 0;
  const db = await getDb();
  const [messages, outbox] = await Promise.all([
    listContactMessages(db, tab === 'messages' ? { index, size: PAGE_SIZE } : { index: 0, size: 1 }, { unreadOnly }),
    tab === 'outbox' ? listOutbox(db, { index, size: PAGE_SIZE }) : null,
  ]);
  const total = tab === 'outbox' ? (outbox?.total ?? 0) : messages.total;
  const pages = Math.ceil(total / PAGE_SIZE);
  const href = (page: number) => {
    const params = new URLSearchParams();
    if (tab === 'outbox') params.set('tab', 'outbox');
    if (tab === 'messages' && unreadOnly) params.set('unread', 'true');
    if (page > 0) params.set('page', String(page));
    const search = params.toString();
    return `/db-messages${search ? `?${search}` : ''}`;
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} description={t('description')} />
      <nav aria-label={t('tabs.label')} className="flex flex-wrap gap-1 self-start rounded-full bg-slate-100 p-1 dark:bg-slate-900">
        <Link href="/db-messages" prefetch={false} aria-current={tab === 'messages' ? 'page' : undefined} className={tabClass}>
          {t('tabs.messages')}
          {messages.unread > 0 && <span className="ml-2 rounded-full bg-amber-200 px-2 text-xs text-amber-950">{messages.unread}</span>}
        </Link>
        <Link href="/db-messages?tab=outbox" prefetch={false} aria-current={tab === 'outbox' ? 'page' : undefined} className={tabClass}>
          {t('tabs.outbox')}
        </Link>
      </nav>

      {tab === 'messages' ? (
        <section aria-label={t('tabs.messages')} className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-semibold">{messages.unread > 0 ? t('unreadCount', { count: messages.unread }) : t('noUnread')}</p>
            <Link href={unreadOnly ? '/db-messages' : '/db-messages?unread=true'} prefetch={false} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100">
              {unreadOnly ? t('filter.all') : t('filter.unread')}
            </Link>
          </div>
          {messages.items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center font-medium dark:border-slate-700">{unreadOnly ? t('emptyUnread') : t('empty')}</p>
          ) : (
            <MessagesTable messages={messages.items} locale={locale} />
          )}
        </section>
      ) : (
        <section aria-label={t('tabs.outbox')} className="flex flex-col gap-4">
          {outbox && outbox.items.length > 0 ? (
            <OutboxTable mails={outbox.items} locale={locale} />
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center font-medium dark:border-slate-700">{t('outbox.empty')}</p>
          )}
        </section>
      )}
      <PageLinks href={href} index={index} pages={pages} labels={{ pagination: t('pagination'), previous: t('previous'), next: t('next'), page: t('page', { page: index + 1, pages: Math.max(1, pages) }) }} />
    </div>
  );
}
