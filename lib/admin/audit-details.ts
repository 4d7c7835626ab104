import type { Locale } from '@/i18n/routing';
import { translator } from '@/lib/i18n/messages';
import { formatTry } from '@/lib/money';

/**
 * An audit entry's details in one line for people, in their language (the dashboard's audit log):
 * changed fields by their form labels (`Başlık: Eski → Yeni`), the detail keys the code writes
 * (`changed`, `record`, `amount`…) by their own labels, order statuses and amounts as the dashboard
 * shows them (`auditWordsFor`). The API keeps its plain `summary` (lib/admin/audit-query.ts).
 */

const MAX_VALUE = 60;
const MAX_SUMMARY = 300;

const cut = (text: string) => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text);

/** A stored value, short: a localized text by its Turkish, a whole record by its title or name, long ones cut. */
export function shortValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return cut(value.map((item) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))).join(', '));
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // Localized texts { tr, en, ru }: the Turkish one stands for all.
    if (typeof record.tr === 'string') return shortValue(record.tr);
    // A whole record (a deleted one): its title or name says which it was.
    const label = record.title ?? record.name;
    if (label !== undefined && label !== null) return shortValue(label);
    return cut(JSON.stringify(value));
  }
  return cut(String(value));
}

/** The keys of details the code writes beside changed fields (lib/admin/crud.ts, tours/images.ts, orders). */
export const DETAIL_KEYS = ['changed', 'record', 'tourId', 'url', 'bytes', 'ids', 'orderUUID', 'from', 'amount', 'reason', 'oid', 'reference'] as const;
export type DetailKey = (typeof DETAIL_KEYS)[number];

export type AuditWords = {
  /** The label of a record's field (`title` of a tour → "Tur adı"); the name itself when there is none. */
  field: (entity: string, name: string) => string;
  /** The label of one of DETAIL_KEYS. */
  detail: (key: DetailKey) => string;
  /** An order status (`Pending` → "Bekliyor"). */
  status: (value: string) => string;
  /** Kuruş as money. */
  money: (kurus: number) => string;
  /** A field's value in words when it is a code (a payment store type), else undefined. */
  value?: (entity: string, name: string, value: unknown) => string | undefined;
};

const isDetailKey = (key: string): key is DetailKey => (DETAIL_KEYS as readonly string[]).includes(key);
const isChange = (value: unknown): value is { from?: unknown; to: unknown } => Boolean(value) && typeof value === 'object' && !Array.isArray(value) && 'to' in (value as object);

export function describeAuditDetails(entity: string, details: Record<string, unknown>, words: AuditWords): string {
  const parts = Object.entries(details).flatMap(([key, value]): string[] => {
    // A record's own field may share a detail key's name (a promo code's `amount`): a change is a change.
    if (isDetailKey(key) && !isChange(value)) {
      const label = words.detail(key);
      switch (key) {
        case 'changed':
          return Array.isArray(value) && value.length > 0 ? [`${label}: ${value.map((name) => words.field(entity, String(name))).join(', ')}`] : [];
        case 'tourId':
          return [`${label} #${value}`];
        case 'bytes':
          return typeof value === 'number' ? [`${label}: ${Math.max(1, Math.round(value / 1024))} KB`] : [];
        case 'from':
          // An order's status before the action.
          return typeof value === 'string' ? [`${label}: ${words.status(value)}`] : [];
        case 'amount':
          return typeof value === 'number' ? [`${label}: ${words.money(value)}`] : [];
        case 'reason':
        case 'reference':
          return value ? [`${label}: ${shortValue(value)}`] : [];
        default:
          return [`${label}: ${shortValue(value)}`];
      }
    }
    const field = words.field(entity, key);
    const say = (stored: unknown) => words.value?.(entity, key, stored) ?? shortValue(stored);
    if (isChange(value)) return ['from' in value ? `${field}: ${say(value.from)} → ${say(value.to)}` : `${field}: ${say(value.to)}`];
    return [`${field}: ${say(value)}`];
  });
  const line = parts.join('; ');
  return line.length > MAX_SUMMARY ? `${line.slice(0, MAX_SUMMARY - 1)}…` : line;
}

/** The `adminResources` screen of each kind of record the log names: its field labels name the changed fields. */
const resourceOf: Record<string, string> = {
  tour: 'tours',
  region: 'regions',
  blog: 'blogs',
  page: 'pages',
  slider: 'sliders',
  feature: 'features',
  testimonial: 'testimonials',
  pageTitle: 'pageTitles',
  faq: 'faqs',
  contactEmail: 'contactEmails',
  metaTags: 'metaTags',
  contacts: 'contacts',
  tourItinerary: 'tour-itineraries',
  tourImage: 'tourImages',
};

/** The words of the audit log in a language: field labels of the dashboard's forms, statuses, money. */
export function auditWordsFor(locale: Locale): AuditWords {
  const t = translator(locale);
  type Key = Parameters<typeof t>[0];
  const say = (key: string) => (t.has(key as Key) ? (t(key as Key) as string) : undefined);
  return {
    field: (entity, name) => {
      if (!/^[A-Za-z0-9]+$/.test(name)) return name;
      if (entity === 'settings') return say(`adminSettings.${name === 'paymentStoreType' ? 'storeType' : name}`) ?? name;
      const resource = resourceOf[entity];
      return (resource && say(`adminResources.${resource}.fields.${name}`)) || say(`adminResources.common.fields.${name}`) || name;
    },
    detail: (key) => say(`adminAudit.detailKeys.${key}`) ?? key,
    status: (value) => say(`adminBookings.status.${value}`) ?? value,
    money: (kurus) => formatTry(kurus, locale),
    value: (entity, name, value) =>
      entity === 'settings' && name === 'paymentStoreType' && (value === '3D_PAY_HOSTING' || value === '3D_PAY')
        ? say(`adminSettings.${value === '3D_PAY' ? 'storeTypePayShort' : 'storeTypeHostingShort'}`)
        : undefined,
  };
}
