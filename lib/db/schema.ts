import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  numeric,
} from 'drizzle-orm/pg-core';
import { orderStatuses, paymentMethods, paymentStatuses } from '../orders/status';
import type { InstallmentPlan } from '../payments/installments/plans';
import type { OrderPricing } from '../pricing/breakdown';

/** Every content text is stored in the three site languages; Turkish is the fallback. */
export type Localized = { tr: string; en: string; ru: string };
export type LocalizedList = { tr: string[]; en: string[]; ru: string[] };

const localized = (name: string) => jsonb(name).$type<Localized>();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- people and sessions

/** `guide`: staff who check travellers in on the departures assigned to them, and nothing else (docs/auth.md "Roles"). */
export const userRole = pgEnum('user_role', ['guest', 'customer', 'admin', 'guide']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Empty for a temporary (guest) user, as the spec's session rules expect. */
    email: text('email').notNull().default(''),
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    role: userRole('role').notNull().default('customer'),
    locale: text('locale').notNull().default('tr'),
    /**
     * When the owner first proved control of the address (a code sign-in or a password reset by
     * code); null while nobody has (docs/auth.md "Proven sessions").
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * When its owner erased the account (lib/account/personal-data.ts): the row, without address,
     * name or password, only holds the bookings the law keeps; nothing is sent to or written for it.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One account per address whatever its letter case (the code lower-cases, the database makes sure).
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** All tokens rotated from one sign-in share a family; reuse of an old one revokes the family. */
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Whether this sign-in proved control of the account's e-mail (docs/auth.md "Proven sessions"). */
    proven: boolean('proven').notNull().default(false),
    /** A temporary user whose orders join the account once a sign-in from this browser is proven. */
    carriedGuestId: integer('carried_guest_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the sign-in (the family) began, copied on every renewal: no token outlives SESSION_MAX_AGE_SECONDS from it. */
    familyStartedAt: timestamp('family_started_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    // "Was any token of this family revoked?" is asked on every signed-in request (lib/auth/refresh-tokens.ts).
    index('refresh_tokens_family_revoked_idx').on(t.familyId).where(sql`${t.revokedAt} is not null`),
    // Ending a user's sessions (password change or reset, proof of the address) and removing
    // temporary users find their tokens by these; the table grows with every renewal.
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_carried_guest_idx').on(t.carriedGuestId).where(sql`${t.carriedGuestId} is not null`),
  ],
);

export const otpPurpose = pgEnum('otp_purpose', ['login', 'reset', 'erase']);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: otpPurpose('purpose').notNull().default('login'),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The browser that asked for the code: a keyed hash of its `otp_requester` cookie. Only that
     * browser can use the code, and a new code ends only its own earlier ones (docs/decisions/0175).
     */
    requester: text('requester'),
    /** The network the code was asked from (an IPv4 address, an IPv6 /64): the daily cap counts per address and network too. */
    network: text('network'),
    /** Asked by a browser that signed in to the address before (`otp_known`): counted in that allowance, not the strangers' caps (docs/decisions/0178). */
    knownBrowser: boolean('known_browser').notNull().default(false),
  },
  (t) => [index('one_time_codes_email_idx').on(t.email, t.createdAt)],
);

/** Fixed-window counters shared by every app server (login, OTP, contact form, payment initiation). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Leases so that a periodic job runs on one app server at a time. */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
});

/** Binary data: a Buffer in both drivers (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Pictures uploaded in the dashboard, when every app server must read them (UPLOADS_STORE=database,
 * the default on PostgreSQL; lib/admin/uploads.ts). `path` is the part after /uploads/.
 */
