/**
 * One type scale for the five tour layouts: they differ in arrangement, not in the size of their
 * text. Section headings (h2) are `text-2xl font-bold` in every component of this folder.
 */
export const tourText = {
  /** Region · type · length, above the name. */
  kicker: 'text-sm font-medium',
  /** The tour's name, the page's h1. */
  title: 'text-3xl font-extrabold tracking-tight text-balance sm:text-4xl',
  /** The summary under the name. */
  lead: 'text-lg leading-relaxed',
} as const;
