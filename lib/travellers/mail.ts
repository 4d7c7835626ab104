import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { translator } from '@/lib/i18n/messages';
import { sendMail } from '@/lib/mail/send';
import { orderNumber } from '@/lib/orders/number';
import { localizedUrl } from '@/lib/seo/urls';
import { dateTimeFormat, intlLocale } from '@/lib/intl-format';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { bookingCodes, loadTravellerBooking, voucherReady, type TravellerBooking } from './booking';
import { formatCode } from './token';
import { qrPng, voucherLines, voucherPdf } from './voucher';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const paragraphs = (text: string) =>
  text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

function localeOf(order: { locale: string }): Locale {
  return isLocale(order.locale) ? order.locale : defaultLocale;
}

/** "25 November 2026, 09:00": the travellers deadline in the agency's time zone. */
function deadlineLabel(deadline: Date, locale: Locale): string {
  return dateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' }).format(deadline);
}

/** The links a booking's e-mails carry: its travellers form and its voucher page. */
export function bookingLinks(booking: TravellerBooking, locale: Locale) {
  const codes = bookingCodes(booking);
  return {
    travellers: localizedUrl(`/travellers/${codes.travellers}`, locale),
    voucher: localizedUrl(`/voucher/${codes.voucher}`, locale),
    checkin: codes.checkin,
  };
}

/**
 * The paragraph the "payment received" e-mail adds (lib/orders/notifications.ts): who travels must be
 * told by the deadline, through the signed link; or, when they are, where the voucher is.
 */
export async function travellerParagraph(orderId: number): Promise<string[]> {
  const booking = await loadTravellerBooking(await getDb(), orderId, defaultLocale);
  if (!booking) return [];
  const locale = localeOf(booking.order);
  const t = translator(locale);
  const links = bookingLinks(booking, locale);
  if (booking.missing > 0) {
    return ['', t('travellers.mail.ask', { deadline: deadlineLabel(booking.deadline, locale) }), links.travellers];
  }
  return ['', t('travellers.mail.voucherLink'), links.voucher];
}

/** The claim's time, in whole milliseconds: the Date it comes back as then finds the row again. */
const claimTime = sql`date_trunc('milliseconds', now())`;

/**
 * The "your voucher" e-mail of a booking, in its language: the PDF attached and the QR code shown
 * inline. True when the mail server took it (or, without one, the outbox did).
 */
async function composeAndSendVoucher(orderId: number, locale: Locale): Promise<boolean> {
  const booking = await loadTravellerBooking(await getDb(), orderId, locale);
  if (!booking) return false;
  const t = translator(locale);
  const links = bookingLinks(booking, locale);
  const orderNo = orderNumber(booking.order);
  const [pdf, png] = await Promise.all([voucherPdf(booking, links.checkin, locale), qrPng(links.checkin)]);
  const text = [
    t('mail.greeting', { name: booking.order.reservationName }),
    '',
    t('voucher.mail.intro', { orderNo }),
    '',
    ...voucherLines(booking, locale).flatMap((line) => [
      line.tourName,
      `${t('voucher.when')}: ${line.when}`,
      `${t('voucher.meetingPoint')}: ${line.meetingPoint || t('voucher.meetingPointLater')}`,
      `${t('voucher.travellers')}: ${line.people.map((person) => `${person.name} ${person.surname}`).join(', ')}`,
      '',
    ]),
    t('voucher.mail.code', { code: formatCode(links.checkin) }),
    '',
    t('voucher.mail.page'),
    links.voucher,
    '',
    t('mail.thanks'),
    t('site.brand'),
  ].join('\n');
  const html = `${paragraphs(text)}\n<p><img src="cid:voucher-qr" width="200" height="200" alt="${escapeHtml(t('voucher.qrAlt'))}"></p>`;
  const sent = await sendMail({
    to: booking.order.reservationEmail,
    subject: t('voucher.mail.subject', { orderNo }),
    text,
    html,
    kind: 'voucher',
    locale,
    // The check-in code is the voucher's ticket: masked in the outbox's copy of a delivered mail, with the links.
    secrets: [links.checkin, formatCode(links.checkin)],
    attachments: [
      { filename: `voucher-${orderNo}.pdf`, contentType: 'application/pdf', contentBase64: Buffer.from(pdf).toString('base64') },
      { filename: 'voucher-qr.png', contentType: 'image/png', contentBase64: png.toString('base64'), cid: 'voucher-qr' },
    ],
  });
  // 'failed': the mail server refused or did not answer (the outbox's copy has no attachments to send again).
  return sent.status !== 'failed';
}

