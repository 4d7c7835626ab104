'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ResourceScreen } from '@/components/dashboard/crud/resource-screen';
import type { AdminRecord, ResourceConfig } from '@/components/dashboard/crud/types';
import { formatTry } from '@/lib/money';
import { ActiveBadge, localizedValue } from './cells';

/** Form values for a record: empty boxes for the numbers and days left blank, ids as lines. */
function formValues(record: AdminRecord, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(
    keys.map((key) => {
      const value = record[key];
      if (Array.isArray(value)) return [key, value.map(String)];
      return [key, value === null || value === undefined ? '' : value];
    }),
  );
}

const promoEmpty = () => ({
  code: '',
  percent: '',
  amount: '',
  bookingFrom: '',
  bookingUntil: '',
  travelFrom: '',
  travelUntil: '',
  tourIds: [],
  regionIds: [],
  tourTypeIds: [],
  minTravellers: 1,
  maxUses: '',
  maxUsesPerCustomer: '',
  stackable: false,
  isActive: true,
});

function usePromoCodesConfig(): ResourceConfig {
  const locale = useLocale();
  const lira = (value: unknown) => formatTry(Math.round(Number(value) * 100), locale);
  return {
    resource: 'promoCodes',
    loadSchema: () => import('@/lib/admin/schemas/promo-code').then((module) => module.promoCodeSchema),
    empty: promoEmpty,
    toForm: (record) => formValues(record, Object.keys(promoEmpty())),
    fields: [
      { kind: 'text', name: 'code' },
      { kind: 'number', name: 'percent', min: 1, max: 100 },
      { kind: 'money', name: 'amount' },
      { kind: 'date', name: 'bookingFrom' },
      { kind: 'date', name: 'bookingUntil' },
      { kind: 'date', name: 'travelFrom' },
      { kind: 'date', name: 'travelUntil' },
      { kind: 'list', name: 'tourIds' },
      { kind: 'list', name: 'regionIds' },
      { kind: 'list', name: 'tourTypeIds' },
      { kind: 'number', name: 'minTravellers', min: 1, max: 100 },
      { kind: 'number', name: 'maxUses', min: 1 },
      { kind: 'number', name: 'maxUsesPerCustomer', min: 1, max: 1000 },
      { kind: 'boolean', name: 'stackable' },
      { kind: 'boolean', name: 'isActive' },
    ],
    columns: [
      { name: 'code', value: (record) => <span className="font-mono font-semibold">{String(record.code)}</span> },
      { name: 'percent', value: (record) => (record.percent !== null ? `%${String(record.percent)}` : lira(record.amount)) },
      { name: 'usedCount', value: (record) => <span data-testid="promo-used">{`${String(record.usedCount)}${record.maxUses !== null ? ` / ${String(record.maxUses)}` : ''}`}</span> },
      { name: 'isActive', value: (record) => <ActiveBadge active={record.isActive === true} /> },
    ],
    label: (record) => String(record.code),
  };
}

/** /db-promo-codes: the promo codes with their use counts (paid orders). */
export function PromoCodesScreen() {
  return <ResourceScreen config={usePromoCodesConfig()} />;
}

const ruleEmpty = () => ({
  tourId: '',
  departureId: '',
  earlyPercent: '',
  earlyAmount: '',
  earlyDaysBefore: '',
  earlyUntil: '',
  lastMinutePercent: '',
  lastMinuteAmount: '',
  lastMinuteDays: '',
  depositPercent: '',
  depositAmount: '',
  balanceDueDays: '',
  isActive: true,
});

function usePriceRulesConfig(): ResourceConfig {
  const locale = useLocale();
  const t = useTranslations('adminResources.priceRules.fields');
  const lira = (value: unknown) => formatTry(Math.round(Number(value) * 100), locale);
  const part = (percent: unknown, amount: unknown) => (percent !== null && percent !== undefined ? `%${String(percent)}` : amount !== null && amount !== undefined ? lira(amount) : null);
  return {
    resource: 'priceRules',
    loadSchema: () => import('@/lib/admin/schemas/price-rule').then((module) => module.priceRuleSchema),
    empty: ruleEmpty,
    toForm: (record) => formValues(record, Object.keys(ruleEmpty())),
    fields: [
      { kind: 'number', name: 'tourId', min: 1 },
      { kind: 'number', name: 'departureId', min: 1 },
      { kind: 'number', name: 'earlyPercent', min: 1, max: 90 },
      { kind: 'money', name: 'earlyAmount' },
      { kind: 'number', name: 'earlyDaysBefore', min: 0, max: 730 },
      { kind: 'date', name: 'earlyUntil' },
      { kind: 'number', name: 'lastMinutePercent', min: 1, max: 90 },
      { kind: 'money', name: 'lastMinuteAmount' },
      { kind: 'number', name: 'lastMinuteDays', min: 0, max: 60 },
      { kind: 'number', name: 'depositPercent', min: 1, max: 99 },
      { kind: 'money', name: 'depositAmount' },
      { kind: 'number', name: 'balanceDueDays', min: 1, max: 365 },
      { kind: 'boolean', name: 'isActive' },
    ],
    columns: [
      { name: 'tourId', value: (record) => `#${String(record.tourId)} ${record.tourTitle ? localizedValue(record.tourTitle, locale) : ''}${record.departureId ? ` · ${t('departureId')}: ${String(record.departureId)}` : ''}` },
      {
        name: 'rules',
        value: (record) =>
          [
            part(record.earlyPercent, record.earlyAmount) && `${t('earlyPercent').replace(/ \(.*\)$/, '')}: ${part(record.earlyPercent, record.earlyAmount)}`,
            part(record.lastMinutePercent, record.lastMinuteAmount) && `${t('lastMinutePercent').replace(/ \(.*\)$/, '')}: ${part(record.lastMinutePercent, record.lastMinuteAmount)}`,
            part(record.depositPercent, record.depositAmount) && `${t('depositPercent').replace(/ \(.*\)$/, '')}: ${part(record.depositPercent, record.depositAmount)}`,
          ]
            .filter(Boolean)
            .join(' · '),
      },
      { name: 'isActive', value: (record) => <ActiveBadge active={record.isActive === true} /> },
    ],
    label: (record) => `#${String(record.tourId)}${record.departureId ? ` / ${String(record.departureId)}` : ''}`,
  };
}

/** /db-price-rules: each tour's early-booking, last-minute and deposit rule. */
export function PriceRulesScreen() {
  return <ResourceScreen config={usePriceRulesConfig()} />;
}
