/** Blog lists show six posts a page. */
export const POSTS_PER_PAGE = 6;

/**
 * The 1-based page number of a list page's `?page=` query: absent means 1; anything that is not a
 * plain positive whole number (or repeats the parameter) is null, and the page answers 404.
 */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (Array.isArray(value) || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** Whether a 1-based page exists for `count` items; page 1 always exists, so an empty blog shows its empty state. */
export function pageExists(page: number, count: number, perPage = POSTS_PER_PAGE): boolean {
  return page === 1 || page <= Math.ceil(count / perPage);
}

/**
 * The page numbers a pager shows: the first, the last, and the current with its neighbours;
 * `null` marks a gap ("…").
 */
export function pagerItems(current: number, total: number): (number | null)[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const page of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push(null);
    items.push(page);
  }
  return items;
}
