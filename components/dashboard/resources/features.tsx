'use client';

import { useLocale } from 'next-intl';
import { FeatureIcon } from '@/components/content/feature-icon';
import { ResourceScreen } from '@/components/dashboard/crud/resource-screen';
import type { AdminRecord, ResourceConfig } from '@/components/dashboard/crud/types';
import { useResourceText } from '@/components/dashboard/crud/use-resource-text';
import { canonicalFeatureIcon, FEATURE_ICONS } from '@/lib/admin/schemas/feature';
import { ActiveBadge, localizedValue } from './cells';

const loadSchema = () => import('@/lib/admin/schemas/feature').then((module) => module.featureSchema);
const empty = () => ({ title: { tr: '', en: '', ru: '' }, description: { tr: '', en: '', ru: '' }, icon: 'star', orderNo: 0, isActive: true });

// The demo data names some icons by an alias (`wallet`): the select shows the icon it draws.
function toForm(record: AdminRecord) {
  const base = empty();
  return { ...Object.fromEntries(Object.keys(base).map((name) => [name, record[name] ?? base[name as keyof typeof base]])), icon: canonicalFeatureIcon(record.icon) };
}

function useFeaturesConfig(): ResourceConfig {
  const locale = useLocale();
  const text = useResourceText('features');
  return {
    resource: 'features',
    loadSchema,
    empty,
    toForm,
    fields: [
      { kind: 'localized', name: 'title' },
      { kind: 'localized', name: 'description', long: true, rows: 3 },
      { kind: 'select', name: 'icon', options: FEATURE_ICONS.map((icon) => ({ value: icon, label: text.text(`icons.${icon}`) })) },
      { kind: 'number', name: 'orderNo', min: 0, max: 9999 },
      { kind: 'boolean', name: 'isActive' },
    ],
    columns: [
      { name: 'orderNo', value: (record) => String(record.orderNo) },
      {
        name: 'icon',
        value: (record) => (
          <span className="inline-flex text-brand-700 dark:text-brand-100" title={text.text(`icons.${canonicalFeatureIcon(record.icon)}`)}>
            <FeatureIcon name={String(record.icon)} />
          </span>
        ),
      },
      { name: 'title', value: (record) => localizedValue(record.title, locale) },
      { name: 'isActive', value: (record) => <ActiveBadge active={record.isActive === true} /> },
    ],
    label: (record) => localizedValue(record.title, locale),
  };
}

/** /db-add-Features: the agency's selling points. */
export function FeaturesScreen() {
  return <ResourceScreen config={useFeaturesConfig()} />;
}
