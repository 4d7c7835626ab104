'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';

export const inputClass =
  'h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:aria-[invalid=true]:border-red-400';

type Described = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

type FieldProps = {
  id: string;
  label: string;
  /** A quiet word after the label, e.g. "(optional)". */
  optional?: string;
  hint?: string;
  error?: Pick<FieldError, 'message'>;
  children: (described: Described) => React.ReactNode;
};

/** A labelled control with its hint and its error sentence, tied together for screen readers. */
export function Field({ id, label, optional, hint, error, children }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">{optional}</span>}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
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

/** A password input with a show/hide switch (no second "repeat password" field to get wrong). */
export function PasswordInput(props: React.ComponentProps<'input'>) {
  const t = useTranslations('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      {/* An eye, named in words for screen readers: "Скрыть пароль" written out took more room than the field left it. */}
      <input {...props} type={visible ? 'text' : 'password'} className={`${inputClass} pr-14`} spellCheck={false} autoCapitalize="none" />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-controls={props.id}
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        title={visible ? t('hidePassword') : t('showPassword')}
        className="absolute inset-y-1 right-1 inline-flex w-11 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}

/** The form's own sentence: an error (announced at once) or a piece of news (announced politely). */
export function FormMessage({ message, tone }: { message: string | null; tone: 'error' | 'info' }) {
  if (!message) return null;
  return tone === 'error' ? (
    <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
      {message}
    </p>
  ) : (
    <p role="status" className="rounded-xl bg-green-50 p-4 font-medium text-green-800 dark:bg-green-950 dark:text-green-200">
      {message}
    </p>
  );
}

export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex h-12 w-full items-center justify-center rounded-full bg-brand-600 px-8 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

export const linkButtonClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline dark:text-brand-100';
