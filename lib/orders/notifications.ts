import 'server-only';
import { and, asc, desc, eq, like } from 'drizzle-orm';
import { notificationRecipients } from '@/lib/contact/receive';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { orderDetails, orderEvents, orders, paymentAttempts, tourDepartures } from '@/lib/db/schema';
import { departureLabel } from '@/lib/cart/departure-label';
import { translator } from '@/lib/i18n/messages';
import { sendMail } from '@/lib/mail/send';
import { sendVoucherMailOnce, travellerParagraph } from '@/lib/travellers/mail';
import { formatTry } from '@/lib/money';
import { localizedUrl } from '@/lib/seo/urls';
import { formatIban } from '@/lib/validation/tr-ids';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { CARD_HOLD_MINUTES } from './checkout';
import { legalDocuments } from './legal-documents';
import { legalValues, travellers, type DocumentWords } from './legal-text';
import { orderNumber } from './number';
import { sellerDetails } from './seller';

type Order = typeof orders.$inferSelect;
/** An order line with its departure's start time (the documents name the day and the hour). */
type Line = typeof orderDetails.$inferSelect & { startTime: string | null };
type Translate = ReturnType<typeof translator>;

async function loadOrder(orderId: number): Promise<{ order: Order; lines: Line[]; locale: Locale } | null> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const rows = await db
    .select({ line: orderDetails, startTime: tourDepartures.startTime })
    .from(orderDetails)
    .innerJoin(tourDepartures, eq(tourDepartures.id, orderDetails.departureId))
    .where(eq(orderDetails.orderId, orderId))
    .orderBy(asc(orderDetails.id));
  const lines = rows.map(({ line, startTime }) => ({ ...line, startTime }));
  return { order, lines, locale: isLocale(order.locale) ? order.locale : defaultLocale };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Paragraphs are separated by blank lines; the HTML part says the same as the text part. */
