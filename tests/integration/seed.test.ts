import path from 'node:path';
import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/client';
import { openTestDatabase } from '../support/db';
import * as schema from '@/lib/db/schema';
import { verifyPassword } from '@/lib/auth/password';
import { seedDemoContent } from '@/lib/db/seed';
import { addDays, buildDepartures, DEPARTURE_WINDOW_DAYS, istanbulDate } from '@/lib/db/seed/departures';
import { imageManifest, parseShot } from '@/lib/db/seed/images';
import { demoTours } from '@/lib/db/seed/tours';
import { DEMO_ACCOUNTS } from '@/lib/db/seed/users';

const publicDir = path.join(process.cwd(), 'public');

/** ISO 13616: move the first four characters to the end, letters to numbers, remainder mod 97 must be 1. */
function ibanIsValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** Every { tr, en, ru } value inside a row, with where it was found. */
function localizedValues(value: unknown, at: string, found: { at: string; value: Record<string, unknown> }[] = []) {
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const record = value as Record<string, unknown>;
    if ('tr' in record && 'en' in record && 'ru' in record) found.push({ at, value: record });
    else for (const [key, inner] of Object.entries(record)) localizedValues(inner, `${at}.${key}`, found);
  }
  return found;
}

const contentTables = {
  tour_types: schema.tourTypes,
  regions: schema.regions,
  tours: schema.tours,
  tour_images: schema.tourImages,
  tour_itineraries: schema.tourItineraries,
  tour_departures: schema.tourDepartures,
  sliders: schema.sliders,
  features: schema.features,
  testimonials: schema.testimonials,
  blogs: schema.blogs,
  faqs: schema.faqs,
  page_titles: schema.pageTitles,
  pages: schema.pages,
  meta_tags: schema.metaTags,
  contacts: schema.contacts,
  contact_emails: schema.contactEmails,
  settings: schema.settings,
  users: schema.users,
};

async function rowCounts(db: Database) {
  const entries = await Promise.all(
    Object.entries(contentTables).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries);
}

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
const today = istanbulDate(new Date());

beforeAll(async () => {
  // Migrated, not yet seeded: the seed runs here, in the test.
  handle = await openTestDatabase({ seed: false });
  db = handle.db;
  // Timed for information only: speed budgets are checked by `npm run bench`, not by timed tests.
  const started = performance.now();
  await seedDemoContent(db);
  console.info(`seedDemoContent on in-memory PGlite: ${(performance.now() - started).toFixed(0)} ms`);
});

afterAll(async () => {
  await handle?.close();
});

