/** docs/product-rules.md#screens and §9: the tour lists are preloaded 2 s after start, the other main pages 5 s later. */
export const prefetchWaves: readonly { afterMs: number; routes: readonly string[] }[] = [
  { afterMs: 2000, routes: ['/tour-list-1', '/tour-list-2'] },
  { afterMs: 5000, routes: ['/', '/blog-list-1', '/contact', '/destinations', '/about'] },
];

/** The Network Information API (Chromium only); absent means "unknown", which allows prefetching. */
export type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** Visitors who asked to save data, or are on a 2G-class link, only download what they open. */
export function connectionAllowsPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
