import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { z } from 'zod';
import { ReviewForm } from '@/components/bookings/review-form';
import { notFoundMetadata } from '@/components/layout/not-found-content';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/review/[orderUUID]'>): Promise<Metadata> {
  const { locale, orderUUID } = await params;
  if (!z.uuid().safeParse(orderUUID).success) return notFoundMetadata(locale);
  const t = await getTranslations({ locale: locale as Locale, namespace: 'review' });
  return pageMetadata({ locale: locale as Locale, path: `/review/${orderUUID}`, title: t('metaTitle'), description: t('metaDescription'), noindex: true });
}

const token = z.string().max(1000).regex(/^[\w-]+\.[\w-]+\.[\w-]+$/);

/**
 * /review/{orderUUID}?t={token}: where the traveller of a completed booking reviews its tours —
 * signed in as the order's owner, or through the signed link of the thank-you e-mail. A shell that
 * reads no cookies; the island reads and writes through /api/Orders/{orderUUID}/review.
 */
export default async function ReviewPage({ params, searchParams }: PageProps<'/[locale]/review/[orderUUID]'>) {
  const { locale, orderUUID } = await params;
  setRequestLocale(locale as Locale);
  if (!z.uuid().safeParse(orderUUID).success) notFound();
  const raw = (await searchParams).t;
  const parsed = token.safeParse(Array.isArray(raw) ? raw[0] : raw);
  const t = await getTranslations({ locale: locale as Locale, namespace: 'review' });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:py-14">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('intro')}</p>
      </header>
      <ReviewForm orderUUID={orderUUID} token={parsed.success ? parsed.data : null} />
    </div>
  );
}
