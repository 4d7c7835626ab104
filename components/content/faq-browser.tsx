'use client';

import { useDeferredValue, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { filterFaqGroups, type FaqGroup } from '@/lib/content/faq-filter';
import { RichText } from './rich-text';

/**
 * The help centre's questions, grouped by category, with a filter that narrows them as the visitor
 * types. Every question is in the server's HTML as a <details> element, so the page works without
 * JavaScript; filtering only hides what does not match (open answers stay open).
 */
export function FaqBrowser({ groups }: { groups: FaqGroup[] }) {
  const t = useTranslations('helpCenter');
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const { visibleIds, visibleGroups } = useMemo(() => {
    const matching = filterFaqGroups(groups, deferredQuery, locale);
    return {
      visibleGroups: new Set(matching.map((group) => group.category)),
      visibleIds: new Set(matching.flatMap((group) => group.items.map((item) => item.id))),
    };
  }, [groups, deferredQuery, locale]);
  const searching = deferredQuery.trim() !== '';

  return (
    <div className="flex flex-col gap-8">
      <div role="search" className="flex flex-col gap-2">
        <label htmlFor="faq-search" className="font-semibold">
          {t('searchLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id="faq-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            aria-describedby="faq-search-status"
            className="h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-400"
          />
          {query && (
            <button
              type="button"
              onClick={() => setQuery('')}
              className="shrink-0 rounded-xl border border-slate-300 px-4 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              {t('clear')}
            </button>
          )}
        </div>
        <p id="faq-search-status" role="status" className="min-h-6 text-sm text-slate-600 dark:text-slate-400">
          {searching && (visibleIds.size ? t('results', { count: visibleIds.size }) : t('noResults', { query: deferredQuery.trim() }))}
        </p>
      </div>
      {groups.map((group, groupIndex) => (
        <section key={group.category} aria-labelledby={`faq-group-${groupIndex}`} hidden={!visibleGroups.has(group.category)}>
          <h2 id={`faq-group-${groupIndex}`} className="mb-4 text-xl font-bold">
            {group.category}
          </h2>
          <div className="flex flex-col gap-3">
            {group.items.map((item) => (
              <details
                key={item.id}
                id={`faq-${item.id}`}
                hidden={!visibleIds.has(item.id)}
                className="group rounded-xl border border-slate-200 bg-white open:shadow-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <svg className="h-5 w-5 shrink-0 transition group-open:rotate-180" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <path d="m6 9 6 6 6-6" />
                  </svg>
                </summary>
                <div className="px-5 pb-5">
                  <RichText body={item.answer} locale={locale} headingLevel={3} />
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
