'use client';

import { useTranslations } from 'next-intl';

type Props = {
  id: string;
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
};

const stepClass =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-slate-300 text-xl font-bold hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800';

/** A headcount: a labelled number input between a minus and a plus button, kept within min..max. */
export function QuantityField({ id, label, hint, value, min, max, onChange }: Props) {
  const t = useTranslations('booking');
  const set = (next: number) => onChange(Math.min(max, Math.max(min, Number.isFinite(next) ? Math.trunc(next) : min)));
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <button type="button" className={stepClass} onClick={() => set(value - 1)} disabled={value <= min} aria-label={t('decrease', { label })} aria-controls={id}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          onChange={(event) => set(event.target.valueAsNumber)}
          aria-describedby={`${id}-hint`}
          className="h-11 w-16 rounded-xl border border-slate-300 bg-white text-center text-lg font-semibold tabular-nums focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-700 dark:bg-slate-900"
        />
        <button type="button" className={stepClass} onClick={() => set(value + 1)} disabled={value >= max} aria-label={t('increase', { label })} aria-controls={id}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
