import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { card, PageHeader, PageLinks, Tag, type TagColour } from '@/components/dashboard/bookings/ui';
import { formatDateTime } from '@/components/dashboard/bookings/format';
import { ReviewActions } from '@/components/dashboard/reviews/review-actions';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { orderNumber } from '@/lib/orders/number';
import { listReviews, type ReviewFilter } from '@/lib/reviews/reviews';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-reviews'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'adminReviews' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const PAGE_SIZE = 20;
const FILTERS: ReviewFilter[] = ['pending', 'approved', 'hidden', 'all'];
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const statusColour: Record<string, TagColour> = { pending: 'warning', approved: 'success', hidden: 'default' };

const tabClass =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-slate-700 hover:bg-white aria-[current=page]:bg-white aria-[current=page]:text-brand-700 aria-[current=page]:shadow dark:text-slate-300 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-white';

/** /db-reviews: travellers' reviews by status; staff approve, hide and answer them (audited). */
export default async function ReviewsPage({ params, searchParams }: PageProps<'/[locale]/db-reviews'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  const t = await getTranslations({ locale, namespace: 'adminReviews' });
  const tLanguages = await getTranslations({ locale, namespace: 'tourReviews.languages' });
  const query = await searchParams;
  const requestedStatus = first(query.status);
  const status = FILTERS.find((filter) => filter === requestedStatus) ?? 'pending';
  const requested = Number(first(query.page) ?? '0');
  const index = Number.isInteger(requested) && requested >= 0 && requested < 100_000 ? requested : 0;
  const { items, total, pending } = await listReviews(await getDb(), { index, size: PAGE_SIZE, status }, locale);
  const pages = Math.ceil(total / PAGE_SIZE);
  const href = (page: number) => {
    const search = new URLSearchParams();
    if (status !== 'pending') search.set('status', status);
    if (page > 0) search.set('page', String(page));
    const text = search.toString();
    return `/db-reviews${text ? `?${text}` : ''}`;
  };
  const language = (code: string) => (code === 'tr' || code === 'en' || code === 'ru' ? tLanguages(code) : code);

  return (
    <DashboardMessages namespaces={['adminReviews']}>
      <div className="flex flex-col gap-6">
        <PageHeader title={t('title')} description={t('description')} />
        <nav aria-label={t('tabs.label')} className="flex flex-wrap gap-1 self-start rounded-full bg-slate-100 p-1 dark:bg-slate-900">
          {FILTERS.map((filter) => (
            <Link key={filter} href={filter === 'pending' ? '/db-reviews' : `/db-reviews?status=${filter}`} prefetch={false} aria-current={filter === status ? 'page' : undefined} className={tabClass}>
              {t(`tabs.${filter}`)}
              {filter === 'pending' && pending > 0 && <span className="ml-2 rounded-full bg-amber-200 px-2 text-xs text-amber-950">{pending}</span>}
            </Link>
          ))}
        </nav>
        {pending > 0 && <p className="font-semibold">{t('pendingCount', { count: pending })}</p>}
        {items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center font-medium dark:border-slate-700">{t('empty')}</p>
        ) : (
          <ul className="grid gap-4">
            {items.map((review) => (
              <li key={review.id} className={`${card} grid gap-4 desk:grid-cols-[minmax(0,1fr)_22rem]`}>
                <article aria-labelledby={`review-${review.id}`} className="flex min-w-0 flex-col gap-2">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 id={`review-${review.id}`} className="text-lg font-semibold">
                      {review.authorName} · {review.tourTitle}
                    </h2>
                    <Tag colour={statusColour[review.status]}>{t(`status.${review.status}`)}</Tag>
                  </div>
                  <p>
                    <span aria-hidden="true" className="text-amber-500">
                      {'★'.repeat(review.stars)}
                      <span className="text-slate-300 dark:text-slate-600">{'★'.repeat(5 - review.stars)}</span>
                    </span>
                    <span className="sr-only">{t('stars', { stars: review.stars })}</span>
                  </p>
                  <p lang={review.language} className="whitespace-pre-line break-words">
                    {review.text}
                  </p>
                  <p className="flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-400">
                    <span>{t('language', { language: language(review.language) })}</span>
                    <span>{t('written', { date: formatDateTime(review.createdAt, locale) })}</span>
                    <Link href={`/db-booking/${review.orderId}`} prefetch={false} className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
                      {t('order', { orderNo: orderNumber(review.orderUUID) })}
                    </Link>
                  </p>
                </article>
                <ReviewActions id={review.id} status={review.status} reply={review.reply} />
              </li>
            ))}
          </ul>
        )}
        <PageLinks href={href} index={index} pages={pages} labels={{ pagination: t('pagination'), previous: t('previous'), next: t('next'), page: t('page', { page: index + 1, pages: Math.max(1, pages) }) }} />
      </div>
    </DashboardMessages>
  );
}
