type FaqItem = { id: number; question: string; answer: string };
export type FaqGroup = { category: string; items: FaqItem[] };

/**
 * Text folded for matching as a visitor types: case-insensitive (with Turkish dotted/dotless i),
 * accents ignored, so "odeme" finds "Ödeme" and "iptal" finds "İPTAL".
 */
export function foldForSearch(text: string, locale = 'tr'): string {
  return text
    .toLocaleLowerCase(locale)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The groups and questions matching every word of the query in the question, the answer or the
 * category; an empty query keeps everything. Groups left without questions are dropped.
 */
export function filterFaqGroups(groups: FaqGroup[], query: string, locale = 'tr'): FaqGroup[] {
  const words = foldForSearch(query, locale).split(' ').filter(Boolean);
  if (!words.length) return groups;
  return groups
    .map((group) => {
      const category = foldForSearch(group.category, locale);
      const items = group.items.filter((item) => {
        const haystack = `${category} ${foldForSearch(item.question, locale)} ${foldForSearch(item.answer, locale)}`;
        return words.every((word) => haystack.includes(word));
      });
      return { ...group, items };
    })
    .filter((group) => group.items.length > 0);
}

/** Questions in display order grouped under their category, in the order categories first appear. */
export function groupFaqs(rows: (FaqItem & { category: string })[]): FaqGroup[] {
  const groups = new Map<string, FaqItem[]>();
  for (const { category, ...item } of rows) {
    const items = groups.get(category) ?? [];
    items.push(item);
    groups.set(category, items);
  }
  return [...groups].map(([category, items]) => ({ category, items }));
}
