'use client';

import { ResourceScreen } from '@/components/dashboard/crud/resource-screen';
import type { ResourceConfig } from '@/components/dashboard/crud/types';
import { ActiveBadge } from './cells';

const config: ResourceConfig = {
  resource: 'contactEmails',
  loadSchema: () => import('@/lib/admin/schemas/contact-email').then((module) => module.contactEmailSchema),
  empty: () => ({ email: '', name: '', isActive: true }),
  fields: [
    { kind: 'email', name: 'email', autoComplete: 'off' },
    { kind: 'text', name: 'name', autoComplete: 'off' },
    { kind: 'boolean', name: 'isActive' },
  ],
  columns: [
    { name: 'email', value: (record) => String(record.email) },
    { name: 'name', value: (record) => String(record.name ?? '') },
    { name: 'isActive', value: (record) => <ActiveBadge active={record.isActive === true} /> },
  ],
  label: (record) => String(record.email),
};

/** /db-add-ContactEmails: who is e-mailed about contact-form messages. */
export function ContactEmailsScreen() {
  return <ResourceScreen config={config} />;
}
