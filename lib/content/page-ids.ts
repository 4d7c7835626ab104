/**
 * docs/product-rules.md#screens: the static pages the footer links, by meaning. Safe in client components (unlike
 * ./pages, which reads the database).
 */
export const PAGE_IDS = { about: 13, kvkk: 14, cookies: 15, terms: 16, paymentMethods: 17, privacy: 18, cancellation: 19 } as const;
