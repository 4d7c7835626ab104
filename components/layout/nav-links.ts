/** docs/product-rules.md#screens: the desktop navigation and the mobile menu's items. */
export const desktopNav = [
  { href: '/', key: 'home' },
  { href: '/blog-list-1', key: 'blog' },
  { href: '/tour-list-1', key: 'tours' },
  { href: '/contact', key: 'contact' },
] as const;

/** The drawer's list; "Contact" is in it once, the drawer has no separate contact button. */
export const mobileNav = [
  { href: '/', key: 'home' },
  { href: '/blog-list-1', key: 'blog' },
  { href: '/cart', key: 'cart' },
  { href: '/tour-list-1', key: 'tours' },
  { href: '/contact', key: 'contact' },
] as const;
