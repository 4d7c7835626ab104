'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { passwordResetFields } from '@/lib/auth/schemas';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { loadPasswordResetFields } from './schema-loaders';
import { CodeEmailStep } from './code-email-step';
import { CodeStep } from './code-step';
import { Field, linkButtonClass, PasswordInput } from './form-parts';
import { useCodeRequest } from './use-code-request';

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
  const form = useForm<z.input<typeof passwordResetFields>, unknown, z.output<typeof passwordResetFields>>({
    resolver: useLocalizedZodResolver(loadPasswordResetFields),
    defaultValues: { email, code: '', password: '' },
  });
  return (
    <CodeStep form={form} action="reset" shown={['code', 'password']} email={email} request={request} submitLabel={t('savePassword')} pendingLabel={t('saving')}>
      {(id) => (
        <Field id={`${id}-password`} label={t('newPassword')} hint={t('passwordRule')} error={form.formState.errors.password}>
          {(described) => <PasswordInput autoComplete="new-password" {...form.register('password')} {...described} />}
        </Field>
      )}
    </CodeStep>
  );
}
