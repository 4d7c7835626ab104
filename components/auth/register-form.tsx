'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { postJson } from '@/lib/api/client';
import type { registerSchema } from '@/lib/auth/schemas';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { loadRegisterSchema } from './schema-loaders';
import { Field, FormMessage, inputClass, PasswordInput, SubmitButton } from './form-parts';
import { useApiForm } from './use-api-form';
import { useCompleteSignIn } from './use-complete-sign-in';

export function RegisterForm() {
  const t = useTranslations('auth');
  const id = useId();
  const form = useForm<z.input<typeof registerSchema>, unknown, z.output<typeof registerSchema>>({
    resolver: useLocalizedZodResolver(loadRegisterSchema),
    defaultValues: { name: '', surname: '', email: '', password: '' },
  });
  const { alert, run } = useApiForm(form);
  const completeSignIn = useCompleteSignIn();
  const [registered, setRegistered] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    if ((await run(() => postJson('User/Register', input))).ok) {
      setRegistered(true);
      completeSignIn();
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="text-slate-700 dark:text-slate-300">{t('registerIntro')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-name`} label={t('name')} error={errors.name}>
          {(described) => <input type="text" autoComplete="given-name" className={inputClass} {...form.register('name')} {...described} />}
        </Field>
        <Field id={`${id}-surname`} label={t('surname')} error={errors.surname}>
          {(described) => <input type="text" autoComplete="family-name" className={inputClass} {...form.register('surname')} {...described} />}
        </Field>
      </div>
      <Field id={`${id}-email`} label={t('email')} error={errors.email}>
        {(described) => <input type="email" autoComplete="email" inputMode="email" className={inputClass} {...form.register('email')} {...described} />}
      </Field>
      <Field id={`${id}-password`} label={t('password')} hint={t('passwordRule')} error={errors.password}>
        {(described) => <PasswordInput autoComplete="new-password" {...form.register('password')} {...described} />}
      </Field>
      <FormMessage tone="error" message={alert} />
      <FormMessage tone="info" message={registered ? t('signedInRedirect') : null} />
      <SubmitButton pending={isSubmitting || registered} label={t('register')} pendingLabel={t('registering')} />
    </form>
  );
}
