'use client';

import { useLocale } from 'next-intl';
import { ResourceScreen } from '@/components/dashboard/crud/resource-screen';
import type { ResourceConfig } from '@/components/dashboard/crud/types';
import { ActiveBadge, localizedValue, Thumbnail } from './cells';

const loadSchema = () => import('@/lib/admin/schemas/slider').then((module) => module.sliderSchema);
const empty = () => ({ title: { tr: '', en: '', ru: '' }, subtitle: { tr: '', en: '', ru: '' }, image: '', linkUrl: '/tour-list-1', orderNo: 0, isActive: true });

function useSlidersConfig(): ResourceConfig {
  const locale = useLocale();
  return {
    resource: 'sliders',
    loadSchema,
    empty,
    fields: [
      { kind: 'localized', name: 'title' },
      { kind: 'localized', name: 'subtitle', optional: true },
      { kind: 'image', name: 'image' },
      { kind: 'text', name: 'linkUrl' },
      { kind: 'number', name: 'orderNo', min: 0, max: 9999 },
      { kind: 'boolean', name: 'isActive' },
    ],
    columns: [
      { name: 'orderNo', value: (record) => String(record.orderNo) },
      { name: 'image', value: (record) => <Thumbnail src={record.image} /> },
      { name: 'title', value: (record) => localizedValue(record.title, locale) },
      { name: 'isActive', value: (record) => <ActiveBadge active={record.isActive === true} /> },
    ],
    label: (record) => localizedValue(record.title, locale),
  };
}

/** /db-add-slayder: the home page's slides. */
export function SlidersScreen() {
  return <ResourceScreen config={useSlidersConfig()} />;
}
