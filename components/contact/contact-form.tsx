'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch, type Control, type FieldError } from 'react-hook-form';
import { postJson } from '@/lib/api/client';
import { ApiError, describeApiError } from '@/lib/api/errors';
import { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from '@/lib/contact/limits';
import type { ContactMessage, ContactMessageInput } from '@/lib/contact/schema';
import { useLocalizedZodResolver } from './use-localized-resolver';

/** The one schema the API validates with, loaded when the form is first used (see useLocalizedZodResolver). */
const loadSchema = () => import('@/lib/contact/schema').then((module) => module.contactMessageSchema);

const fields = ['name', 'email', 'phone', 'message'] as const;
type FieldName = (typeof fields)[number];
const isField = (name: string): name is FieldName => (fields as readonly string[]).includes(name);

const inputClass =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:aria-[invalid=true]:border-red-400';

type FieldProps = {
  id: string;
  label: string;
  optional?: string;
  hint?: string;
  error?: FieldError;
  children: (described: { 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode;
};

/** A labelled control with its hint and its error sentence, tied together for screen readers. */
function Field({ id, label, optional, hint, error, children }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold">
        {label} {optional && <span className="font-normal text-slate-600 dark:text-slate-400">{optional}</span>}
      </label>
      {children({ 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** Characters typed so far; re-renders alone as the visitor types. Hidden from screen readers, which read the hint. */
function MessageCounter({ control }: { control: Control<ContactMessageInput, unknown, ContactMessage> }) {
  const t = useTranslations('contact.form');
  const message = useWatch({ control, name: 'message' }) ?? '';
  return (
    <p aria-hidden="true" className="self-end text-xs tabular-nums text-slate-600 dark:text-slate-400">
      {t('counter', { count: message.length, max: MESSAGE_MAX_LENGTH })}
    </p>
  );
}

/**
 * The contact form. Validated in the browser with the same schema the server uses; the server's
 * field errors land on the same fields. One message per submit: the button is disabled while the
 * request runs and the mutation is never retried (a retry could deliver the message twice).
 * `notice` is the KVKK information text, rendered by the server page.
 */
export function ContactForm({ notice }: { notice: React.ReactNode }) {
  const t = useTranslations('contact.form');
  const tErrors = useTranslations('errors');
  const id = useId();
  const resolver = useLocalizedZodResolver(loadSchema);
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver,
    // Checked on submit, then as the visitor corrects: an error appearing on blur would push the
    // button away under the pointer that is about to click it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const inFlight = useRef(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const send = useMutation({
    mutationFn: (message: ContactMessage) => postJson<{ id: number }>('Contacts/messages', message),
    retry: false,
  });

  // The form and its focused button are gone once sent: take keyboard users to the confirmation.
  useEffect(() => {
    if (send.isSuccess) confirmation.current?.focus();
  }, [send.isSuccess]);

  const submit = async (message: ContactMessage) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send.mutateAsync(message);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, sentence] of Object.entries(error.fieldErrors)) {
          if (isField(name)) form.setError(name, { type: 'server', message: sentence }, { shouldFocus: true });
        }
      }
    } finally {
      inFlight.current = false;
    }
  };

  const pending = isSubmitting || send.isPending;
  const control = (name: FieldName) => ({ ...form.register(name), id: `${id}-${name}` });
  const fieldErrorsOnly = send.error instanceof ApiError && Object.keys(send.error.fieldErrors).length > 0;

  return (
    <div>
      {/* Always in the page, so that screen readers announce the confirmation when it appears. */}
      <div role="status">
        {send.isSuccess && (
          <div className="flex flex-col items-start gap-4 rounded-2xl border border-green-200 bg-green-50 p-6 dark:border-green-900 dark:bg-green-950">
            <p ref={confirmation} tabIndex={-1} className="text-lg font-semibold text-green-800 focus:outline-none dark:text-green-200">
              {t('sent')}
            </p>
            <button type="button" onClick={() => send.reset()} className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-100">
              {t('sendAnother')}
            </button>
          </div>
        )}
      </div>
      {!send.isSuccess && (
        <form
          onSubmit={(event) => form.handleSubmit(submit)(event)}
          // Fetch the validation code while the visitor is still typing.
          onFocus={() => void loadSchema()}
          noValidate
          aria-busy={pending}
          className="flex flex-col gap-5"
        >
          <Field id={`${id}-name`} label={t('name')} error={errors.name}>
            {(described) => <input type="text" autoComplete="name" className={inputClass} {...control('name')} {...described} />}
          </Field>
          <Field id={`${id}-email`} label={t('email')} error={errors.email}>
            {(described) => <input type="email" autoComplete="email" className={inputClass} {...control('email')} {...described} />}
          </Field>
          <Field id={`${id}-phone`} label={t('phone')} optional={t('optional')} hint={t('phoneHint')} error={errors.phone}>
            {(described) => <input type="tel" autoComplete="tel" className={inputClass} {...control('phone')} {...described} />}
          </Field>
          <Field id={`${id}-message`} label={t('message')} hint={t('messageHint', { min: MESSAGE_MIN_LENGTH, max: MESSAGE_MAX_LENGTH })} error={errors.message}>
            {(described) => (
              <>
                <textarea rows={6} maxLength={MESSAGE_MAX_LENGTH} className={`${inputClass} resize-y`} {...control('message')} {...described} />
                <MessageCounter control={form.control} />
              </>
            )}
          </Field>
          <div className="text-sm leading-6 text-slate-600 dark:text-slate-400">{notice}</div>
          {send.isError && !fieldErrorsOnly && (
            <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
              {describeApiError(send.error, tErrors)}
            </p>
          )}
          <button
            type="submit"
            disabled={pending}
            className="inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-600 px-8 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 sm:w-fit"
          >
            {pending ? t('sending') : t('submit')}
          </button>
        </form>
      )}
    </div>
  );
}
