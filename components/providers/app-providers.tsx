'use client';

import dynamic from 'next/dynamic';
import { useSelectedLayoutSegments } from 'next/navigation';
import { CATALOGUE_PAGES } from './catalogue-pages';
import { ThemeProvider } from './theme';

export function AppProviders({ children }: { children: React.ReactNode }) {
  return <ThemeProvider>{children}</ThemeProvider>;
}

/** TanStack Query's provider, loaded only with the pages that need it (its chunk is preloaded by those pages' HTML). */
const QueryProvider = dynamic(() => import('./query-provider'));

/**
 * A catalogue page (components/providers/catalogue-pages.ts) renders without TanStack Query;
 * `segments` are those below the `(site)` layout (the home page has none, or `__PAGE__`).
 */
function isCataloguePage(segments: string[]) {
  const page = segments[0];
  return page === undefined || page === '__PAGE__' || CATALOGUE_PAGES.has(page);
}

/**
 * A `(site)` page's content (app/[locale]/(site)/layout.tsx), inside TanStack Query's provider unless
 * it is a catalogue page. The account and dashboard layouts give their pages the provider directly.
 */
export function PageQueryScope({ children }: { children: React.ReactNode }) {
  const segments = useSelectedLayoutSegments();
  return isCataloguePage(segments) ? children : <QueryProvider>{children}</QueryProvider>;
}
