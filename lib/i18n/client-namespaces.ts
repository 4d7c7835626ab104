/**
 * Namespaces only server components use stay out of the HTML of every page (page copy, e-mails, the
 * bank simulator): the browser receives just what its islands translate.
 */
const SERVER_ONLY_NAMESPACES = new Set(['site', 'footer', 'notFound', 'tours', 'tourDetail', 'tourSearch', 'tourCard', 'destinations', 'about', 'blog', 'pages', 'content', 'mail', 'bankSimulator']);

/**
 * Namespaces of the account pages' islands (sign-in, cart, checkout, payment, my bookings, profile),
 * the largest part of the messages: the catalogue pages, cached and sent to every visitor, leave them
 * out (app/[locale]/(account)/layout.tsx and the dashboard add them back).
 */
const ACCOUNT_NAMESPACES = new Set(['api', 'legal', 'checkout', 'myBookings', 'payment', 'eft', 'bankCodes', 'cart', 'account', 'auth']);
/** What the header (user menu) and the dashboard sidebar need of an account namespace. */
const SHELL_PARTS: Record<string, string[]> = { auth: ['header'] };

/** The dashboard's own namespaces (`admin…`) reach the browser only on dashboard pages. */
const isDashboardNamespace = (namespace: string) => namespace.startsWith('admin');

function pick(messages: Record<string, unknown>, keep: (namespace: string) => boolean) {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => keep(namespace)));
}

/** Messages the public pages' client islands translate (the header, footer and catalogue islands). */
export function publicClientMessages(messages: Record<string, unknown>) {
  const shell = pick(messages, (namespace) => !SERVER_ONLY_NAMESPACES.has(namespace) && !isDashboardNamespace(namespace) && !ACCOUNT_NAMESPACES.has(namespace));
  for (const [namespace, keys] of Object.entries(SHELL_PARTS)) {
    const source = messages[namespace];
    if (source && typeof source === 'object') shell[namespace] = pick(source as Record<string, unknown>, (key) => keys.includes(key));
  }
  return shell;
}

/** Messages of the account pages' islands: the public ones plus sign-in, cart, checkout, payment, bookings. */
export function accountClientMessages(messages: Record<string, unknown>) {
  return pick(messages, (namespace) => !SERVER_ONLY_NAMESPACES.has(namespace) && !isDashboardNamespace(namespace));
}

/** Messages the dashboard's client screens translate: the account pages' plus the dashboard's own. */
export function dashboardClientMessages(messages: Record<string, unknown>) {
  return pick(messages, (namespace) => !SERVER_ONLY_NAMESPACES.has(namespace) || isDashboardNamespace(namespace));
}
