'use client';

import { Link } from '@/i18n/navigation';

export type NotFoundTexts = { title: string; description: string; home: string; tours: string };

/**
 * The 404's markup, drawn from texts ./not-found-content.tsx translates. Next.js sends a group's
 * ready 404 inside every page's payload; as a client view it travels as these four texts
 * (docs/decisions/0128).
 */
export function NotFoundView({ texts }: { texts: NotFoundTexts }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">{texts.title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{texts.description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {texts.home}
        </Link>
        <Link href="/tour-list-1" className="outline-button">
          {texts.tours}
        </Link>
      </div>
    </section>
  );
}
