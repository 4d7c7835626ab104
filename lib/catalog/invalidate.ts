import 'server-only';
import { clearSerializedCache } from '@/lib/http/serialized-cache';
import { expireTag } from './cache-runtime';
import { tags as catalogueTags } from './tags';

/**
 * The one function that expires catalogue pages (docs/catalogue.md "Where pages are invalidated").
 * - `tours`: tours whose seats left changed (an order took or gave back seats). Called by
 *   lib/orders/transition.ts after the transaction that changed the seats commits.
 * - `tags`: what a dashboard write touched (lib/admin/crud.ts, settings, tour pictures and
 *   programme); these also drop this process's serialised tour-list answers.
 * The cached reads and pages carrying these tags are rebuilt at their next visit.
 */
export function invalidateCatalogue({ tours = [], tags = [] }: { tours?: readonly number[]; tags?: readonly string[] }): void {
  if (tags.length) clearSerializedCache();
  for (const tag of new Set([...tags, ...tours.map((id) => catalogueTags.tour(id))])) expireTag(tag);
}
