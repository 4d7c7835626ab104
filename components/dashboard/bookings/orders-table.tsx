import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { AdminOrderRow } from '@/lib/admin/orders';
import { formatTry } from '@/lib/money';
import { orderNumber } from '@/lib/orders/number';
import { formatDateTime, formatDay } from './format';
import { DataTable, orderTagColour, paymentTagColour, Tag, td, th } from './ui';

/** The admin's order list: one row per order, the code opens it; seven columns, so it fits beside the sidebar at 1280 px. */
export async function OrdersTable({ orders, locale }: { orders: AdminOrderRow[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'adminBookings' });
  return (
    <DataTable
      caption={t('table.caption')}
      head={
        <>
          <th scope="col" className={th}>
            {t('table.code')} · {t('table.orderDate')}
          </th>
          <th scope="col" className={th}>{t('table.guest')}</th>
          <th scope="col" className={th}>{t('table.tours')}</th>
          <th scope="col" className={th}>{t('table.departure')}</th>
          <th scope="col" className={th}>
            <abbr title={t('table.peopleTitle')}>{t('table.people')}</abbr>
          </th>
          <th scope="col" className={`${th} text-right`}>{t('table.total')}</th>
          <th scope="col" className={th}>
            {t('table.status')} · {t('table.payment')}
          </th>
        </>
      }
    >
      {orders.map((order) => (
        <tr key={order.id} data-order-id={order.id}>
          <td className={td}>
            <Link href={`/db-booking/${order.id}`} prefetch={false} className="font-mono font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
              {orderNumber(order)}
            </Link>
            <div className="whitespace-nowrap text-xs text-slate-600 dark:text-slate-400">{formatDateTime(order.orderDate, locale)}</div>
          </td>
          <td className={td}>
            <div className="font-medium">
              {order.reservationName} {order.reservationSurName}
            </div>
            <div className="break-all text-xs text-slate-600 dark:text-slate-400">{order.reservationEmail}</div>
            <div className="text-xs text-slate-600 dark:text-slate-400">{order.reservationPhone}</div>
          </td>
          <td className={td}>{order.tours.join(', ')}</td>
          <td className={`${td} whitespace-nowrap`}>{order.departureDates.map((day) => formatDay(day, locale)).join(', ')}</td>
          <td className={`${td} whitespace-nowrap`}>
            {order.adults} / {order.children} / {order.babies}
          </td>
          <td className={`${td} whitespace-nowrap text-right font-medium`}>{formatTry(order.totalAmount, locale)}</td>
          <td className={td}>
            <div className="flex flex-col items-start gap-1">
              <Tag colour={orderTagColour(order.orderStatus)}>{t(`status.${order.orderStatus}`)}</Tag>
              <Tag colour={paymentTagColour(order.paymentStatus)}>{t(`paymentStatus.${order.paymentStatus}`)}</Tag>
              <span className="text-xs text-slate-600 dark:text-slate-400">{t(`method.${order.paymentMethod}`)}</span>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
