import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { tourDepartures, users } from '@/lib/db/schema';

export type GuideContact = { name: string; phone: string };

/**
 * The guide travellers of a departure can call on the day: the trip reminder adds a line with it
 * when staff assigned a guide with a phone number to the departure (the passenger list's guide
 * select, docs/dashboard.md "Guide check-in"); null otherwise, and the reminder leaves the line out.
 */
export async function departureGuideContact(departureId: number): Promise<GuideContact | null> {
  const db = await getDb();
  const [guide] = await db
    .select({ name: users.name, surname: users.surname, phone: users.phone })
    .from(tourDepartures)
    .innerJoin(users, and(eq(users.id, tourDepartures.guideUserId), eq(users.role, 'guide')))
    .where(eq(tourDepartures.id, departureId));
  if (!guide?.phone) return null;
  return { name: [guide.name, guide.surname].filter(Boolean).join(' '), phone: guide.phone };
}
