'use client';

import { useLocale } from 'next-intl';
import { ResourceScreen } from '@/components/dashboard/crud/resource-screen';
import type { ResourceConfig } from '@/components/dashboard/crud/types';
import { useResourceText } from '@/components/dashboard/crud/use-resource-text';
import { PAGE_TITLE_KEYS } from '@/lib/admin/schemas/page-title';
import { localizedValue, Thumbnail } from './cells';

const loadSchema = () => import('@/lib/admin/schemas/page-title').then((module) => module.pageTitleSchema);
const empty = () => ({ key: '', title: { tr: '', en: '', ru: '' }, subtitle: { tr: '', en: '', ru: '' }, image: '' });

function usePageTitlesConfig(): ResourceConfig {
  const locale = useLocale();
  const text = useResourceText('pageTitles');
  const keyLabel = (key: unknown) => (typeof key === 'string' && text.has(`keys.${key}`) ? text.text(`keys.${key}`) : String(key));
  return {
    resource: 'pageTitles',
    loadSchema,
    empty,
    fields: [
      { kind: 'select', name: 'key', options: PAGE_TITLE_KEYS.map((key) => ({ value: key, label: keyLabel(key) })) },
      { kind: 'localized', name: 'title' },
      { kind: 'localized', name: 'subtitle', optional: true },
      { kind: 'image', name: 'image' },
    ],
    columns: [
      { name: 'key', value: (record) => keyLabel(record.key) },
      { name: 'image', value: (record) => <Thumbnail src={record.image} /> },
      { name: 'title', value: (record) => localizedValue(record.title, locale) },
    ],
    label: (record) => localizedValue(record.title, locale) || keyLabel(record.key),
  };
}

/** /db-add-PageTitles: the banners of the general pages. */
export function PageTitlesScreen() {
  return <ResourceScreen config={usePageTitlesConfig()} />;
}
