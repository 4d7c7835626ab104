import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatDateTime, formatDay } from '@/components/dashboard/bookings/format';
import { PrintButton } from '@/components/dashboard/bookings/print-button';
import { orderTagColour, paymentTagColour, secondaryButton, Tag, td, th } from '@/components/dashboard/bookings/ui';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { departurePassengers } from '@/lib/admin/orders';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { formatTry } from '@/lib/money';
import { orderNumber } from '@/lib/orders/number';
import { TableFrame } from '@/components/dashboard/bookings/ui';
import { GuideAssignment, RemindTravellers } from '@/components/dashboard/bookings/travellers-actions';
import { guideAccounts } from '@/lib/travellers/check-in';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-booking/departures/[departureId]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'adminBookings' });
  return { title: t('passengers.metaTitle'), robots: { index: false, follow: false } };
}

/** The passenger list of one departure, for the guide: printable on one sheet (Print button, print rules). */
export default async function DeparturePassengersPage({ params, searchParams }: PageProps<'/[locale]/db-booking/departures/[departureId]'>) {
  const { locale: raw, departureId } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  if (!/^\d{1,9}$/.test(departureId)) notFound();
  const includeCancelled = (await searchParams).includeCancelled === 'true';
  const list = await departurePassengers(await getDb(), Number(departureId), locale, { includeCancelled });
  if (!list) notFound();
  const t = await getTranslations({ locale, namespace: 'adminBookings' });
  const money = (kurus: number) => formatTry(kurus, locale);
  const { departure, passengers, totals } = list;
  const guides = await guideAccounts(await getDb());

  return (
    <div className="flex flex-col gap-6" data-print-area>
      <div className="flex flex-wrap items-center justify-between gap-3" data-no-print>
        <Link href={`/db-booking?tourId=${departure.tourId}&departureId=${departure.id}`} prefetch={false} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100">
          ← {t('passengers.back')}
        </Link>
        <div className="flex flex-wrap gap-3">
          <Link href={`/db-booking/departures/${departure.id}${includeCancelled ? '' : '?includeCancelled=true'}`} prefetch={false} className={secondaryButton}>
            {includeCancelled ? t('passengers.hideCancelled') : t('passengers.includeCancelled')}
          </Link>
          <PrintButton label={t('passengers.print')} />
        </div>
      </div>
      {/* Not a <header>: the print rules hide the site's header elements. */}
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{t('passengers.title')}</p>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('passengers.heading', { tour: departure.tourTitle, date: formatDay(departure.startsOn, locale) })}
          {departure.startTime && <span className="font-semibold"> · {t('passengers.time', { time: departure.startTime })}</span>}
        </h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('passengers.seats', { capacity: departure.capacity, taken: departure.seatsTaken })}</p>
        <p className="hidden text-xs print:block">{t('passengers.printedAt', { date: formatDateTime(new Date(), locale) })}</p>
      </div>
      <div data-no-print>
        <GuideAssignment departureId={departure.id} current={departure.guideUserId} guides={guides.map((guide) => ({ id: guide.id, label: `${guide.name} ${guide.surname} · ${guide.email}` }))} labels={{ guide: t('passengers.guide'), none: t('passengers.noGuide'), save: t('passengers.saveGuide') }} />
      </div>
      {passengers.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center font-medium dark:border-slate-700">{t('passengers.empty')}</p>
      ) : (
        <TableFrame label={t('passengers.caption')} className="print:overflow-visible">
          <table className="w-full min-w-[60rem] border-collapse text-left text-sm">
            <caption className="sr-only">{t('passengers.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>#</th>
                <th scope="col" className={th}>{t('passengers.name')}</th>
                <th scope="col" className={th}>{t('passengers.phone')}</th>
                <th scope="col" className={th}>{t('passengers.email')}</th>
                <th scope="col" className={`${th} text-right`}>{t('passengers.adults')}</th>
                <th scope="col" className={`${th} text-right`}>{t('passengers.children')}</th>
                <th scope="col" className={`${th} text-right`}>{t('passengers.babies')}</th>
                <th scope="col" className={th}>{t('passengers.status')}</th>
                <th scope="col" className={th}>{t('passengers.travellers')}</th>
                <th scope="col" className={th}>{t('passengers.checkIn')}</th>
                <th scope="col" className={`${th} text-right`}>{t('passengers.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {passengers.map((row) => (
                <tr key={row.orderId} className={row.orderStatus === 'Cancelled' ? 'text-slate-500 line-through' : undefined}>
                  <td className={td}>
                    <Link href={`/db-booking/${row.orderId}`} prefetch={false} className="font-mono text-brand-700 hover:underline dark:text-brand-100">
                      {orderNumber(row)}
                    </Link>
                  </td>
                  <td className={`${td} font-medium`}>
                    {row.name} {row.surname}
                  </td>
                  <td className={`${td} whitespace-nowrap`}>{row.phone}</td>
                  <td className={td}>{row.email}</td>
                  <td className={`${td} text-right`}>{row.adults}</td>
                  <td className={`${td} text-right`}>{row.children}</td>
                  <td className={`${td} text-right`}>{row.babies}</td>
                  <td className={td}>
                    <div className="flex flex-col items-start gap-1">
                      <Tag colour={orderTagColour(row.orderStatus)}>{t(`status.${row.orderStatus}`)}</Tag>
                      <Tag colour={paymentTagColour(row.paymentStatus)}>{t(`paymentStatus.${row.paymentStatus}`)}</Tag>
                    </div>
                  </td>
                  <td className={td} data-testid="travellers-state">
                    {row.travellersMissing > 0 ? (
                      <div className="flex flex-col items-start gap-1">
                        <Tag colour="warning">{t('passengers.detailsMissing', { count: row.travellersMissing })}</Tag>
                        {row.orderStatus !== 'Cancelled' && <RemindTravellers orderId={row.orderId} label={t('passengers.remind')} busyLabel={t('passengers.reminding')} />}
                      </div>
                    ) : (
                      <Tag colour="success">{t('passengers.detailsComplete')}</Tag>
                    )}
                  </td>
                  <td className={td} data-testid="check-in-state">
                    {row.checkIn === 'present' ? <Tag colour="success">{t('passengers.present')}</Tag> : row.checkIn === 'no_show' ? <Tag colour="error">{t('passengers.noShow')}</Tag> : t('passengers.notYet')}
                  </td>
                  <td className={`${td} whitespace-nowrap text-right`}>
                    <div>{money(row.lineTotal)}</div>
                    {row.orderTotal !== row.lineTotal && (
                      <div className="text-xs text-slate-600 dark:text-slate-400">
                        {t('passengers.orderTotal')}: {money(row.orderTotal)}
                      </div>
                    )}
                    {row.balanceDue > 0 && (
                      <div data-testid="balance-due" className="text-xs font-semibold text-amber-800 dark:text-amber-200">
                        {t('passengers.balanceDue', { amount: money(row.balanceDue) })}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-bold">
                <th scope="row" colSpan={4} className={td}>
                  {t('passengers.totals', { count: totals.orders })}
                </th>
                <td className={`${td} text-right`}>{totals.adults}</td>
                <td className={`${td} text-right`}>{totals.children}</td>
                <td className={`${td} text-right`}>{totals.babies}</td>
                <td className={td} />
                <td className={td} />
                <td className={td} />
                <td className={`${td} whitespace-nowrap text-right`}>{money(totals.amount)}</td>
              </tr>
            </tfoot>
          </table>
        </TableFrame>
      )}
    </div>
  );
}
