import 'server-only';
import { contacts, metaTags } from '@/lib/db/schema';
import { tags } from '@/lib/catalog/tags';
import { contactsSchema } from '../schemas/contacts';
import { metaTagsSchema } from '../schemas/meta-tags';
import { tableResource } from '../resource';

// The layout of every page reads these two records (lib/catalog/site.ts, tag `site`): the page
// titles and descriptions, the header logo, the footer's phones, address, e-mail and social links.

/** The site's meta tags (record 2): edited, never added or deleted. */
export const metaTagsResource = tableResource({
  name: 'metaTags',
  entity: 'metaTags',
  table: metaTags,
  schema: metaTagsSchema,
  singleton: true,
  tags: () => [tags.site],
});

/** The agency's contact details (record 1): edited, never added or deleted. */
export const contactsResource = tableResource({
  name: 'contacts',
  entity: 'contacts',
  table: contacts,
  schema: contactsSchema,
  singleton: true,
  tags: () => [tags.site],
});
