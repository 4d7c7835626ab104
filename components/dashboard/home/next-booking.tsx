import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { NextCustomerBooking } from '@/lib/admin/stats';
import { formatDay } from '@/components/dashboard/bookings/format';
import { card, orderTagColour, Tag } from '@/components/dashboard/bookings/ui';

/** The customer's next trip on their /db-main (or a line saying there is none). */
export async function NextBooking({ booking, locale }: { booking: NextCustomerBooking | null; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'adminHome' });
  const tb = await getTranslations({ locale, namespace: 'adminBookings' });
  return (
    <section aria-labelledby="next-booking-title" className={card}>
      <h2 id="next-booking-title" className="mb-3 text-xl font-bold">
        {t('nextBooking')}
      </h2>
      {booking ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <p className="text-lg font-semibold">{booking.tourTitle}</p>
            <p className="text-slate-700 dark:text-slate-300">
              {formatDay(booking.departureDate, locale)}
              {booking.startTime ? ` · ${booking.startTime}` : ''} · {t('people', { adults: booking.adults, children: booking.children, babies: booking.babies })}
            </p>
            <p className="mt-2">
              <Tag colour={orderTagColour(booking.orderStatus)}>{tb(`status.${booking.orderStatus}`)}</Tag>
            </p>
          </div>
          <Link
            href={`/my-bookings/${booking.orderUUID}`}
            prefetch={false}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {t('viewBooking')}
          </Link>
        </div>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">{t('nextBookingNone')}</p>
      )}
    </section>
  );
}
