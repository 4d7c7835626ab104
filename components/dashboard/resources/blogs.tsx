'use client';

import { useLocale } from 'next-intl';
import { ResourceScreen } from '@/components/dashboard/crud/resource-screen';
import type { AdminRecord, ResourceConfig } from '@/components/dashboard/crud/types';
import { ActiveBadge, localizedValue, Thumbnail } from './cells';

const loadSchema = () => import('@/lib/admin/schemas/blog').then((module) => module.blogSchema);
const localized = () => ({ tr: '', en: '', ru: '' });

/** The calendar day of a moment in Türkiye, as the date input wants it (YYYY-MM-DD). */
function turkishDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(moment);
}

const empty = () => ({ title: localized(), summary: localized(), body: localized(), image: '', author: '', tags: [] as string[], publishedAt: turkishDay(new Date()), isActive: true });

function toForm(record: AdminRecord) {
  const base = empty();
  const published = typeof record.publishedAt === 'string' ? new Date(record.publishedAt) : null;
  return {
    ...Object.fromEntries(Object.keys(base).map((name) => [name, record[name] ?? base[name as keyof typeof base]])),
    publishedAt: published && !Number.isNaN(published.getTime()) ? turkishDay(published) : base.publishedAt,
  };
}

function useBlogsConfig(): ResourceConfig {
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Istanbul' });
  return {
    resource: 'blogs',
    loadSchema,
    empty,
    toForm,
    fields: [
      { kind: 'localized', name: 'title' },
      { kind: 'localized', name: 'summary', long: true, rows: 3 },
      { kind: 'localized', name: 'body', long: true, rows: 12 },
      { kind: 'image', name: 'image' },
      { kind: 'text', name: 'author', autoComplete: 'name' },
      { kind: 'list', name: 'tags' },
      { kind: 'date', name: 'publishedAt' },
      { kind: 'boolean', name: 'isActive' },
    ],
    columns: [
      { name: 'publishedAt', value: (record) => (typeof record.publishedAt === 'string' ? date.format(new Date(record.publishedAt)) : '') },
      { name: 'image', value: (record) => <Thumbnail src={record.image} /> },
      { name: 'title', value: (record) => localizedValue(record.title, locale) },
      { name: 'author', value: (record) => String(record.author ?? '') },
      { name: 'isActive', value: (record) => <ActiveBadge active={record.isActive === true} /> },
    ],
    label: (record) => localizedValue(record.title, locale),
  };
}

/** /db-add-Blogs: the blog's posts, newest first. */
export function BlogsScreen() {
  return <ResourceScreen config={useBlogsConfig()} />;
}
