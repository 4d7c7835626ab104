import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  blogs,
  cardBins,
  contactEmails,
  contacts,
  faqs,
  features,
  installmentProgrammes,
  metaTags,
  pages,
  pageTitles,
  promoCodes,
  regions,
  settings,
  sliders,
  testimonials,
  tourDepartures,
  tourImages,
  tourItineraries,
  tourPriceRules,
  tours,
  tourTypes,
  users,
} from '../schema';
import { blogRows } from './blogs';
import { buildDepartures, istanbulDate } from './departures';
import { faqRows } from './faqs';
import { cardBinRows, installmentProgrammeRows } from './installments';
import { pageRows } from './pages';
import { priceRuleRows, promoCodeRows } from './pricing';
import { regionRows, tourTypeRows } from './regions';
import {
  contactEmailRows,
  contactsRow,
  featureRows,
  metaTagsRow,
  pageTitleRows,
  settingsRow,
  sliderRows,
  testimonialRows,
} from './site';
import { demoTours, itineraryRows, tourPictureRows, tourRows } from './tours';
import { seedDemoReviews } from './reviews';
import { userRows } from './users';

/** Serial tables whose rows are inserted with explicit ids: their sequences must move past them. */
const TABLES_WITH_EXPLICIT_IDS = ['regions', 'tours', 'pages', 'meta_tags', 'contacts'] as const;

/** Loads the demo content into an empty database (does nothing when content exists). */
export async function seedDemoContent(db: Database): Promise<void> {
  // The settings row is written last in the same transaction, so its presence means a complete seed.
  const [existing] = await db.select({ id: settings.id }).from(settings).where(eq(settings.id, 1));
  if (existing) return;

  const now = new Date();
  const accounts = await userRows();
  const departures = buildDepartures(demoTours, istanbulDate(now));

  await db.transaction(async (tx) => {
    await tx.insert(tourTypes).values(tourTypeRows);
    await tx.insert(regions).values(regionRows);
    await tx.insert(tours).values(tourRows());
    await tx.insert(tourImages).values(tourPictureRows());
    await tx.insert(tourItineraries).values(itineraryRows());
    await tx.insert(tourDepartures).values(departures);
    await tx.insert(tourPriceRules).values(priceRuleRows());
    await tx.insert(promoCodes).values(promoCodeRows(istanbulDate(now)));
    await tx.insert(sliders).values(sliderRows);
    await tx.insert(features).values(featureRows);
    await tx.insert(testimonials).values(testimonialRows);
    await tx.insert(blogs).values(blogRows(now));
    await tx.insert(faqs).values(faqRows);
    await tx.insert(pageTitles).values(pageTitleRows);
    await tx.insert(pages).values(pageRows);
    await tx.insert(metaTags).values(metaTagsRow);
    await tx.insert(contacts).values(contactsRow);
    await tx.insert(contactEmails).values(contactEmailRows);
    const inserted = await tx.insert(users).values(accounts).returning({ id: users.id, role: users.role });
    // The demo guide is assigned to tour 1's first departure (docs/dashboard.md "Guide check-in").
    const guide = inserted.find((user) => user.role === 'guide');
    const [firstDeparture] = await tx.select({ id: tourDepartures.id }).from(tourDepartures).where(eq(tourDepartures.tourId, 1)).orderBy(tourDepartures.startsOn).limit(1);
    if (guide && firstDeparture) await tx.update(tourDepartures).set({ guideUserId: guide.id }).where(eq(tourDepartures.id, firstDeparture.id));
    // Approved reviews of finished demo trips, so the featured tours show their stars (after the guide: their departures are past ones).
    await seedDemoReviews(tx, istanbulDate(now));
    const programmes = await tx.insert(installmentProgrammes).values(installmentProgrammeRows).returning({ id: installmentProgrammes.id, name: installmentProgrammes.name });
    await tx.insert(cardBins).values(cardBinRows((name) => programmes.find((programme) => programme.name === name)!.id));
    await tx.execute(
      sql.raw(
        `select ${TABLES_WITH_EXPLICIT_IDS.map(
          (table) => `setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        ).join(', ')}`,
      ),
    );
    await tx.insert(settings).values(settingsRow);
  });
}
