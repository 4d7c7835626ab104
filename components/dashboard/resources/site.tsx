'use client';

import { ResourceScreen } from '@/components/dashboard/crud/resource-screen';
import type { ResourceConfig } from '@/components/dashboard/crud/types';
import { SITE_CONTACTS_RECORD_ID } from '@/lib/admin/schemas/contacts';
import { SITE_META_RECORD_ID } from '@/lib/admin/schemas/meta-tags';

const localized = () => ({ tr: '', en: '', ru: '' });

const metaTagsConfig: ResourceConfig = {
  resource: 'metaTags',
  loadSchema: () => import('@/lib/admin/schemas/meta-tags').then((module) => module.metaTagsSchema),
  empty: () => ({ title: localized(), description: localized(), keywords: localized(), siteLogo: '', facebook: '', instagram: '' }),
  fields: [
    { kind: 'localized', name: 'title' },
    { kind: 'localized', name: 'description', long: true, rows: 3 },
    { kind: 'localized', name: 'keywords', optional: true },
    { kind: 'image', name: 'siteLogo' },
    { kind: 'url', name: 'facebook' },
    { kind: 'url', name: 'instagram' },
  ],
  columns: [],
  label: () => '',
  singletonId: SITE_META_RECORD_ID,
};

const contactsConfig: ResourceConfig = {
  resource: 'contacts',
  loadSchema: () => import('@/lib/admin/schemas/contacts').then((module) => module.contactsSchema),
  empty: () => ({ phone1: '', phone2: '', whatsapp: '', address: localized(), email: '' }),
  fields: [
    { kind: 'text', name: 'phone1', autoComplete: 'off' },
    { kind: 'text', name: 'phone2', autoComplete: 'off' },
    { kind: 'text', name: 'whatsapp', autoComplete: 'off' },
    { kind: 'localized', name: 'address', long: true, rows: 2 },
    { kind: 'email', name: 'email' },
  ],
  columns: [],
  label: () => '',
  singletonId: SITE_CONTACTS_RECORD_ID,
};

/** /db-add-MetaTags: the site's title, description, keywords, logo and social links (record 2). */
export function MetaTagsScreen() {
  return <ResourceScreen config={metaTagsConfig} />;
}

/** /db-add-Contacts: the agency's phones, WhatsApp number, address and e-mail (record 1). */
export function ContactsScreen() {
  return <ResourceScreen config={contactsConfig} />;
}
