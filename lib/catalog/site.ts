import 'server-only';
import { eq } from 'drizzle-orm';
import { cached, cachedWhenKnown } from './cache';
import { getDb } from '@/lib/db/client';
import { contacts, metaTags, settings } from '@/lib/db/schema';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { tags } from './tags';

/** The spec's record ids: MetaTags/2 and Contacts/1. */
export const SITE_META_ID = 2;
export const SITE_CONTACTS_ID = 1;

type SiteMeta = { title: string; description: string; keywords: string; siteLogo: string; facebook: string; instagram: string };
export type SiteContacts = { phone1: string; phone2: string; whatsapp: string; address: string; email: string };
type AgencyIdentity = { companyName: string; tursabLicenceNo: string; mersisNo: string };

// GET /api/MetaTags/{id} and /api/Contacts/{id} take any id: only the site's own records (the ones
// the pages read) are cached, any other id is read uncached so that random ids store no entry.
export const getMetaTags = cachedWhenKnown(
  async (id: number, locale: Locale): Promise<SiteMeta | null> => {
    const db = await getDb();
    const [row] = await db.select().from(metaTags).where(eq(metaTags.id, id));
    if (!row) return null;
    return {
      title: pick(row.title, locale),
      description: pick(row.description, locale),
      keywords: pick(row.keywords, locale),
      siteLogo: row.siteLogo,
      facebook: row.facebook,
      instagram: row.instagram,
    };
  },
  ['meta-tags'],
  { tags: [tags.site] },
  (id) => id === SITE_META_ID,
);

export const getContacts = cachedWhenKnown(
  async (id: number, locale: Locale): Promise<SiteContacts | null> => {
    const db = await getDb();
    const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
    if (!row) return null;
    return { phone1: row.phone1, phone2: row.phone2, whatsapp: row.whatsapp, address: pick(row.address, locale), email: row.email };
  },
  ['contacts'],
  { tags: [tags.site] },
  (id) => id === SITE_CONTACTS_ID,
);

export const getAgencyIdentity = cached(
  async (): Promise<AgencyIdentity> => {
    const db = await getDb();
    const [row] = await db.select().from(settings).where(eq(settings.id, 1));
    return {
      companyName: row?.companyName ?? 'Anatolia Tours',
      tursabLicenceNo: row?.tursabLicenceNo ?? '',
      mersisNo: row?.mersisNo ?? '',
    };
  },
  ['agency-identity'],
  { tags: [tags.site] },
);
