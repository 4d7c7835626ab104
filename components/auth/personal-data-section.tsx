'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { postJson, requestFile } from '@/lib/api/client';
import { describeApiError } from '@/lib/api/errors';
import { useRouter } from '@/i18n/navigation';
import { Field, FormMessage, inputClass, linkButtonClass } from './form-parts';
import { useApiForm } from './use-api-form';
import { sessionChanged } from './use-account';

const outlineButton =
  'inline-flex min-h-12 w-full items-center justify-center rounded-full border border-brand-600 px-4 py-2 text-center font-semibold sm:w-fit sm:px-6 text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70 dark:text-brand-100 dark:hover:bg-slate-800';
const dangerButton = 'inline-flex min-h-12 w-full items-center justify-center rounded-full bg-red-700 px-4 py-2 text-center sm:w-fit sm:px-6 font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70';

/**
 * The customer's KVKK rights on the profile page (docs/decisions/0159): a copy of their data
 * (GET /api/User/Data, through the API client: an idle session is renewed first, and a refusal has
 * its sentence) and the
 * account's erasure, confirmed with a code mailed to the account's address (POST /api/User/Erase).
 */
export function PersonalDataSection({ email }: { email: string }) {
  const t = useTranslations('account');
  const tErrors = useTranslations('errors');
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      const answer = await requestFile('User/Data');
      const name = /filename="([^"]+)"/.exec(answer.headers.get('Content-Disposition') ?? '')?.[1] ?? 'personal-data.json';
      const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(await answer.blob()), download: name });
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      setDownloadError(describeApiError(error, tErrors));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <p className="text-slate-600 dark:text-slate-300">{t('dataIntro')}</p>
        <button type="button" onClick={download} disabled={downloading} className={outlineButton}>
          {t('downloadData')}
        </button>
        <FormMessage tone="error" message={downloadError} />
      </div>
      <div className="flex flex-col gap-4 border-t border-slate-200 pt-6 dark:border-slate-800">
        <h3 className="text-lg font-bold">{t('eraseTitle')}</h3>
        <p className="text-slate-600 dark:text-slate-300">{t('eraseIntro')}</p>
        <EraseAccount email={email} />
      </div>
    </div>
  );
}

/** Asks for a code, then erases the account with it and leaves for the home page, signed out. */
function EraseAccount({ email }: { email: string }) {
  const t = useTranslations('account');
  const tApi = useTranslations('api');
  const id = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { alert, run } = useApiForm(form);
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [erased, setErased] = useState(false);
  const { errors, isSubmitting } = form.formState;

  async function sendCode() {
    setSending(true);
    if ((await run(() => postJson('User/Erase', { action: 'send' }))).ok) setCodeSent(true);
    setSending(false);
  }

  const confirm = form.handleSubmit(async ({ code }) => {
    if (!(await run(() => postJson('User/Erase', { action: 'confirm', code }))).ok) return;
    setErased(true);
    sessionChanged(queryClient, { signedIn: false });
    router.replace('/');
  });

  if (!codeSent) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="error" message={alert} />
        <button type="button" onClick={sendCode} disabled={sending} className={outlineButton}>
          {sending ? t('eraseSending') : t('eraseSendCode')}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={confirm} noValidate className="flex flex-col gap-5">
      <FormMessage tone="info" message={erased ? tApi('accountErased') : t('eraseCodeSent', { email })} />
      <Field id={`${id}-code`} label={t('eraseCode')} error={errors.code}>
        {(described) => (
          <input type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={7} className={`${inputClass} tracking-[0.4em] sm:max-w-xs`} {...form.register('code')} {...described} />
        )}
      </Field>
      <FormMessage tone="error" message={alert} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <button type="submit" disabled={isSubmitting || erased} className={dangerButton}>
          {isSubmitting || erased ? t('erasing') : t('eraseConfirm')}
        </button>
        <button type="button" onClick={sendCode} disabled={sending || erased} className={linkButtonClass}>
          {t('eraseResend')}
        </button>
      </div>
    </form>
  );
}
