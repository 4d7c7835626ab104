'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { QueryProvider } from '@/components/providers/query-provider';
import { postJson } from '@/lib/api/client';
import { ApiError, describeApiError } from '@/lib/api/errors';
import type { ContactMessage, ContactMessageInput } from '@/lib/contact/schema';
import { ContactFormView, contactFields, MessageCount, readDraft, type ContactFieldName } from './contact-form-view';
import { useLocalizedZodResolver } from './use-localized-resolver';

/** The one schema the API validates with, loaded when the form is first used (see useLocalizedZodResolver). */
const loadSchema = () => import('@/lib/contact/schema').then((module) => module.contactMessageSchema);

const isField = (name: string): name is ContactFieldName => (contactFields as readonly string[]).includes(name);

/** Characters typed so far; re-renders alone as the visitor types. */
function MessageCounter({ control }: { control: Control<ContactMessageInput, unknown, ContactMessage> }) {
  const message = useWatch({ control, name: 'message' }) ?? '';
  return <MessageCount count={message.length} />;
}

export type ContactFormIslandProps = {
  /** The ids' prefix of the form rendered with the page, which this one replaces. */
  id: string;
  notice: React.ReactNode;
  /** The visitor pressed "send" before this code had loaded: send (or show what is missing) at once. */
  submitEarly: boolean;
};

/**
 * The contact form. Validated in the browser with the same schema the server uses; the server's
 * field errors land on the same fields. One message per submit: the button is disabled while the
 * request runs and the mutation is never retried (a retry could deliver the message twice).
 * `notice` is the KVKK information text, rendered by the server page.
 *
 * Loaded after the page (contact-form.tsx): it starts from what the visitor typed into the form
 * rendered with the page, with the caret where it was, and sends a submit pressed before it came.
 */
function ContactFormIsland({ id, notice, submitEarly }: ContactFormIslandProps) {
  const t = useTranslations('contact.form');
  const tErrors = useTranslations('errors');
  // Read while the page's form is still on screen: this render and its commit run in one go.
  const [draft] = useState(() => readDraft(id));
  const resolver = useLocalizedZodResolver(loadSchema);
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver,
    // Checked on submit, then as the visitor corrects: an error appearing on blur would push the
    // button away under the pointer that is about to click it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: draft.values,
  });
  const { errors, isSubmitting } = form.formState;
  const inFlight = useRef(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const send = useMutation({
    mutationFn: (message: ContactMessage) => postJson<{ id: number }>('Contacts/messages', message),
    retry: false,
  });
  const [replaying, setReplaying] = useState(submitEarly);

  // The visitor's caret stays where it was in the field they are typing into.
  useLayoutEffect(() => {
    const focused = draft.focused;
    if (!focused) return;
    const element = document.getElementById(`${id}-${focused.name}`);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return;
    element.focus({ preventScroll: true });
    if (focused.start !== null && focused.end !== null) element.setSelectionRange(focused.start, focused.end, focused.direction ?? undefined);
  }, [draft, id]);

  // The form and its focused button are gone once sent: take keyboard users to the confirmation.
  useEffect(() => {
    if (send.isSuccess) confirmation.current?.focus();
  }, [send.isSuccess]);

  const submit = async (message: ContactMessage) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send.mutateAsync(message);
      form.reset({ name: '', email: '', phone: '', message: '' });
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

  // The submit pressed before this code loaded, once.
  const replayed = useRef(false);
  useEffect(() => {
    if (!submitEarly || replayed.current) return;
    replayed.current = true;
    void form.handleSubmit(submit)().finally(() => setReplaying(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const pending = isSubmitting || send.isPending || replaying;
  const fieldErrorsOnly = send.error instanceof ApiError && Object.keys(send.error.fieldErrors).length > 0;

  return (
    <ContactFormView
      id={id}
      notice={notice}
      control={(name) => form.register(name)}
      errors={errors}
      counter={<MessageCounter control={form.control} />}
      pending={pending}
      alert={send.isError && !fieldErrorsOnly ? describeApiError(send.error, tErrors) : null}
      sent={
        send.isSuccess && (
          <div className="flex flex-col items-start gap-4 rounded-2xl border border-green-200 bg-green-50 p-6 dark:border-green-900 dark:bg-green-950">
            <p ref={confirmation} tabIndex={-1} className="text-lg font-semibold text-green-800 focus:outline-none dark:text-green-200">
              {t('sent')}
            </p>
            <button type="button" onClick={() => send.reset()} className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-100">
              {t('sendAnother')}
            </button>
          </div>
        )
      }
      onSubmit={(event) => form.handleSubmit(submit)(event)}
      // Fetch the validation code while the visitor is still typing.
      onFocus={() => void loadSchema()}
    />
  );
}

/** The form as loaded after the page (contact-form.tsx), with the shared query client. */
export default function LoadedContactForm(props: ContactFormIslandProps) {
  return (
    <QueryProvider>
      <ContactFormIsland {...props} />
    </QueryProvider>
  );
}