describe('demo content seed', () => {
  it('has the five fixed tour types', async () => {
    const types = await db.select().from(schema.tourTypes).orderBy(schema.tourTypes.id);
    expect(types.map((type) => type.id)).toEqual([1, 2, 3, 4, 5]);
    expect(types.map((type) => type.name.en)).toEqual(['Nature tours', 'Adventure tours', 'Culture tours', 'Food tours', 'City tours']);
  });

  it('has at least eight active regions in order and one inactive region last', async () => {
    const rows = await db.select().from(schema.regions).orderBy(schema.regions.orderNo);
    const active = rows.filter((region) => region.isActive);
    const inactive = rows.filter((region) => !region.isActive);
    expect(active.length).toBeGreaterThanOrEqual(8);
    expect(inactive).toHaveLength(1);
    expect(rows.at(-1)?.isActive).toBe(false);
    expect(rows.map((region) => region.orderNo)).toEqual(rows.map((_, i) => i + 1));
  });

  it('has at least 30 tours with every type used at least five times and some featured', async () => {
    const rows = await db.select().from(schema.tours);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const typeId of [1, 2, 3, 4, 5]) {
      expect(rows.filter((tour) => tour.tourTypeId === typeId).length, `type ${typeId}`).toBeGreaterThanOrEqual(5);
    }
    expect(rows.filter((tour) => tour.isFeatured).length).toBeGreaterThanOrEqual(5);
    const activeRegionIds = new Set(
      (await db.select().from(schema.regions).where(eq(schema.regions.isActive, true))).map((region) => region.id),
    );
    for (const tour of rows) {
      expect(activeRegionIds.has(tour.regionId), `tour ${tour.id} region`).toBe(true);
      expect(tour.childPrice).toBeLessThan(tour.adultPrice);
      expect(tour.babyPrice).toBeLessThan(tour.childPrice);
      expect(tour.durationDays).toBeGreaterThanOrEqual(1);
      expect(tour.durationDays).toBeLessThanOrEqual(7);
      expect(tour.included.tr.length, `tour ${tour.id} included`).toBeGreaterThanOrEqual(3);
      expect(tour.excluded.tr.length, `tour ${tour.id} excluded`).toBeGreaterThanOrEqual(3);
      expect(tour.description.tr.split('\n\n').length, `tour ${tour.id} paragraphs`).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every tour pictures, a day-by-day itinerary and departures in the next 90 days', async () => {
    const [tourList, images, days, departures] = await Promise.all([
      db.select().from(schema.tours),
      db.select().from(schema.tourImages),
      db.select().from(schema.tourItineraries),
      db.select().from(schema.tourDepartures),
    ]);
    const lastDay = addDays(today, DEPARTURE_WINDOW_DAYS);
    for (const tour of tourList) {
      const own = images.filter((image) => image.tourId === tour.id).sort((a, b) => a.sortOrder - b.sortOrder);
      expect(own.length, `tour ${tour.id} images`).toBeGreaterThanOrEqual(1);
      expect(own[0].isCover).toBe(true);
      expect(own.filter((image) => image.isCover)).toHaveLength(1);
      expect(tour.coverImage).toBe(own[0].url);

      const itinerary = days.filter((day) => day.tourId === tour.id).map((day) => day.dayNo).sort((a, b) => a - b);
      expect(itinerary, `tour ${tour.id} itinerary`).toEqual(Array.from({ length: tour.durationDays }, (_, i) => i + 1));

      // The closed past departures of the demo reviews' trips aside (checked below).
      const upcoming = departures.filter((departure) => departure.tourId === tour.id && departure.isActive);
      expect(upcoming.length, `tour ${tour.id} departures`).toBeGreaterThanOrEqual(1);
      for (const departure of upcoming) {
        expect(departure.startsOn > today && departure.startsOn <= lastDay, departure.startsOn).toBe(true);
        expect(departure.seatsTaken).toBe(0);
        expect(departure.capacity).toBeGreaterThanOrEqual(12);
        expect(departure.capacity).toBeLessThanOrEqual(40);
      }
    }
  });

  it('references only pictures that exist, at their real size', async () => {
    const urls = new Set<string>();
    const sized: { url: string; width: number; height: number }[] = [];
    for (const image of await db.select().from(schema.tourImages)) {
      urls.add(image.url);
      sized.push(image);
    }
    for (const row of await db.select().from(schema.tours)) urls.add(row.coverImage);
    for (const row of await db.select().from(schema.regions)) urls.add(row.image);
    for (const row of await db.select().from(schema.blogs)) urls.add(row.image);
    for (const row of await db.select().from(schema.sliders)) urls.add(row.image);
    for (const row of await db.select().from(schema.pageTitles)) urls.add(row.image);
    for (const row of await db.select().from(schema.metaTags)) urls.add(row.siteLogo);
    urls.add('/images/og-default.webp');
    for (const url of urls) expect(existsSync(path.join(publicDir, url)), url).toBe(true);
    for (const image of sized) {
      const meta = await sharp(path.join(publicDir, image.url)).metadata();
      expect([meta.width, meta.height], image.url).toEqual([image.width, image.height]);
    }
  });

  it('gives each tour pictures of its own places: three different ones, a cover no other tour has, alt texts that say what is drawn', async () => {
    expect(imageManifest.tours).toHaveLength(demoTours.length);
    // The week-long classic tour visits several regions; every other tour stays in its own.
    const regionsOf = (tour: (typeof demoTours)[number]) => (tour.id === 10 ? ['istanbul', 'cappadocia', 'pamukkale'] : [tour.region]);
    const covers = new Set<string>();
    for (const tour of demoTours) {
      const places = imageManifest.tours[tour.id - 1].map((shot, i) => parseShot(shot, i).place);
      expect(places, `tour ${tour.id}`).toHaveLength(imageManifest.imagesPerTour);
      expect(new Set(places).size, `tour ${tour.id}: three different pictures`).toBe(places.length);
      for (const place of places) expect(regionsOf(tour), `tour ${tour.id}: ${place}`).toContain(place.split(':')[0]);
      expect(covers.has(places[0]), `tour ${tour.id}: a cover of its own`).toBe(false);
      covers.add(places[0]);
    }
    // The classic tour shows Istanbul, Cappadocia and Pamukkale, one picture each.
    expect(imageManifest.tours[9].map((shot) => shot.split(':')[0].split('@')[0])).toEqual(['istanbul', 'cappadocia', 'pamukkale']);
    const alts = async (tourId: number) => (await db.select().from(schema.tourImages).where(eq(schema.tourImages.tourId, tourId)).orderBy(schema.tourImages.sortOrder)).map((image) => image.alt.en);
    expect((await alts(3)).join(' | ')).toMatch(/Library of Celsus.*Curetes Street.*Şirince/);
    for (const tour of demoTours) expect(new Set(await alts(tour.id)).size, `tour ${tour.id}`).toBe(imageManifest.imagesPerTour);
  });

  it('writes every text in Turkish, English and Russian', async () => {
    for (const [name, table] of Object.entries(contentTables)) {
      for (const row of await db.select().from(table)) {
        for (const { at, value } of localizedValues(row, name)) {
          const lengths = (['tr', 'en', 'ru'] as const).map((locale) => {
            const text = value[locale];
            if (Array.isArray(text)) {
              expect(text.every((item) => typeof item === 'string' && item.trim() !== ''), `${at}.${locale}`).toBe(true);
              return text.length;
            }
            expect(typeof text === 'string' && text.trim() !== '', `${at}.${locale}`).toBe(true);
            return 1;
          });
          expect(new Set(lengths).size, `${at}: lists of the same length`).toBe(1);
        }
      }
    }
  });

  it('has the footer pages 13–19, MetaTags/2 and Contacts/1', async () => {
    const rows = await db.select().from(schema.pages).orderBy(schema.pages.id);
    expect(rows.map((page) => page.id)).toEqual([13, 14, 15, 16, 17, 18, 19]);
    for (const page of rows) {
      for (const locale of ['tr', 'en', 'ru'] as const) {
        expect(page.title[locale].trim(), `page ${page.id} ${locale}`).not.toBe('');
        expect(page.body[locale].split('\n\n').length, `page ${page.id} ${locale} paragraphs`).toBeGreaterThanOrEqual(3);
      }
    }
    const [meta] = await db.select().from(schema.metaTags).where(eq(schema.metaTags.id, 2));
    expect(meta.siteLogo).toBe('/images/logo.svg');
    expect(meta.instagram).toBe('https://www.instagram.com/anatoliatours');
    const [contact] = await db.select().from(schema.contacts).where(eq(schema.contacts.id, 1));
    expect(contact.phone1).toBe('+90 212 555 01 23');
    expect(contact.email).toBe('info@anatolia-tours.example');
  });

  it('has page titles for every general page', async () => {
    const keys = (await db.select().from(schema.pageTitles)).map((row) => row.key).sort();
    expect(keys).toEqual(
      ['about', 'blog', 'booking', 'cart', 'contact', 'destinations', 'help-center', 'home', 'login', 'my-bookings', 'payment', 'terms', 'tour-list'].sort(),
    );
  });

  it('stores agency settings with a valid IBAN', async () => {
    const [row] = await db.select().from(schema.settings).where(eq(schema.settings.id, 1));
    expect(row.iban).toMatch(/^TR\d{24}$/);
    expect(ibanIsValid(row.iban)).toBe(true);
    expect(ibanIsValid(row.iban.slice(0, -1) + ((Number(row.iban.at(-1)) + 1) % 10))).toBe(false);
    expect(row.mersisNo).toMatch(/^\d{16}$/);
    expect(row.paymentStoreType).toBe('3D_PAY_HOSTING');
  });

  it('creates an admin, a customer and a guide who can sign in', async () => {
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      const [user] = await db.select().from(schema.users).where(eq(schema.users.email, account.email));
      expect(user.role).toBe(role);
      expect(await verifyPassword(account.password, user.passwordHash)).toBe(true);
      expect(await verifyPassword(`${account.password}x`, user.passwordHash)).toBe(false);
    }
  });

  it('assigns the demo guide to tour 1’s first departure, and only to it', async () => {
    const [guide] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.guide.email));
    const led = await db.select().from(schema.tourDepartures).where(eq(schema.tourDepartures.guideUserId, guide.id));
    const [first] = await db.select().from(schema.tourDepartures).where(and(eq(schema.tourDepartures.tourId, 1), eq(schema.tourDepartures.isActive, true))).orderBy(schema.tourDepartures.startsOn).limit(1);
    expect(led.map((departure) => departure.id)).toEqual([first.id]);
  });

  it('creates no carts or exchange rates, and orders only behind the demo reviews: completed past trips of demo travellers', async () => {
    expect(await db.$count(schema.carts)).toBe(0);
    expect(await db.$count(schema.exchangeRates)).toBe(0);
    const reviews = await db.select().from(schema.tourReviews);
    expect(reviews.length).toBeGreaterThanOrEqual(6);
    expect(reviews.every((review) => review.status === 'approved' && review.stars >= 1 && review.stars <= 5)).toBe(true);
    expect(new Set(reviews.map((review) => review.locale))).toEqual(new Set(['tr', 'en', 'ru']));
    const allOrders = await db.select().from(schema.orders);
    expect(allOrders).toHaveLength(reviews.length);
    expect(allOrders.every((order) => order.orderStatus === 'Completed' && order.paymentStatus === 'Completed')).toBe(true);
    expect(new Set(allOrders.map((order) => order.id))).toEqual(new Set(reviews.map((review) => review.orderId)));
    const [demoCustomer] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_ACCOUNTS.customer.email));
    expect(allOrders.some((order) => order.userId === demoCustomer.id)).toBe(false);
    // Their departures are over and closed: nothing of them is for sale.
    const lines = await db.select().from(schema.orderDetails);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    expect(lines.every((line) => line.departureDate < today)).toBe(true);
    const past = await db.select().from(schema.tourDepartures).where(eq(schema.tourDepartures.isActive, false));
    expect(past.map((departure) => departure.id).sort()).toEqual(lines.map((line) => line.departureId).sort());
  });

  it('does nothing when run again', async () => {
    const before = await rowCounts(db);
    await seedDemoContent(db);
    expect(await rowCounts(db)).toEqual(before);
  });

  it('moves the sequences past the explicit ids', async () => {
    const [page] = await db
      .insert(schema.pages)
      .values({ title: { tr: 'Yeni', en: 'New', ru: 'Новая' }, body: { tr: 'Metin', en: 'Text', ru: 'Текст' } })
      .returning({ id: schema.pages.id });
    expect(page.id).toBeGreaterThan(19);
    const [region] = await db
      .insert(schema.regions)
      .values({ name: { tr: 'Yeni', en: 'New', ru: 'Новый' }, description: { tr: 'Metin', en: 'Text', ru: 'Текст' } })
      .returning({ id: schema.regions.id });
    expect(region.id).toBeGreaterThan(9);
    const text = { tr: 'Metin', en: 'Text', ru: 'Текст' };
    const [tour] = await db
      .insert(schema.tours)
      .values({
        regionId: 1,
        tourTypeId: 1,
        title: text,
        summary: text,
        description: text,
        included: { tr: [], en: [], ru: [] },
        excluded: { tr: [], en: [], ru: [] },
        meetingPoint: text,
        adultPrice: 100000,
        childPrice: 50000,
      })
      .returning({ id: schema.tours.id });
    expect(tour.id).toBeGreaterThan(demoTours.length);
  });
});

