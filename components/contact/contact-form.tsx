'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { loadIslandsNow, useAfterLoad } from '@/components/providers/after-load';
import { ContactFormView, MessageCount } from './contact-form-view';
import type { ContactFormIslandProps } from './contact-form-island';

type Island = React.ComponentType<ContactFormIslandProps>;

/**
 * The contact form (contact-form-island.tsx: react-hook-form, the API client, TanStack Query). Its
 * code is not part of the page's first load: the page renders the same form as plain controls,
 * and the code loads after the page (components/providers/after-load.ts), or at once when the
 * visitor focuses or types into the form. The loaded form takes over the same fields with what
 * was typed and the caret where it was; a "send" pressed before that shows "Sending…" and is sent
 * (or its missing fields shown) as soon as the code is there.
 */
export function ContactForm({ notice }: { notice: React.ReactNode }) {
  const tErrors = useTranslations('errors');
  const id = useId();
  const ready = useAfterLoad();
  const [island, setIsland] = useState<{ Component: Island } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!ready || island) return;
    let live = true;
    import('./contact-form-island').then(
      (module) => live && setIsland({ Component: module.default }),
      () => {
        // Offline: say so if the visitor is waiting for a send; the next focus or send tries again.
        if (!live) return;
        setFailed(true);
        setSubmitted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [ready, island, failed]);

  if (island) return <island.Component id={id} notice={notice} submitEarly={submitted} />;

  const load = () => {
    if (failed) setFailed(false);
    loadIslandsNow();
  };
  return (
    <ContactFormView
      id={id}
      notice={notice}
      control={(name) => ({ name })}
      errors={{}}
      counter={<MessageCount count={count} />}
      pending={submitted}
      alert={failed && !submitted ? tErrors('noResponse') : null}
      sent={false}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        load();
      }}
      onFocus={load}
      onInput={(event) => {
        const target = event.target;
        if (target instanceof HTMLTextAreaElement) setCount(target.value.length);
        load();
      }}
    />
  );
}
