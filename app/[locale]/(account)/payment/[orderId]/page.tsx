import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CardPayment } from '@/components/payment/card-payment';
import type { Locale } from '@/i18n/routing';
import { gatewayConfig } from '@/lib/payments/config';
import { pageMetadata } from '@/lib/seo/metadata';

// Rendered per request: the store type (which page takes the card) is the agency's current setting.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/payment/[orderId]'>): Promise<Metadata> {
  const { locale, orderId } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'payment' });
  return pageMetadata({ locale: locale as Locale, path: `/payment/${orderId}`, title: t('title'), noindex: true });
}

/** Spec route /payment/{orderId}: pay an order by card through the bank's 3-D Secure step. */
export default async function PaymentPage({ params, searchParams }: PageProps<'/[locale]/payment/[orderId]'>) {
  const { locale, orderId } = await params;
  // A balance link from an e-mail (docs/decisions/0083): the server checks the token with every call.
  const token = (await searchParams).t;
  const balanceToken = typeof token === 'string' && token.length <= 1000 ? token : undefined;
  setRequestLocale(locale as Locale);
  const [t, config] = await Promise.all([getTranslations({ locale: locale as Locale, namespace: 'payment' }), gatewayConfig()]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="mb-8 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
      <CardPayment orderId={orderId} storeType={config.storeType} balanceToken={balanceToken} />
    </div>
  );
}