export const uploadedFiles = pgTable('uploaded_files', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- catalogue

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: localized('name').notNull(),
  description: localized('description').notNull(),
  image: text('image').notNull().default(''),
  orderNo: integer('order_no').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The spec's fixed list: 1 nature, 2 adventure, 3 culture, 4 food, 5 city tours. */
export const tourTypes = pgTable('tour_types', {
  id: integer('id').primaryKey(),
  name: localized('name').notNull(),
});

export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id').notNull().references(() => regions.id, { onDelete: 'restrict' }),
    tourTypeId: integer('tour_type_id').notNull().references(() => tourTypes.id, { onDelete: 'restrict' }),
    title: localized('title').notNull(),
    summary: localized('summary').notNull(),
    description: localized('description').notNull(),
    included: jsonb('included').$type<LocalizedList>().notNull(),
    excluded: jsonb('excluded').$type<LocalizedList>().notNull(),
    meetingPoint: localized('meeting_point').notNull(),
    durationDays: integer('duration_days').notNull().default(1),
    /** Prices are integer kuruş. */
    adultPrice: integer('adult_price').notNull(),
    childPrice: integer('child_price').notNull(),
    babyPrice: integer('baby_price').notNull().default(0),
    /** Children are from babyAgeMax+1 up to childAgeMax years old; babies 0..babyAgeMax. */
    childAgeMax: smallint('child_age_max').notNull().default(11),
    babyAgeMax: smallint('baby_age_max').notNull().default(2),
    maxPerBooking: smallint('max_per_booking').notNull().default(20),
    bookingCutoffHours: smallint('booking_cutoff_hours').notNull().default(12),
    /** The tour needs the list of travellers' identity documents (nationality and TCKN or passport of every traveller). */
    requiresIdList: boolean('requires_id_list').notNull().default(false),
    /** Where the tour goes, for the legal installment caps (`installment_caps`): 'domestic' or 'abroad'. */
    travelScope: text('travel_scope').notNull().default('domestic'),
    /** The tour's own limit on card installments (1: single payment only); the legal cap applies on top. */
    maxInstallments: smallint('max_installments').notNull().default(12),
    coverImage: text('cover_image').notNull().default(''),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tours_region_idx').on(t.regionId),
    index('tours_type_idx').on(t.tourTypeId),
    check('tours_prices_non_negative', sql`${t.adultPrice} >= 0 AND ${t.childPrice} >= 0 AND ${t.babyPrice} >= 0`),
    check('tours_travel_scope', sql`${t.travelScope} IN ('domestic', 'abroad')`),
  ],
);

export const tourImages = pgTable(
  'tour_images',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id').notNull().references(() => tours.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: localized('alt').notNull(),
    width: integer('width').notNull().default(1200),
    height: integer('height').notNull().default(800),
    sortOrder: integer('sort_order').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
  },
  (t) => [index('tour_images_tour_idx').on(t.tourId, t.sortOrder)],
);

export const tourItineraries = pgTable(
  'tour_itineraries',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id').notNull().references(() => tours.id, { onDelete: 'cascade' }),
    dayNo: integer('day_no').notNull(),
    title: localized('title').notNull(),
    description: localized('description').notNull(),
  },
  (t) => [uniqueIndex('tour_itineraries_day_unique').on(t.tourId, t.dayNo)],
);

export const tourDepartures = pgTable(
  'tour_departures',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id').notNull().references(() => tours.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    capacity: integer('capacity').notNull(),
    /** Seats held by unexpired orders; changed only with a guarded UPDATE so it can never pass capacity. */
    seatsTaken: integer('seats_taken').notNull().default(0),
    adultPriceOverride: integer('adult_price_override'),
    childPriceOverride: integer('child_price_override'),
    babyPriceOverride: integer('baby_price_override'),
    isActive: boolean('is_active').notNull().default(true),
    /** The guide who checks travellers in on this departure (a user with the role `guide`); null: none assigned. */
    guideUserId: integer('guide_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('tour_departures_tour_idx').on(t.tourId, t.startsOn),
    index('tour_departures_guide_idx').on(t.guideUserId, t.startsOn),
    // One departure per tour and start; a departure without a start time counts once per day.
    // DEFERRABLE INITIALLY DEFERRED (drizzle/0003, which Drizzle's builder cannot say): checked at
    // commit, so one save may swap the dates of two departures.
    unique('tour_departures_start_unique').on(t.tourId, t.startsOn, t.startTime).nullsNotDistinct(),
    check('tour_departures_seats', sql`${t.seatsTaken} >= 0 AND ${t.seatsTaken} <= ${t.capacity}`),
  ],
);

/**
 * Early booking, last minute and deposit of a tour, or of one departure (then it replaces the
 * tour's row for that departure). Percentages are whole percent; amounts kuruş: early-booking and
 * last-minute amounts per paying traveller (adults and children), the deposit amount per booking.
 * Priced by lib/pricing/price.ts (docs/decisions/0080).
 */
