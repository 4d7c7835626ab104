'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { postJson } from '@/lib/api/client';
import type { loginSchema } from '@/lib/auth/schemas';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { loadLoginSchema } from './schema-loaders';
import { Field, FormMessage, inputClass, linkButtonClass, PasswordInput, SubmitButton } from './form-parts';
import { useApiForm } from './use-api-form';
import { useCompleteSignIn } from './use-complete-sign-in';

export function PasswordSignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const t = useTranslations('auth');
  const id = useId();
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: useLocalizedZodResolver(loadLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { alert, run } = useApiForm(form);
  const completeSignIn = useCompleteSignIn();
  const [signedIn, setSignedIn] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    if ((await run(() => postJson('User/Login', input))).ok) {
      setSignedIn(true);
      completeSignIn();
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Field id={`${id}-email`} label={t('email')} error={errors.email}>
        {(described) => <input type="email" autoComplete="username" inputMode="email" className={inputClass} {...form.register('email')} {...described} />}
      </Field>
      <Field id={`${id}-password`} label={t('password')} error={errors.password}>
        {(described) => <PasswordInput autoComplete="current-password" {...form.register('password')} {...described} />}
      </Field>
      <button type="button" onClick={onForgotPassword} className={`${linkButtonClass} self-start`}>
        {t('forgotPassword')}
      </button>
      <FormMessage tone="error" message={alert} />
      <FormMessage tone="info" message={signedIn ? t('signedInRedirect') : null} />
      <SubmitButton pending={isSubmitting || signedIn} label={t('signIn')} pendingLabel={t('signingIn')} />
    </form>
  );
}