/**
 * Sends the voucher e-mail of a booking whose claim (orders.voucher_sent_at, set to `claimedAt`) the
 * caller holds. When nothing went (the booking is gone, the PDF could not be made, the mail server
 * refused or did not answer, anything threw) the claim goes back to `before`, so that a later save,
 * payment or staff's "send again" sends it. True when it went.
 */
async function deliverVoucher(orderId: number, locale: Locale, claimedAt: Date, before: Date | null): Promise<boolean> {
  const db = await getDb();
  // Only the claim this call made is given back: a later one (another server's, staff's) stays.
  const giveBack = () => db.update(orders).set({ voucherSentAt: before }).where(and(eq(orders.id, orderId), eq(orders.voucherSentAt, claimedAt)));
  try {
    const sent = await composeAndSendVoucher(orderId, locale);
    if (!sent) await giveBack();
    return sent;
  } catch (error) {
    await giveBack();
    throw error;
  }
}

/**
 * "Your voucher": once per booking (orders.voucher_sent_at is claimed with a guarded UPDATE, so two
 * saves or a payment racing a save send one), when the booking is paid and every traveller is
 * known. A mail the server did not take gives the claim back. True when it went.
 */
export async function sendVoucherMailOnce(orderId: number): Promise<boolean> {
  const db = await getDb();
  const booking = await loadTravellerBooking(db, orderId, defaultLocale);
  if (!voucherReady(booking) || booking.order.voucherSentAt) return false;
  const [claimed] = await db
    .update(orders)
    .set({ voucherSentAt: claimTime })
    .where(and(eq(orders.id, orderId), isNull(orders.voucherSentAt), eq(orders.orderStatus, 'Confirmed')))
    .returning({ at: orders.voucherSentAt });
  if (!claimed?.at) return false;
  return deliverVoucher(orderId, localeOf(booking.order), claimed.at, null);
}

/** How long after a voucher e-mail staff may send it again (a double click, a second admin). */
export const VOUCHER_RESEND_MINUTES = 5;

/**
 * Staff's "send the voucher again" (the customer lost it, or the first one never arrived): the same
 * e-mail, to the booking's address, at most once per VOUCHER_RESEND_MINUTES per booking (counted from
 * the last voucher e-mail, the automatic one included), only for a paid booking whose travellers are
 * all known.
 */
export async function resendVoucherMail(orderId: number): Promise<'sent' | 'tooSoon' | 'notReady' | 'notFound' | 'failed'> {
  const db = await getDb();
  const booking = await loadTravellerBooking(db, orderId, defaultLocale);
  if (!booking) return 'notFound';
  if (!voucherReady(booking)) return 'notReady';
  const before = booking.order.voucherSentAt;
  const [claimed] = await db
    .update(orders)
    .set({ voucherSentAt: claimTime })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.orderStatus, 'Confirmed'),
        sql`(${orders.voucherSentAt} is null or ${orders.voucherSentAt} < now() - make_interval(mins => ${VOUCHER_RESEND_MINUTES}))`,
      ),
    )
    .returning({ at: orders.voucherSentAt });
  if (!claimed?.at) return 'tooSoon';
  return (await deliverVoucher(orderId, localeOf(booking.order), claimed.at, before)) ? 'sent' : 'failed';
}

/** Staff's reminder (at most one per 10 minutes per booking): "please tell us who travels", with the signed link. */
export async function sendTravellersReminder(orderId: number): Promise<'sent' | 'tooSoon' | 'complete' | 'closed' | 'notFound'> {
  const db = await getDb();
  const booking = await loadTravellerBooking(db, orderId, defaultLocale);
  if (!booking) return 'notFound';
  if (booking.missing === 0) return 'complete';
  if (booking.order.orderStatus === 'Cancelled' || booking.order.orderStatus === 'Completed' || new Date() >= booking.deadline) return 'closed';
  const claimed = await db
    .update(orders)
    .set({ travellersRemindedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), sql`(${orders.travellersRemindedAt} is null or ${orders.travellersRemindedAt} < now() - interval '10 minutes')`))
    .returning({ id: orders.id });
  if (claimed.length === 0) return 'tooSoon';
  const locale = localeOf(booking.order);
  const t = translator(locale);
  const links = bookingLinks(booking, locale);
  const orderNo = orderNumber(booking.order);
  const text = [
    t('mail.greeting', { name: booking.order.reservationName }),
    '',
    t('travellers.mail.reminderIntro', { orderNo, count: booking.missing }),
    t('travellers.mail.ask', { deadline: deadlineLabel(booking.deadline, locale) }),
    links.travellers,
    '',
    t('mail.thanks'),
    t('site.brand'),
  ].join('\n');
  await sendMail({ to: booking.order.reservationEmail, subject: t('travellers.mail.reminderSubject', { orderNo }), text, html: paragraphs(text), kind: 'travellers-reminder', locale });
  return 'sent';
}
