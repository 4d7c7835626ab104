import { getTranslations } from 'next-intl/server';
import { MailIcon, PhoneIcon, PinIcon, WhatsappIcon } from '@/components/ui/icons';
import { whatsappUrl } from '@/lib/validation/phone';
import type { Locale } from '@/i18n/routing';
import type { SiteContacts } from '@/lib/catalog/site';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The agency's phones, e-mail and address (the spec's Contacts/1 record), each one tap away. */
export async function ContactDetails({ contacts, locale }: { contacts: SiteContacts; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact.details' });
  const phones = [contacts.phone1, contacts.phone2].filter(Boolean);
  const whatsapp = contacts.whatsapp ? whatsappUrl(contacts.whatsapp) : null;
  const icon = 'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100';
  const term = 'flex items-center gap-3 font-semibold';
  // Aligned under the label, past the icon.
  const value = 'ml-[3.25rem]';
  return (
    <section aria-labelledby="contact-details" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <h2 id="contact-details" className="mb-6 text-xl font-bold">{t('title')}</h2>
      <dl className="flex flex-col gap-6">
        {phones.length > 0 && (
          <div>
            <dt className={term}>
              <span className={icon}><PhoneIcon /></span>
              {t('phone')}
            </dt>
            {phones.map((phone) => (
              <dd key={phone} className={value}>
                <a href={telHref(phone)} className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">{phone}</a>
              </dd>
            ))}
          </div>
        )}
        {whatsapp && (
          <div>
            <dt className={term}>
              <span className={icon}><WhatsappIcon /></span>
              {t('whatsapp')}
            </dt>
            <dd className={value}>
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">{contacts.whatsapp}</a>
            </dd>
          </div>
        )}
        <div>
          <dt className={term}>
            <span className={icon}><MailIcon /></span>
            {t('email')}
          </dt>
          <dd className={value}>
            <a href={`mailto:${contacts.email}`} className="break-all text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">{contacts.email}</a>
          </dd>
        </div>
        {contacts.address && (
          <div>
            <dt className={term}>
              <span className={icon}><PinIcon /></span>
              {t('address')}
            </dt>
            <dd className={value}>
              <address className="whitespace-pre-line not-italic">{contacts.address}</address>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
