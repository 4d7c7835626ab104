import 'server-only';
import { asc } from 'drizzle-orm';
import { pages } from '@/lib/db/schema';
import { tags } from '@/lib/catalog/tags';
import { FOOTER_PAGE_IDS, pageSchema } from '../schemas/page';
import type { z } from 'zod';
import { tableResource } from '../resource';

const footerPages = new Set<number>(FOOTER_PAGE_IDS);

/**
 * Static pages (/page-single/{id}, the about and terms pages, the sitemap; tag `pages`). The footer
 * links pages 13–19 on every page: they may be edited or taken offline, but not deleted.
 */
export const pageResource = tableResource({
  name: 'pages',
  entity: 'page',
  table: pages,
  schema: pageSchema,
  orderBy: [asc(pages.id)],
  searchIn: [pages.title, pages.body],
  toValues: (input: z.output<typeof pageSchema>) => ({ ...input, updatedAt: new Date() }),
  deleteConflict: async (_tx, id) => (footerPages.has(id) ? 'pageInFooter' : null),
  tags: () => [tags.pages],
});
