'use client';

import { useLocale } from 'next-intl';
import { ResourceScreen } from '@/components/dashboard/crud/resource-screen';
import type { ResourceConfig } from '@/components/dashboard/crud/types';
import { useResourceText } from '@/components/dashboard/crud/use-resource-text';
import { ActiveBadge, localizedValue } from './cells';

const loadSchema = () => import('@/lib/admin/schemas/testimonial').then((module) => module.testimonialSchema);
const empty = () => ({ name: '', location: { tr: '', en: '', ru: '' }, text: { tr: '', en: '', ru: '' }, rating: 5, orderNo: 0, isActive: true });

function useTestimonialsConfig(): ResourceConfig {
  const locale = useLocale();
  const text = useResourceText('testimonials');
  const stars = (count: number) => `${'★'.repeat(count)} ${text.text('stars', { count })}`;
  return {
    resource: 'testimonials',
    loadSchema,
    empty,
    fields: [
      { kind: 'text', name: 'name' },
      { kind: 'localized', name: 'location', optional: true },
      { kind: 'localized', name: 'text', long: true, rows: 4 },
      { kind: 'select', name: 'rating', options: [5, 4, 3, 2, 1].map((count) => ({ value: String(count), label: stars(count) })) },
      { kind: 'number', name: 'orderNo', min: 0, max: 9999 },
      { kind: 'boolean', name: 'isActive' },
    ],
    columns: [
      { name: 'orderNo', value: (record) => String(record.orderNo) },
      { name: 'name', value: (record) => String(record.name) },
      { name: 'rating', value: (record) => <span aria-label={text.text('stars', { count: Number(record.rating) })}>{'★'.repeat(Number(record.rating) || 0)}</span> },
      { name: 'text', value: (record) => <span className="line-clamp-2">{localizedValue(record.text, locale)}</span> },
      { name: 'isActive', value: (record) => <ActiveBadge active={record.isActive === true} /> },
    ],
    label: (record) => String(record.name),
  };
}

/** /db-add-Testimonials: travellers' words on the home page. */
export function TestimonialsScreen() {
  return <ResourceScreen config={useTestimonialsConfig()} />;
}
