import 'server-only';
import { revalidateTag } from 'next/cache';
import { clearSerializedCache } from '@/lib/http/serialized-cache';

/**
 * A dashboard write changed catalogue data: the cached reads and pages carrying these tags are
 * expired at once (the next visitor gets the new content, not a stale copy), and the serialised
 * tour-list answers of this process are dropped.
 *
 * Outside a Next.js server (Vitest, scripts) there is no page cache to expire.
 */
export function invalidateTags(tags: readonly string[]): void {
  clearSerializedCache();
  for (const tag of new Set(tags)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!(error instanceof Error && error.message.startsWith('Invariant: static generation store missing'))) throw error;
    }
  }
}
