'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { postJson } from '@/lib/api/client';
import type { otpLoginFields } from '@/lib/auth/schemas';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { loadOtpLoginFields } from './schema-loaders';
import { CodeEmailStep } from './code-email-step';
import { Field, FormMessage, inputClass, SubmitButton } from './form-parts';
import { ResendCode } from './resend-code';
import { useApiForm } from './use-api-form';
import { useCodeRequest } from './use-code-request';
import { useCompleteSignIn } from './use-complete-sign-in';

/** Sign-in with a 6-digit code sent by e-mail: first the address, then the code. */
export function CodeSignInForm() {
  const t = useTranslations('auth');
  const request = useCodeRequest('login');
  if (!request.email) return <CodeEmailStep intro={t('codeIntro')} onSend={request.send} />;
  return <CodeStep key={request.email} email={request.email} request={request} />;
}

function CodeStep({ email, request }: { email: string; request: ReturnType<typeof useCodeRequest> }) {
  const t = useTranslations('auth');
  const tApi = useTranslations('api');
  const id = useId();
  const form = useForm<z.input<typeof otpLoginFields>, unknown, z.output<typeof otpLoginFields>>({
    resolver: useLocalizedZodResolver(loadOtpLoginFields),
    defaultValues: { email, code: '' },
  });
  const { alert, run } = useApiForm(form, ['code']);
  const completeSignIn = useCompleteSignIn();
  const [signedIn, setSignedIn] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    if ((await run(() => postJson('User/Otp', { action: 'login', ...input }))).ok) {
      setSignedIn(true);
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
      <FormMessage tone="error" message={alert} />
      <FormMessage tone="info" message={signedIn ? t('signedInRedirect') : null} />
      <SubmitButton pending={isSubmitting || signedIn} label={t('signIn')} pendingLabel={t('signingIn')} />
      <ResendCode secondsToResend={request.secondsToResend} onResend={() => request.send(email)} onChangeEmail={request.startOver} />
    </form>
  );
}
