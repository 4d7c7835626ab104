'use client';

import { useLocale } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ResourceScreen } from '@/components/dashboard/crud/resource-screen';
import type { ResourceConfig } from '@/components/dashboard/crud/types';
import { ActiveBadge, localizedValue } from './cells';

const loadSchema = () => import('@/lib/admin/schemas/page').then((module) => module.pageSchema);
const empty = () => ({ title: { tr: '', en: '', ru: '' }, body: { tr: '', en: '', ru: '' }, isActive: true });

function usePagesConfig(): ResourceConfig {
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });
  return {
    resource: 'pages',
    loadSchema,
    empty,
    fields: [
      { kind: 'localized', name: 'title' },
      { kind: 'localized', name: 'body', long: true, rows: 14 },
      { kind: 'boolean', name: 'isActive' },
    ],
    columns: [
      { name: 'id', value: (record) => String(record.id) },
      { name: 'title', value: (record) => localizedValue(record.title, locale) },
      {
        name: 'address',
        value: (record) => (
          <Link href={`/page-single/${record.id}`} className="text-brand-700 underline dark:text-brand-100" target="_blank">
            /page-single/{record.id}
          </Link>
        ),
      },
      { name: 'updatedAt', value: (record) => (typeof record.updatedAt === 'string' ? date.format(new Date(record.updatedAt)) : '') },
      { name: 'isActive', value: (record) => <ActiveBadge active={record.isActive === true} /> },
    ],
    label: (record) => localizedValue(record.title, locale),
  };
}

/** /db-add-Pages: the static pages (the footer's are 13–19). */
export function PagesScreen() {
  return <ResourceScreen config={usePagesConfig()} />;
}
