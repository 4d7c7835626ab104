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

/** A catalogue page (components/providers/catalogue-pages.ts) renders without TanStack Query. */
function isCataloguePage(segments: string[]) {
  if (segments[0] !== '(site)') return false;
  const page = segments[1];
  return page === undefined || page === '__PAGE__' || CATALOGUE_PAGES.has(page);
}

/** The page's content, inside TanStack Query's provider unless it is a catalogue page. */
export function PageQueryScope({ children }: { children: React.ReactNode }) {
  const segments = useSelectedLayoutSegments();
  return isCataloguePage(segments) ? children : <QueryProvider>{children}</QueryProvider>;
}