describe('departure schedule', () => {
  it('is the same for the same start date and stays inside the window', () => {
    const first = buildDepartures(demoTours, '2027-06-01');
    expect(buildDepartures(demoTours, '2027-06-01')).toEqual(first);
    for (const departure of first) {
      expect(departure.startsOn > '2027-06-01' && departure.startsOn <= addDays('2027-06-01', DEPARTURE_WINDOW_DAYS)).toBe(true);
    }
  });

  it('skips the days a site on the programme is closed', () => {
    const historicPeninsula = buildDepartures(demoTours, '2027-06-01').filter((departure) => departure.tourId === 2);
    for (const departure of historicPeninsula) {
      expect([0, 2]).not.toContain(new Date(`${departure.startsOn}T00:00:00Z`).getUTCDay());
    }
  });

  it('prices holiday departures higher and early multi-day departures lower', () => {
    const departures = buildDepartures(demoTours, '2027-10-01');
    const adultPrice = (id: number) => demoTours.find((tour) => tour.id === id)!.adultPrice;
    const holiday = departures.find((departure) => departure.startsOn.endsWith('-10-29') || departure.startsOn.endsWith('-12-31'));
    if (holiday) expect(holiday.adultPriceOverride).toBeGreaterThan(adultPrice(holiday.tourId as number));
    const overridden = departures.filter((departure) => departure.adultPriceOverride != null);
    expect(overridden.length).toBeGreaterThan(0);
    expect(overridden.length).toBeLessThan(departures.length / 4);
  });

  it('uses the Istanbul calendar day', () => {
    expect(istanbulDate(new Date('2027-03-01T21:30:00Z'))).toBe('2027-03-02');
    expect(istanbulDate(new Date('2027-03-01T20:30:00Z'))).toBe('2027-03-01');
  });
});
