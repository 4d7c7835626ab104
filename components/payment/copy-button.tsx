'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** docs/product-rules.md#limits: the "copied" indicator resets after 3 s. */
const COPIED_MS = 3_000;

/** Copies a value (an IBAN, an order number) to the clipboard and says so for three seconds. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('eft');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      onClick={() => navigator.clipboard?.writeText(value).then(() => setCopied(true), () => undefined)}
      aria-label={copied ? t('copied') : t('copy', { what: label })}
      className="shrink-0 rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      <span aria-live="polite">{copied ? t('copied') : t('copyShort')}</span>
    </button>
  );
}
