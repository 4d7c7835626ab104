import compile from 'icu-minify/compile';

/**
 * Namespaces only server components use stay out of the HTML of every page (page copy, e-mails, the
 * bank simulator): the browser receives just what its islands translate.
 */
const SERVER_ONLY_NAMESPACES = new Set(['voucher', 'site', 'footer', 'notFound', 'home', 'tours', 'tourDetail', 'tourReviews', 'tourSearch', 'tourCard', 'destinations', 'about', 'blog', 'pages', 'content', 'mail', 'bankSimulator']);

/**
 * Namespaces of the account pages' islands (sign-in, cart, checkout, payment, my bookings, profile),
 * the largest part of the messages: the catalogue pages, cached and sent to every visitor, leave them
 * out (app/[locale]/(account)/layout.tsx and the dashboard add them back).
 */
const ACCOUNT_NAMESPACES = new Set(['travellers', 'api', 'pricing', 'legal', 'checkout', 'myBookings', 'review', 'payment', 'eft', 'bankCodes', 'cart', 'account', 'auth']);
/**
 * Namespaces of islands that live on one public page each (the contact form, the help centre's FAQ,
 * the booking form) or outside the public pages (the dashboard sidebar): left out of every other
 * cached page's HTML; those pages add theirs with `PageMessages` (components/providers/page-messages.tsx).
 */
export const PAGE_NAMESPACES = ['contact', 'validation', 'helpCenter', 'booking', 'dashboard'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];
const isPageNamespace = (namespace: string) => (PAGE_NAMESPACES as readonly string[]).includes(namespace);

/** What the header (user menu) and the dashboard sidebar need of an account namespace. */
const SHELL_PARTS: Record<string, string[]> = { auth: ['header'] };

/** The dashboard's own namespaces (`admin…`) reach the browser only on dashboard pages. */
const isDashboardNamespace = (namespace: string) => namespace.startsWith('admin');

function pick(messages: Record<string, unknown>, keep: (namespace: string) => boolean) {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => keep(namespace)));
}

type Tree = { [key: string]: unknown };

/**
 * The browser formats messages with icu-minify's small runtime instead of parsing ICU (the parser
 * stays on the server; next.config.ts, lib/i18n/format-message.ts): every message it is sent is
 * compiled here, and a plain text is sent as a one-item array too, so that the server, formatting
 * the same messages while rendering the client islands, can tell a compiled message from an ICU one.
 * Compiled once per catalogue and namespace (the catalogues are the same objects for the process).
 */
const compiledNamespaces = new WeakMap<object, Map<string, unknown>>();

function compileTree(tree: unknown): unknown {
  if (typeof tree === 'string') {
    const compiled = compile(tree);
    // A round trip through JSON gives plain objects (icu-minify's have no prototype, which React
    // refuses to pass to client components), as next-intl's own build-time compilation does.
    return typeof compiled === 'string' ? [compiled] : JSON.parse(JSON.stringify(compiled));
  }
  if (tree && typeof tree === 'object') return Object.fromEntries(Object.entries(tree as Tree).map(([key, value]) => [key, compileTree(value)]));
  return tree;
}

function compiledNamespace(messages: Tree, namespace: string, value: unknown) {
  let cache = compiledNamespaces.get(messages);
  if (!cache) compiledNamespaces.set(messages, (cache = new Map()));
  let compiled = cache.get(namespace);
  if (compiled === undefined) cache.set(namespace, (compiled = compileTree(value)));
  return compiled;
}

/** `picked` (namespaces of `messages`, or parts of them) compiled for the browser. */
function compiled(messages: Record<string, unknown>, picked: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(picked).map(([namespace, value]) => [namespace, value === messages[namespace] ? compiledNamespace(messages, namespace, value) : compileTree(value)]),
  );
}

/** Messages the public pages' client islands translate (the header, footer and catalogue islands). */
export function publicClientMessages(messages: Record<string, unknown>, pageNamespaces: readonly PageNamespace[] = []) {
  const shell = pick(
    messages,
    (namespace) =>
      !SERVER_ONLY_NAMESPACES.has(namespace) && !isDashboardNamespace(namespace) && !ACCOUNT_NAMESPACES.has(namespace) && (!isPageNamespace(namespace) || pageNamespaces.includes(namespace as PageNamespace)),
  );
  for (const [namespace, keys] of Object.entries(SHELL_PARTS)) {
    const source = messages[namespace];
    if (source && typeof source === 'object') shell[namespace] = pick(source as Record<string, unknown>, (key) => keys.includes(key));
  }
  return compiled(messages, shell);
}

/** Messages of the account pages' islands: the public ones plus sign-in, cart, checkout, payment, bookings. */
export function accountClientMessages(messages: Record<string, unknown>) {
  return compiled(messages, pick(messages, (namespace) => !SERVER_ONLY_NAMESPACES.has(namespace) && !isDashboardNamespace(namespace)));
}

/**
 * What the dashboard's frame translates on every dashboard page: the top bar (language, theme,
 * sign-out), the sidebar, the busy indicator, the error page. A namespace or one part of it (`auth.header`).
 */
export const DASHBOARD_SHELL_MESSAGES = ['dashboard', 'admin', 'auth.header', 'language', 'theme', 'error', 'errors', 'loading'] as const;

/** The namespaces and parts (`auth.header`) of `messages` that `parts` names. */
function pickParts(messages: Record<string, unknown>, parts: readonly string[]) {
  const out: Tree = {};
  for (const part of new Set(parts)) {
    const [namespace, ...path] = part.split('.');
    const source = messages[namespace];
    if (source === undefined) continue;
    if (path.length === 0) {
      out[namespace] = source;
      continue;
    }
    if (out[namespace] === source) continue;
    const value = path.reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], source);
    if (value === undefined) continue;
    let target = (out[namespace] ??= {}) as Tree;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Tree;
    target[path.at(-1)!] = value;
  }
  // A whole namespace named after one of its parts wins.
  for (const part of parts) if (!part.includes('.') && messages[part] !== undefined) out[part] = messages[part];
  return out;
}

/**
 * Messages a dashboard page's client islands translate: the frame's, and the screen's own that the
 * page names with `DashboardMessages` (components/providers/page-messages.tsx). A staff member's or a
 * guide's phone loads a screen with its own messages, not every screen's (98 KB of the HTML of each
 * dashboard page before); tests/unit/page-lists.test.ts derives each screen's list from its imports.
 */
export function dashboardClientMessages(messages: Record<string, unknown>, screen: readonly string[] = []) {
  return compiled(messages, pickParts(messages, [...DASHBOARD_SHELL_MESSAGES, ...screen]));
}
