'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { postJson } from '@/lib/api/client';
import type { passwordResetFields } from '@/lib/auth/schemas';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { loadPasswordResetFields } from './schema-loaders';
import { CodeEmailStep } from './code-email-step';
import { Field, FormMessage, inputClass, linkButtonClass, PasswordInput, SubmitButton } from './form-parts';
import { ResendCode } from './resend-code';
import { useApiForm } from './use-api-form';
import { useCodeRequest } from './use-code-request';
import { useCompleteSignIn } from './use-complete-sign-in';

/** "Forgot password": a code by e-mail, then the code and a new password, which also signs in. */
export function PasswordResetForm({ onBack }: { onBack: () => void }) {
  const t = useTranslations('auth');
  const request = useCodeRequest('reset');
  return (
    <section aria-labelledby="password-reset-title" className="flex flex-col gap-5">
      <h2 id="password-reset-title" className="text-xl font-bold">
        {t('resetTitle')}
      </h2>
      {request.email ? <NewPasswordStep key={request.email} email={request.email} request={request} /> : <CodeEmailStep intro={t('resetIntro')} onSend={request.send} />}
      <button type="button" onClick={onBack} className={`${linkButtonClass} self-start`}>
        {t('backToSignIn')}
      </button>
    </section>
  );
}

function NewPasswordStep({ email, request }: { email: string; request: ReturnType<typeof useCodeRequest> }) {
  const t = useTranslations('auth');
  const tApi = useTranslations('api');
  const id = useId();
  const form = useForm<z.input<typeof passwordResetFields>, unknown, z.output<typeof passwordResetFields>>({
    resolver: useLocalizedZodResolver(loadPasswordResetFields),
    defaultValues: { email, code: '', password: '' },
  });
  const { alert, run } = useApiForm(form, ['code', 'password']);
  const completeSignIn = useCompleteSignIn();
  const [done, setDone] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    if ((await run(() => postJson('User/Otp', { action: 'reset', ...input }))).ok) {
      setDone(true);
      completeSignIn();
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormMessage tone="info" message={tApi('otpSent')} />
      <Field id={`${id}-code`} label={t('code')} error={errors.code}>
        {(described) => (
          <input type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={7} className={`${inputClass} tracking-[0.4em]`} {...form.register('code')} {...described} />
        )}
      </Field>
      <Field id={`${id}-password`} label={t('newPassword')} hint={t('passwordRule')} error={errors.password}>
        {(described) => <PasswordInput autoComplete="new-password" {...form.register('password')} {...described} />}
      </Field>
      <FormMessage tone="error" message={alert} />
      <FormMessage tone="info" message={done ? t('signedInRedirect') : null} />
      <SubmitButton pending={isSubmitting || done} label={t('savePassword')} pendingLabel={t('saving')} />
      <ResendCode secondsToResend={request.secondsToResend} onResend={() => request.send(email)} onChangeEmail={request.startOver} />
    </form>
  );
}