export const tourPriceRules = pgTable(
  'tour_price_rules',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id').notNull().references(() => tours.id, { onDelete: 'cascade' }),
    departureId: integer('departure_id').references(() => tourDepartures.id, { onDelete: 'cascade' }),
    earlyPercent: smallint('early_percent'),
    earlyAmount: integer('early_amount'),
    /** Early booking ends this many days before the departure… */
    earlyDaysBefore: smallint('early_days_before'),
    /** …or on this day (Istanbul), whichever comes first. */
    earlyUntil: date('early_until', { mode: 'string' }),
    lastMinutePercent: smallint('last_minute_percent'),
    lastMinuteAmount: integer('last_minute_amount'),
    /** Last-minute price within this many days before the departure. */
    lastMinuteDays: smallint('last_minute_days'),
    depositPercent: smallint('deposit_percent'),
    depositAmount: integer('deposit_amount'),
    /** The balance is due this many days before the departure. */
    balanceDueDays: smallint('balance_due_days'),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('tour_price_rules_target_unique').on(t.tourId, t.departureId).nullsNotDistinct(),
    check('tour_price_rules_percents', sql`coalesce(${t.earlyPercent}, 0) between 0 and 90 AND coalesce(${t.lastMinutePercent}, 0) between 0 and 90 AND coalesce(${t.depositPercent}, 0) between 0 and 100`),
    check('tour_price_rules_amounts', sql`coalesce(${t.earlyAmount}, 0) >= 0 AND coalesce(${t.lastMinuteAmount}, 0) >= 0 AND coalesce(${t.depositAmount}, 0) >= 0`),
  ],
);

/** Promo codes (docs/decisions/0082). `usedCount` counts paid orders only, one use per order (promo_code_uses). */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored in capitals; customers may type any case. */
    code: text('code').notNull().unique(),
    percent: smallint('percent'),
    /** Kuruş off the booking. */
    amount: integer('amount'),
    bookingFrom: date('booking_from', { mode: 'string' }),
    bookingUntil: date('booking_until', { mode: 'string' }),
    travelFrom: date('travel_from', { mode: 'string' }),
    travelUntil: date('travel_until', { mode: 'string' }),
    /** Empty: every tour (region, type). */
    tourIds: jsonb('tour_ids').$type<number[]>().notNull().default([]),
    regionIds: jsonb('region_ids').$type<number[]>().notNull().default([]),
    tourTypeIds: jsonb('tour_type_ids').$type<number[]>().notNull().default([]),
    minTravellers: smallint('min_travellers').notNull().default(1),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Also on lines that already have an early-booking discount. */
    stackable: boolean('stackable').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('promo_codes_values', sql`coalesce(${t.percent}, 0) between 0 and 100 AND coalesce(${t.amount}, 0) >= 0 AND ${t.usedCount} >= 0`)],
);

export const wishlists = pgTable(
  'wishlists',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tourId: integer('tour_id').notNull().references(() => tours.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tourId] })],
);

// ---------------------------------------------------------------- site content

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  subtitle: localized('subtitle').notNull(),
  image: text('image').notNull(),
  linkUrl: text('link_url').notNull().default('/tour-list-1'),
  orderNo: integer('order_no').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  summary: localized('summary').notNull(),
  body: localized('body').notNull(),
  image: text('image').notNull().default(''),
  author: text('author').notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  icon: text('icon').notNull().default('star'),
  orderNo: integer('order_no').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  location: localized('location').notNull(),
  text: localized('text').notNull(),
  rating: smallint('rating').notNull().default(5),
  orderNo: integer('order_no').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Static pages; the footer links ids 13–19. */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  body: localized('body').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Banner titles of the general pages, keyed by route (about, contact, tour-list, ...). */
export const pageTitles = pgTable('page_titles', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: localized('title').notNull(),
  subtitle: localized('subtitle').notNull(),
  image: text('image').notNull().default(''),
});

/** Questions and answers of the help centre. */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  category: localized('category').notNull(),
  question: localized('question').notNull(),
  answer: localized('answer').notNull(),
  orderNo: integer('order_no').notNull().default(0),
});

