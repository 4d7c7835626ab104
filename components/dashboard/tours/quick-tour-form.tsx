'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormMessage } from '@/components/auth/form-parts';
import { useApiForm } from '@/components/auth/use-api-form';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { primaryButtonClass, secondaryButtonClass } from '@/components/dashboard/crud/confirm-dialog';
import { FieldInput } from '@/components/dashboard/crud/field-inputs';
import type { AdminRecord, FieldSpec } from '@/components/dashboard/crud/types';
import { Link } from '@/i18n/navigation';
import { postJson } from '@/lib/api/client';
import { useRegionOptions, useTourTypeOptions } from './options';

const loadSchema = () => import('@/lib/admin/schemas/tour').then((module) => module.quickTourSchema as unknown as z.ZodType<FieldValues, FieldValues>);

const empty = () => ({ title: '', regionId: '', tourTypeId: '', durationDays: 1, adultPrice: '', childPrice: '', startsOn: '', capacity: 20, travelScope: '' });

/** /db-quickTour: a bookable tour from the essentials, then on to its full edit page. */
export function QuickTourForm() {
  const t = useTranslations('adminTours');
  const tAdmin = useTranslations('admin');
  const tScopes = useTranslations('adminResources.tours.scopes');
  const queryClient = useQueryClient();
  const regions = useRegionOptions();
  const types = useTourTypeOptions();
  const resolver = useLocalizedZodResolver(loadSchema);
  const form = useForm<FieldValues, unknown, FieldValues>({ resolver, defaultValues: empty() });
  const fields: FieldSpec[] = [
    { kind: 'text', name: 'title' },
    { kind: 'select', name: 'regionId', options: regions.data ?? [] },
    { kind: 'select', name: 'tourTypeId', options: types },
    { kind: 'number', name: 'durationDays', min: 1, max: 60 },
    { kind: 'money', name: 'adultPrice' },
    { kind: 'money', name: 'childPrice' },
    { kind: 'date', name: 'startsOn' },
    { kind: 'number', name: 'capacity', min: 1, max: 1000 },
    { kind: 'select', name: 'travelScope', options: (['domestic', 'abroad'] as const).map((value) => ({ value, label: tScopes(value) })) },
  ];
  const { alert, run } = useApiForm(form, fields.map((field) => field.name));
  const [created, setCreated] = useState<AdminRecord | null>(null);

  const onSubmit = form.handleSubmit(async () => {
    const result = await run(() => postJson<AdminRecord>('admin/tours/quick', form.getValues()));
    if (!result.ok) return;
    await queryClient.invalidateQueries({ queryKey: ['admin', 'tours'] });
    setCreated(result.value);
    form.reset(empty());
  });

  if (regions.isPending) return <p role="status">{tAdmin('loading')}</p>;
  return (
    <FormProvider {...form}>
      {created && (
        <div role="status" className="mb-6 flex flex-wrap items-center gap-3 rounded-xl bg-green-50 p-4 font-medium text-green-800 dark:bg-green-950 dark:text-green-200">
          {t('quickCreated', { id: created.id })}
          <Link href={`/db-add-tour?id=${created.id}`} className="underline">
            {t('quickEditLink')}
          </Link>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FieldInput resource="tourQuick" field={fields[0]} />
        </div>
        {fields.slice(1).map((field) => (
          <FieldInput key={field.name} resource="tourQuick" field={field} />
        ))}
        <div className="flex flex-col gap-3 sm:col-span-2">
          <FormMessage message={alert} tone="error" />
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={form.formState.isSubmitting} className={primaryButtonClass}>
              {form.formState.isSubmitting ? tAdmin('saving') : t('quickSubmit')}
            </button>
            <Link href="/db-listing" className={secondaryButtonClass}>
              {t('backToList')}
            </Link>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
