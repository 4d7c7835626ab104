import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { orderDetails, orderPayments, orders, regions, tourDepartures, tours } from '@/lib/db/schema';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/i18n/routing';
import { periodBuckets, type ReportFilters } from './reports-filters';

/**
 * The staff reports (docs/dashboard.md "Reports"): bookings, revenue, seats and cancellations per
 * day/week/month of the booking or the travel date, top tours and regions, card against transfer,
 * the customers' languages, and seats per upcoming departure. Amounts are integer kuruş (TRY).
 * Days are Istanbul calendar days (`Europe/Istanbul`), whatever the database server's time zone.
 */

/**
 * THE definition of the money an order brought in, in kuruş — every revenue figure of the reports
 * goes through here: the sum of the order's payments, a deposit as soon as it is paid and the
 * balance when it is (installment costs are the bank's, not the tour's price: not counted); a
 * paid-then-cancelled order (refund due) and a non-TRY order count 0, as on /db-main.
 */
export function orderRevenue(): SQL<number> {
  // What was paid (deposit and balance, each once: order_payments, lib/orders/payments.ts); an order
  // paid before payments were recorded one by one counts its total once Completed.
  const paid = sql`(select sum(p.amount) from ${orderPayments} p where p.order_id = ${orders.id})`;
  const legacy = sql`case when ${orders.paymentStatus} = 'Completed' then ${orders.totalAmount} else 0 end`;
  return sql<number>`(case when ${orders.orderStatus} <> 'Cancelled' and ${orders.currency} = 'TRY' then coalesce(${paid}, ${legacy}) else 0 end)::bigint`;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? [])) as Row[];
const num = (value: unknown) => Number(value ?? 0);

/** What every row of the reports counts. */
export type ReportFigures = {
  /** Orders placed (by booking date) or travelling (by travel date), including those later cancelled. */
  bookings: number;
  /** Of those, the ones cancelled since. */
  cancelled: number;
  /** Seats of the bookings not cancelled (adults and children; babies take no seat). */
  seats: number;
  /** Kuruş brought in (orderRevenue), shared between an order's lines in proportion to their totals. */
  revenue: number;
};
export type ReportBucket = ReportFigures & { start: string; end: string };
export type ReportDeparture = { id: number; tourId: number; tourTitle: string; startsOn: string; startTime: string | null; capacity: number; sold: number; held: number; free: number };

const figures = sql`count(distinct order_id)::int as bookings,
  count(distinct order_id) filter (where order_status = 'Cancelled')::int as cancelled,
  coalesce(sum(seats) filter (where order_status <> 'Cancelled'), 0)::bigint as seats,
  coalesce(sum(revenue), 0)::bigint as revenue`;
const readFigures = (row: Row): ReportFigures => ({ bookings: num(row.bookings), cancelled: num(row.cancelled), seats: num(row.seats), revenue: num(row.revenue) });

/** The Istanbul calendar day of an order, as a date. */
const bookedOn = sql`(timezone('Europe/Istanbul', ${orders.orderDate}))::date`;

/**
 * The order lines in the report: each with its order's status, method and language, the day it
 * counts on (booking or travel), its tour and region, its seats and its share of the order's
 * revenue. The shares of an order's lines add up to the order's revenue exactly (each line gets
 * floor(revenue × lines up to it ÷ total) − floor(revenue × lines before it ÷ total)); they are
 * taken over all the order's lines before the tour/region/travel-day filters keep some of them.
 */
