import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getAgencyIdentity, getContacts, getMetaTags, SITE_CONTACTS_ID, SITE_META_ID } from '@/lib/catalog/site';
import { travelAgencyLd } from '@/lib/seo/structured-data';
import { JsonLd } from './json-ld';

/**
 * The agency as a schema.org TravelAgency, on the home, about and contact pages (from the same cached
 * reads as the footer); the other pages name it by id and name (`agencyRef`, docs/decisions/0126).
 */
export async function AgencyJsonLd({ locale }: { locale: Locale }) {
  const [t, meta, contacts, agency] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    getMetaTags(SITE_META_ID, locale),
    getContacts(SITE_CONTACTS_ID, locale),
    getAgencyIdentity(),
  ]);
  return (
    <JsonLd
      data={travelAgencyLd({
        locale,
        name: t('brand'),
        legalName: agency.companyName,
        description: meta?.description || t('description'),
        logo: meta?.siteLogo || '/images/logo.svg',
        phones: contacts ? [contacts.phone1, contacts.phone2] : [],
        email: contacts?.email,
        address: contacts?.address,
        socialProfiles: meta ? [meta.facebook, meta.instagram] : [],
        tursabLicenceNo: agency.tursabLicenceNo,
      })}
    />
  );
}
