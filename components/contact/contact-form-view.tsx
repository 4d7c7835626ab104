'use client';

import { useTranslations } from 'next-intl';
import { Field } from '@/components/auth/form-parts';
import { useHydrated } from '@/components/ui/use-hydrated';
import { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from '@/lib/contact/limits';

export const contactFields = ['name', 'email', 'phone', 'message'] as const;
export type ContactFieldName = (typeof contactFields)[number];

const inputClass =
  'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:aria-[invalid=true]:border-red-400';

/** Characters typed so far. Hidden from screen readers, which read the hint. */
export function MessageCount({ count }: { count: number }) {
  const t = useTranslations('contact.form');
  return (
    <p aria-hidden="true" className="self-end text-xs tabular-nums text-slate-600 dark:text-slate-400">
      {t('counter', { count, max: MESSAGE_MAX_LENGTH })}
    </p>
  );
}

/** What a control gets from its form: its name, and react-hook-form's ref and handlers once that has loaded. */
type ControlProps = { name: ContactFieldName } & Partial<Pick<React.ComponentProps<'input'>, 'onChange' | 'onBlur' | 'ref'>>;

type ContactFormViewProps = {
  /** The prefix of every control's id (`${id}-name`, …): the same before and after the form's code loads. */
  id: string;
  notice: React.ReactNode;
  control: (name: ContactFieldName) => ControlProps;
  errors: Partial<Record<ContactFieldName, { message?: string }>>;
  counter: React.ReactNode;
  pending: boolean;
  /** The form's own sentence when the message could not be sent (not a field's). */
  alert: string | null;
  /** The confirmation once sent (focused by the caller through `confirmation`), instead of the form. */
  sent: React.ReactNode;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  onFocus: () => void;
  onInput?: (event: React.FormEvent<HTMLFormElement>) => void;
};

/**
 * The contact form's markup, the same whether react-hook-form has loaded (contact-form-island.tsx)
 * or not yet (contact-form.tsx, which renders it with the page): the same labels, ids, names,
 * hints and notice in the same places, so nothing moves when the code arrives.
 */
export function ContactFormView({ id, notice, control, errors, counter, pending, alert, sent, onSubmit, onFocus, onInput }: ContactFormViewProps) {
  const hydrated = useHydrated();
  const t = useTranslations('contact.form');
  const props = (name: ContactFieldName) => ({ ...control(name), id: `${id}-${name}` });
  return (
    <div>
      {/* Always in the page, so that screen readers announce the confirmation when it appears. */}
      <div role="status">{sent}</div>
      {/* method="post": a send before the page's script runs must never put what was typed into the address. */}
      {!sent && (
        <form method="post" onSubmit={onSubmit} onFocus={onFocus} onInput={onInput} noValidate aria-busy={pending} className="flex flex-col gap-5">
          <Field id={`${id}-name`} label={t('name')} error={errors.name}>
            {(described) => <input type="text" autoComplete="name" className={inputClass} {...props('name')} {...described} />}
          </Field>
          <Field id={`${id}-email`} label={t('email')} error={errors.email}>
            {(described) => <input type="email" autoComplete="email" className={inputClass} {...props('email')} {...described} />}
          </Field>
          <Field id={`${id}-phone`} label={t('phone')} optional={t('optional')} hint={t('phoneHint')} error={errors.phone}>
            {(described) => <input type="tel" autoComplete="tel" className={inputClass} {...props('phone')} {...described} />}
          </Field>
          <Field id={`${id}-message`} label={t('message')} hint={t('messageHint', { min: MESSAGE_MIN_LENGTH, max: MESSAGE_MAX_LENGTH })} error={errors.message}>
            {(described) => (
              <>
                <textarea
                  rows={6}
                  maxLength={MESSAGE_MAX_LENGTH}
                  className={`${inputClass} resize-y`}
                  {...(props('message') as React.ComponentProps<'textarea'>)}
                  {...described}
                />
                {counter}
              </>
            )}
          </Field>
          <div className="text-sm leading-6 text-slate-600 dark:text-slate-400">{notice}</div>
          {alert && (
            <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
              {alert}
            </p>
          )}
          {/* A plain button in the server's HTML and while React hydrates: pressed then, a submit button
              would post the form natively and the page would come back empty, what was typed lost. React
              replays that press once hydrated, and it sends the form as the submit button would. */}
          <button
            type={hydrated ? 'submit' : 'button'}
            onClick={(event) => {
              if (event.currentTarget.type === 'button') event.currentTarget.form?.requestSubmit();
            }}
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

/** What the visitor did with the form before its code loaded: the values typed (or autofilled) and where the caret is. */
type ContactDraft = {
  values: Record<ContactFieldName, string>;
  focused?: { name: ContactFieldName; start: number | null; end: number | null; direction: 'forward' | 'backward' | 'none' | null };
};

/** Reads the draft from the controls on screen (ids `${id}-name`, …); empty on the server. */
export function readDraft(id: string): ContactDraft {
  const values = { name: '', email: '', phone: '', message: '' };
  if (typeof document === 'undefined') return { values };
  let focused: ContactDraft['focused'];
  for (const name of contactFields) {
    const element = document.getElementById(`${id}-${name}`);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    values[name] = element.value;
    if (document.activeElement === element) {
      // E-mail inputs have no selection to read (the getters return null there).
      focused = { name, start: element.selectionStart, end: element.selectionEnd, direction: element.selectionDirection };
    }
  }
  return { values, focused };
}
