import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { contacts, settings } from '@/lib/db/schema';
import { SITE_CONTACTS_ID } from '@/lib/catalog/site';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';

/** The agency as a seller: who the contract is with and where a bank transfer goes. */
type Seller = {
  companyName: string;
  mersisNo: string;
  tursabLicenceNo: string;
  address: string;
  phone: string;
  email: string;
  bankName: string;
  iban: string;
};

/**
 * Read fresh from settings (id 1) and Contacts/1, not from the page cache: e-mails and the
 * bank-transfer page must quote the IBAN the agency has now.
 */
export async function sellerDetails(locale: Locale): Promise<Seller> {
  const db = await getDb();
  const [[agency], [contact]] = await Promise.all([
    db.select().from(settings).where(eq(settings.id, 1)),
    db.select().from(contacts).where(eq(contacts.id, SITE_CONTACTS_ID)),
  ]);
  return {
    companyName: agency?.companyName ?? '',
    mersisNo: agency?.mersisNo ?? '',
    tursabLicenceNo: agency?.tursabLicenceNo ?? '',
    address: contact ? pick(contact.address, locale) : '',
    phone: contact?.phone1 ?? '',
    email: contact?.email ?? '',
    bankName: agency?.bankName ?? '',
    iban: agency?.iban ?? '',
  };
}
