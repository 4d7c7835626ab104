import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { AdminDashboardStats } from '@/lib/admin/stats';
import { formatTry } from '@/lib/money';
import { formatDateTime, formatDay } from '@/components/dashboard/bookings/format';
import { orderNumber } from '@/lib/orders/number';
import { card, DataTable, orderTagColour, Tag, td, th } from '@/components/dashboard/bookings/ui';
import { OccupancyPanel } from '@/components/dashboard/reports/report-view';

const figure = 'text-3xl font-extrabold tracking-tight';
const linkClass = 'font-semibold text-brand-700 hover:underline dark:text-brand-100';

type OrderSummary = { id: number; orderUUID: string; name: string; surname: string };

/** Orders one to a line: the code (opening the order) and the guest's name, then what `aside` adds. */
function OrderList<Order extends OrderSummary>({ orders, aside }: { orders: Order[]; aside: (order: Order) => ReactNode }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-100 text-sm dark:divide-slate-800">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            <Link href={`/db-booking/${order.id}`} prefetch={false} className={`${linkClass} font-mono`}>
              {orderNumber(order)}
            </Link>{' '}
            {order.name} {order.surname}
          </span>
          {aside(order)}
        </li>
      ))}
    </ul>
  );
}

/** The admin's /db-main: today's bookings, this month's revenue, transfers awaited, seats per departure. */
export async function AdminOverview({ stats, locale }: { stats: AdminDashboardStats; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'adminHome' });
  const tb = await getTranslations({ locale, namespace: 'adminBookings' });
  const money = (kurus: number) => formatTry(kurus, locale);
  const { todayBookings, revenueThisMonth, waitingTransfers, upcomingDepartures, refundsNeeded } = stats;

  return (
    <div className="flex flex-col gap-6">
      {refundsNeeded.count > 0 && (
        // Money to give back comes first (docs/booking-and-payments.md "Refund needed").
        <section aria-labelledby="refunds-title" className={`${card} border-red-300 dark:border-red-800`} data-testid="stat-refunds">
          <h2 id="refunds-title" className="mb-1 text-lg font-bold text-red-900 dark:text-red-200">
            {t('refunds')} ({refundsNeeded.count})
          </h2>
          <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{t('refundsNote', { amount: money(refundsNeeded.amount) })}</p>
          <OrderList
            orders={refundsNeeded.items}
            aside={(order) => (
              <span className="text-right">
                <span className="font-semibold">{money(order.refundAmount)}</span>
                {order.approvedAt && <span className="block text-xs text-slate-600 dark:text-slate-400">{t('approvedAt', { date: formatDateTime(order.approvedAt, locale) })}</span>}
              </span>
            )}
          />
        </section>
      )}
      <section aria-label={t('statsTitle')} className="grid gap-4 md:grid-cols-3">
        <div className={card} data-testid="stat-today">
          <h2 className="text-sm font-bold uppercase tracking-wide text-slate-600 dark:text-slate-400">{t('today')}</h2>
          <p className={figure}>{todayBookings.count}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{todayBookings.count > 0 ? t('todayAmount', { amount: money(todayBookings.amount) }) : t('todayNone')}</p>
        </div>
        <div className={card} data-testid="stat-revenue">
          <h2 className="text-sm font-bold uppercase tracking-wide text-slate-600 dark:text-slate-400">{t('revenue')}</h2>
          <p className={figure}>{money(revenueThisMonth.amount)}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('revenueNote', { count: revenueThisMonth.orders })}</p>
        </div>
        <div className={card} data-testid="stat-waiting">
          <h2 className="text-sm font-bold uppercase tracking-wide text-slate-600 dark:text-slate-400">{t('waiting')}</h2>
          <p className={figure}>{waitingTransfers.count}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('waitingNote', { amount: money(waitingTransfers.amount) })}</p>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="waiting-title" className={card}>
          <h2 id="waiting-title" className="mb-3 text-lg font-bold">
            {t('waiting')}
          </h2>
          {waitingTransfers.items.length === 0 ? (
            <p className="text-sm">{t('waitingEmpty')}</p>
          ) : (
            <>
              <OrderList
                orders={waitingTransfers.items}
                aside={(order) => (
                  <span className="text-right">
                    <span className="font-semibold">{money(order.totalAmount)}</span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {order.holdExpiresAt ? t('deadline', { date: formatDateTime(order.holdExpiresAt, locale) }) : t('noDeadline')}
                    </span>
                  </span>
                )}
              />
              <Link href="/db-booking?paymentMethod=eft&paymentStatus=Pending&status=Pending" prefetch={false} className={`${linkClass} mt-3 inline-block text-sm`}>
                {t('allWaiting')}
              </Link>
            </>
          )}
        </section>

        <section aria-labelledby="today-title" className={card}>
          <h2 id="today-title" className="mb-3 text-lg font-bold">
            {t('todayList')}
          </h2>
          {todayBookings.items.length === 0 ? (
            <p className="text-sm">{t('todayEmpty')}</p>
          ) : (
            <OrderList
              orders={todayBookings.items}
              aside={(order) => (
                <span className="flex items-center gap-2">
                  <span className="font-semibold">{money(order.totalAmount)}</span>
                  <Tag colour={orderTagColour(order.orderStatus)}>{tb(`status.${order.orderStatus}`)}</Tag>
                </span>
              )}
            />
          )}
        </section>
      </div>

      <OccupancyPanel
        departures={upcomingDepartures.items.map((departure) => ({ ...departure, held: departure.awaitingPayment }))}
        locale={locale}
        title={t('departures', { days: upcomingDepartures.days })}
        note={t('departuresCaption')}
        filename={`departures-${stats.today}.csv`}
        stacked
      >
        {upcomingDepartures.items.length === 0 ? (
          <p className="text-sm">{t('departuresEmpty', { days: upcomingDepartures.days })}</p>
        ) : (
          <DataTable
            caption={t('departuresCaption')}
            head={
              <>
                <th scope="col" className={th}>{t('date')}</th>
                <th scope="col" className={th}>{t('tour')}</th>
                <th scope="col" className={`${th} text-right`}>{t('sold')}</th>
                <th scope="col" className={`${th} text-right`}>{t('held')}</th>
                <th scope="col" className={`${th} text-right`}>{t('free')}</th>
                <th scope="col" className={`${th} text-right`}>{t('capacity')}</th>
                <th scope="col" className={th}>
                  <span className="sr-only">{t('passengers')}</span>
                </th>
              </>
            }
          >
            {upcomingDepartures.items.map((departure) => (
              <tr key={departure.id} data-departure-id={departure.id}>
                <td className={`${td} whitespace-nowrap`}>
                  {formatDay(departure.startsOn, locale)} {departure.startTime ?? ''}
                </td>
                <td className={td}>
                  <div>{departure.tourTitle}</div>
                  <div
                    className="mt-1 h-1.5 w-full max-w-48 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                    role="img"
                    aria-label={t('occupancy', { sold: departure.sold, capacity: departure.capacity })}
                  >
                    <div className="h-full bg-brand-600" style={{ width: `${departure.capacity > 0 ? Math.min(100, (departure.sold / departure.capacity) * 100) : 0}%` }} />
                  </div>
                </td>
                <td className={`${td} text-right font-semibold`}>{departure.sold}</td>
                <td className={`${td} text-right`}>{departure.awaitingPayment}</td>
                <td className={`${td} text-right`}>{departure.free}</td>
                <td className={`${td} text-right`}>{departure.capacity}</td>
                <td className={td}>
                  <Link href={`/db-booking/departures/${departure.id}`} prefetch={false} className={`${linkClass} text-sm`}>
                    {t('passengers')}
                  </Link>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        {upcomingDepartures.count > upcomingDepartures.items.length && (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('moreDepartures', { shown: upcomingDepartures.items.length, count: upcomingDepartures.count })}</p>
        )}
      </OccupancyPanel>
    </div>
  );
}
