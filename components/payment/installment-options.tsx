'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { getJson } from '@/lib/api/client';
import { formatTry } from '@/lib/money';
import type { InstallmentOption, InstallmentTable, ProgrammeOptions } from '@/lib/payments/installments/plans';

/**
 * The installment table of the card payment page (docs/booking-and-payments.md "Installments"):
 * the server's figures for this order (GET /api/Payment/installments), each count with its monthly
 * amount and total. The server prices the chosen count again when the payment starts; nothing shown
 * here is sent back but the count and, for the bank's own card page, the programme.
 */
export function useInstallmentTable(orderId: string, bin: string | null, enabled: boolean, balanceToken?: string | null) {
  return useQuery({
    enabled,
    queryKey: ['Payment', 'installments', orderId, bin ?? ''],
    queryFn: () => getJson<InstallmentTable>(`Payment/installments?${new URLSearchParams({ orderId, ...(bin ? { bin } : {}), ...(balanceToken ? { t: balanceToken } : {}) })}`),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

/** The chosen option of a programme, or null for a single payment (or a count the programme no longer offers). */
export function chosenOption(programme: ProgrammeOptions | undefined, count: number): InstallmentOption | null {
  return count > 1 ? (programme?.options.find((option) => option.count === count) ?? null) : null;
}

type Props = {
  table: InstallmentTable | undefined;
  failed: boolean;
  /** The programme whose options are shown; undefined: none known (yet). */
  programme: ProgrammeOptions | undefined;
  /** 3D_PAY: the card is typed here, its first digits name the programme; 3D_PAY_HOSTING: the customer chooses it. */
  mode: 'card' | 'choose';
  /** 3D_PAY: enough digits typed to know the card's programme. */
  cardKnown: boolean;
  count: number;
  onCount: (count: number) => void;
  onProgramme: (id: number | null) => void;
  disabled: boolean;
};

export function InstallmentOptions({ table, failed, programme, mode, cardKnown, count, onCount, onProgramme, disabled }: Props) {
  const t = useTranslations('payment.installments');
  const locale = useLocale();
  const id = useId();
  const money = (kurus: number) => formatTry(kurus, locale);
  if (failed) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('loadError')}</p>;
  if (!table) return null;
  if (table.limit.max <= 1) {
    return (
      <p data-testid="installments-unavailable" className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-300">
        {table.limit.reason === 'abroad' ? t('notAbroad') : t('notForTour')}
      </p>
    );
  }
  const offering = table.programmes.filter((candidate) => candidate.options.length > 0);
  if (offering.length === 0) return null;

  let note: string | null = null;
  if (mode === 'card' && !cardKnown) note = t('typeCard');
  else if (mode === 'card' && !programme) note = t('noProgramme');

  return (
    <fieldset data-testid="installments" disabled={disabled} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 font-semibold">{t('title')}</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('upTo', { max: table.limit.max })}</p>
      {mode === 'choose' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-programme`} className="text-sm font-semibold">
            {t('programme')}
          </label>
          <select
            id={`${id}-programme`}
            value={programme ? String(programme.id) : ''}
            onChange={(event) => onProgramme(event.target.value ? Number(event.target.value) : null)}
            aria-describedby={`${id}-programme-hint`}
            className="h-11 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-700 dark:bg-slate-950"
          >
            <option value="">{t('chooseProgramme')}</option>
            {offering.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.banks ? `${candidate.name} (${candidate.banks})` : candidate.name}
              </option>
            ))}
          </select>
          <p id={`${id}-programme-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            {t('programmeHint')}
          </p>
        </div>
      )}
      {mode === 'card' && programme && <p className="text-sm font-semibold">{t('cardProgramme', { programme: programme.name })}</p>}
      {note && <p className="text-sm text-slate-600 dark:text-slate-400">{note}</p>}
      {programme && (
        <table className="w-full text-sm tabular-nums">
          <thead>
            <tr className="text-left text-slate-600 dark:text-slate-400">
              <th scope="col" className="py-1 font-semibold">
                {t('option')}
              </th>
              <th scope="col" className="py-1 pl-3 text-right font-semibold">
                {t('total')}
              </th>
            </tr>
          </thead>
          <tbody>
            <Row id={id} count={1} checked={count <= 1} onCount={onCount} label={t('single')} total={money(table.amount)} />
            {programme.options.map((option) => (
              <Row
                key={option.count}
                id={id}
                count={option.count}
                checked={count === option.count}
                onCount={onCount}
                label={t('count', { count: option.count })}
                monthly={t('monthlyValue', { count: option.count, amount: money(option.monthlyKurus) })}
                details={[
                  ...(option.firstKurus !== option.monthlyKurus ? [t('firstDiffers', { amount: money(option.firstKurus) })] : []),
                  option.costKurus === 0 ? t('noCost') : `${t('cost')}: ${money(option.costKurus)}`,
                ]}
                total={money(option.totalKurus)}
              />
            ))}
          </tbody>
        </table>
      )}
    </fieldset>
  );
}

type RowProps = { id: string; count: number; checked: boolean; onCount: (count: number) => void; label: string; monthly?: string; details?: string[]; total: string };

/** One choice: the count, each installment ("3 × ₺1.032,00"), the cost, and the total on the right. */
function Row({ id, count, checked, onCount, label, monthly, details = [], total }: RowProps) {
  const inputId = `${id}-count-${count}`;
  return (
    <tr data-testid={`installment-${count}`} className="border-t border-slate-100 align-top dark:border-slate-800">
      <td className="py-2">
        <label htmlFor={inputId} className="flex cursor-pointer items-start gap-2">
          <input id={inputId} type="radio" name={`${id}-count`} value={count} checked={checked} onChange={() => onCount(count)} className="mt-1 h-4 w-4 shrink-0 accent-brand-600" />
          <span>
            <span className="font-semibold">{label}</span>
            {monthly && <span className="block">{monthly}</span>}
            {details.map((detail) => (
              <span key={detail} className="block text-xs text-slate-600 dark:text-slate-400">
                {detail}
              </span>
            ))}
          </span>
        </label>
      </td>
      <td className="whitespace-nowrap py-2 pl-3 text-right font-semibold">{total}</td>
    </tr>
  );
}
