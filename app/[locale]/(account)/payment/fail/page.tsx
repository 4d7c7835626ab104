import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { PaymentFailure } from '@/components/payment/payment-failure';
import { Loading } from '@/components/ui/loading';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

// The same shell for everyone (cached); the reason is read from the URL in the browser.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/payment/fail'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'payment.failure' });
  return pageMetadata({ locale, path: '/payment/fail', title: t('title'), noindex: true });
}

/** Spec route /payment/fail: why the payment did not go through, and the ways on. */
export default async function PaymentFailPage({ params }: PageProps<'/[locale]/payment/fail'>) {
  setRequestLocale((await params).locale as Locale);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Suspense fallback={<Loading variant="card" />}>
        <PaymentFailure />
      </Suspense>
    </div>
  );
}
