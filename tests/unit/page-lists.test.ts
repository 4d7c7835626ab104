import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGES, SITE_PAGES_WITH_QUERIES } from '@/components/providers/catalogue-pages';
import { accountClientMessages, DASHBOARD_SHELL_MESSAGES, dashboardClientMessages, PAGE_NAMESPACES, publicClientMessages } from '@/lib/i18n/client-namespaces';
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
  // A dashboard island is checked against its own screen below; here, against every screen's list.
  const sent: Record<Area, Record<string, unknown>> = { public: publicClientMessages(raw), account: accountClientMessages(raw), dashboard: dashboardClientMessages(raw, dashboardScreens().flatMap((screen) => screen.listed)) };
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

/** `<DashboardMessages namespaces={[…]}>` of a page: the screen's own messages (components/providers/page-messages.tsx). */
const listedIn = (text: string) => [...text.matchAll(/<DashboardMessages namespaces=\{\[([^\]]*)\]\}/g)].flatMap(([, list]) => [...list.matchAll(/'([^']+)'/g)].map(([, name]) => name));

function dashboardScreens() {
  const folder = path.join(root, 'app/[locale]/(dashboard)');
  return files(folder)
    .filter((file) => file.endsWith('page.tsx'))
    .map((file) => ({ file: path.relative(root, file), listed: listedIn(readFileSync(file, 'utf8')) }));
}

/** A project import (`@/…` or relative) as a file, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/**
 * What the client components a file renders translate (`useTranslations('ns')`, `…('ns.part')`):
 * every file it imports, statically or with `import()`, followed past the first `'use client'`.
 */
function clientTranslations(entry: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, client: boolean) => {
    if (seen.has(`${client}:${file}`)) return;
    seen.add(`${client}:${file}`);
    const text = readFileSync(file, 'utf8');
    const inClient = client || /^['"]use client['"]/m.test(text);
    if (inClient) for (const [, namespace] of text.matchAll(/useTranslations\('([^']+)'\)/g)) found.add(namespace);
    const imported = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g), ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)];
    for (const [, specifier] of imported) {
      const next = resolveImport(file, specifier);
      if (next) visit(next, inClient);
    }
  };
  visit(entry, false);
  return found;
}

const covers = (names: readonly string[], namespace: string) => names.some((name) => namespace === name || namespace.startsWith(`${name}.`));

describe('the dashboard screens’ messages (DashboardMessages)', () => {
  it('the frame (layout, error and not-found pages) translates only with DASHBOARD_SHELL_MESSAGES', () => {
    const folder = path.join(root, 'app/[locale]/(dashboard)');
    const used = ['layout.tsx', 'error.tsx', 'not-found.tsx'].flatMap((name) => [...clientTranslations(path.join(folder, name))]);
    expect(used.length).toBeGreaterThan(3);
    for (const namespace of used) expect([namespace, covers(DASHBOARD_SHELL_MESSAGES, namespace)]).toEqual([namespace, true]);
  });

  it('each screen names exactly what its islands translate beyond the frame’s', () => {
    const screens = dashboardScreens();
    expect(screens.length).toBeGreaterThan(30);
    for (const { file, listed } of screens) {
      const needed = [...clientTranslations(path.join(root, file))].filter((namespace) => !covers(DASHBOARD_SHELL_MESSAGES, namespace));
      // Everything an island translates is sent…
      for (const namespace of needed) expect([file, namespace, covers(listed, namespace)]).toEqual([file, namespace, true]);
      // …and nothing else: a name no island of the screen uses would weigh on every load of it.
      for (const name of listed) expect([file, name, needed.some((namespace) => namespace === name || namespace.startsWith(`${name}.`))]).toEqual([file, name, true]);
    }
  });

  it('a screen is sent its own messages and the frame’s, not every screen’s', () => {
    const raw = loadMessages('tr') as Record<string, unknown>;
    const size = (messages: unknown) => JSON.stringify(messages).length;
    const everything = size(dashboardClientMessages(raw, dashboardScreens().flatMap((screen) => screen.listed)));
    const blogs = dashboardScreens().find((screen) => screen.file.endsWith('db-add-Blogs/page.tsx'))!;
    expect(size(dashboardClientMessages(raw, blogs.listed))).toBeLessThan(everything / 2);
    expect(Object.keys(dashboardClientMessages(raw, blogs.listed))).toEqual(expect.arrayContaining(['adminResources', 'validation', 'dashboard']));
    expect(dashboardClientMessages(raw, blogs.listed)).not.toHaveProperty('adminBookings');
  });
});
