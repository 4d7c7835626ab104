import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGES, SITE_PAGES_WITH_QUERIES } from '@/components/providers/catalogue-pages';
import { accountClientMessages, dashboardClientMessages, PAGE_NAMESPACES, publicClientMessages } from '@/lib/i18n/client-namespaces';
import { loadMessages } from '@/lib/i18n/messages';

/**
 * Lists kept by hand that must mirror the code: these checks fail when a page or an island is added
 * without its entry.
 */
const root = process.cwd();

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the (site) pages', () => {
  it('are each either a catalogue page (no TanStack Query) or listed as needing it', () => {
    const site = path.join(root, 'app/[locale]/(site)');
    // `[...rest]` is the catch-all that answers unknown addresses with the 404, not a page of its own.
    const pages = readdirSync(site).filter((name) => !name.startsWith('[') && statSync(path.join(site, name)).isDirectory() && files(path.join(site, name)).some((file) => file.endsWith('page.tsx')));
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect([page, CATALOGUE_PAGES.has(page) !== SITE_PAGES_WITH_QUERIES.has(page)]).toEqual([page, true]);
    // And no entry names a page that is gone.
    for (const page of [...CATALOGUE_PAGES, ...SITE_PAGES_WITH_QUERIES]) expect([page, existsSync(path.join(site, page))]).toEqual([page, true]);
  });
});

type Area = 'public' | 'account' | 'dashboard';

/** Which messages a client component gets: the layout of the pages it renders in (app/[locale]/…/layout.tsx). */
const ACCOUNT_FOLDERS = new Set(['auth', 'bookings', 'cart', 'checkout', 'payment', 'pricing', 'travellers']);
/** Components outside components/dashboard rendered only on dashboard pages. */
const DASHBOARD_FILES = new Set(['components/wishlist/remove-from-wishlist.tsx']);

function areaOf(file: string): Area {
  const folder = file.split('/')[1];
  if (folder === 'dashboard' || DASHBOARD_FILES.has(file)) return 'dashboard';
  return ACCOUNT_FOLDERS.has(folder) ? 'account' : 'public';
}

describe('the client message namespaces (lib/i18n/client-namespaces.ts)', () => {
  const raw = loadMessages('tr') as Record<string, unknown>;
  const sent: Record<Area, Record<string, unknown>> = { public: publicClientMessages(raw), account: accountClientMessages(raw), dashboard: dashboardClientMessages(raw) };
  const lookup = (tree: Record<string, unknown>, dotted: string) => dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

  /**
   * A page's own namespaces (PAGE_NAMESPACES) reach the public islands of the pages that wrap them in
   * `<PageMessages namespaces={[…]}>` (components/providers/page-messages.tsx).
   */
  const wrappedByAPage = new Set(
    files(path.join(root, 'app')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/<PageMessages namespaces=\{\[([^\]]*)\]\}/g)].flatMap(([, list]) => [...list.matchAll(/'([^']+)'/g)].map(([, name]) => name))),
  );
  const reaches = (area: Area, namespace: string) =>
    lookup(sent[area], namespace) !== undefined ||
    (area === 'public' && (PAGE_NAMESPACES as readonly string[]).includes(namespace.split('.')[0]) && wrappedByAPage.has(namespace.split('.')[0]));

  it('reach every client component that translates with them, on the pages it renders in', () => {
    const clientFiles = files(path.join(root, 'components')).filter((file) => /^['"]use client['"]/m.test(readFileSync(file, 'utf8')));
    expect(clientFiles.length).toBeGreaterThan(50);
    let checked = 0;
    for (const file of clientFiles) {
      const relative = path.relative(root, file);
      const text = readFileSync(file, 'utf8');
      for (const [, namespace] of text.matchAll(/useTranslations\('([^']+)'\)/g)) {
        checked++;
        expect([relative, namespace, reaches(areaOf(relative), namespace)]).toEqual([relative, namespace, true]);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