/** The spec's site meta tags record (id 2). */
export const metaTags = pgTable('meta_tags', {
  id: serial('id').primaryKey(),
  title: localized('title').notNull(),
  description: localized('description').notNull(),
  keywords: localized('keywords').notNull(),
  siteLogo: text('site_logo').notNull().default('/images/logo.svg'),
  facebook: text('facebook').notNull().default(''),
  instagram: text('instagram').notNull().default(''),
});

/** The spec's contacts record (id 1). */
export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  phone1: text('phone1').notNull(),
  phone2: text('phone2').notNull().default(''),
  /** The number customers write to on WhatsApp ("+90 532 555 01 23"); empty: no WhatsApp link anywhere. */
  whatsapp: text('whatsapp').notNull().default(''),
  address: localized('address').notNull(),
  email: text('email').notNull(),
});

/** Recipients of contact-form notifications. */
export const contactEmails = pgTable('contact_emails', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull(),
  locale: text('locale').notNull().default('tr'),
  ip: text('ip').notNull().default(''),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One row (id 1) of agency settings edited in /db-settings. */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey().default(1),
  companyName: text('company_name').notNull(),
  bankName: text('bank_name').notNull(),
  iban: text('iban').notNull(),
  tursabLicenceNo: text('tursab_licence_no').notNull(),
  mersisNo: text('mersis_no').notNull().default(''),
  paymentStoreType: text('payment_store_type').notNull().default('3D_PAY_HOSTING'),
  /** An unpaid balance at its due date cancels the booking (else staff are only told); docs/decisions/0081. */
  cancelOnOverdueBalance: boolean('cancel_on_overdue_balance').notNull().default(false),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- cart

export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    tourId: integer('tour_id').notNull().references(() => tours.id, { onDelete: 'cascade' }),
    departureId: integer('departure_id').notNull().references(() => tourDepartures.id, { onDelete: 'cascade' }),
    adultQuantity: smallint('adult_quantity').notNull().default(0),
    childQuantity: smallint('child_quantity').notNull().default(0),
    babyQuantity: smallint('baby_quantity').notNull().default(0),
    quantity: smallint('quantity').notNull(),
    /** Kuruş, computed on the server from the tour's and departure's prices. */
    sumPrice: integer('sum_price').notNull(),
    createdAt: createdAt(),
  },
  // One line per departure in a cart: adding a departure again replaces its line (lib/cart/cart.ts).
  (t) => [index('cart_items_cart_idx').on(t.cartId), uniqueIndex('cart_items_cart_departure_idx').on(t.cartId, t.departureId)],
);

// ---------------------------------------------------------------- orders and payments

// The lists live in lib/orders/status.ts (statuses are listed once).
export const orderStatus = pgEnum('order_status', orderStatuses);
export const paymentStatus = pgEnum('payment_status', paymentStatuses);
export const paymentMethod = pgEnum('payment_method', paymentMethods);

