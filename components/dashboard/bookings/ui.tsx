import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { statusColour } from '@/lib/orders/status';

/** Shared look of the dashboard's bookings, messages and home screens (server-renderable). */
export const card = 'rounded-2xl border border-slate-200 p-5 dark:border-slate-800';
const tableClass = 'w-full min-w-[40rem] border-collapse text-left text-sm';
export const th = 'border-b border-slate-200 px-3 py-2 font-semibold text-slate-700 dark:border-slate-800 dark:text-slate-300';
export const td = 'border-b border-slate-100 px-3 py-2 align-top dark:border-slate-800';
export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
export const secondaryButton = `${buttonClass} border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`;
export const primaryButton = `${buttonClass} bg-brand-600 text-white hover:bg-brand-700`;
export const dangerButton = `${buttonClass} bg-red-700 text-white hover:bg-red-800`;
export const inputClass = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900';

const colours = {
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-950 dark:text-emerald-200',
  warning: 'bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-200',
  error: 'bg-red-100 text-red-900 ring-red-600/30 dark:bg-red-950 dark:text-red-200',
  processing: 'bg-sky-100 text-sky-900 ring-sky-600/30 dark:bg-sky-950 dark:text-sky-200',
  default: 'bg-slate-100 text-slate-800 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-200',
} as const;

export type TagColour = keyof typeof colours;

/** The title of a dashboard screen and the sentence under it. */
export function PageHeader({ title, description }: { title: string; description: string }) {
  return (
    <header>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{description}</p>
    </header>
  );
}

/**
 * The frame of a dashboard table: on a narrow screen the table scrolls sideways inside it, never the
 * page. It is positioned, so it also holds the cells' screen-reader-only texts (absolutely placed,
 * they would otherwise widen the whole page), and it can be focused to scroll it with the keyboard.
 */
export function TableFrame({ label, className = '', children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <div
      role={label ? 'region' : undefined}
      aria-label={label}
      tabIndex={0}
      className={`relative max-w-full overflow-x-auto overscroll-x-contain focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      {children}
    </div>
  );
}

/**
 * A dashboard table that scrolls sideways inside its frame on a narrow screen: `head` is the header
 * row's cells, `children` the body's rows; `caption` names it for screen readers.
 */
export function DataTable({ caption, head, foot, children }: { caption?: string; head: ReactNode; foot?: ReactNode; children: ReactNode }) {
  return (
    <TableFrame label={caption}>
      <table className={tableClass}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </TableFrame>
  );
}

export function Tag({ colour, children }: { colour: TagColour; children: ReactNode }) {
  return <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours[colour]}`}>{children}</span>;
}

/** docs/product-rules.md#statuses's status colours for an order status. */
export function orderTagColour(status: string): TagColour {
  return statusColour(status);
}

export function paymentTagColour(status: string): TagColour {
  return status === 'Completed' ? 'success' : status === 'Failed' ? 'error' : status === 'Refunded' ? 'processing' : 'warning';
}

/** "Previous / Page n of m / Next" as links that keep the other query parameters. */
export function PageLinks({
  href,
  index,
  pages,
  labels,
}: {
  href: (index: number) => string;
  index: number;
  pages: number;
  labels: { pagination: string; previous: string; next: string; page: string };
}) {
  if (pages <= 1) return null;
  const link = 'inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';
  return (
    <nav aria-label={labels.pagination} className="flex flex-wrap items-center justify-center gap-3 print:hidden">
      {index > 0 && (
        <Link href={href(index - 1)} prefetch={false} className={link} rel="prev">
          {labels.previous}
        </Link>
      )}
      <span className="text-sm text-slate-700 dark:text-slate-300" aria-current="page">
        {labels.page}
      </span>
      {index + 1 < pages && (
        <Link href={href(index + 1)} prefetch={false} className={link} rel="next">
          {labels.next}
        </Link>
      )}
    </nav>
  );
}

export function Alert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  const look = tone === 'error' ? 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200' : 'bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl p-3 text-sm font-medium ${look}`}>
      {children}
    </p>
  );
}

/** The look of a filter form's field: its label above it. */
export const filterLabel = 'flex flex-col gap-1 text-sm font-medium';

/**
 * A filter of a dashboard list's form (the bookings, the reports, the tours): a labelled select named
 * as the query parameter it sets, starting with "all"/"any" when `anyLabel` is given (the empty value:
 * no filter). `labelClass` and `selectClass` for a form with a look of its own (the tour list's).
 */
export function FilterSelect({
  label,
  name,
  value,
  anyLabel,
  options,
  labelClass = filterLabel,
  selectClass = inputClass,
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  anyLabel?: string;
  options: readonly { value: string | number; label: string }[];
  labelClass?: string;
  selectClass?: string;
}) {
  return (
    <label className={labelClass}>
      {label}
      <select name={name} defaultValue={value ?? ''} className={selectClass}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
