import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getContacts, getMetaTags, SITE_CONTACTS_ID, SITE_META_ID } from '@/lib/catalog/site';
import { SiteHeaderView } from './site-header-view';

/** The public header: the logo, brand and contacts are read here; ./site-header-view.tsx draws them. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const [site, contacts, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    getContacts(SITE_CONTACTS_ID, locale),
    getMetaTags(SITE_META_ID, locale),
  ]);
  return (
    <SiteHeaderView
      logo={meta?.siteLogo || '/images/logo.svg'}
      brand={site('brand')}
      phone={contacts?.phone1 ?? ''}
      facebook={meta?.facebook}
      instagram={meta?.instagram}
    />
  );
}
