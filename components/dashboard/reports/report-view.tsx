import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { AdminReport, ReportDeparture, ReportFigures } from '@/lib/admin/reports';
import { reportQueryString, type ReportFilters } from '@/lib/admin/reports-filters';
import { bucketName, bucketTick, csvAmount, formatCount, formatShare } from '@/lib/admin/reports-format';
import { formatTry } from '@/lib/money';
import { formatDay } from '@/components/dashboard/bookings/format';
import { TableFrame } from '@/components/dashboard/bookings/ui';
import type { ChartSpec, TableExport } from './chart-spec';
import { ReportPanel } from './report-panel';

const th = 'border-b border-slate-200 px-2 py-2 font-semibold text-slate-700 dark:border-slate-800 dark:text-slate-300';
const td = 'border-b border-slate-100 px-2 py-1.5 align-top dark:border-slate-800';
const num = `${td} text-right tabular-nums whitespace-nowrap`;
const numTh = `${th} text-right`;

/** A report table: caption for screen readers, header cells, rows; scrolls sideways inside its frame when narrow. */
function ReportTable({ caption, head, foot, children }: { caption: string; head: ReactNode; foot?: ReactNode; children: ReactNode }) {
  return (
    <TableFrame>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
        {foot && <tfoot className="font-semibold">{foot}</tfoot>}
      </table>
    </TableFrame>
  );
}

type Texts = Awaited<ReturnType<typeof getTranslations<'adminReports'>>>;

function FigureCells({ row, locale, total }: { row: ReportFigures; locale: Locale; total?: number }) {
  return (
    <>
      <td className={num} data-count={row.bookings}>
        {formatCount(row.bookings, locale)}
      </td>
      {total !== undefined && <td className={num}>{formatShare(row.bookings, total, locale)}</td>}
      <td className={num} data-count={row.cancelled}>
        {formatCount(row.cancelled, locale)}
      </td>
      <td className={num} data-count={row.seats}>
        {formatCount(row.seats, locale)}
      </td>
      <td className={num} data-kurus={row.revenue}>
        {formatTry(row.revenue, locale)}
      </td>
    </>
  );
}

function figureHeads(t: Texts, withShare = false) {
  return (
    <>
      <th scope="col" className={numTh}>{t('bookings')}</th>
      {withShare && <th scope="col" className={numTh}>{t('share')}</th>}
      <th scope="col" className={numTh}>{t('cancelled')}</th>
      <th scope="col" className={numTh}>{t('seats')}</th>
      <th scope="col" className={numTh}>{t('revenue')}</th>
    </>
  );
}

const figureHeader = (t: Texts, withShare = false) => [t('bookings'), ...(withShare ? [t('share')] : []), t('cancelled'), t('seats'), t('revenue')];
const figureRow = (row: ReportFigures, locale: Locale, total?: number) => [row.bookings, ...(total !== undefined ? [formatShare(row.bookings, total, locale)] : []), row.cancelled, row.seats, csvAmount(row.revenue, locale)];

function fileName(name: string, filters: Pick<ReportFilters, 'from' | 'to'>) {
  return `${name}-${filters.from}-${filters.to}.csv`;
}

/** Bookings, cancellations and revenue per day/week/month of the period: bars and a revenue line, and the table. */
export async function SeriesPanel({ report, locale, title, note }: { report: AdminReport; locale: Locale; title?: string; note?: string }) {
  const t = await getTranslations({ locale, namespace: 'adminReports' });
  const { filters, series, totals } = report;
  const heading = title ?? t('seriesTitle');
  const names = series.map((bucket) => bucketName(bucket.start, bucket.end, filters.group, locale));
  const spec: ChartSpec = {
    type: 'bar',
    labels: series.map((bucket) => bucketTick(bucket.start, filters.group, locale)),
    series: [
      { label: t('bookings'), values: series.map((bucket) => bucket.bookings), unit: 'count', colour: 'bookings' },
      { label: t('cancelled'), values: series.map((bucket) => bucket.cancelled), unit: 'count', colour: 'cancelled' },
      { label: t('revenue'), values: series.map((bucket) => bucket.revenue), unit: 'money', colour: 'revenue', line: true },
    ],
  };
  const table: TableExport = {
    filename: fileName('bookings-revenue', filters),
    header: [t('period'), ...figureHeader(t)],
    rows: [...series.map((bucket, index) => [names[index], ...figureRow(bucket, locale)]), [t('totalsTitle'), ...figureRow(totals, locale)]],
  };
  return (
    <ReportPanel id="series" title={heading} note={note} spec={spec} table={table} locale={locale} wideTable>
      <ReportTable
        caption={t('tableCaption', { title: heading })}
        head={
          <>
            <th scope="col" className={th}>{t('period')}</th>
            {figureHeads(t)}
          </>
        }
        foot={
          <tr data-totals>
            <th scope="row" className={`${td} text-left`}>{t('totalsTitle')}</th>
            <FigureCells row={totals} locale={locale} />
          </tr>
        }
      >
        {series.map((bucket, index) => (
          <tr key={bucket.start} data-bucket={bucket.start}>
            <th scope="row" className={`${td} text-left font-normal`}>{names[index]}</th>
            <FigureCells row={bucket} locale={locale} />
          </tr>
        ))}
      </ReportTable>
    </ReportPanel>
  );
}

