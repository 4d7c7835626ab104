import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactForm } from '@/components/contact/contact-form';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getAgencyIdentity, getContacts, SITE_CONTACTS_ID } from '@/lib/catalog/site';
import { BANNER_KEYS, getBanner } from '@/lib/content/page-titles';
import { PAGE_IDS } from '@/lib/content/page-ids';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbLd } from '@/lib/seo/structured-data';
import { AgencyJsonLd } from '@/components/seo/agency-json-ld';

export const revalidate = 3600;

async function contactBanner(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'contact' });
  return getBanner(BANNER_KEYS.contact, locale, { title: t('title'), subtitle: t('subtitle') });
}

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, banner] = await Promise.all([getTranslations({ locale, namespace: 'contact' }), contactBanner(locale)]);
  return pageMetadata({ locale, path: '/contact', title: banner.title, description: t('metaDescription'), image: banner.image || undefined });
}

/** Contact: the agency's details (Contacts/1) and the contact form with its KVKK notice. */
export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, content, banner, contacts, agency] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    getTranslations({ locale, namespace: 'content' }),
    contactBanner(locale),
    getContacts(SITE_CONTACTS_ID, locale),
    getAgencyIdentity(),
  ]);
  const crumbs = [
    { name: content('home'), path: '/' },
    { name: banner.title, path: '/contact' },
  ];
  // KVKK art. 10: the visitor is informed where the data is collected; information, not a consent box.
  const notice = t.rich('form.kvkkNotice', {
    company: agency.companyName,
    link: (chunks) => (
      <Link href={`/page-single/${PAGE_IDS.kvkk}`} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100">
        {chunks}
      </Link>
    ),
  });
  return (
    <>
      <AgencyJsonLd locale={locale} />
      <JsonLd data={breadcrumbLd(crumbs, locale)} />
      <PageBanner title={banner.title} subtitle={banner.subtitle} image={banner.image || undefined} crumbs={crumbs.map(({ name, path }) => ({ name, href: path }))} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 desk:grid-cols-[24rem_1fr]">
        {contacts ? <ContactDetails contacts={contacts} locale={locale} /> : <div />}
        <section aria-labelledby="contact-form" className="rounded-2xl border border-slate-200 p-6 sm:p-8 dark:border-slate-800">
          <h2 id="contact-form" className="text-xl font-bold">{t('form.title')}</h2>
          <p className="mb-6 mt-2 text-slate-600 dark:text-slate-300">{t('form.intro')}</p>
          <PageMessages namespaces={['contact', 'validation']}>
            <ContactForm notice={notice} />
          </PageMessages>
        </section>
      </div>
    </>
  );
}
