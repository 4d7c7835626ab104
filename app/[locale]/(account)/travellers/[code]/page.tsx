import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TravellersForm } from '@/components/travellers/travellers-form';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/travellers/[code]'>): Promise<Metadata> {
  const { locale, code } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'travellers' });
  return pageMetadata({ locale: locale as Locale, path: `/travellers/${encodeURIComponent(code)}`, title: t('metaTitle'), description: t('title'), noindex: true });
}

/** /travellers/{code}: a booking's travellers, from the signed link of its e-mails (docs/booking-and-payments.md "Travellers"). */
export default async function TravellersPage({ params }: PageProps<'/[locale]/travellers/[code]'>) {
  const { locale, code } = await params;
  setRequestLocale(locale as Locale);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <TravellersForm code={code.slice(0, 64)} />
    </div>
  );
}
