'use client';

import { useLocale } from 'next-intl';
import { ResourceScreen } from '@/components/dashboard/crud/resource-screen';
import type { ResourceConfig } from '@/components/dashboard/crud/types';
import { localizedValue } from './cells';

const loadSchema = () => import('@/lib/admin/schemas/faq').then((module) => module.faqSchema);
const empty = () => ({ category: { tr: '', en: '', ru: '' }, question: { tr: '', en: '', ru: '' }, answer: { tr: '', en: '', ru: '' }, orderNo: 0 });

function useFaqsConfig(): ResourceConfig {
  const locale = useLocale();
  return {
    resource: 'faqs',
    loadSchema,
    empty,
    fields: [
      { kind: 'localized', name: 'category' },
      { kind: 'localized', name: 'question', long: true, rows: 2 },
      { kind: 'localized', name: 'answer', long: true, rows: 6 },
      { kind: 'number', name: 'orderNo', min: 0, max: 9999 },
    ],
    columns: [
      { name: 'orderNo', value: (record) => String(record.orderNo) },
      { name: 'category', value: (record) => localizedValue(record.category, locale) },
      { name: 'question', value: (record) => localizedValue(record.question, locale) },
    ],
    label: (record) => localizedValue(record.question, locale),
  };
}

/** /db-add-Faqs: the help centre's questions and answers. */
export function FaqsScreen() {
  return <ResourceScreen config={useFaqsConfig()} />;
}
