'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { otpSendFields } from '@/lib/auth/schemas';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { loadOtpSendFields } from './schema-loaders';
import { Field, FormMessage, inputClass, SubmitButton } from './form-parts';
import { useApiForm } from './use-api-form';

/** The first step of a code sign-in or a password reset: the address the code goes to. */
export function CodeEmailStep({ intro, initialEmail = '', onSend }: { intro: string; initialEmail?: string; onSend: (email: string) => Promise<void> }) {
  const t = useTranslations('auth');
  const id = useId();
  const form = useForm<z.input<typeof otpSendFields>, unknown, z.output<typeof otpSendFields>>({
    resolver: useLocalizedZodResolver(loadOtpSendFields),
    defaultValues: { email: initialEmail },
  });
  const { alert, run } = useApiForm(form);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    await run(() => onSend(email));
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <p className="text-slate-700 dark:text-slate-300">{intro}</p>
      <Field id={`${id}-email`} label={t('email')} error={errors.email}>
        {(described) => <input type="email" autoComplete="email" inputMode="email" className={inputClass} {...form.register('email')} {...described} />}
      </Field>
      <FormMessage tone="error" message={alert} />
      <SubmitButton pending={isSubmitting} label={t('sendCode')} pendingLabel={t('sendingCode')} />
    </form>
  );
}
