'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { CSV_BOM, csvDelimiter, csvRow, tsvCell } from '@/lib/admin/csv';
import type { ChartSpec, TableExport } from './chart-spec';

const smallButton =
  'inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:hover:bg-slate-800';

function ChartLoading() {
  const t = useTranslations('adminReports');
  return <p className="flex h-full items-center justify-center text-sm text-slate-600 dark:text-slate-400">{t('chartLoading')}</p>;
}

// Chart.js (~70 KB gzipped) is fetched only when a staff screen draws a chart, never with a public page.
const ChartCanvas = dynamic(() => import('./chart-canvas'), { ssr: false, loading: ChartLoading });

function download(table: TableExport, locale: string) {
  const delimiter = csvDelimiter(locale);
  const text = CSV_BOM + csvRow(table.header, delimiter) + table.rows.map((row) => csvRow(row, delimiter)).join('');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = table.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Tab-separated, as spreadsheets paste it into columns. */
function asTsv(table: TableExport): string {
  return [table.header, ...table.rows].map((row) => row.map(tsvCell).join('\t')).join('\n');
}

/**
 * A report chart with the same figures as a table beside it (from 1536 px; under it below, where
 * the table would not fit half the row in every language), and buttons to
 * download the table as CSV and to copy it. The table is server-rendered (`children`), so it is
 * there before the chart, without JavaScript and for screen readers.
 */
export function ReportPanel({
  id,
  title,
  note,
  spec,
  table,
  locale,
  chartHeight = 288,
  wideTable = false,
  stacked = false,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  spec: ChartSpec | null;
  table: TableExport;
  locale: string;
  chartHeight?: number;
  /** The table takes three fifths of the row (long names, many columns). */
  wideTable?: boolean;
  /** The table under the chart at every width (a table too wide to share the row). */
  stacked?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('adminReports');
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800" data-report={id}>
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {title}
          </h2>
          {note && <p className="text-sm text-slate-600 dark:text-slate-400">{note}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={smallButton} onClick={() => download(table, locale)} aria-label={t('downloadCsvNamed', { title })}>
            {t('downloadCsv')}
          </button>
          <button
            type="button"
            className={smallButton}
            aria-label={t('copyNamed', { title })}
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(asTsv(table));
                setCopyState('copied');
              } catch {
                setCopyState('failed');
              }
            }}
          >
            {t('copy')}
          </button>
        </div>
      </div>
      <p role="status" className="text-sm empty:hidden">
        {copyState === 'copied' ? t('copied') : copyState === 'failed' ? t('copyFailed') : ''}
      </p>
      <div className={`grid min-w-0 gap-4 ${spec && !stacked ? (wideTable ? '2xl:grid-cols-[2fr_3fr]' : '2xl:grid-cols-2') : ''}`}>
        {spec && (
          <div className="relative min-w-0" style={{ height: chartHeight }}>
            <ChartCanvas spec={spec} locale={locale} label={t('chartLabel', { title })} />
          </div>
        )}
        <div className="min-w-0">{children}</div>
      </div>
    </section>
  );
}
