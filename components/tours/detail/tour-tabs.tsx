'use client';

import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

type TourTab = { id: string; label: string; content: ReactNode };

/**
 * Radix tabs over server-rendered panels. Every panel is kept in the page (forceMount) and only
 * hidden when inactive, so search engines and in-page search still find the whole tour.
 */
export function TourTabs({ tabs, label }: { tabs: TourTab[]; label: string }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.id}>
      <Tabs.List aria-label={label} className="sticky top-20 z-10 flex gap-1 overflow-x-auto border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            className="whitespace-nowrap border-b-2 border-transparent px-4 py-3 font-semibold text-slate-700 hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:text-brand-100"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} forceMount className="py-8 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[state=inactive]:hidden">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
