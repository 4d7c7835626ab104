'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { otpLoginFields } from '@/lib/auth/schemas';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { loadOtpLoginFields } from './schema-loaders';
import { CodeEmailStep } from './code-email-step';
import { CodeStep } from './code-step';
import { useCodeRequest } from './use-code-request';

/** Sign-in with a 6-digit code sent by e-mail: first the address, then the code. */
export function CodeSignInForm() {
  const t = useTranslations('auth');
  const request = useCodeRequest('login');
  if (!request.email) return <CodeEmailStep intro={t('codeIntro')} onSend={request.send} />;
  return <CodeSignInStep key={request.email} email={request.email} request={request} />;
}

function CodeSignInStep({ email, request }: { email: string; request: ReturnType<typeof useCodeRequest> }) {
  const t = useTranslations('auth');
  const form = useForm<z.input<typeof otpLoginFields>, unknown, z.output<typeof otpLoginFields>>({
    resolver: useLocalizedZodResolver(loadOtpLoginFields),
    defaultValues: { email, code: '' },
  });
  return <CodeStep form={form} action="login" shown={['code']} email={email} request={request} submitLabel={t('signIn')} pendingLabel={t('signingIn')} />;
}
