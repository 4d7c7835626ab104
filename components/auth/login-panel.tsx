'use client';

import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { CodeSignInForm } from './code-sign-in-form';
import { PasswordResetForm } from './password-reset-form';
import { PasswordSignInForm } from './password-sign-in-form';
import { RegisterForm } from './register-form';

const tabClass =
  'flex-1 rounded-full px-3 py-2 text-sm font-semibold text-slate-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow dark:text-slate-300 dark:data-[state=active]:bg-slate-800 dark:data-[state=active]:text-brand-100';

/** The sign-in page's island: password, one-time code or registration, and "forgot password". */
export function LoginPanel() {
  const t = useTranslations('auth');
  const [resetting, setResetting] = useState(false);

  if (resetting) return <PasswordResetForm onBack={() => setResetting(false)} />;
  return (
    <Tabs.Root defaultValue="password" className="flex flex-col gap-6">
      <Tabs.List aria-label={t('methods')} className="flex gap-1 rounded-full bg-slate-100 p-1 dark:bg-slate-900">
        <Tabs.Trigger value="password" className={tabClass}>
          {t('tabPassword')}
        </Tabs.Trigger>
        <Tabs.Trigger value="code" className={tabClass}>
          {t('tabCode')}
        </Tabs.Trigger>
        <Tabs.Trigger value="register" className={tabClass}>
          {t('tabRegister')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="password" className="outline-none">
        <PasswordSignInForm onForgotPassword={() => setResetting(true)} />
      </Tabs.Content>
      <Tabs.Content value="code" className="outline-none">
        <CodeSignInForm />
      </Tabs.Content>
      <Tabs.Content value="register" className="outline-none">
        <RegisterForm />
      </Tabs.Content>
    </Tabs.Root>
  );
}