export type LegalAcceptance = { document: string; version: string; textHash: string; acceptedAt: string; ip: string };

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderUUID: uuid('order_uuid').notNull().unique().defaultRandom(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    /** Kuruş. */
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull().default('TRY'),
    orderStatus: orderStatus('order_status').notNull().default('Pending'),
    paymentStatus: paymentStatus('payment_status').notNull().default('Pending'),
    paymentMethod: paymentMethod('payment_method').notNull(),
    reservationName: text('reservation_name').notNull(),
    reservationSurName: text('reservation_surname').notNull(),
    reservationEmail: text('reservation_email').notNull(),
    reservationPhone: text('reservation_phone').notNull(),
    reservationAddress: text('reservation_address').notNull(),
    reservationTaxNo: text('reservation_tax_no'),
    reservationTaxOffice: text('reservation_tax_office'),
    reservationTckn: text('reservation_tckn'),
    locale: text('locale').notNull().default('tr'),
    acceptances: jsonb('acceptances').$type<LegalAcceptance[]>().notNull().default([]),
    /** The browser's key for one checkout; a second submit with the same key returns the same order. */
    idempotencyKey: text('idempotency_key').unique(),
    /** Unpaid orders release their seats after this moment. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The network the order was placed from (lib/security/rate-limit.ts addressNetwork: an IPv4 address, an IPv6 /64): limits unpaid seat holds per address. */
    ip: text('ip').notNull().default(''),
    /** When the voucher e-mail went out (once: lib/travellers/voucher-mail.ts claims it with a guarded UPDATE). */
    voucherSentAt: timestamp('voucher_sent_at', { withTimezone: true }),
    /** When staff last sent the "please add your travellers" reminder (one per 10 minutes). */
    travellersRemindedAt: timestamp('travellers_reminded_at', { withTimezone: true }),
    /** The priced breakdown at checkout (lib/pricing/breakdown.ts): travellers × prices, discounts, deposit. */
    pricing: jsonb('pricing').$type<OrderPricing>(),
    /** Kuruş before discounts; totalAmount is after them. */
    subtotalAmount: integer('subtotal_amount'),
    discountAmount: integer('discount_amount').notNull().default(0),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** Due at booking: the deposit, or the total when the tour takes none. */
    depositAmount: integer('deposit_amount'),
    /** The balance's due day (Istanbul) when a deposit was taken. */
    balanceDueOn: date('balance_due_on', { mode: 'string' }),
    balanceReminderSentAt: timestamp('balance_reminder_sent_at', { withTimezone: true }),
    /** Set once by the balance job when the due day passed unpaid; staff see it flagged. */
    balanceOverdueAt: timestamp('balance_overdue_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.orderDate),
    index('orders_status_idx').on(t.orderStatus, t.holdExpiresAt),
    index('orders_ip_idx').on(t.ip, t.orderStatus),
    index('orders_promo_idx').on(t.promoCodeId),
    index('orders_balance_idx').on(t.paymentStatus, t.balanceDueOn),
    // The order number (lib/orders/number.ts) is the UUID's first 8 characters: one order per number
    // (docs/decisions/0176). Also what staff's search by number uses.
    uniqueIndex('orders_number_unique').on(sql`left(${t.orderUUID}::text, 8)`),
    check('orders_amounts', sql`${t.totalAmount} >= 0 AND ${t.discountAmount} >= 0`),
  ],
);

export const orderDetails = pgTable(
  'order_details',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    tourId: integer('tour_id').notNull().references(() => tours.id, { onDelete: 'restrict' }),
    departureId: integer('departure_id').notNull().references(() => tourDepartures.id, { onDelete: 'restrict' }),
    tourName: text('tour_name').notNull().default('Tur'),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    adultQuantity: smallint('adult_quantity').notNull().default(0),
    adultPrice: integer('adult_price').notNull().default(0),
    childQuantity: smallint('child_quantity').notNull().default(0),
    childPrice: integer('child_price').notNull().default(0),
    babyQuantity: smallint('baby_quantity').notNull().default(0),
    babyPrice: integer('baby_price').notNull().default(0),
    lineTotal: integer('line_total').notNull(),
  },
  (t) => [index('order_details_order_idx').on(t.orderId), index('order_details_departure_idx').on(t.departureId)],
);

export const travellerCategory = pgEnum('traveller_category', ['adult', 'child', 'baby']);

/**
 * One traveller per seat of an order line (docs/booking-and-payments.md "Travellers"): seat 0… of the
 * line's adults, then children, then babies. Rows are written whole by lib/travellers/save.ts.
 */
export const orderTravellers = pgTable(
  'order_travellers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    orderDetailId: integer('order_detail_id').notNull().references(() => orderDetails.id, { onDelete: 'cascade' }),
    seat: smallint('seat').notNull(),
    category: travellerCategory('category').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    /** ISO 3166-1 alpha-2 ("TR"); null when the tour needs no ID list and none was given. */
    nationality: text('nationality'),
    /** T.C. kimlik numarası of a Turkish citizen. */
    tckn: text('tckn'),
    /** Passport number of a foreign traveller. */
    passportNo: text('passport_no'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('order_travellers_seat_unique').on(t.orderDetailId, t.seat), index('order_travellers_order_idx').on(t.orderId)],
);

export const checkInStatus = pgEnum('check_in_status', ['present', 'no_show']);

