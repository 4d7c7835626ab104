'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { request } from '@/lib/api/client';
import { locales } from '@/i18n/routing';
import type { Account } from '@/lib/auth/account';
import type { profileSchema } from '@/lib/auth/schemas';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { loadProfileSchema } from './schema-loaders';
import { Field, FormMessage, inputClass, SubmitButton } from './form-parts';
import { accountQueryKey } from './use-account';
import { useApiForm } from './use-api-form';

type Values = z.input<typeof profileSchema>;

/** Name, surname, phone (Turkish numbers, saved as +90…) and the language of our e-mails. */
export function ProfileForm({ email, initial }: { email: string; initial: Values }) {
  const t = useTranslations('account');
  const tApi = useTranslations('api');
  const tLanguage = useTranslations('language');
  const queryClient = useQueryClient();
  const id = useId();
  const form = useForm<Values, unknown, z.output<typeof profileSchema>>({ resolver: useLocalizedZodResolver(loadProfileSchema), defaultValues: initial });
  const { alert, run } = useApiForm(form);
  const [saved, setSaved] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setSaved(false);
    const result = await run(() => request<Account>('User/Me', { method: 'put', json: input }));
    if (!result.ok) return;
    const account = result.value;
    form.reset({ name: account.Name, surname: account.Surname, phone: account.Phone, locale: account.Locale });
    queryClient.setQueryData(accountQueryKey, account);
    setSaved(true);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Field id={`${id}-email`} label={t('email')} hint={t('emailHint')}>
        {(described) => <input type="email" value={email} readOnly className={`${inputClass} bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300`} {...described} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-name`} label={t('name')} error={errors.name}>
          {(described) => <input type="text" autoComplete="given-name" className={inputClass} {...form.register('name')} {...described} />}
        </Field>
        <Field id={`${id}-surname`} label={t('surname')} error={errors.surname}>
          {(described) => <input type="text" autoComplete="family-name" className={inputClass} {...form.register('surname')} {...described} />}
        </Field>
      </div>
      <Field id={`${id}-phone`} label={t('phone')} hint={t('phoneHint')} error={errors.phone}>
        {(described) => <input type="tel" autoComplete="tel" inputMode="tel" className={inputClass} {...form.register('phone')} {...described} />}
      </Field>
      <Field id={`${id}-locale`} label={t('language')} hint={t('languageHint')} error={errors.locale}>
        {(described) => (
          <select className={inputClass} {...form.register('locale')} {...described}>
            {locales.map((code) => (
              <option key={code} value={code} lang={code}>
                {tLanguage(code)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormMessage tone="error" message={alert} />
      <FormMessage tone="info" message={saved ? tApi('profileSaved') : null} />
      <div className="sm:w-fit">
        <SubmitButton pending={isSubmitting} label={t('save')} pendingLabel={t('saving')} />
      </div>
    </form>
  );
}
