import { statusColour } from '@/lib/orders/status';

type Colour = ReturnType<typeof statusColour>;

const colours: Record<Colour, string> = {
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-950 dark:text-emerald-200',
  warning: 'bg-amber-100 text-amber-900 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-200',
  error: 'bg-red-100 text-red-900 ring-red-600/30 dark:bg-red-950 dark:text-red-200',
  processing: 'bg-sky-100 text-sky-900 ring-sky-600/30 dark:bg-sky-950 dark:text-sky-200',
  default: 'bg-slate-100 text-slate-800 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-200',
};

/** A small coloured label (docs/product-rules.md#statuses's status-to-colour table). */
export function StatusTag({ colour, children }: { colour: Colour; children: React.ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset ${colours[colour]}`}>{children}</span>;
}
