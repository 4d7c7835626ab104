import 'server-only';
import { and, asc, desc, eq, like } from 'drizzle-orm';
import { notificationRecipients } from '@/lib/contact/receive';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { orderDetails, orderEvents, orders, paymentAttempts, tourDepartures } from '@/lib/db/schema';
import { departureLabel } from '@/lib/cart/departure-label';
import { translator } from '@/lib/i18n/messages';
import { sendMail, sendMailOnce } from '@/lib/mail/send';
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
import { paymentsOf, pricingOf } from './payments';
import { breakdownRows, type OrderPricing, type PaymentRow } from '@/lib/pricing/breakdown';
import { breakdownTextLines } from '@/lib/pricing/row-label';
import { balanceLink } from '@/lib/pricing/balance-link';
import { dayLabel } from '@/lib/pricing/day-label';

type Order = typeof orders.$inferSelect;
/** An order line with its departure's start time (the documents name the day and the hour). */
type Line = typeof orderDetails.$inferSelect & { startTime: string | null };
type Translate = ReturnType<typeof translator>;

type Loaded = { order: Order; lines: Line[]; locale: Locale; pricing: OrderPricing; payments: PaymentRow[] };

async function loadOrder(orderId: number): Promise<Loaded | null> {
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
  const [pricing, payments] = await Promise.all([pricingOf(db, order), paymentsOf(db, order.id)]);
  return { order, lines, locale: isLocale(order.locale) ? order.locale : defaultLocale, pricing, payments };
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

/** The one breakdown (lib/pricing/breakdown.ts) as text: lines, discounts, total, payments, what is left. */
function breakdownText({ order, locale, pricing, payments }: Loaded, t: Translate): string[] {
  const rows = breakdownRows(pricing, payments, { settled: order.orderStatus === 'Cancelled' });
  const words = (key: string, values?: Record<string, string | number>) => t(`pricing.rows.${key}` as never, values as never);
  return ['', t('mail.breakdown'), ...breakdownTextLines(rows, words, { money: (kurus) => formatTry(kurus, locale), day: (day) => dayLabel(day, locale) })];
}

/** Who booked what, for how much: the part every order e-mail starts with. */
function summary(loaded: Loaded, t: Translate): string[] {
  const { order, lines, locale } = loaded;
  const money = (kurus: number) => formatTry(kurus, locale);
  const words = documentWords(t);
  return [
    t('mail.greeting', { name: order.reservationName }),
    '',
    t('mail.orderNo', { orderNo: orderNumber(order) }),
    ...lines.map((line) => `• ${words('line', { tour: line.tourName, date: departureLabel(line.departureDate, line.startTime, locale), people: travellers(line, words), total: money(line.lineTotal) })}`),
    t('mail.total', { total: money(order.totalAmount) }),
    t('mail.paymentMethod', { method: t(`payment.method.${order.paymentMethod}`) }),
    ...breakdownText(loaded, t),
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
  const { order, lines, locale, pricing } = loaded;
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
      pricing,
    },
    { money: (kurus) => formatTry(kurus, locale), date: (startsOn, startTime) => departureLabel(startsOn, startTime, locale), words: documentWords(t), day: (day) => dayLabel(day, locale) },
  );
  const documents = legalDocuments(locale).flatMap((document) => ['', `— ${document.title} —`, t(`legal.${document.id}.body`, values as never)]);
  await deliver(order, locale, 'order-created', t('mail.created.subject', { orderNo }), [
    ...summary(loaded, t),
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
 * "Your payment arrived": sent once per payment, after the bank's verified answer or staff's
 * "transfer received". After a deposit it says what is left, by when, with the balance link
 * (docs/decisions/0083); after the balance, that the booking is paid in full.
 * It carries the link to tell us who travels (lib/travellers/mail.ts); then the voucher goes when they are all known.
 */
export async function sendOrderPaidMail(orderId: number): Promise<void> {
  const loaded = await loadOrder(orderId);
  // A payment that came after the seats were sold again is for staff to refund, not a confirmation.
  if (!loaded || loaded.order.orderStatus !== 'Confirmed') return;
  const { order, locale, payments } = loaded;
  const t = translator(locale);
  const orderNo = orderNumber(order);
  const last = payments.at(-1);
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const left = order.totalAmount - paid;
  const intro =
    last?.kind === 'deposit' && left > 0
      ? [
          t('mail.paid.depositIntro'),
          t('mail.paid.balanceLeft', { amount: formatTry(left, locale), date: order.balanceDueOn ? dayLabel(order.balanceDueOn, locale) : '—', url: order.paymentMethod === 'card' ? await balanceLink(order, locale) : localizedUrl('/my-bookings', locale) }),
        ]
      : last?.kind === 'balance'
        ? [t('mail.paid.balanceIntro')]
        : [t('mail.paid.intro')];
  await deliver(order, locale, last?.kind === 'balance' ? 'order-balance-paid' : 'order-paid', t('mail.paid.subject', { orderNo }), [
    ...summary(loaded, t),
    '',
    ...intro,
    t('mail.paid.invoice'),
    ...(await travellerParagraph(orderId)),
    ...closing(locale, t),
  ]);
  // When the travellers were given before the payment, the voucher follows at once.
  await sendVoucherMailOnce(orderId);
}

/**
 * The balance reminder, in the booking's language, with the balance link (lib/pricing/balance-jobs.ts
 * sends it once per order).
 */
export async function sendBalanceReminderMail(orderId: number): Promise<void> {
  const loaded = await loadOrder(orderId);
  if (!loaded || loaded.order.paymentStatus !== 'Partial' || loaded.order.orderStatus !== 'Confirmed') return;
  const { order, locale, payments } = loaded;
  const t = translator(locale);
  const left = order.totalAmount - payments.reduce((sum, payment) => sum + payment.amount, 0);
  const url = order.paymentMethod === 'card' ? await balanceLink(order, locale) : localizedUrl('/my-bookings', locale);
  await deliver(order, locale, 'balance-reminder', t('mail.balanceReminder.subject', { orderNo: orderNumber(order) }), [
    ...summary(loaded, t),
    '',
    t('mail.balanceReminder.intro', { amount: formatTry(left, locale), date: order.balanceDueOn ? dayLabel(order.balanceDueOn, locale) : '—' }),
    t('mail.balanceReminder.link', { url }),
    t('mail.balanceReminder.note'),
    ...closing(locale, t),
  ]);
}

/** To staff, in Turkish: a deposit-paid booking's balance was not paid by its due day (and whether it was cancelled). */
export async function sendBalanceOverdueMail(orderId: number, cancelled: boolean): Promise<void> {
  const loaded = await loadOrder(orderId);
  if (!loaded) return;
  const { order, payments } = loaded;
  const t = translator(defaultLocale);
  const left = order.totalAmount - payments.reduce((sum, payment) => sum + payment.amount, 0);
  const text = [
    t('mail.balanceOverdue.intro'),
    '',
    t('mail.orderNo', { orderNo: orderNumber(order) }),
    t('mail.refundNeeded.customer', { name: `${order.reservationName} ${order.reservationSurName}`, email: order.reservationEmail }),
    t('mail.balanceOverdue.due', { amount: formatTry(left, defaultLocale), date: order.balanceDueOn ? dayLabel(order.balanceDueOn, defaultLocale) : '—' }),
    ...(cancelled ? [t('mail.balanceOverdue.cancelled')] : []),
    '',
    t('mail.balanceOverdue.action', { url: localizedUrl(`/db-booking/${order.id}`, defaultLocale) }),
  ].join('\n');
  const subject = t('mail.balanceOverdue.subject', { orderNo: orderNumber(order) });
  const recipients = await notificationRecipients();
  await Promise.all(recipients.map((to) => sendMail({ to, subject, text, html: toHtml(text), kind: 'balance-overdue', locale: defaultLocale })));
}

/** "Your booking was cancelled" (by the customer, staff, or an unpaid hold running out). */
export async function sendOrderCancelledMail(orderId: number): Promise<void> {
  const loaded = await loadOrder(orderId);
  if (!loaded || loaded.order.orderStatus !== 'Cancelled') return;
  const { order, locale } = loaded;
  const t = translator(locale);
  const orderNo = orderNumber(order);
  await deliver(order, locale, 'order-cancelled', t('mail.cancelled.subject', { orderNo }), [
    ...summary(loaded, t),
    '',
    t('mail.cancelled.intro'),
    t(order.paymentStatus === 'Completed' || order.paymentStatus === 'Partial' ? 'mail.cancelled.refund' : 'mail.cancelled.nothingDue'),
    ...closing(locale, t),
  ]);
}

/**
 * A customer's refund e-mail in the booking's language, once per payment (its once-key):
 * `notice` when a card payment arrived that the order could not take (after the booking was
 * cancelled — its seats sold, or cancelled by a person — or a second payment of a paid booking;
 * docs/booking-and-payments.md "Refund needed"; staff get `sendRefundNeededMail` beside it), `made`
 * when staff recorded that they gave it back through the bank (lib/orders/refunds.ts).
 */
async function sendCustomerRefundMail(orderId: number, attemptId: number, stage: 'notice' | 'made'): Promise<void> {
  const db = await getDb();
  const [loaded, [attempt]] = await Promise.all([loadOrder(orderId), db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId))]);
  const due = stage === 'notice' ? attempt?.refundNeeded : attempt?.refundedAt;
  if (!loaded || !due || attempt.orderId !== orderId) return;
  const { order, locale } = loaded;
  const t = translator(locale);
  const amount = formatTry(attempt.chargedAmount ?? attempt.amount, locale);
  const body = stage === 'made' ? t('mail.refundMade.body', { amount }) : t(order.orderStatus === 'Cancelled' ? 'mail.refundNotice.cancelled' : 'mail.refundNotice.extra', { amount });
  const text = [...summary(loaded, t), '', body, t('mail.refundNotice.when'), ...closing(locale, t)].join('\n');
  const subject = t(stage === 'made' ? 'mail.refundMade.subject' : 'mail.refundNotice.subject', { orderNo: orderNumber(order) });
  await sendMailOnce(`attempt:${attempt.id}:refund-${stage}`, { to: order.reservationEmail, subject, text, html: toHtml(text), kind: `refund-${stage}`, locale });
}

/** "Your payment will be refunded" (`sendCustomerRefundMail`, once-key `attempt:{id}:refund-notice`). */
export const sendRefundNoticeMail = (orderId: number, attemptId: number) => sendCustomerRefundMail(orderId, attemptId, 'notice');

/** "Your payment has been refunded" (`sendCustomerRefundMail`, once-key `attempt:{id}:refund-made`). */
export const sendRefundMadeMail = (orderId: number, attemptId: number) => sendCustomerRefundMail(orderId, attemptId, 'made');

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
      amount: formatTry(attempt.chargedAmount ?? attempt.amount, defaultLocale),
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