function scopedLines(filters: ReportFilters): SQL {
  const onDay = filters.basis === 'booking' ? bookedOn : sql`${orderDetails.departureDate}`;
  const ordersInPeriod =
    filters.basis === 'booking'
      ? sql`${bookedOn} between ${filters.from}::date and ${filters.to}::date`
      : sql`${orders.id} in (select d.order_id from ${orderDetails} d where d.departure_date between ${filters.from}::date and ${filters.to}::date)`;
  const revenue = orderRevenue();
  const cumulative = sql`sum(${orderDetails.lineTotal}::bigint) over (partition by ${orders.id} order by ${orderDetails.id})`;
  const orderTotal = sql`sum(${orderDetails.lineTotal}::bigint) over (partition by ${orders.id})`;
  const first = sql`row_number() over (partition by ${orders.id} order by ${orderDetails.id}) = 1`;
  const lines = sql`select ${orders.id} as order_id, ${orders.orderStatus}::text as order_status, ${orders.paymentMethod}::text as payment_method,
      ${orders.locale} as locale, ${onDay} as on_day, ${orderDetails.tourId} as tour_id, ${tours.regionId} as region_id,
      (${orderDetails.adultQuantity} + ${orderDetails.childQuantity})::int as seats,
      case when ${orderTotal} = 0 then (case when ${first} then ${revenue} else 0 end)
        else (${revenue} * ${cumulative}) / ${orderTotal} - (${revenue} * (${cumulative} - ${orderDetails.lineTotal})) / ${orderTotal} end as revenue
    from ${orderDetails}
    join ${orders} on ${orders.id} = ${orderDetails.orderId}
    join ${tours} on ${tours.id} = ${orderDetails.tourId}
    where ${ordersInPeriod}`;
  const conditions = [sql`on_day between ${filters.from}::date and ${filters.to}::date`];
  if (filters.tourId !== undefined) conditions.push(sql`tour_id = ${filters.tourId}`);
  if (filters.regionId !== undefined) conditions.push(sql`region_id = ${filters.regionId}`);
  return sql`(select * from (${lines}) as all_lines where ${sql.join(conditions, sql` and `)}) as lines`;
}

const TOP_TOURS = 10;
const DEPARTURES = 30;

/**
 * The report for a period. `series` only: the totals and buckets alone (the `/db-main` panel), one
 * grouping instead of six and no departures — the breakdowns and departures come back empty.
 */
