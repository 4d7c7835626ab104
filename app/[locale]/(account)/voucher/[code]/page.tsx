import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrintVoucher } from '@/components/bookings/print-voucher';
import { notFoundMetadata } from '@/components/layout/not-found-content';
import type { Locale } from '@/i18n/routing';
import { agencyToday } from '@/lib/admin/schemas/tour';
import { getDb } from '@/lib/db/client';
import { orderNumber } from '@/lib/orders/number';
import { pageMetadata } from '@/lib/seo/metadata';
import { bookingCodes, loadTravellerBooking } from '@/lib/travellers/booking';
import { formatCode, verifyBookingCode } from '@/lib/travellers/token';
import { qrSvg, voucherLines } from '@/lib/travellers/voucher';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/voucher/[code]'>): Promise<Metadata> {
  const { locale, code } = await params;
  // A link that is not a voucher's (the page answers 404); a signed link whose booking is gone keeps the voucher's title.
  if (!verifyBookingCode('voucher', code, agencyToday()).ok) return notFoundMetadata(locale);
  const t = await getTranslations({ locale: locale as Locale, namespace: 'voucher' });
  return pageMetadata({ locale: locale as Locale, path: `/voucher/${code}`, title: t('metaTitle'), description: t('title'), noindex: true });
}

/**
 * /voucher/{code}: the printable voucher of a paid booking, for whoever holds its signed link — the
 * QR code (an SVG drawn on the server: no script on this page reads it), the meeting point and time,
 * and the travellers.
 */
export default async function VoucherPage({ params }: PageProps<'/[locale]/voucher/[code]'>) {
  const { locale: raw, code } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const verdict = verifyBookingCode('voucher', code, agencyToday());
  if (!verdict.ok) notFound();
  const booking = await loadTravellerBooking(await getDb(), verdict.orderId, locale);
  if (!booking) notFound();
  const t = await getTranslations({ locale, namespace: 'voucher' });
  const paid = booking.order.orderStatus === 'Confirmed' || booking.order.orderStatus === 'Completed';
  const checkin = bookingCodes(booking).checkin;
  const svg = paid ? await qrSvg(checkin) : null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:py-14 print:max-w-none print:p-0">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('title')}</p>
        <h1 className="text-3xl font-extrabold tracking-tight">{t('orderNo', { orderNo: orderNumber(booking.order) })}</h1>
      </div>
      {svg ? (
        <div className="flex flex-col items-start gap-4 rounded-2xl border-2 border-dashed border-slate-300 p-5 sm:flex-row sm:items-center dark:border-slate-700 print:border-black">
          {/* qrcode's own SVG: markup generated on the server from our code alone. */}
          <div className="w-48 shrink-0 rounded-xl bg-white p-2" role="img" aria-label={t('qrAlt')} data-testid="voucher-qr" dangerouslySetInnerHTML={{ __html: svg }} />
          <div>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('codeLabel')}</p>
            <p className="break-all font-mono text-xl font-bold tracking-wider" data-testid="voucher-code">
              {formatCode(checkin)}
            </p>
            <p className="mt-2 text-sm">{t('qrNote')}</p>
          </div>
        </div>
      ) : (
        <p role="alert" className="rounded-xl bg-amber-50 p-4 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t('notPaid')}
        </p>
      )}
      {voucherLines(booking, locale).map((line, index) => (
        <section key={index} className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
          <h2 className="text-xl font-bold">{line.tourName}</h2>
          <p>
            <span className="font-semibold">{t('when')}:</span> {line.when}
          </p>
          <p>
            <span className="font-semibold">{t('meetingPoint')}:</span> {line.meetingPoint || t('meetingPointLater')}
          </p>
          <p className="font-semibold">{t('travellers')}:</p>
          {line.people.length === 0 ? (
            <p>{t('travellersMissing')}</p>
          ) : (
            <ol className="list-inside list-decimal" data-testid="voucher-travellers">
              {line.people.map((person, i) => (
                <li key={i}>
                  {person.name} {person.surname} — {t(`category.${person.category}`)}
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
      {paid && (
        <div data-no-print className="flex flex-wrap gap-3">
          <PrintVoucher />
          <a href={`/api/Vouchers/${code}/pdf`} className="inline-flex min-h-11 items-center justify-center rounded-full border border-slate-300 px-5 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
            {t('pdf')}
          </a>
        </div>
      )}
    </div>
  );
}
