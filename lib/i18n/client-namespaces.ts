/**
 * Namespaces only server components use stay out of the HTML of every page (page copy, e-mails, the
 * bank simulator): the browser receives just what its islands translate.
 */
const SERVER_ONLY_NAMESPACES = new Set(['site', 'footer', 'notFound', 'tours', 'tourDetail', 'tourSearch', 'tourCard', 'destinations', 'about', 'blog', 'pages', 'content', 'mail', 'bankSimulator']);

/** The dashboard's own namespaces (`admin…`) reach the browser only on dashboard pages. */
const isDashboardNamespace = (namespace: string) => namespace.startsWith('admin');

function pick(messages: Record<string, unknown>, keep: (namespace: string) => boolean) {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => keep(namespace)));
}

/** Messages the public pages' client islands translate. */
export function publicClientMessages(messages: Record<string, unknown>) {
  return pick(messages, (namespace) => !SERVER_ONLY_NAMESPACES.has(namespace) && !isDashboardNamespace(namespace));
}

/** Messages the dashboard's client screens translate: the public islands' plus the dashboard's own. */
export function dashboardClientMessages(messages: Record<string, unknown>) {
  return pick(messages, (namespace) => !SERVER_ONLY_NAMESPACES.has(namespace) || isDashboardNamespace(namespace));
}