/**
 * Whether a booking turned up for a departure (docs/dashboard.md "Guide check-in"). One row per
 * booking and departure: the first "present" wins, later scans read it back; "no_show" is written
 * only where nothing is, and a late "present" replaces it.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    departureId: integer('departure_id').notNull().references(() => tourDepartures.id, { onDelete: 'cascade' }),
    status: checkInStatus('status').notNull(),
    guideUserId: integer('guide_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the phone scanned it (it may have been offline); the server's clock bounds it. */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.departureId] }), index('check_ins_departure_idx').on(t.departureId)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** `superseded`: left unanswered (docs/booking-and-payments.md "One payment in flight") and replaced by a newer attempt. */
export const paymentAttemptStatus = pgEnum('payment_attempt_status', ['initiated', 'approved', 'declined', 'error', 'unverified', 'superseded']);

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    /** The `oid` sent to the bank: unique per attempt. */
    oid: text('oid').notNull().unique(),
    storeType: text('store_type').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('949'),
    status: paymentAttemptStatus('status').notNull().default('initiated'),
    mdStatus: text('md_status'),
    procReturnCode: text('proc_return_code'),
    response: text('response'),
    transId: text('trans_id'),
    authCode: text('auth_code'),
    hostRefNum: text('host_ref_num'),
    maskedPan: text('masked_pan'),
    errorMessage: text('error_message'),
    /** The bank result code of an answer that did not pay (lib/payments/nestpay/codes.ts); null while unanswered and when paid. */
    bankCode: text('bank_code'),
    halfSecure: boolean('half_secure').notNull().default(false),
    /** Approved by the bank for an order already paid or cancelled: staff must refund this transaction. */
    refundNeeded: boolean('refund_needed').notNull().default(false),
    /**
     * Kuruş the bank's signed approval says it charged, when that is not `amount` (status `unverified`,
     * docs/decisions/0177): what staff give back. Null otherwise.
     */
    chargedAmount: integer('charged_amount'),
    /**
     * Started for the balance of a deposit-paid order, not for the deposit or the whole amount: only
     * such an attempt pays a balance, even when the deposit and the balance are the same amount.
     */
    paysBalance: boolean('pays_balance').notNull().default(false),
    /**
     * When staff recorded that they gave this payment back through the bank (lib/orders/refunds.ts):
     * a refund is open while `refundNeeded` and this is null. Who did it and the bank's reference beside it.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundReference: text('refund_reference'),
    // ---- installments (lib/payments/installments): `amount` above is what the bank charges, i.e. the
    // amount due plus `installmentCostKurus`; a single payment is 1 installment at no cost.
    installments: smallint('installments').notNull().default(1),
    installmentCostKurus: integer('installment_cost_kurus').notNull().default(0),
    /** The card programme whose rates priced the installments (its name at the time), null for a single payment. */
    cardProgramme: text('card_programme'),
    // ---- end installments
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId),
    // One payment in flight per order: a second start while one waits for the bank is refused.
    uniqueIndex('payment_attempts_one_in_flight').on(t.orderId).where(sql`${t.status} = 'initiated'`),
  ],
);

// ---------------------------------------------------------------- reviews

export const reviewStatuses = ['pending', 'approved', 'hidden'] as const;
export const reviewStatus = pgEnum('review_status', reviewStatuses);

/**
 * Verified reviews (docs/product-rules.md#reviews): written by the traveller of a Completed order,
 * one per order and tour, shown on the tour's pages once staff approve it.
 */
export const tourReviews = pgTable(
  'tour_reviews',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id').notNull().references(() => tours.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's owner (the account the review belongs to). */
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** As shown: the traveller's first name and the initial of the surname ("Deniz A."). */
    authorName: text('author_name').notNull(),
    stars: smallint('stars').notNull(),
    text: text('text').notNull(),
    /** The language the traveller wrote in (tr, en, ru). */
    locale: text('locale').notNull(),
    status: reviewStatus('status').notNull().default('pending'),
    /** The agency's public answer, in the review's language or any. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Once per order and tour: a double submit (two tabs, two servers) keeps one review.
    uniqueIndex('tour_reviews_once').on(t.orderId, t.tourId),
    index('tour_reviews_tour_idx').on(t.tourId, t.status),
    index('tour_reviews_status_idx').on(t.status, t.createdAt),
    check('tour_reviews_stars', sql`${t.stars} between 1 and 5`),
  ],
);

// ---------------------------------------------------------------- card installments (docs/bank-gateway.md#installments)

/** A card programme (Bonus, World, Maximum, …): the installment counts it offers and the cost of each. */
export const installmentProgrammes = pgTable('installment_programmes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The banks whose cards belong to it, for staff and for the customer's choice ("Garanti BBVA, Denizbank"). */
  banks: text('banks').notNull().default(''),
  plans: jsonb('plans').$type<InstallmentPlan[]>().notNull().default([]),
  /** No count is offered whose monthly installment would be below this (kuruş). */
  minInstallmentKurus: integer('min_installment_kurus').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  orderNo: integer('order_no').notNull().default(0),
});

