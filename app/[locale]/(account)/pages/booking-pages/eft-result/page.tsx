import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { EftResult } from '@/components/payment/eft-result';
import { Loading } from '@/components/ui/loading';
import type { Locale } from '@/i18n/routing';
import { sellerDetails } from '@/lib/orders/seller';
import { pageMetadata } from '@/lib/seo/metadata';

// Rendered per request: the receiving account is the agency's current one, never an old copy.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/booking-pages/eft-result'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'eft' });
  return pageMetadata({ locale, path: '/pages/booking-pages/eft-result', title: t('title'), noindex: true });
}

/** Spec route /pages/booking-pages/eft-result: the order's summary and, for a bank transfer, where to send it. */
export default async function EftResultPage({ params }: PageProps<'/[locale]/pages/booking-pages/eft-result'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const seller = await sellerDetails(locale);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Suspense fallback={<Loading variant="card" />}>
        <EftResult account={{ bankName: seller.bankName, companyName: seller.companyName, iban: seller.iban }} />
      </Suspense>
    </div>
  );
}
