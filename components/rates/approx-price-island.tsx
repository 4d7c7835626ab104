'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatConverted } from './rate-format';
import { useRates } from './use-rates';
import { QueryProvider } from '@/components/providers/query-provider';

/**
 * "≈ $123 · €110" for a lira amount, from the shared rates query. Shows nothing while loading or when
 * only the hard-coded default rates are known: those can be far from today's rate, and a wrong
 * foreign-currency figure next to a price misleads more than none.
 */
export function ApproxPrice({ amountKurus, className = '' }: { amountKurus: number; className?: string }) {
  const t = useTranslations('rates');
  const locale = useLocale();
  const { rates } = useRates();
  if (!rates || rates.source !== 'TCMB' || !(amountKurus > 0)) return null;
  const usd = formatConverted(amountKurus, rates.USD, 'USD', locale);
  const eur = formatConverted(amountKurus, rates.EUR, 'EUR', locale);
  return (
    <span className={`text-sm text-slate-500 dark:text-slate-400 ${className}`}>
      <span aria-hidden="true">
        ≈ {usd} · {eur}
      </span>
      <span className="sr-only">{t('approxPrice', { usd, eur })}</span>
    </span>
  );
}

/** The island as loaded after the page (components/rates/approx-price.tsx), with the shared query client. */
export default function LoadedApproxPrice(props: { amountKurus: number; className?: string }) {
  return (
    <QueryProvider>
      <ApproxPrice {...props} />
    </QueryProvider>
  );
}
