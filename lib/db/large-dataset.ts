import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/auth/password';
import type { Database } from './client';
import { regions, tourDepartures, tours, users } from './schema';

/** The customer who owns the generated orders; signing in as them shows a very long booking history. */
export const LARGE_DATASET_CUSTOMER = { email: 'bench@anatolia-tours.example', password: 'Bench123!' };

type LargeDatasetSize = { tours: number; orders: number };

/** What `npm run bench` measures against (docs/seo-and-performance.md): a catalogue and an order book of a busy agency. */
export const benchDatasetSize: LargeDatasetSize = { tours: 10_000, orders: 100_000 };

/** `name · 123` in each language, falling back to Turkish like the site does. */
const numbered = (column: string, copyNo: string) =>
  sql.raw(
    `jsonb_build_object(${['tr', 'en', 'ru']
      .map((lang) => `'${lang}', coalesce(nullif(${column}->>'${lang}', ''), ${column}->>'tr') || ' · ' || ${copyNo}`)
      .join(', ')})`,
  );

/**
 * Adds copies of the active demo tours (new titles; images, itineraries and departures reused) and
 * orders with one line each for one customer, with set-based SQL so it takes seconds.
 * Runs once: a database that already has the dataset's customer is left alone.
 */
export async function loadLargeDataset(db: Database, size: LargeDatasetSize = benchDatasetSize): Promise<LargeDatasetSize | null> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, LARGE_DATASET_CUSTOMER.email));
  const [{ sourceTours }] = await db
    .select({ sourceTours: count() })
    .from(tours)
    .innerJoin(regions, eq(regions.id, tours.regionId))
    .where(and(eq(tours.isActive, true), eq(regions.isActive, true)));
  if (existing || sourceTours === 0) return null;
  const passwordHash = await hashPassword(LARGE_DATASET_CUSTOMER.password);

  const loaded = await db.transaction(async (tx) => {
    // Which demo tour each copy is made from, with the copy's id drawn from the tours sequence up
    // front, so that the images, itineraries and departures can follow their tour.
    await tx.execute(sql`
      create temp table large_tour_copies on commit drop as
      with source as (
        select t.id, row_number() over (order by t.id) - 1 as position
        from tours t join regions r on r.id = t.region_id
        where t.is_active and r.is_active
      )
      select g as copy_no, s.id as source_id, nextval(pg_get_serial_sequence('tours', 'id'))::int as tour_id
      from generate_series(1, ${size.tours}) g
      join source s on s.position = (g - 1) % (select count(*) from source)
    `);
    await tx.execute(sql`
      insert into tours (id, region_id, tour_type_id, title, summary, description, included, excluded, meeting_point,
        duration_days, adult_price, child_price, baby_price, child_age_max, baby_age_max, max_per_booking,
        booking_cutoff_hours, cover_image, is_featured, is_active)
      select c.tour_id, t.region_id, t.tour_type_id, ${numbered('t.title', 'c.copy_no')}, t.summary, t.description, t.included,
        t.excluded, t.meeting_point, t.duration_days, t.adult_price + (c.copy_no % 20) * 2500, t.child_price, t.baby_price,
        t.child_age_max, t.baby_age_max, t.max_per_booking, t.booking_cutoff_hours, t.cover_image, false, true
      from large_tour_copies c join tours t on t.id = c.source_id
    `);
    await tx.execute(sql`
      insert into tour_images (tour_id, url, alt, width, height, sort_order, is_cover)
      select c.tour_id, i.url, i.alt, i.width, i.height, i.sort_order, i.is_cover
      from large_tour_copies c join tour_images i on i.tour_id = c.source_id
    `);
    await tx.execute(sql`
      insert into tour_itineraries (tour_id, day_no, title, description)
      select c.tour_id, d.day_no, d.title, d.description
      from large_tour_copies c join tour_itineraries d on d.tour_id = c.source_id
    `);
    await tx.execute(sql`
      insert into tour_departures (tour_id, starts_on, start_time, capacity, adult_price_override, child_price_override, baby_price_override, is_active)
      select c.tour_id, d.starts_on, d.start_time, d.capacity, d.adult_price_override, d.child_price_override, d.baby_price_override, d.is_active
      from large_tour_copies c join tour_departures d on d.tour_id = c.source_id
    `);

    const [customer] = await tx
      .insert(users)
      .values({ email: LARGE_DATASET_CUSTOMER.email, passwordHash, name: 'Deniz', surname: 'Yolcu', phone: '+905320000000', role: 'customer' })
      .returning({ id: users.id });
    if ((await tx.$count(tourDepartures)) === 0) return { tours: size.tours, orders: 0 };

    // Orders spread over every departure. They hold no seats: a trip in the past is Completed and
    // paid, a future one was Cancelled, so seat counts stay exactly as they were.
    await tx.execute(sql`
      create temp table large_order_lines on commit drop as
      with departure as (
        select d.id, d.tour_id, d.starts_on, coalesce(d.adult_price_override, t.adult_price) as adult_price,
          coalesce(d.child_price_override, t.child_price) as child_price, t.title->>'tr' as tour_name,
          row_number() over (order by d.id) - 1 as position
        from tour_departures d join tours t on t.id = d.tour_id
      )
      select nextval(pg_get_serial_sequence('orders', 'id'))::int as order_id, g as order_no, d.id as departure_id, d.tour_id,
        d.tour_name, d.starts_on, d.adult_price, d.child_price, 1 + g % 3 as adults, g % 2 as children,
        d.starts_on < current_date as travelled, gen_random_uuid() as order_uuid
      from generate_series(1, ${size.orders}) g
      join departure d on d.position = (g - 1) % (select count(*) from departure)
    `);
    // One order per order number (the UUID's first 8 characters, docs/decisions/0176): a hundred
    // thousand random ones share a few; those draw again until none does.
    await tx.execute(sql`create index on large_order_lines (left(order_uuid::text, 8), order_id)`);
    await tx.execute(sql`analyze large_order_lines`);
    await tx.execute(sql`
      do $$ begin
        loop
          update large_order_lines l set order_uuid = gen_random_uuid()
          where exists (select 1 from orders o where left(o.order_uuid::text, 8) = left(l.order_uuid::text, 8))
            or exists (select 1 from large_order_lines m where left(m.order_uuid::text, 8) = left(l.order_uuid::text, 8) and m.order_id < l.order_id);
          exit when not found;
        end loop;
      end $$
    `);
    await tx.execute(sql`
      insert into orders (id, order_uuid, user_id, order_date, total_amount, order_status, payment_status, payment_method,
        reservation_name, reservation_surname, reservation_email, reservation_phone, reservation_address, locale)
      select l.order_id, l.order_uuid, ${customer.id},
        least(now(), l.starts_on::timestamptz - (1 + l.order_no % 60) * interval '1 day') - (l.order_no % 1440) * interval '1 minute',
        l.adults * l.adult_price + l.children * l.child_price,
        (case when l.travelled then 'Completed' else 'Cancelled' end)::order_status,
        (case when l.travelled then 'Completed' else 'Pending' end)::payment_status,
        (case when l.order_no % 3 = 0 then 'eft' else 'card' end)::payment_method,
        'Deniz', 'Yolcu', ${LARGE_DATASET_CUSTOMER.email}, '+905320000000', 'Konyaaltı, Antalya', 'tr'
      from large_order_lines l
    `);
    await tx.execute(sql`
      insert into order_details (order_id, tour_id, departure_id, tour_name, departure_date, adult_quantity, adult_price,
        child_quantity, child_price, line_total)
      select l.order_id, l.tour_id, l.departure_id, l.tour_name, l.starts_on, l.adults, l.adult_price, l.children, l.child_price,
        l.adults * l.adult_price + l.children * l.child_price
      from large_order_lines l
    `);
    return size;
  });
  // Fresh statistics, so the planner sees thousands of tours rather than the demo's thirty.
  await db.execute(sql`analyze`);
  return loaded;
}
