import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getAgencyIdentity, getContacts, getMetaTags, SITE_CONTACTS_ID, SITE_META_ID } from '@/lib/catalog/site';
import { MailIcon, PhoneIcon, PinIcon, WhatsappIcon } from '@/components/ui/icons';
import { whatsappUrl } from '@/lib/validation/phone';
import { SocialLinks } from './social-links';

/** docs/product-rules.md#screens: static page ids linked from the footer. */
export const footerPages = [
  { id: 13, key: 'aboutUs' },
  { id: 14, key: 'kvkk' },
  { id: 15, key: 'cookies' },
  { id: 16, key: 'terms' },
  { id: 17, key: 'paymentMethods' },
  { id: 18, key: 'privacy' },
  { id: 19, key: 'cancellation' },
] as const;

/** TÜRSAB's Digital Verification System (docs/checkout-law.md#agency-identity-türsab). */
export const TURSAB_VERIFY_URL = 'https://www.tursab.org.tr/tr/ddsv';

/** A company name ending in an abbreviation ("Ltd. Şti.") already ends the sentence; others get the full stop. */
function withFullStop(name: string): string {
  return /[.!?]$/.test(name.trim()) ? name.trim() : `${name.trim()}.`;
}

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, nav, contacts, meta, agency] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'nav' }),
    getContacts(SITE_CONTACTS_ID, locale),
    getMetaTags(SITE_META_ID, locale),
    getAgencyIdentity(),
  ]);
  const year = new Date().getFullYear();
  return (
    <footer className="below-fold [--fold-estimate:70rem] lg:[--fold-estimate:28rem] mt-16 border-t border-slate-200 bg-slate-50 text-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-4 text-base font-semibold">{t('contactTitle')}</h2>
          {contacts && (
            <ul className="space-y-3">
              <li className="flex gap-2">
                <PhoneIcon className="mt-0.5 h-4 w-4 shrink-0" />
                <span>
                  <span className="sr-only">{t('phone')}: </span>
                  <a href={`tel:${contacts.phone1.replace(/[^\d+]/g, '')}`} className="hover:underline">{contacts.phone1}</a>
                  {contacts.phone2 && (
                    <>
                      {' · '}
                      <a href={`tel:${contacts.phone2.replace(/[^\d+]/g, '')}`} className="hover:underline">{contacts.phone2}</a>
                    </>
                  )}
                </span>
              </li>
              {contacts.whatsapp && whatsappUrl(contacts.whatsapp) && (
                <li className="flex gap-2">
                  <WhatsappIcon className="mt-0.5 h-4 w-4 shrink-0" />
                  <span className="sr-only">{t('whatsapp')}: </span>
                  <a href={whatsappUrl(contacts.whatsapp)!} target="_blank" rel="noopener noreferrer" className="hover:underline">
                    {contacts.whatsapp}
                  </a>
                </li>
              )}
              <li className="flex gap-2">
                <MailIcon className="mt-0.5 h-4 w-4 shrink-0" />
                <span className="sr-only">{t('email')}: </span>
                <a href={`mailto:${contacts.email}`} className="hover:underline">{contacts.email}</a>
              </li>
              <li className="flex gap-2">
                <PinIcon className="mt-0.5 h-4 w-4 shrink-0" />
                <span className="sr-only">{t('address')}: </span>
                <address className="not-italic">{contacts.address}</address>
              </li>
            </ul>
          )}
          <h2 className="mb-3 mt-6 text-base font-semibold">{t('followUs')}</h2>
          <SocialLinks facebook={meta?.facebook} instagram={meta?.instagram} />
        </section>
        <nav aria-labelledby="footer-corporate">
          <h2 id="footer-corporate" className="mb-4 text-base font-semibold">{t('corporate')}</h2>
          <ul className="space-y-2">
            {footerPages.map((page) => (
              <li key={page.id}>
                <Link href={`/page-single/${page.id}`} className="hover:underline">{t(page.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="mb-4 text-base font-semibold">{t('quickLinks')}</h2>
          <ul className="space-y-2">
            <li><Link href="/tour-list-1" className="hover:underline">{nav('tours')}</Link></li>
            <li><Link href="/destinations" className="hover:underline">{t('destinations')}</Link></li>
            <li><Link href="/blog-list-1" className="hover:underline">{nav('blog')}</Link></li>
            <li><Link href="/help-center" className="hover:underline">{t('helpCenter')}</Link></li>
            <li><Link href="/contact" className="hover:underline">{nav('contact')}</Link></li>
          </ul>
        </nav>
        <section aria-labelledby="footer-trust">
          <h2 id="footer-trust" className="mb-4 text-base font-semibold">{t('cardsAccepted')}</h2>
          <div className="flex gap-2">
            <Image src="/images/brands/visa.svg" alt="Visa" width={60} height={38} unoptimized />
            <Image src="/images/brands/mastercard.svg" alt="Mastercard" width={60} height={38} unoptimized />
            <Image src="/images/brands/troy.svg" alt="Troy" width={60} height={38} unoptimized />
          </div>
          <a href={TURSAB_VERIFY_URL} target="_blank" rel="noopener noreferrer" className="mt-6 inline-block" aria-label={t('tursabVerify')}>
            <Image src="/images/brands/tursab.svg" alt="TÜRSAB" width={120} height={48} unoptimized />
          </a>
          {agency.tursabLicenceNo && <p className="mt-2">{t('tursab', { licence: agency.tursabLicenceNo })}</p>}
        </section>
      </div>
      <div className="border-t border-slate-200 py-5 text-center dark:border-slate-800">
        <p>{t('copyright', { year, company: withFullStop(agency.companyName) })}</p>
      </div>
    </footer>
  );
}