/** Sold / held / free seats per departure as one stacked bar each, and the table. */
export async function OccupancyPanel({
  departures,
  locale,
  title,
  note,
  filename,
  stacked = false,
  children,
}: {
  departures: ReportDeparture[];
  locale: Locale;
  title?: string;
  note?: string;
  filename: string;
  stacked?: boolean;
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'adminReports' });
  const heading = title ?? t('occupancyTitle');
  const label = (departure: ReportDeparture) => `${formatDay(departure.startsOn, locale)}${departure.startTime ? ` ${departure.startTime}` : ''} · ${departure.tourTitle}`;
  const spec: ChartSpec | null = departures.length
    ? {
        type: 'bar',
        horizontal: true,
        stacked: true,
        labels: departures.map((departure) => (label(departure).length > 36 ? `${label(departure).slice(0, 35)}…` : label(departure))),
        series: [
          { label: t('sold'), values: departures.map((departure) => departure.sold), unit: 'count', colour: 'sold' },
          { label: t('held'), values: departures.map((departure) => departure.held), unit: 'count', colour: 'held' },
          { label: t('free'), values: departures.map((departure) => departure.free), unit: 'count', colour: 'free' },
        ],
      }
    : null;
  const table: TableExport = {
    filename,
    header: [t('date'), t('tour'), t('sold'), t('held'), t('free'), t('capacity')],
    rows: departures.map((departure) => [`${departure.startsOn}${departure.startTime ? ` ${departure.startTime}` : ''}`, departure.tourTitle, departure.sold, departure.held, departure.free, departure.capacity]),
  };
  return (
    <ReportPanel id="occupancy" title={heading} note={note} spec={spec} table={table} locale={locale} wideTable stacked={stacked} chartHeight={Math.max(180, departures.length * (stacked ? 18 : 26) + 70)}>
      {children ??
        (departures.length === 0 ? (
          <p className="text-sm">{t('noDepartures')}</p>
        ) : (
          <ReportTable
            caption={t('tableCaption', { title: heading })}
            head={
              <>
                <th scope="col" className={th}>{t('date')}</th>
                <th scope="col" className={th}>{t('tour')}</th>
                <th scope="col" className={numTh}>{t('sold')}</th>
                <th scope="col" className={numTh}>{t('held')}</th>
                <th scope="col" className={numTh}>{t('free')}</th>
                <th scope="col" className={numTh}>{t('capacity')}</th>
              </>
            }
          >
            {departures.map((departure) => (
              <tr key={departure.id} data-departure-id={departure.id}>
                <td className={`${td} whitespace-nowrap`}>
                  <Link href={`/db-booking/departures/${departure.id}`} prefetch={false} className="font-semibold text-brand-700 hover:underline dark:text-brand-100">
                    {formatDay(departure.startsOn, locale)} {departure.startTime ?? ''}
                  </Link>
                </td>
                <td className={td}>{departure.tourTitle}</td>
                <td className={num}>{departure.sold}</td>
                <td className={num}>{departure.held}</td>
                <td className={num}>{departure.free}</td>
                <td className={num}>{departure.capacity}</td>
              </tr>
            ))}
          </ReportTable>
        ))}
    </ReportPanel>
  );
}