export async function adminReport(db: Executor, filters: ReportFilters, options: { locale: Locale; today: string; only?: 'series' }) {
  const { locale, today } = options;
  const full = options.only !== 'series';
  const lines = scopedLines(filters);
  const unit = sql.raw(`'${filters.group}'`);
  const bucket = sql`to_char(date_trunc(${unit}, on_day::timestamp), 'YYYY-MM-DD')`;
  const run = async (query: SQL) => rowsOf(await db.execute(query));

  const departureWhere = [sql`${tourDepartures.isActive}`, sql`${tourDepartures.startsOn} >= ${today}::date`];
  if (filters.tourId !== undefined) departureWhere.push(sql`${tourDepartures.tourId} = ${filters.tourId}`);
  if (filters.regionId !== undefined) departureWhere.push(sql`${tours.regionId} = ${filters.regionId}`);

  // One pass over the lines for every grouping (PGlite runs one query at a time; six scans of 100,000
  // orders took six times as long): GROUPING SETS, each row told apart by grouping().
  const [grouped, departureRows] = await Promise.all([
    run(sql`select grouping(bucket) as g_bucket, ${
      full
        ? sql`grouping(tour_id) as g_tour, grouping(region_id) as g_region, grouping(payment_method) as g_method, grouping(locale) as g_locale, tour_id, region_id, payment_method, locale`
        : sql`1 as g_tour, 1 as g_region, 1 as g_method, 1 as g_locale`
    }, bucket, ${figures}
      from (select *, ${bucket} as bucket from ${lines}) as bucketed
      group by grouping sets ((), (bucket)${full ? sql`, (tour_id), (region_id), (payment_method), (locale)` : sql``})`),
    full
      ? run(sql`select ${tourDepartures.id} as id, ${tourDepartures.tourId} as tour_id, ${tours.title} as title, to_char(${tourDepartures.startsOn}, 'YYYY-MM-DD') as starts_on,
        to_char(${tourDepartures.startTime}, 'HH24:MI') as start_time, ${tourDepartures.capacity} as capacity, ${tourDepartures.seatsTaken} as held,
        coalesce((select sum(${orderDetails.adultQuantity} + ${orderDetails.childQuantity}) from ${orderDetails} join ${orders} on ${orders.id} = ${orderDetails.orderId}
          where ${orderDetails.departureId} = ${tourDepartures.id} and ${orders.paymentStatus} = 'Completed' and ${orders.orderStatus} <> 'Cancelled'), 0)::int as sold
      from ${tourDepartures} join ${tours} on ${tours.id} = ${tourDepartures.tourId}
      where ${sql.join(departureWhere, sql` and `)}
      order by ${tourDepartures.startsOn}, ${tourDepartures.startTime} nulls first, ${tourDepartures.id}
      limit ${DEPARTURES}`)
      : [],
  ]);
  const groupedBy = (flag: 'g_bucket' | 'g_tour' | 'g_region' | 'g_method' | 'g_locale') => grouped.filter((row) => num(row[flag]) === 0);
  const totalRows = grouped.filter((row) => ['g_bucket', 'g_tour', 'g_region', 'g_method', 'g_locale'].every((flag) => num(row[flag]) === 1));
  const byRevenue = (a: Row, b: Row) => num(b.revenue) - num(a.revenue) || num(b.bookings) - num(a.bookings);
  const seriesRows = groupedBy('g_bucket');
  const tourRows = groupedBy('g_tour')
    .sort((a, b) => byRevenue(a, b) || num(a.tour_id) - num(b.tour_id))
    .slice(0, TOP_TOURS);
  const regionRows = groupedBy('g_region').sort((a, b) => byRevenue(a, b) || num(a.region_id) - num(b.region_id));
  const methodRows = groupedBy('g_method');
  const languageRows = groupedBy('g_locale').sort((a, b) => num(b.bookings) - num(a.bookings) || String(a.locale).localeCompare(String(b.locale)));

  // Names of the tours and regions in the rows, in the reader's language.
  const tourIds = tourRows.map((row) => num(row.tour_id));
  const regionIds = regionRows.map((row) => num(row.region_id));
  const [tourNames, regionNames] = await Promise.all([
    tourIds.length ? run(sql`select ${tours.id} as id, ${tours.title} as title from ${tours} where ${tours.id} in (${sql.join(tourIds.map((id) => sql`${id}`), sql`, `)})`) : [],
    regionIds.length ? run(sql`select ${regions.id} as id, ${regions.name} as name from ${regions} where ${regions.id} in (${sql.join(regionIds.map((id) => sql`${id}`), sql`, `)})`) : [],
  ]);
  const localized = (value: unknown) => pick((typeof value === 'string' ? JSON.parse(value) : value) as never, locale);
  const tourTitle = new Map(tourNames.map((row) => [num(row.id), localized(row.title)]));
  const regionName = new Map(regionNames.map((row) => [num(row.id), localized(row.name)]));

  const byBucket = new Map(seriesRows.map((row) => [String(row.bucket), readFigures(row)]));
  const empty: ReportFigures = { bookings: 0, cancelled: 0, seats: 0, revenue: 0 };
  const methods = new Map(methodRows.map((row) => [String(row.payment_method), readFigures(row)]));

  return {
    filters,
    today,
    currency: 'TRY' as const,
    totals: totalRows[0] ? readFigures(totalRows[0]) : empty,
    series: periodBuckets(filters).map(({ key, start, end }): ReportBucket => ({ start, end, ...(byBucket.get(key) ?? empty) })),
    tours: tourRows.map((row) => ({ id: num(row.tour_id), title: tourTitle.get(num(row.tour_id)) ?? '', ...readFigures(row) })),
    regions: regionRows.map((row) => ({ id: num(row.region_id), name: regionName.get(num(row.region_id)) ?? '', ...readFigures(row) })),
    // Both methods always, so a share of 0 % is shown rather than left out.
    paymentMethods: full ? (['card', 'eft'] as const).map((method) => ({ method, ...(methods.get(method) ?? empty) })) : [],
    languages: languageRows.map((row) => ({ locale: String(row.locale), ...readFigures(row) })),
    departures: departureRows.map((row): ReportDeparture => {
      const capacity = num(row.capacity);
      const held = num(row.held);
      const sold = Math.min(num(row.sold), held);
      return {
        id: num(row.id),
        tourId: num(row.tour_id),
        tourTitle: localized(row.title),
        startsOn: String(row.starts_on),
        startTime: row.start_time ? String(row.start_time) : null,
        capacity,
        sold,
        held: Math.max(0, held - sold),
        free: Math.max(0, capacity - held),
      };
    }),
  };
}
export type AdminReport = Awaited<ReturnType<typeof adminReport>>;
