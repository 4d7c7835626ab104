'use client';

import { Link } from '@/i18n/navigation';
import type { SiteContacts } from '@/lib/catalog/site';
import { MailIcon, PhoneIcon, PinIcon, WhatsappIcon } from '@/components/ui/icons';
import { VectorImage } from '@/components/ui/vector-image';
import { SocialLinks } from './social-links';

/** TÜRSAB's Digital Verification System (docs/checkout-law.md#agency-identity-türsab). */
export const TURSAB_VERIFY_URL = 'https://www.tursab.org.tr/tr/ddsv';

/** The footer's texts, translated on the server (./site-footer.tsx). */
export type FooterTexts = {
  contactTitle: string;
  phone: string;
  whatsapp: string;
  email: string;
  address: string;
  followUs: string;
  corporate: string;
  quickLinks: string;
  cardsAccepted: string;
  tursabVerify: string;
  /** "TÜRSAB licence A-…", or empty without a licence number. */
  tursab: string;
  copyright: string;
  /** The corporate and legal pages, in order. */
  pages: { id: number; name: string }[];
  /** The quick links, in order. */
  quick: { href: string; name: string }[];
};

export type SiteFooterViewProps = {
  texts: FooterTexts;
  contacts: SiteContacts | null;
  /** The WhatsApp link, when the number makes one. */
  whatsappHref: string | null;
  facebook?: string;
  instagram?: string;
};

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The public footer's markup. A client component although nothing in it changes in the browser: a
 * server component's markup is in every cached page twice, as HTML and again in the RSC payload, and
 * the footer is on every public page; this way the payload carries its texts and contacts (≈ 1 KB)
 * instead of its tree (≈ 7 KB), and the code is one cached chunk (docs/decisions/0120).
 */
export function SiteFooterView({ texts, contacts, whatsappHref, facebook, instagram }: SiteFooterViewProps) {
  return (
    <footer className="below-fold site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-2 text-base font-semibold">{texts.contactTitle}</h2>
          {contacts && (
            // Each link is a 44 px high line (the footer's `li a` rule): its icon sits at the line's middle.
            <ul>
              <li className="flex gap-2">
                <PhoneIcon className="mt-3.5 h-4 w-4 shrink-0" />
                <span>
                  <span className="sr-only">{texts.phone}: </span>
                  <a href={telHref(contacts.phone1)}>{contacts.phone1}</a>
                  {contacts.phone2 && (
                    <>
                      {' · '}
                      <a href={telHref(contacts.phone2)}>{contacts.phone2}</a>
                    </>
                  )}
                </span>
              </li>
              {whatsappHref && (
                <li className="flex gap-2">
                  <WhatsappIcon className="mt-3.5 h-4 w-4 shrink-0" />
                  <span className="sr-only">{texts.whatsapp}: </span>
                  <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
                    {contacts.whatsapp}
                  </a>
                </li>
              )}
              <li className="flex gap-2">
                <MailIcon className="mt-3.5 h-4 w-4 shrink-0" />
                <span className="sr-only">{texts.email}: </span>
                <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </li>
              <li className="mt-2 flex gap-2">
                <PinIcon className="mt-0.5 h-4 w-4 shrink-0" />
                <span className="sr-only">{texts.address}: </span>
                <address className="not-italic">{contacts.address}</address>
              </li>
            </ul>
          )}
          <h2 className="mb-3 mt-6 text-base font-semibold">{texts.followUs}</h2>
          <SocialLinks facebook={facebook} instagram={instagram} />
        </section>
        <nav aria-labelledby="footer-corporate">
          <h2 id="footer-corporate" className="mb-2 text-base font-semibold">{texts.corporate}</h2>
          <ul>
            {texts.pages.map((page) => (
              <li key={page.id}>
                <Link href={`/page-single/${page.id}`}>{page.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="mb-2 text-base font-semibold">{texts.quickLinks}</h2>
          <ul>
            {texts.quick.map((link) => (
              <li key={link.href}><Link href={link.href}>{link.name}</Link></li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-trust">
          <h2 id="footer-trust" className="mb-4 text-base font-semibold">{texts.cardsAccepted}</h2>
          <div className="flex gap-2">
            <VectorImage src="/images/brands/visa.svg" alt="Visa" width={60} height={38} />
            <VectorImage src="/images/brands/mastercard.svg" alt="Mastercard" width={60} height={38} />
            <VectorImage src="/images/brands/troy.svg" alt="Troy" width={60} height={38} />
          </div>
          <a href={TURSAB_VERIFY_URL} target="_blank" rel="noopener noreferrer" className="mt-6 inline-block" aria-label={texts.tursabVerify}>
            <VectorImage src="/images/brands/tursab.svg" alt="TÜRSAB" width={120} height={48} />
          </a>
          {texts.tursab && <p className="mt-2">{texts.tursab}</p>}
        </section>
      </div>
      <div className="border-t border-slate-200 px-4 py-5 text-center dark:border-slate-800">
        <p>{texts.copyright}</p>
      </div>
    </footer>
  );
}
