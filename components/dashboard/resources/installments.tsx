'use client';

import { useLocale } from 'next-intl';
import { ResourceScreen } from '@/components/dashboard/crud/resource-screen';
import type { AdminRecord, Option, ResourceConfig } from '@/components/dashboard/crud/types';
import { useResourceText } from '@/components/dashboard/crud/use-resource-text';
import { getJson } from '@/lib/api/client';
import { intlLocale, numberFormat } from '@/lib/intl-format';
import { formatTry } from '@/lib/money';
import { formatPlanLine, MAX_INSTALLMENTS, type InstallmentPlan } from '@/lib/payments/installments/plans';
import { ActiveBadge } from './cells';

/*
 * The installment screens (docs/bank-gateway.md#installments): card programmes with their counts
 * and costs, BIN ranges naming a card's programme, and the legal caps per tour category. Every change
 * goes through the generic admin API, which audits it.
 */

const plansOf = (record: AdminRecord) => (Array.isArray(record.plans) ? (record.plans as InstallmentPlan[]) : []);

const programmeEmpty = () => ({ name: '', banks: '', plans: [] as string[], minInstallmentKurus: '0', isActive: true, orderNo: 0 });

function useProgrammesConfig(): ResourceConfig {
  const locale = useLocale();
  const text = useResourceText('installmentProgrammes');
  const percent = numberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    resource: 'installmentProgrammes',
    loadSchema: () => import('@/lib/admin/schemas/installment-programme').then((module) => module.installmentProgrammeSchema),
    empty: programmeEmpty,
    // The record keeps plans as {count, rateBps} and the minimum in kuruş; the form speaks lines and lira.
    toForm: (record) => ({
      name: String(record.name ?? ''),
      banks: String(record.banks ?? ''),
      plans: plansOf(record).map(formatPlanLine),
      minInstallmentKurus: String(Number(record.minInstallmentKurus ?? 0) / 100),
      isActive: record.isActive !== false,
      orderNo: Number(record.orderNo ?? 0),
    }),
    fields: [
      { kind: 'text', name: 'name' },
      { kind: 'text', name: 'banks' },
      { kind: 'list', name: 'plans' },
      { kind: 'money', name: 'minInstallmentKurus' },
      { kind: 'number', name: 'orderNo', min: 0, max: 9999 },
      { kind: 'boolean', name: 'isActive' },
    ],
    columns: [
      { name: 'name', value: (record) => <span className="font-semibold">{String(record.name)}</span> },
      { name: 'banks', value: (record) => String(record.banks ?? '') },
      {
        name: 'plans',
        value: (record) => {
          const plans = plansOf(record);
          return plans.length ? plans.map((plan) => text.text('planCell', { count: plan.count, rate: percent.format(plan.rateBps / 100) })).join(' · ') : '–';
        },
      },
      { name: 'minInstallmentKurus', value: (record) => formatTry(Number(record.minInstallmentKurus ?? 0), locale) },
      { name: 'isActive', value: (record) => <ActiveBadge active={record.isActive === true} /> },
    ],
    label: (record) => String(record.name),
  };
}

/** /db-add-InstallmentProgrammes: card programmes, their installment counts and what each costs. */
export function InstallmentProgrammesScreen() {
  return <ResourceScreen config={useProgrammesConfig()} />;
}

/** The programmes as choices for a BIN range (module scope: the select loads them once per form). */
async function programmeOptions(): Promise<Option[]> {
  const page = await getJson<{ items: AdminRecord[] }>('admin/installmentProgrammes?PageSize=200');
  return page.items.map((programme) => ({ value: String(programme.id), label: String(programme.name) }));
}

const binsConfig: ResourceConfig = {
  resource: 'cardBins',
  loadSchema: () => import('@/lib/admin/schemas/card-bin').then((module) => module.cardBinSchema),
  empty: () => ({ prefix: '', programmeId: '', note: '' }),
  toForm: (record) => ({ prefix: String(record.prefix ?? ''), programmeId: String(record.programmeId ?? ''), note: String(record.note ?? '') }),
  fields: [
    { kind: 'text', name: 'prefix', autoComplete: 'off' },
    { kind: 'select', name: 'programmeId', options: programmeOptions, numeric: true },
    { kind: 'text', name: 'note' },
  ],
  columns: [
    { name: 'prefix', value: (record) => <span className="font-mono">{String(record.prefix)}</span> },
    { name: 'programmeId', value: (record) => String(record.programmeName ?? record.programmeId) },
    { name: 'note', value: (record) => String(record.note ?? '') },
  ],
  label: (record) => String(record.prefix),
};

/** /db-add-CardBins: which programme a card belongs to by its first digits. */
export function CardBinsScreen() {
  return <ResourceScreen config={binsConfig} />;
}

function useCapsConfig(): ResourceConfig {
  const text = useResourceText('installmentCaps');
  const scope = (value: unknown) => (value === 'domestic' || value === 'abroad' ? text.text(`scopes.${value}`) : String(value));
  return {
    resource: 'installmentCaps',
    loadSchema: () => import('@/lib/admin/schemas/installment-cap').then((module) => module.installmentCapSchema),
    empty: () => ({ travelScope: '', maxInstallments: 1, source: '' }),
    fields: [
      { kind: 'select', name: 'travelScope', options: (['domestic', 'abroad'] as const).map((value) => ({ value, label: scope(value) })) },
      { kind: 'number', name: 'maxInstallments', min: 1, max: MAX_INSTALLMENTS },
      { kind: 'text', name: 'source', long: true },
    ],
    columns: [
      { name: 'travelScope', value: (record) => <span className="font-semibold">{scope(record.travelScope)}</span> },
      { name: 'maxInstallments', value: (record) => (Number(record.maxInstallments) > 1 ? text.text('upTo', { count: Number(record.maxInstallments) }) : text.text('none')) },
      { name: 'source', value: (record) => String(record.source ?? '') },
    ],
    label: (record) => scope(record.travelScope),
  };
}

/** /db-add-InstallmentCaps: the legal maximum of installments per tour category. */
export function InstallmentCapsScreen() {
  return <ResourceScreen config={useCapsConfig()} />;
}
