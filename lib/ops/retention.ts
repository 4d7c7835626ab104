import 'server-only';
import { and, eq, inArray, isNotNull, like, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { contactMessages, mailOutbox, oneTimeCodes, orderDetails, orderTravellers, rateLimits, tourDepartures } from '@/lib/db/schema';

const DAY_MS = 24 * 3_600_000;

/**
 * How long what is kept only for security or correspondence stays (docs/decisions/0160; the privacy
 * page promises it goes once no longer needed). Bookings are not here: the law keeps them ten years.
 * - rate-limit counters and sign-in back-offs (keyed by address and e-mail): a day after their
 *   window ended; an ended window counts from one again anyway, so nothing a limit needs is lost;
 * - one-time codes: two days (the daily cap of codes looks back 24 hours);
 * - a contact message's network address: 90 days (enough to trace abuse);
 * - the contact message itself: two years after it was sent.
 * The outbox's copies of e-mails go with what they carry (docs/decisions/0163): a code's e-mail with
 * the codes, a contact message's e-mail to the staff with the messages, the farewell e-mail of a
 * deleted account after 30 days (time for a bounce or a "this was not me"). Booking e-mails stay with
 * the bookings.
 * Travellers' T.C. identity and passport numbers are blanked two years after their departure
 * (docs/decisions/0165): the booking, its names and payments stay for the legal ten years, the numbers
 * only served the trip (guide, insurance) and the claims that follow it.
 */
export const RETENTION_DAYS = { rateLimits: 1, oneTimeCodes: 2, contactAddresses: 90, contactMessages: 730, farewellMails: 30, travellerIdNumbers: 730 } as const;

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Deletes or blanks what has outlived its purpose; returns how many rows each rule touched. */
export async function purgeExpiredRecords(db: Executor, now = new Date()) {
  const count = (rows: unknown[]) => rows.length;
  return {
    rateLimits: count(await db.delete(rateLimits).where(lt(rateLimits.resetAt, before(now, RETENTION_DAYS.rateLimits))).returning({ key: rateLimits.key })),
    oneTimeCodes: count(await db.delete(oneTimeCodes).where(lt(oneTimeCodes.createdAt, before(now, RETENTION_DAYS.oneTimeCodes))).returning({ id: oneTimeCodes.id })),
    contactMessages: count(await db.delete(contactMessages).where(lt(contactMessages.createdAt, before(now, RETENTION_DAYS.contactMessages))).returning({ id: contactMessages.id })),
    mails: count(
      await db
        .delete(mailOutbox)
        .where(
          or(
            and(like(mailOutbox.kind, 'otp-%'), lt(mailOutbox.createdAt, before(now, RETENTION_DAYS.oneTimeCodes))),
            and(eq(mailOutbox.kind, 'contact'), lt(mailOutbox.createdAt, before(now, RETENTION_DAYS.contactMessages))),
            and(eq(mailOutbox.kind, 'account-erased'), lt(mailOutbox.createdAt, before(now, RETENTION_DAYS.farewellMails))),
          ),
        )
        .returning({ id: mailOutbox.id }),
    ),
    travellerIdNumbers: count(
      await db
        .update(orderTravellers)
        .set({ tckn: null, passportNo: null })
        .where(
          and(
            or(isNotNull(orderTravellers.tckn), isNotNull(orderTravellers.passportNo)),
            inArray(
              orderTravellers.orderDetailId,
              db
                .select({ id: orderDetails.id })
                .from(orderDetails)
                .innerJoin(tourDepartures, eq(tourDepartures.id, orderDetails.departureId))
                .where(lt(tourDepartures.startsOn, before(now, RETENTION_DAYS.travellerIdNumbers).toISOString().slice(0, 10))),
            ),
          ),
        )
        .returning({ id: orderTravellers.id }),
    ),
    contactAddresses: count(
      await db
        .update(contactMessages)
        .set({ ip: '' })
        .where(and(lt(contactMessages.createdAt, before(now, RETENTION_DAYS.contactAddresses)), ne(contactMessages.ip, '')))
        .returning({ id: contactMessages.id }),
    ),
  };
}

/** The job's log line, quiet when nothing was due. */
export function describePurge(purged: Awaited<ReturnType<typeof purgeExpiredRecords>>): { detail: string; quiet: boolean } {
  const total = Object.values(purged).reduce((sum, value) => sum + value, 0);
  return {
    detail: `${purged.rateLimits} rate-limit counters, ${purged.oneTimeCodes} one-time codes, ${purged.contactMessages} contact messages, ${purged.mails} e-mails deleted; ${purged.contactAddresses} contact addresses, ${purged.travellerIdNumbers} travellers' ID numbers blanked`,
    quiet: total === 0,
  };
}
