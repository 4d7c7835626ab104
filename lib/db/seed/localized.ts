import type { Localized, LocalizedList } from '../schema';

/** One text in the three site languages. */
export const t = (tr: string, en: string, ru: string): Localized => ({ tr, en, ru });

/** Paragraphs (or "## " headings) joined the way the site's rich-text renderer expects: blank lines between. */
export function paragraphs(...blocks: Localized[]): Localized {
  const join = (locale: keyof Localized) => blocks.map((block) => block[locale]).join('\n\n');
  return { tr: join('tr'), en: join('en'), ru: join('ru') };
}

/** A localized list from localized items, so each item's translations stay side by side. */
export function list(...items: Localized[]): LocalizedList {
  return { tr: items.map((i) => i.tr), en: items.map((i) => i.en), ru: items.map((i) => i.ru) };
}

/** Whole Turkish lira to kuruş, the unit every price is stored in. */
export const tl = (lira: number) => Math.round(lira * 100);
