import 'server-only';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailOutbox, orderDetails, orders, tourDepartures, tours, users } from '@/lib/db/schema';
import { noShow } from '@/lib/travellers/check-in-state';
import { departureLabel } from '@/lib/cart/departure-label';
import { pick } from '@/lib/i18n/localized';
import { translator } from '@/lib/i18n/messages';
import { sendMailOnce } from '@/lib/mail/send';
import { reviewLink } from '@/lib/reviews/link';
import { localizedUrl } from '@/lib/seo/urls';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { addDays, agencyToday, lineEndDay, scopeCondition, type OrderScope } from './complete';
import { departureGuideContact } from './guide-contact';
import { toHtml } from './notifications';
import { orderNumber } from './number';
import { lineTourName } from './tour-name';
import { sellerDetails } from './seller';

/**
 * The messages of the trip day (docs/booking-and-payments.md "Trip-day messages"): the reminder the
 * day before a departure and, once the order is Completed, the thank-you with the review request.
 * In the booking's language, through the outbox, each at most once: the outbox row is claimed with
 * a key per order and kind (`sendMailOnce`, docs/decisions/0095), so two servers running the job
 * at once, or a job run twice, send one message.
 */

/** The reminder goes out from this hour (agency time) on the day before, not in the night. */
export const REMINDER_FROM_HOUR = 9;
/** Completed orders whose trip ended longer ago than this get no review request (a new installation's old orders). */
export const REVIEW_REQUEST_DAYS = 14;

export const reminderKey = (orderId: number, day: string) => `order:${orderId}:trip-reminder:${day}`;
export const reviewRequestKey = (orderId: number) => `order:${orderId}:review-request`;

function agencyHour(now: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', hourCycle: 'h23' }).format(now));
}

const localeOf = (value: string): Locale => (isLocale(value) ? value : defaultLocale);

/** Confirmed orders leaving tomorrow (agency time): one reminder each, naming tomorrow's trips. Returns the order ids reminded. */
export async function sendTripReminders(now = new Date(), scope: OrderScope = {}): Promise<number[]> {
  if (agencyHour(now) < REMINDER_FROM_HOUR) return [];
  const db = await getDb();
  const tomorrow = addDays(agencyToday(now), 1);
  const rows = await db
    .select({ order: orders, line: orderDetails, startTime: tourDepartures.startTime, title: tours.title, meetingPoint: tours.meetingPoint })
    .from(orders)
    .innerJoin(orderDetails, eq(orderDetails.orderId, orders.id))
    .innerJoin(tourDepartures, eq(tourDepartures.id, orderDetails.departureId))
    .innerJoin(tours, eq(tours.id, orderDetails.tourId))
    .where(
      and(
        eq(orders.orderStatus, 'Confirmed'),
        eq(orderDetails.departureDate, tomorrow),
        scopeCondition(scope),
        notExists(db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.onceKey, sql`'order:' || ${orders.id} || ':trip-reminder:' || ${tomorrow}::text`))),
      ),
    )
    .orderBy(asc(orders.id), asc(orderDetails.id));
  const byOrder = new Map<number, typeof rows>();
  for (const row of rows) byOrder.set(row.order.id, [...(byOrder.get(row.order.id) ?? []), row]);

  const reminded: number[] = [];
  for (const [orderId, lines] of byOrder) {
    const order = lines[0].order;
    const locale = localeOf(order.locale);
    const t = translator(locale);
    const seller = await sellerDetails(locale);
    const trips: string[] = [];
    for (const { line, startTime, title, meetingPoint } of lines) {
      const guide = await departureGuideContact(line.departureId);
      const place = pick(meetingPoint, locale);
      trips.push(
        '',
        `• ${lineTourName(title, line.tourName, locale)}`,
        t('mail.reminder.when', { date: departureLabel(line.departureDate, startTime, locale) }),
        ...(place ? [t('mail.reminder.meetingPoint', { place })] : []),
        ...(guide ? [t('mail.reminder.guide', { name: guide.name, phone: guide.phone })] : []),
      );
    }
    const text = [
      t('mail.greeting', { name: order.reservationName }),
      '',
      t('mail.reminder.intro'),
      t('mail.orderNo', { orderNo: orderNumber(order) }),
      ...trips,
      '',
      t('mail.reminder.bring'),
      ...(seller.phone ? ['', t('mail.reminder.questions', { phone: seller.phone })] : []),
      '',
      t('mail.reminder.booking', { url: localizedUrl(`/my-bookings/${order.orderUUID}`, locale) }),
      '',
      t('mail.reminder.wish'),
      t('site.brand'),
    ].join('\n');
    const sent = await sendMailOnce(reminderKey(orderId, tomorrow), {
      to: order.reservationEmail,
      subject: t('mail.reminder.subject', { tour: lineTourName(lines[0].title, lines[0].line.tourName, locale) }),
      text,
      html: toHtml(text),
      kind: 'trip-reminder',
      locale,
    });
    if (sent) reminded.push(orderId);
  }
  return reminded;
}

