'use client';

import { useLocale } from 'next-intl';
import { ResourceScreen } from '@/components/dashboard/crud/resource-screen';
import type { ResourceConfig } from '@/components/dashboard/crud/types';
import { ActiveBadge, localizedValue } from './cells';

const loadSchema = () => import('@/lib/admin/schemas/region').then((module) => module.regionSchema);

function useRegionsConfig(): ResourceConfig {
  const locale = useLocale();
  return {
    resource: 'regions',
    loadSchema,
    empty: () => ({ name: { tr: '', en: '', ru: '' }, description: { tr: '', en: '', ru: '' }, image: '', orderNo: 0, isActive: true }),
    fields: [
      { kind: 'localized', name: 'name' },
      { kind: 'localized', name: 'description', long: true, optional: true },
      { kind: 'image', name: 'image' },
      { kind: 'number', name: 'orderNo', min: 0, max: 9999 },
      { kind: 'boolean', name: 'isActive' },
    ],
    columns: [
      { name: 'orderNo', value: (record) => String(record.orderNo) },
      { name: 'name', value: (record) => localizedValue(record.name, locale) },
      { name: 'isActive', value: (record) => <ActiveBadge active={record.isActive === true} /> },
    ],
    label: (record) => localizedValue(record.name, locale),
  };
}

/** /db-add-region: the catalogue's regions, in list order. */
export function RegionsScreen() {
  return <ResourceScreen config={useRegionsConfig()} />;
}
