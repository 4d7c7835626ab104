import 'server-only';
import { clearSerializedCache } from '@/lib/http/serialized-cache';
import { expireTags } from './cache-runtime';
import { tags as catalogueTags } from './tags';

/**
 * The one function that expires catalogue pages (docs/catalogue.md "Where pages are invalidated").
 * - `tours`: tours whose seats left changed (an order took or gave back seats). Called by
 *   lib/orders/transition.ts after the transaction that changed the seats commits.
 * - `tags`: what a dashboard write touched (lib/admin/crud.ts, settings, tour pictures and
 *   programme); these also drop this process's serialised tour-list answers.
 * The cached reads and pages carrying these tags are rebuilt at their next visit, on every server
 * when several share Redis: await it before answering, so the next request anywhere sees the change.
 */
export async function invalidateCatalogue({ tours = [], tags = [] }: { tours?: readonly number[]; tags?: readonly string[] }): Promise<void> {
  await Promise.all([tags.length ? clearSerializedCache() : undefined, expireTags([...new Set([...tags, ...tours.map((id) => catalogueTags.tour(id))])])]);
}
