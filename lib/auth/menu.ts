import { translator } from '@/lib/i18n/messages';
import type { Locale } from '@/i18n/routing';
import type { Role } from './dashboard-routes';

/** docs/product-rules.md#bookings (Login result): Menu entries have subItems with url, optionally nested subNavLeftItems. */
export type MenuLink = { key: string; title: string; url: string };
type MenuItem = MenuLink & { subNavLeftItems?: MenuLink[] };
export type MenuEntry = { key: string; title: string; subItems: MenuItem[] };

type Link = { key: string; url: string; children?: Link[] };
type Section = { key: string; items: Link[] };

const customerMenu: Section[] = [
  {
    key: 'account',
    items: [
      { key: 'overview', url: '/db-main' },
      { key: 'myBookings', url: '/my-bookings' },
      { key: 'wishlist', url: '/db-wishlist' },
      { key: 'profile', url: '/db-profile' },
    ],
  },
];

/** A guide's dashboard is the check-in of their departures, and their profile (docs/auth.md "Roles"). */
const guideMenu: Section[] = [
  {
    key: 'guide',
    items: [
      { key: 'guideDepartures', url: '/db-guide' },
      { key: 'profile', url: '/db-profile' },
    ],
  },
];

const adminMenu: Section[] = [
  {
    key: 'account',
    items: [
      { key: 'overview', url: '/db-main' },
      { key: 'wishlist', url: '/db-wishlist' },
      { key: 'profile', url: '/db-profile' },
    ],
  },
  {
    key: 'sales',
    items: [
      { key: 'bookings', url: '/db-booking' },
      { key: 'reports', url: '/db-reports' },
      { key: 'messages', url: '/db-messages' },
      { key: 'reviews', url: '/db-reviews' },
      { key: 'promoCodes', url: '/db-promo-codes' },
    ],
  },
  {
    key: 'tours',
    items: [
      { key: 'listing', url: '/db-listing' },
      {
        key: 'addTour',
        url: '/db-add-tour',
        children: [
          { key: 'tourImages', url: '/db-add-tour-images' },
          { key: 'tourItineraries', url: '/db-add-tour-itineraries' },
        ],
      },
      { key: 'quickTour', url: '/db-quickTour' },
      { key: 'regions', url: '/db-add-region' },
      { key: 'priceRules', url: '/db-price-rules' },
    ],
  },
  {
    key: 'payments',
    items: [
      { key: 'installmentProgrammes', url: '/db-add-InstallmentProgrammes' },
      { key: 'cardBins', url: '/db-add-CardBins' },
      { key: 'installmentCaps', url: '/db-add-InstallmentCaps' },
    ],
  },
  {
    key: 'content',
    items: [
      { key: 'sliders', url: '/db-add-slayder' },
      { key: 'blogs', url: '/db-add-Blogs' },
      { key: 'features', url: '/db-add-Features' },
      { key: 'testimonials', url: '/db-add-Testimonials' },
      { key: 'pages', url: '/db-add-Pages' },
      { key: 'pageTitles', url: '/db-add-PageTitles' },
      { key: 'faqs', url: '/db-add-Faqs' },
    ],
  },
  {
    key: 'site',
    items: [
      { key: 'metaTags', url: '/db-add-MetaTags' },
      { key: 'contacts', url: '/db-add-Contacts' },
      { key: 'contactEmails', url: '/db-add-ContactEmails' },
      { key: 'agencySettings', url: '/db-settings' },
      { key: 'auditLog', url: '/db-audit-log' },
    ],
  },
];

/** The dashboard navigation of a role, in a language (a temporary user has none). */
export function menuFor(role: Role, locale: Locale): MenuEntry[] {
  if (role === 'guest') return [];
  const t = translator(locale);
  const title = (key: string) => t(`dashboard.menu.${key}` as Parameters<typeof t>[0]);
  const link = ({ key, url }: Link): MenuLink => ({ key, title: title(key), url });
  return (role === 'admin' ? adminMenu : role === 'guide' ? guideMenu : customerMenu).map((section) => ({
    key: section.key,
    title: title(section.key),
    subItems: section.items.map((item) => (item.children ? { ...link(item), subNavLeftItems: item.children.map(link) } : link(item))),
  }));
}