/**
 * Completed orders whose trip ended in the last REVIEW_REQUEST_DAYS days: "thank you, how was it?",
 * with the signed link to write the review (lib/reviews/link.ts). Returns the order ids asked.
 * Only those orders are read (older ones are never asked, so the hourly work does not grow with the
 * years of orders), and not a booking the guide marked as a no-show (it did not travel: `noShow`).
 */
export async function sendReviewRequests(now = new Date(), scope: OrderScope = {}): Promise<number[]> {
  const db = await getDb();
  const today = agencyToday(now);
  const lastDay = sql`(select max(${lineEndDay}) from ${orderDetails} inner join ${tours} on ${tours.id} = ${orderDetails.tourId} where ${orderDetails.orderId} = ${orders.id})`;
  const candidates = await db
    .select({ order: orders })
    .from(orders)
    .where(
      and(
        eq(orders.orderStatus, 'Completed'),
        scopeCondition(scope),
        sql`${lastDay} between ${addDays(today, -REVIEW_REQUEST_DAYS)}::date and ${addDays(today, -1)}::date`,
        sql`not ${noShow(orders.id)}`,
        // Not to the owner of an erased account (docs/decisions/0159), whose reviews went with it.
        sql`not exists (select 1 from ${users} where ${users.id} = ${orders.userId} and ${users.erasedAt} is not null)`,
        notExists(db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.onceKey, sql`'order:' || ${orders.id} || ':review-request'`))),
      ),
    )
    .orderBy(asc(orders.id));
  if (candidates.length === 0) return [];
  const lines = await db
    .select({ orderId: orderDetails.orderId, tourName: orderDetails.tourName, title: tours.title, endDay: sql<string>`${lineEndDay}::text` })
    .from(orderDetails)
    .innerJoin(tours, eq(tours.id, orderDetails.tourId))
    .where(inArray(orderDetails.orderId, candidates.map(({ order }) => order.id)))
    .orderBy(asc(orderDetails.id));
  const oldest = addDays(today, -REVIEW_REQUEST_DAYS);

  const asked: number[] = [];
  for (const { order } of candidates) {
    const own = lines.filter((line) => line.orderId === order.id);
    const lastDay = own.map((line) => line.endDay).sort().at(-1);
    if (!lastDay || lastDay < oldest || lastDay >= today) continue;
    const locale = localeOf(order.locale);
    const t = translator(locale);
    const names = [...new Set(own.map((line) => lineTourName(line.title, line.tourName, locale)).filter(Boolean))];
    const tour = names.join(', ') || t('myBookings.tourFallback');
    const text = [
      t('mail.greeting', { name: order.reservationName }),
      '',
      t('mail.reviewRequest.intro', { tour }),
      t('mail.orderNo', { orderNo: orderNumber(order) }),
      '',
      t('mail.reviewRequest.ask'),
      t('mail.reviewRequest.link', { url: await reviewLink(order.orderUUID, locale, now) }),
      '',
      t('mail.reviewRequest.note'),
      '',
      t('mail.thanks'),
      t('site.brand'),
    ].join('\n');
    const sent = await sendMailOnce(reviewRequestKey(order.id), {
      to: order.reservationEmail,
      subject: t('mail.reviewRequest.subject', { tour }),
      text,
      html: toHtml(text),
      kind: 'review-request',
      locale,
    });
    if (sent) asked.push(order.id);
  }
  return asked;
}