export function toHtml(text: string): string {
  return text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

function documentWords(t: Translate): DocumentWords {
  return (key, values) => t(`checkout.document.${key}`, values as never);
}

/** Who booked what, for how much: the part every order e-mail starts with. */
function summary(order: Order, lines: Line[], locale: Locale, t: Translate): string[] {
  const money = (kurus: number) => formatTry(kurus, locale);
  const words = documentWords(t);
  return [
    t('mail.greeting', { name: order.reservationName }),
    '',
    t('mail.orderNo', { orderNo: orderNumber(order) }),
    ...lines.map((line) => `• ${words('line', { tour: line.tourName, date: departureLabel(line.departureDate, line.startTime, locale), people: travellers(line, words), total: money(line.lineTotal) })}`),
    t('mail.total', { total: money(order.totalAmount) }),
    t('mail.paymentMethod', { method: t(`payment.method.${order.paymentMethod}`) }),
  ];
}

function closing(locale: Locale, t: Translate): string[] {
  return ['', t('mail.myBookings', { url: localizedUrl('/my-bookings', locale) }), '', t('mail.thanks'), t('site.brand')];
}

async function deliver(order: Order, locale: Locale, kind: string, subject: string, lines: string[]) {
  const text = lines.join('\n');
  await sendMail({ to: order.reservationEmail, subject, text, html: toHtml(text), kind, locale });
}

/**
 * "We have your booking", in the customer's language. A bank-transfer order gets the bank, the
 * company, the IBAN and the order number to write in the transfer description; every order gets
 * the pre-information form and the contract it accepted, filled in (the durable copy the law asks
 * for, docs/checkout-law.md#pre-information-form-and-distance-contract).
 */
export async function sendOrderCreatedMail(orderId: number): Promise<void> {
  const loaded = await loadOrder(orderId);
  if (!loaded) return;
  const { order, lines, locale } = loaded;
  const t = translator(locale);
  const seller = await sellerDetails(locale);
  const orderNo = orderNumber(order);
  const deadlineHours = env().EFT_DEADLINE_HOURS;
  const payment =
    order.paymentMethod === 'eft'
      ? [
          t('mail.created.eftIntro', { hours: deadlineHours }),
          t('mail.created.bank', { bank: seller.bankName }),
          t('mail.created.company', { company: seller.companyName }),
          t('mail.created.iban', { iban: formatIban(seller.iban) }),
          t('mail.created.description', { orderNo }),
          '',
          t('mail.created.eftNote'),
        ]
      : [t('mail.created.cardNote', { minutes: CARD_HOLD_MINUTES })];
  const values = legalValues(
    {
      parties: { company: seller.companyName, mersis: seller.mersisNo, tursab: seller.tursabLicenceNo, address: seller.address, phone: seller.phone, email: seller.email, site: localizedUrl('/', locale) },
      customer: { name: order.reservationName, surname: order.reservationSurName, email: order.reservationEmail, phone: order.reservationPhone },
      lines: lines.map((line) => ({ ...line, startsOn: line.departureDate })),
      total: order.totalAmount,
      paymentMethod: t(`payment.method.${order.paymentMethod}`),
      deadlineHours,
    },
    { money: (kurus) => formatTry(kurus, locale), date: (startsOn, startTime) => departureLabel(startsOn, startTime, locale), words: documentWords(t) },
  );
  const documents = legalDocuments(locale).flatMap((document) => ['', `— ${document.title} —`, t(`legal.${document.id}.body`, values as never)]);
  await deliver(order, locale, 'order-created', t('mail.created.subject', { orderNo }), [
    ...summary(order, lines, locale, t),
    '',
    t('mail.created.intro'),
    '',
    ...payment,
    ...closing(locale, t),
    '',
    t('mail.created.documents'),
    ...documents,
  ]);
}

/**
 * "Your payment arrived, your booking is confirmed": sent once, after the bank's verified answer, with
 * the link to tell us who travels (lib/travellers/mail.ts); then the voucher when they are all known.
 */
export async function sendOrderPaidMail(orderId: number): Promise<void> {
  const loaded = await loadOrder(orderId);
  // A payment that came after the seats were sold again is for staff to refund, not a confirmation.
  if (!loaded || loaded.order.orderStatus !== 'Confirmed') return;
  const { order, lines, locale } = loaded;
  const t = translator(locale);
  const orderNo = orderNumber(order);
  await deliver(order, locale, 'order-paid', t('mail.paid.subject', { orderNo }), [
    ...summary(order, lines, locale, t),
    '',
    t('mail.paid.intro'),
    t('mail.paid.invoice'),
    ...(await travellerParagraph(orderId)),
    ...closing(locale, t),
  ]);
  // When the travellers were given before the payment, the voucher follows at once.
  await sendVoucherMailOnce(orderId);
}

/** "Your booking was cancelled" (by the customer, staff, or an unpaid hold running out). */
export async function sendOrderCancelledMail(orderId: number): Promise<void> {
  const loaded = await loadOrder(orderId);
  if (!loaded || loaded.order.orderStatus !== 'Cancelled') return;
  const { order, lines, locale } = loaded;
  const t = translator(locale);
  const orderNo = orderNumber(order);
  await deliver(order, locale, 'order-cancelled', t('mail.cancelled.subject', { orderNo }), [
    ...summary(order, lines, locale, t),
    '',
    t('mail.cancelled.intro'),
    t(order.paymentStatus === 'Completed' ? 'mail.cancelled.refund' : 'mail.cancelled.nothingDue'),
    ...closing(locale, t),
  ]);
}

/**
 * "Refund needed", to the agency's staff (the contact-form recipients), in Turkish: the bank approved
 * a payment for an order already paid or cancelled (docs/booking-and-payments.md "Refund needed").
 */
export async function sendRefundNeededMail(orderId: number, attemptId: number): Promise<void> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  if (!order || !attempt?.refundNeeded) return;
  const [event] = await db
    .select({ note: orderEvents.note })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), like(orderEvents.note, `%${attempt.oid}%refund needed`)))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  const t = translator(defaultLocale);
  const orderNo = orderNumber(order);
  const text = [
    t('mail.refundNeeded.intro'),
    '',
    t('mail.orderNo', { orderNo }),
    t('mail.refundNeeded.reason', { reason: event?.note ?? '—' }),
    t('mail.refundNeeded.customer', { name: `${order.reservationName} ${order.reservationSurName}`, email: order.reservationEmail }),
    t('mail.refundNeeded.attempt', {
      amount: formatTry(attempt.amount, defaultLocale),
      oid: attempt.oid,
      transId: attempt.transId ?? '—',
      authCode: attempt.authCode ?? '—',
    }),
    '',
    t('mail.refundNeeded.action', { url: localizedUrl(`/db-booking/${order.id}`, defaultLocale) }),
  ].join('\n');
  const subject = t('mail.refundNeeded.subject', { orderNo });
  const recipients = await notificationRecipients();
  await Promise.all(recipients.map((to) => sendMail({ to, subject, text, html: toHtml(text), kind: 'refund-needed', locale: defaultLocale })));
}
