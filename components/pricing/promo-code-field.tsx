'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { inputClass } from '@/components/auth/form-parts';

type Props = {
  /** The code applied now (the server accepted it), or null. */
  applied: string | null;
  /** Why the last code tried does not apply (the server's sentence), or null. */
  problem: string | null;
  busy: boolean;
  onApply: (code: string | null) => void;
};

/**
 * The promo code box of checkout: the customer types a code and applies it; the server prices the
 * cart with it and says why when it does not apply (wrong, expired, used up…). Only an accepted
 * code goes with the order, and checkout checks it again.
 */
export function PromoCodeField({ applied, problem, busy, onApply }: Props) {
  const t = useTranslations('pricing');
  const id = useId();
  const [code, setCode] = useState(applied ?? '');
  const apply = () => onApply(code.trim() ? code.trim().toUpperCase() : null);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-code`} className="font-semibold">
        {t('promoLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          type="text"
          autoComplete="off"
          maxLength={32}
          value={code}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem || applied ? `${id}-status` : undefined}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          className={`${inputClass} uppercase`}
        />
        {applied && code.trim().toUpperCase() === applied ? (
          <button
            type="button"
            onClick={() => {
              setCode('');
              onApply(null);
            }}
            className="h-12 shrink-0 rounded-full border border-slate-300 px-5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            {t('promoRemove')}
          </button>
        ) : (
          <button type="button" onClick={apply} disabled={busy} className="h-12 shrink-0 rounded-full bg-slate-900 px-5 font-semibold text-white hover:bg-slate-700 disabled:opacity-60 dark:bg-slate-100 dark:text-slate-900">
            {t('promoApply')}
          </button>
        )}
      </div>
      {problem ? (
        <p id={`${id}-status`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : applied ? (
        <p id={`${id}-status`} role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-300">
          {t('promoApplied', { code: applied })}
        </p>
      ) : null}
    </div>
  );
}
