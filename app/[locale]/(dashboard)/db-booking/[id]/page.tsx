import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatDateTime, formatDay } from '@/components/dashboard/bookings/format';
import { OrderActions } from '@/components/dashboard/bookings/order-actions';
import { card, DataTable, orderTagColour, paymentTagColour, Tag, td, th } from '@/components/dashboard/bookings/ui';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getAdminOrder } from '@/lib/admin/orders';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { formatTry } from '@/lib/money';
import { orderNumber } from '@/lib/orders/number';
import { describeEventNote } from '@/lib/orders/event-notes';
import { PriceBreakdown } from '@/components/pricing/price-breakdown';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-booking/[id]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'adminBookings' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-1">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="break-all text-right font-medium">{children}</dd>
    </div>
  );
}

const sectionTitle = 'mb-3 text-lg font-bold';

/** One order for the agency: lines, guest, account, status history, payment attempts and the actions. */
export default async function AdminOrderPage({ params }: PageProps<'/[locale]/db-booking/[id]'>) {
  const { locale: raw, id } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  if (!/^\d{1,9}$/.test(id)) notFound();
  const order = await getAdminOrder(await getDb(), Number(id), locale);
  if (!order) notFound();
  const [t, tBank, tLegal, tSettings, tAdmin] = await Promise.all([
    getTranslations({ locale, namespace: 'adminBookings' }),
    getTranslations({ locale, namespace: 'bankCodes' }),
    getTranslations({ locale, namespace: 'legal' }),
    getTranslations({ locale, namespace: 'adminSettings' }),
    getTranslations({ locale, namespace: 'admin' }),
  ]);
  const money = (kurus: number) => formatTry(kurus, locale);
  const code = orderNumber(order);
  const status = (value: string) => (t.has(`status.${value}` as 'status.Pending') ? t(`status.${value}` as 'status.Pending') : value);
  /** The words of a bank reason (a key of `bankCodes`), as the customer read them. */
  const bankWords = (reason: string) =>
    reason === 'approved' ? t('detail.attempt.statuses.approved') : tBank.has(`reasons.${reason}` as 'reasons.callBank') ? tBank(`reasons.${reason}` as 'reasons.callBank') : reason;
  /** A stored history note (English, written by the code) in the page's language. */
  const noteText = (note: string) => {
    const described = describeEventNote(note);
    if (!described) return note;
    const values = { ...described.values };
    if (described.key === 'cardDeclined') values.reason = bankWords(values.reason);
    if (described.key === 'cardFailed') {
      const code = values.code;
      values.code = `${code} – ${tBank.has(code as 'Declined') ? tBank(code as 'Declined') : code}${values.reason ? ` ${bankWords(values.reason)}` : ''}`;
    }
    if (values.status) values.status = status(values.status);
    let text = t(`notes.${described.key}`, values);
    if (described.halfSecure) text += ` (${t('notes.halfSecure')})`;
    if (described.circumstance) text += ` — ${t(`notes.${described.circumstance}`, values)}`;
    if (described.refundNeeded) text += `; ${t('notes.refundNeeded')}`;
    return text;
  };
  const documentTitle = (id: string) => (tLegal.has(`${id}.title` as 'preInformation.title') ? tLegal(`${id}.title` as 'preInformation.title') : id);
  const storeType = (value: string) => (value === '3D_PAY_HOSTING' ? tSettings('storeTypeHostingShort') : value === '3D_PAY' ? tSettings('storeTypePayShort') : value);
  const language = (code: string) => (tAdmin.has(`languages.${code}` as 'languages.tr') ? tAdmin(`languages.${code}` as 'languages.tr') : code);

  return (
    <DashboardMessages namespaces={['adminBookings.actions', 'pricing.rows', 'rates']}>
      <div className="flex flex-col gap-6">
        <Link href="/db-booking" prefetch={false} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100">
          ← {t('detail.back')}
        </Link>
        <header className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('detail.title', { code })}</h1>
          <Tag colour={orderTagColour(order.orderStatus)}>{status(order.orderStatus)}</Tag>
          <Tag colour={paymentTagColour(order.paymentStatus)}>{t(`paymentStatus.${order.paymentStatus}`)}</Tag>
        </header>

        {order.refundNeeded && (
          <p role="alert" data-testid="refund-needed" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-semibold text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            {t('detail.refundNeeded')}
          </p>
        )}

        <section aria-labelledby="actions-title" className={card}>
          <h2 id="actions-title" className={sectionTitle}>
            {t('actions.heading')}
          </h2>
          <OrderActions
            orderId={order.id}
            code={code}
            email={order.guest.email}
            amount={money(order.amountDueNow)}
            amountDue={order.amountDueNow}
            canMarkPaid={order.canMarkPaid}
            canCancel={order.canCancel}
            canResendVoucher={order.canResendVoucher}
            refunds={order.payments.filter((attempt) => attempt.refundNeeded && !attempt.refund).map((attempt) => ({ attemptId: attempt.id, oid: attempt.oid, amount: money(attempt.chargedAmount ?? attempt.amount), approved: attempt.status === 'approved' || attempt.status === 'unverified' }))}
          />
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="order-title" className={card}>
            <h2 id="order-title" className={sectionTitle}>
              {t('detail.order')}
            </h2>
            <dl className="text-sm">
              <Fact label={t('detail.orderNo')}>
                <span className="font-mono font-semibold">{code}</span>
              </Fact>
              <Fact label={t('detail.orderDate')}>{formatDateTime(order.orderDate, locale)}</Fact>
              <Fact label={t('filters.paymentMethod')}>{t(`method.${order.paymentMethod}`)}</Fact>
              <Fact label={t('detail.total')}>{money(order.totalAmount)}</Fact>
              {order.holdExpiresAt && <Fact label={t('detail.holdExpires')}>{formatDateTime(order.holdExpiresAt, locale)}</Fact>}
              <Fact label={t('detail.language')}>{language(order.locale)}</Fact>
              <Fact label={t('detail.account')}>
                {[order.account.name, order.account.surname].filter(Boolean).join(' ')} · {order.account.email}
              </Fact>
            </dl>
          </section>
          <section aria-labelledby="guest-title" className={card}>
            <h2 id="guest-title" className={sectionTitle}>
              {t('detail.guest')}
            </h2>
            <dl className="text-sm">
              <Fact label={t('detail.name')}>
                {order.guest.name} {order.guest.surname}
              </Fact>
              <Fact label={t('detail.email')}>
                <a href={`mailto:${order.guest.email}`} className="underline">
                  {order.guest.email}
                </a>
              </Fact>
              <Fact label={t('detail.phone')}>
                <a href={`tel:${order.guest.phone}`} className="underline">
                  {order.guest.phone}
                </a>
              </Fact>
              <Fact label={t('detail.address')}>{order.guest.address}</Fact>
              {order.guest.taxNo && <Fact label={t('detail.taxNo')}>{order.guest.taxNo}</Fact>}
              {order.guest.taxOffice && <Fact label={t('detail.taxOffice')}>{order.guest.taxOffice}</Fact>}
              {order.guest.tckn && <Fact label={t('detail.tckn')}>{order.guest.tckn}</Fact>}
            </dl>
          </section>
        </div>

        <section aria-labelledby="breakdown-title" className={card}>
          <h2 id="breakdown-title" className={sectionTitle}>
            {t('detail.breakdown')}
          </h2>
          {order.balanceOverdueAt && order.balanceDueOn && (
            <p role="alert" data-testid="balance-overdue" className="mb-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
              {t('detail.balanceOverdue', { date: formatDay(order.balanceDueOn, locale) })}
            </p>
          )}
          <PriceBreakdown pricing={order.pricing} payments={order.received} settled={order.orderStatus === 'Cancelled'} />
        </section>

        <section aria-labelledby="lines-title" className={card}>
          <h2 id="lines-title" className={sectionTitle}>
            {t('detail.lines')}
          </h2>
          <DataTable
            head={
              <>
                <th scope="col" className={th}>{t('detail.tour')}</th>
                <th scope="col" className={th}>{t('detail.departure')}</th>
                <th scope="col" className={th}>{t('detail.adults')}</th>
                <th scope="col" className={th}>{t('detail.children')}</th>
                <th scope="col" className={th}>{t('detail.babies')}</th>
                <th scope="col" className={`${th} text-right`}>{t('detail.lineTotal')}</th>
              </>
            }
            foot={
              <tr>
                <th scope="row" colSpan={5} className={`${td} text-right`}>
                  {t('detail.total')}
                </th>
                <td className={`${td} text-right font-bold`}>{money(order.totalAmount)}</td>
              </tr>
            }
          >
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td className={td}>{line.tourName}</td>
                <td className={td}>
                  <div>
                    {formatDay(line.departureDate, locale)} {line.startTime ?? ''}
                  </div>
                  <Link href={`/db-booking/departures/${line.departureId}`} prefetch={false} className="text-xs font-semibold text-brand-700 hover:underline dark:text-brand-100">
                    {t('detail.passengers')}
                  </Link>
                </td>
                <td className={td}>{line.adultQuantity > 0 ? t('detail.participants', { count: line.adultQuantity, price: money(line.adultPrice) }) : '—'}</td>
                <td className={td}>{line.childQuantity > 0 ? t('detail.participants', { count: line.childQuantity, price: money(line.childPrice) }) : '—'}</td>
                <td className={td}>{line.babyQuantity > 0 ? t('detail.participants', { count: line.babyQuantity, price: money(line.babyPrice) }) : '—'}</td>
                <td className={`${td} text-right font-medium`}>{money(line.lineTotal)}</td>
              </tr>
            ))}
          </DataTable>
        </section>

        <section aria-labelledby="history-title" className={card}>
          <h2 id="history-title" className={sectionTitle}>
            {t('detail.history')}
          </h2>
          {order.events.length === 0 ? (
            <p className="text-sm">{t('detail.historyEmpty')}</p>
          ) : (
            <ol className="flex flex-col gap-2 text-sm">
              {order.events.map((event) => (
                <li key={event.id} className="flex flex-wrap gap-x-3 gap-y-1 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
                  <span className="font-semibold">
                    {/* A payment or a refund that leaves the status as it was names that status, not "Created". */}
                    {!event.fromStatus
                      ? t('detail.historyCreated', { to: status(event.toStatus) })
                      : event.fromStatus !== event.toStatus
                        ? t('detail.historyEntry', { from: status(event.fromStatus), to: status(event.toStatus) })
                        : status(event.toStatus)}
                  </span>
                  <span className="text-slate-600 dark:text-slate-400">{formatDateTime(event.createdAt, locale)}</span>
                  <span>
                    {t.has(`detail.actors.${event.actorKind}` as 'detail.actors.admin') ? t(`detail.actors.${event.actorKind}` as 'detail.actors.admin') : event.actorKind}
                    {event.actorEmail ? ` (${event.actorEmail})` : ''}
                  </span>
                  {event.note && <span className="text-slate-600 dark:text-slate-400">— {noteText(event.note)}</span>}
                </li>
              ))}
            </ol>
          )}
        </section>

        <section aria-labelledby="payments-title" className={card}>
          <h2 id="payments-title" className={sectionTitle}>
            {t('detail.payments')}
          </h2>
          {order.payments.length === 0 ? (
            <p className="text-sm">{t('detail.paymentsEmpty')}</p>
          ) : (
            <ul className="grid gap-3">
              {order.payments.map((attempt) => (
                <li key={attempt.id} className="rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-900">
                  <dl className="grid gap-x-6 sm:grid-cols-2">
                    <Fact label={t('detail.attempt.oid')}>
                      <span className="font-mono">{attempt.oid}</span>
                    </Fact>
                    <Fact label={t('detail.attempt.status')}>{t.has(`detail.attempt.statuses.${attempt.status}` as 'detail.attempt.statuses.approved') ? t(`detail.attempt.statuses.${attempt.status}` as 'detail.attempt.statuses.approved') : attempt.status}</Fact>
                    <Fact label={t('detail.attempt.amount')}>{money(attempt.amount)}</Fact>
                    <Fact label={t('detail.attempt.storeType')}>{storeType(attempt.storeType)}</Fact>
                    <Fact label={t('detail.attempt.installments')}>
                      <span data-testid="attempt-installments">
                        {attempt.installments > 1 ? t('detail.attempt.installmentsValue', { count: attempt.installments, programme: attempt.cardProgramme ?? '–', cost: money(attempt.installmentCostKurus) }) : t('detail.attempt.single')}
                      </span>
                    </Fact>
                    {attempt.maskedPan && (
                      <Fact label={t('detail.attempt.card')}>
                        <span className="font-mono">{attempt.maskedPan}</span>
                      </Fact>
                    )}
                    {attempt.bankResult && (
                      <Fact label={t('detail.attempt.bankResult')}>
                        {attempt.bankResult} – {tBank(attempt.bankResult)}
                      </Fact>
                    )}
                    {attempt.procReturnCode && <Fact label={t('detail.attempt.bankCode')}>{[attempt.procReturnCode, attempt.response].filter(Boolean).join(' · ')}</Fact>}
                    {attempt.mdStatus && <Fact label={t('detail.attempt.mdStatus')}>{attempt.mdStatus}</Fact>}
                    {attempt.authCode && <Fact label={t('detail.attempt.authCode')}>{attempt.authCode}</Fact>}
                    {attempt.transId && <Fact label={t('detail.attempt.transId')}>{attempt.transId}</Fact>}
                    {attempt.errorMessage && <Fact label={t('detail.attempt.error')}>{attempt.errorMessage}</Fact>}
                    {attempt.halfSecure && <Fact label={t('detail.attempt.halfSecure')}>✓</Fact>}
                    {attempt.refundNeeded && !attempt.refund && (
                      <Fact label={t('detail.attempt.refundNeeded')}>
                        <Tag colour="error">{t('detail.attempt.refundNeeded')}</Tag>
                      </Fact>
                    )}
                    {attempt.refund && (
                      <Fact label={t('detail.attempt.refunded')}>
                        <span data-testid="attempt-refunded">{t('detail.attempt.refundedValue', { date: formatDateTime(attempt.refund.at, locale), who: attempt.refund.by ?? '—' })}</span>
                      </Fact>
                    )}
                    {attempt.refund?.reference && <Fact label={t('detail.attempt.refundReference')}>{attempt.refund.reference}</Fact>}
                    <Fact label={t('detail.attempt.started')}>{formatDateTime(attempt.createdAt, locale)}</Fact>
                    {attempt.completedAt && <Fact label={t('detail.attempt.completed')}>{formatDateTime(attempt.completedAt, locale)}</Fact>}
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </section>

        {order.acceptances.length > 0 && (
          <section aria-labelledby="acceptances-title" className={card}>
            <h2 id="acceptances-title" className={sectionTitle}>
              {t('detail.acceptances')}
            </h2>
            <ul className="text-sm">
              {order.acceptances.map((acceptance) => (
                <li key={`${acceptance.document}-${acceptance.version}`}>
                  {t('detail.acceptance', { document: documentTitle(acceptance.document), version: acceptance.version, date: formatDateTime(acceptance.acceptedAt, locale) })}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </DashboardMessages>
  );
}
