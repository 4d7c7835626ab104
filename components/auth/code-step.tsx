'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { FieldError, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { postJson } from '@/lib/api/client';
import { Field, FormMessage, inputClass, SubmitButton } from './form-parts';
import { ResendCode } from './resend-code';
import { useApiForm } from './use-api-form';
import type { useCodeRequest } from './use-code-request';
import { useCompleteSignIn } from './use-complete-sign-in';

type CodeValues = FieldValues & { email: string; code: string };

/**
 * The second step of the two forms that send a code by e-mail (sign-in with a code, password reset):
 * the code from the e-mail, the form's other fields (`children`), the answer, and a way to ask for
 * a new code or change the address. Both end signed in (POST /api/User/Otp with their `action`).
 */
export function CodeStep<Values extends CodeValues, Output extends CodeValues>({
  form,
  action,
  shown,
  email,
  request,
  submitLabel,
  pendingLabel,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  action: 'login' | 'reset';
  /** The fields on screen (the e-mail address is not). */
  shown: readonly Path<Values>[];
  email: string;
  request: ReturnType<typeof useCodeRequest>;
  submitLabel: string;
  pendingLabel: string;
  children?: (id: string) => React.ReactNode;
}) {
  const t = useTranslations('auth');
  const tApi = useTranslations('api');
  const id = useId();
  const { alert, run } = useApiForm(form, shown);
  const completeSignIn = useCompleteSignIn();
  const [done, setDone] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const codeField: UseFormRegisterReturn = form.register('code' as Path<Values>);

  const submit = form.handleSubmit(async (input) => {
    if ((await run(() => postJson('User/Otp', { action, ...input }))).ok) {
      setDone(true);
      completeSignIn();
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormMessage tone="info" message={tApi('otpSent')} />
      <Field id={`${id}-code`} label={t('code')} error={errors.code as FieldError | undefined}>
        {(described) => <input type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={7} className={`${inputClass} tracking-[0.4em]`} {...codeField} {...described} />}
      </Field>
      {children?.(id)}
      <FormMessage tone="error" message={alert} />
      <FormMessage tone="info" message={done ? t('signedInRedirect') : null} />
      <SubmitButton pending={isSubmitting || done} label={submitLabel} pendingLabel={pendingLabel} />
      <ResendCode secondsToResend={request.secondsToResend} onResend={() => request.send(email)} onChangeEmail={request.startOver} />
    </form>
  );
}
