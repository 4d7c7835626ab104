import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/config/env';
import { getAgencyIdentity, getContacts, SITE_CONTACTS_ID } from '@/lib/catalog/site';
import { PAGE_IDS } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedUrl } from '@/lib/seo/urls';

// The same page for every visitor (cached): the seller's details come from the server, the cart
// and the customer's details are filled in by the client island.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return pageMetadata({ locale, path: '/checkout', title: t('title'), description: t('description'), noindex: true });
}

/**
 * /checkout (not in the spec's route list, which shows no checkout at all): the reservation
 * fields, the pre-information form and the distance sales contract filled with this order, the
 * KVKK notice and the payment method, then card payment or bank-transfer instructions.
 */
export default async function CheckoutPage({ params }: PageProps<'/[locale]/checkout'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, agency, contacts] = await Promise.all([getTranslations({ locale, namespace: 'checkout' }), getAgencyIdentity(), getContacts(SITE_CONTACTS_ID, locale)]);
  const seller = {
    company: agency.companyName,
    mersis: agency.mersisNo,
    tursab: agency.tursabLicenceNo,
    address: contacts?.address ?? '',
    phone: contacts?.phone1 ?? '',
    email: contacts?.email ?? '',
    site: localizedUrl('/', locale),
  };
  // KVKK art. 10: the customer is informed where the data is collected; information, not a consent box.
  const notice = t.rich('kvkkNotice', {
    company: agency.companyName,
    link: (chunks) => (
      <Link href={`/page-single/${PAGE_IDS.kvkk}`} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100">
        {chunks}
      </Link>
    ),
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mb-8 mt-2 text-slate-600 dark:text-slate-300">{t('description')}</p>
      <CheckoutView seller={seller} deadlineHours={env().EFT_DEADLINE_HOURS} notice={notice} />
    </div>
  );
}