/** The first digits of card numbers (6 to 8) and the programme such cards belong to; the longest match wins. */
export const cardBins = pgTable(
  'card_bins',
  {
    id: serial('id').primaryKey(),
    prefix: text('prefix').notNull().unique(),
    programmeId: integer('programme_id').notNull().references(() => installmentProgrammes.id, { onDelete: 'restrict' }),
    note: text('note').notNull().default(''),
  },
  (t) => [index('card_bins_programme_idx').on(t.programmeId)],
);

/** The legal maximum of installments per tour category (`tours.travel_scope`); a category without a row gets none. */
export const installmentCaps = pgTable('installment_caps', {
  id: serial('id').primaryKey(),
  travelScope: text('travel_scope').notNull().unique(),
  maxInstallments: smallint('max_installments').notNull(),
  /** The rule this follows (regulator, decision, date), for whoever checks it next. */
  source: text('source').notNull().default(''),
});

/** One use of a promo code: written when the order's first payment arrives, once per order. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id').notNull().references(() => promoCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull().unique().references(() => orders.id, { onDelete: 'cascade' }),
    /** The reservation e-mail, lower case: per-customer limits count by it (guests have no account). */
    customerEmail: text('customer_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('promo_code_uses_code_idx').on(t.promoCodeId, t.customerEmail)],
);

/**
 * Every payment an order received (docs/decisions/0081): the deposit, the balance, or the whole
 * amount, by card (its approved attempt) or bank transfer (staff). paid = sum(amount); paid + due =
 * the order's total. `installments` and `installmentCostKurus` are the card's plan (the
 * installments work writes them); the cost is on top of `amount`, never part of the order's total.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'deposit' | 'balance' | 'full'>().notNull(),
    method: paymentMethod('method').notNull(),
    amount: integer('amount').notNull(),
    installments: smallint('installments').notNull().default(1),
    installmentCostKurus: integer('installment_cost_kurus').notNull().default(0),
    attemptId: integer('attempt_id').unique().references(() => paymentAttempts.id, { onDelete: 'set null' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId), check('order_payments_amounts', sql`${t.amount} > 0 AND ${t.installmentCostKurus} >= 0 AND ${t.installments} >= 1`)],
);

// ---------------------------------------------------------------- rates, mail, audit

export const exchangeRates = pgTable('exchange_rates', {
  id: serial('id').primaryKey(),
  bulletinDate: date('bulletin_date', { mode: 'string' }).notNull().unique(),
  bulletinNo: text('bulletin_no').notNull().default(''),
  usd: numeric('usd', { precision: 12, scale: 4 }).notNull(),
  eur: numeric('eur', { precision: 12, scale: 4 }).notNull(),
  source: text('source').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MailAttachment = { filename: string; contentType: string; contentBase64: string; cid?: string };

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Files sent with the e-mail (base64 content; a `cid` is an image the HTML part shows inline). */
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  kind: text('kind').notNull(),
  locale: text('locale').notNull().default('tr'),
  status: text('status').notNull().default('queued'),
  error: text('error'),
  /**
   * A message sent at most once (`order:12:trip-reminder:2026-12-01`, `order:12:review-request`):
   * the unique index refuses a second row, so two servers running the same job send it once
   * (lib/mail/send.ts `sendMailOnce`, docs/decisions/0095). Null for ordinary mails.
   */
  onceKey: text('once_key').unique(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    // A record's latest entry is the version staff editors save against (lib/admin/versions.ts).
    index('audit_log_record_idx').on(t.entity, t.entityId, t.id),
  ],
);