/** A breakdown (tours, regions, payment methods, languages): a chart and its table. */
async function BreakdownPanel({
  id,
  title,
  rows,
  report,
  locale,
  chart,
  nameHead,
  withShare,
  link,
}: {
  id: string;
  title: string;
  rows: (ReportFigures & { key: string; name: string })[];
  report: AdminReport;
  locale: Locale;
  chart: 'revenue-bars' | 'bookings-doughnut';
  nameHead: string;
  withShare?: boolean;
  link?: (row: { key: string; name: string }) => ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'adminReports' });
  const total = report.totals.bookings;
  const spec: ChartSpec | null =
    rows.length === 0 || (chart === 'bookings-doughnut' && total === 0)
      ? null
      : chart === 'revenue-bars'
        ? { type: 'bar', horizontal: true, labels: rows.map((row) => (row.name.length > 28 ? `${row.name.slice(0, 27)}…` : row.name)), series: [{ label: t('revenue'), values: rows.map((row) => row.revenue), unit: 'money', colour: 'revenue' }] }
        : { type: 'doughnut', labels: rows.map((row) => row.name), series: [{ label: t('bookings'), values: rows.map((row) => row.bookings), unit: 'count', colour: 'c1' }] };
  const share = withShare ? total : undefined;
  const table: TableExport = {
    filename: fileName(id, report.filters),
    header: [nameHead, ...figureHeader(t, withShare)],
    rows: rows.map((row) => [row.name, ...figureRow(row, locale, share)]),
  };
  return (
    <ReportPanel id={id} title={title} spec={spec} table={table} locale={locale} wideTable chartHeight={chart === 'revenue-bars' ? Math.max(180, rows.length * 30 + 60) : 260}>
      {rows.length === 0 ? (
        <p className="text-sm">{t('empty')}</p>
      ) : (
        <ReportTable
          caption={t('tableCaption', { title })}
          head={
            <>
              <th scope="col" className={th}>{nameHead}</th>
              {figureHeads(t, withShare)}
            </>
          }
        >
          {rows.map((row) => (
            <tr key={row.key} data-key={row.key}>
              <th scope="row" className={`${td} text-left font-normal`}>
                {row.name}
                {link?.(row)}
              </th>
              <FigureCells row={row} locale={locale} total={share} />
            </tr>
          ))}
        </ReportTable>
      )}
    </ReportPanel>
  );
}

/** Every chart of /db-reports with its table. */
export async function ReportView({ report, locale }: { report: AdminReport; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'adminReports' });
  const tb = await getTranslations({ locale, namespace: 'adminBookings' });
  const ta = await getTranslations({ locale, namespace: 'admin' });
  const { filters } = report;
  const languageName = (code: string) => (code === 'tr' || code === 'en' || code === 'ru' ? ta(`languages.${code}`) : t('otherLanguage', { code }));
  return (
    <div className="flex flex-col gap-6">
      <SeriesPanel report={report} locale={locale} />
      <OccupancyPanel departures={report.departures} locale={locale} note={t('occupancyNote', { count: report.departures.length })} filename={`occupancy-${report.today}.csv`} />
      <BreakdownPanel
        id="tours"
        title={t('toursTitle')}
        nameHead={t('tour')}
        chart="revenue-bars"
        report={report}
        locale={locale}
        rows={report.tours.map((row) => ({ ...row, key: String(row.id), name: row.title }))}
        link={
          filters.tourId
            ? undefined
            : (row) => (
                <Link
                  href={`/db-reports?${reportQueryString({ ...filters, tourId: Number(row.key) })}`}
                  prefetch={false}
                  className="ml-2 text-xs font-semibold text-brand-700 hover:underline dark:text-brand-100"
                  aria-label={t('filterByTourNamed', { name: row.name })}
                >
                  {t('filterByTour')}
                </Link>
              )
        }
      />
      <BreakdownPanel id="regions" title={t('regionsTitle')} nameHead={t('region')} chart="revenue-bars" report={report} locale={locale} rows={report.regions.map((row) => ({ ...row, key: String(row.id), name: row.name }))} />
      <div className="grid gap-6">
        <BreakdownPanel
          id="methods"
          title={t('methodsTitle')}
          nameHead={t('method')}
          chart="bookings-doughnut"
          withShare
          report={report}
          locale={locale}
          rows={report.paymentMethods.map((row) => ({ ...row, key: row.method, name: tb(`method.${row.method}`) }))}
        />
        <BreakdownPanel
          id="languages"
          title={t('languagesTitle')}
          nameHead={t('language')}
          chart="bookings-doughnut"
          withShare
          report={report}
          locale={locale}
          rows={report.languages.map((row) => ({ ...row, key: row.locale, name: languageName(row.locale) }))}
        />
      </div>
    </div>
  );
}
