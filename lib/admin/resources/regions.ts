import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { regions, tours } from '@/lib/db/schema';
import { tags } from '@/lib/catalog/tags';
import { regionSchema } from '../schemas/region';
import { tableResource } from '../resource';

export const regionResource = tableResource({
  name: 'regions',
  entity: 'region',
  table: regions,
  schema: regionSchema,
  orderBy: [asc(regions.orderNo), asc(regions.id)],
  searchIn: [regions.name],
  // A region with tours keeps them findable: it is deactivated, or its tours moved, first.
  deleteConflict: async (tx, id) => {
    const [{ tourCount }] = await tx.select({ tourCount: count() }).from(tours).where(eq(tours.regionId, id));
    return tourCount > 0 ? 'regionHasTours' : null;
  },
  tags: () => [tags.regions, tags.tours],
});
