import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { PaymentResultView } from '@/components/payment/payment-result';
import { Loading } from '@/components/ui/loading';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

// The same shell for everyone (cached); the order is read by the client island.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/payment/success'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'payment' });
  return pageMetadata({ locale, path: '/payment/success', title: t('resultTitle'), noindex: true });
}

/** Spec route /payment/success: where the bank returns the customer after an approved payment. */
export default async function PaymentResultPage({ params }: PageProps<'/[locale]/payment/success'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'payment' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('resultTitle')}</h1>
      <Suspense fallback={<Loading variant="spinner" />}>
        <PaymentResultView />
      </Suspense>
    </div>
  );
}
