'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = {
  id: string;
  title: string;
  text: string;
  acceptLabel: string;
  error?: string;
  checkbox: UseFormRegisterReturn;
};

/**
 * One legal document filled with this order, in a box that scrolls (keyboard users can scroll it
 * too), with its own checkbox, unticked until the customer ticks it (docs/checkout-law.md#pre-information-form-and-distance-contract). The
 * text is at least 16 px (PTSY asks for 12 points).
 */
export function LegalDocument({ id, title, text, acceptLabel, error, checkbox }: Props) {
  return (
    <div className="flex flex-col gap-2">
      <h3 id={`${id}-title`} className="font-bold">
        {title}
      </h3>
      <div
        role="region"
        aria-labelledby={`${id}-title`}
        tabIndex={0}
        className="max-h-64 overflow-y-auto whitespace-pre-line rounded-xl border border-slate-200 bg-slate-50 p-4 text-base leading-7 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-slate-800 dark:bg-slate-900"
      >
        {text}
      </div>
      <label className="flex items-start gap-3 font-medium">
        <input
          type="checkbox"
          {...checkbox}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
        />
        <span>{acceptLabel}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
