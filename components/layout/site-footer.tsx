import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getAgencyIdentity, getContacts, getMetaTags, SITE_CONTACTS_ID, SITE_META_ID } from '@/lib/catalog/site';
import { whatsappUrl } from '@/lib/validation/phone';
import { SiteFooterView } from './site-footer-view';

export { TURSAB_VERIFY_URL } from './site-footer-view';

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

/** A company name ending in an abbreviation ("Ltd. Şti.") already ends the sentence; others get the full stop. */
function withFullStop(name: string): string {
  return /[.!?]$/.test(name.trim()) ? name.trim() : `${name.trim()}.`;
}

/** The public footer: its contacts, links and texts are read and translated here; ./site-footer-view.tsx draws them. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, nav, contacts, meta, agency] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'nav' }),
    getContacts(SITE_CONTACTS_ID, locale),
    getMetaTags(SITE_META_ID, locale),
    getAgencyIdentity(),
  ]);
  const texts = {
    contactTitle: t('contactTitle'),
    phone: t('phone'),
    whatsapp: t('whatsapp'),
    email: t('email'),
    address: t('address'),
    followUs: t('followUs'),
    corporate: t('corporate'),
    quickLinks: t('quickLinks'),
    cardsAccepted: t('cardsAccepted'),
    tursabVerify: t('tursabVerify'),
    tursab: agency.tursabLicenceNo ? t('tursab', { licence: agency.tursabLicenceNo }) : '',
    copyright: t('copyright', { year: new Date().getFullYear(), company: withFullStop(agency.companyName) }),
    pages: footerPages.map((page) => ({ id: page.id, name: t(page.key) })),
    quick: [
      { href: '/tour-list-1', name: nav('tours') },
      { href: '/destinations', name: t('destinations') },
      { href: '/blog-list-1', name: nav('blog') },
      { href: '/help-center', name: t('helpCenter') },
      { href: '/contact', name: nav('contact') },
    ],
  };
  return (
    <SiteFooterView
      texts={texts}
      contacts={contacts}
      whatsappHref={contacts ? whatsappUrl(contacts.whatsapp) : null}
      facebook={meta?.facebook}
      instagram={meta?.instagram}
    />
  );
}
