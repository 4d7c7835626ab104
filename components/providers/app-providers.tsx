'use client';

import dynamic from 'next/dynamic';
import { useSelectedLayoutSegments } from 'next/navigation';
import { ThemeProvider } from './theme';

export function AppProviders({ children }: { children: React.ReactNode }) {
  return <ThemeProvider>{children}</ThemeProvider>;
}

/** TanStack Query's provider, loaded only with the pages that need it (its chunk is preloaded by those pages' HTML). */
const QueryProvider = dynamic(() => import('./query-provider'));

/**
 * The catalogue pages (`(site)` below the language), cached and sent to every visitor: their
 * content renders no island that uses TanStack Query on first render (the header's islands, the
 * wishlist hearts, the approximate prices and the contact form load after the page with their own provider, see
 * components/providers/after-load.ts), so they go without the library. Every other page (account,
 * cart, checkout, booking, dashboard, and any page added later) gets the provider.
 */
const CATALOGUE_PAGES = new Set([
  'destinations',
  'tour-list-1',
  'tour-list-2',
  'tour-list-3',
  'tour-single-1',
  'tour-single-2',
  'tour-single-3',
  'tour-single-4',
  'tour-single-5',
  'blog-list-1',
  'blog-list-2',
  'blog-list-3',
  'blog-single',
  'page-single',
  'about',
  'help-center',
  'terms',
  'contact',
]);

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
