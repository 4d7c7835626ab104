'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormMessage } from '@/components/auth/form-parts';
import { useApiForm } from '@/components/auth/use-api-form';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { ifMatch, postJson, putJson } from '@/lib/api/client';
import { primaryButtonClass, secondaryButtonClass } from './confirm-dialog';
import { FieldInput, fieldPaths } from './field-inputs';
import type { AdminRecord, ResourceConfig } from './types';

/** A record's values as its form holds them: the fields of a new record, taken from the record. */
function formValues(config: ResourceConfig, record: AdminRecord | null): FieldValues {
  const empty = config.empty();
  if (!record) return empty;
  if (config.toForm) return config.toForm(record);
  return Object.fromEntries(Object.entries(empty).map(([name, fallback]) => [name, record[name] ?? fallback]));
}

export const adminQueryKey = (resource: string) => ['admin', resource] as const;

type Props = {
  config: ResourceConfig;
  /** The record being edited; null adds a new one. */
  record: AdminRecord | null;
  onSaved: (record: AdminRecord, created: boolean) => void;
  onCancel?: () => void;
};

/**
 * Adds or edits one record. The browser checks the fields with the API's own zod schema (so the
 * sentences are the server's), the server checks again, and its field errors land on the fields.
 */
export function RecordForm({ config, record, onSaved, onCancel }: Props) {
  const t = useTranslations('admin');
  const queryClient = useQueryClient();
  const resolver = useLocalizedZodResolver(config.loadSchema as () => Promise<z.ZodType<FieldValues, FieldValues>>);
  const defaultValues = useMemo(() => formValues(config, record), [config, record]);
  const form = useForm<FieldValues, unknown, FieldValues>({ resolver, defaultValues });
  const shown = useMemo(() => config.fields.flatMap(fieldPaths) as Path<FieldValues>[], [config.fields]);
  const { alert, run } = useApiForm(form, shown);
  // The version of the values the form shows: set when it loads and by its own saves, never by a
  // refetch in the background (which does not change what the form shows), so a save over someone
  // else's newer one is refused instead of undoing it.
  const [version, setVersion] = useState(record?.version);

  const onSubmit = form.handleSubmit(async () => {
    const path = `admin/${config.resource}`;
    // The fields as typed, not the schema's output: the API parses them with the same schema, and a
    // transforming field (a price typed in lira, stored in kuruş) must not be converted twice.
    const values = form.getValues();
    const result = await run(() => (record ? putJson<AdminRecord>(`${path}/${record.id}`, values, ifMatch(version)) : postJson<AdminRecord>(path, values)));
    if (!result.ok) return;
    setVersion(result.value.version);
    await queryClient.invalidateQueries({ queryKey: adminQueryKey(config.resource) });
    form.reset(formValues(config, result.value));
    onSaved(result.value, record === null);
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {config.fields.map((field) => (
          <FieldInput key={field.name} resource={config.resource} field={field} />
        ))}
        <FormMessage message={alert} tone="error" />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={form.formState.isSubmitting} className={primaryButtonClass}>
            {form.formState.isSubmitting ? t('saving') : record ? t('save') : t('add')}
          </button>
          {onCancel && (
            <button type="button" onClick={onCancel} className={secondaryButtonClass}>
              {t('close')}
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
