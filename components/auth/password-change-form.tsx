'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { postJson } from '@/lib/api/client';
import type { passwordChangeSchema } from '@/lib/auth/schemas';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { loadPasswordChangeSchema } from './schema-loaders';
import { Field, FormMessage, PasswordInput, SubmitButton } from './form-parts';
import { useApiForm } from './use-api-form';

/** A new password needs the current one; the other devices are signed out by the server. */
export function PasswordChangeForm() {
  const t = useTranslations('account');
  const tAuth = useTranslations('auth');
  const tApi = useTranslations('api');
  const id = useId();
  const form = useForm<z.input<typeof passwordChangeSchema>, unknown, z.output<typeof passwordChangeSchema>>({
    resolver: useLocalizedZodResolver(loadPasswordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { alert, run } = useApiForm(form);
  const [changed, setChanged] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setChanged(false);
    if ((await run(() => postJson('User/Password', input))).ok) {
      // Passwords never stay in the form once they have done their job.
      form.reset();
      setChanged(true);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Field id={`${id}-current`} label={t('currentPassword')} error={errors.currentPassword}>
        {(described) => <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} {...described} />}
      </Field>
      <Field id={`${id}-new`} label={t('newPassword')} hint={tAuth('passwordRule')} error={errors.newPassword}>
        {(described) => <PasswordInput autoComplete="new-password" {...form.register('newPassword')} {...described} />}
      </Field>
      <FormMessage tone="error" message={alert} />
      <FormMessage tone="info" message={changed ? tApi('passwordChanged') : null} />
      <div className="sm:w-fit">
        <SubmitButton pending={isSubmitting} label={t('changePassword')} pendingLabel={t('changing')} />
      </div>
    </form>
  );
}
