import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PaymentSuccess } from '@/components/payment/payment-success';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/success'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'payment.success' });
  return pageMetadata({ locale, path: '/success', title: t('title'), noindex: true });
}

/** Spec route /success: the payment success page (it empties the cart). */
export default async function PaymentSuccessPage({ params }: PageProps<'/[locale]/success'>) {
  setRequestLocale((await params).locale as Locale);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <PaymentSuccess />
    </div>
  );
}
