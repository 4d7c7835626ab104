import 'server-only';
import { revalidateTag } from 'next/cache';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderDetails } from '@/lib/db/schema';
import { tags } from '@/lib/catalog/tags';

/**
 * An order took seats: the cached pages of its tours (seats left) are rebuilt on their next visit.
 * Outside a Next.js server (tests, scripts) there is no page cache to refresh.
 */
export async function refreshTourPages(orderId: number): Promise<void> {
  const db = await getDb();
  const lines = await db.selectDistinct({ tourId: orderDetails.tourId }).from(orderDetails).where(eq(orderDetails.orderId, orderId));
  for (const { tourId } of lines) {
    try {
      revalidateTag(tags.tour(tourId), { expire: 0 });
    } catch (error) {
      if (!(error instanceof Error && error.message.startsWith('Invariant: static generation store missing'))) throw error;
    }
  }
}
