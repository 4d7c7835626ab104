import { z } from 'zod';
import { isPlainText, refuseControlCharacters } from '@/lib/http/control-characters';
import { listParamsSchema } from '@/lib/http/list-params';
import { isCalendarDay, isCalendarMonth } from '@/lib/validation/calendar-day';

/**
 * The tour search: one set of filters, read from the URL by the list pages (/tour-list-1, -2) and by
 * GET /api/Tours. Pages ignore a bad value and render with the default; the API answers it with 400.
 */

export const TOURS_PER_PAGE = 12;

/** The spec's fixed tour types: 1 nature, 2 adventure, 3 culture, 4 food, 5 city tours. */
export const tourTypeIds = [1, 2, 3, 4, 5] as const;

/** The sort choices of the list pages (`?sort=`); `popular` puts featured tours first. */
export const tourSortOptions = ['popular', 'price-asc', 'price-desc', 'duration', 'newest'] as const;
type TourSortOption = (typeof tourSortOptions)[number];

/** The sort fields of GET /api/Tours (`SortBy=`); tours have no order number, so OrderNo is the recommended order. */
const tourSortFields = ['Id', 'Price', 'Duration', 'Title', 'CreatedAt', 'OrderNo'] as const;
type TourSortField = (typeof tourSortFields)[number];

/** How the database orders tours. `recommended`: featured first, then by their region's OrderNo, then id. */
export type TourOrder = { by: 'recommended' | 'id' | 'price' | 'duration' | 'title' | 'newest'; direction: 'asc' | 'desc' };

export type TourFilters = {
  /** Free text looked up in the title and summary (in the page language, Turkish when missing). */
  q?: string;
  region?: number;
  type?: number;
  /** Whole lira, against the adult price. */
  minPrice?: number;
  maxPrice?: number;
  minDays?: number;
  maxDays?: number;
  /** YYYY-MM-DD: has a bookable departure on or after this day. */
  date?: string;
  /** YYYY-MM: has a bookable departure in this month. */
  month?: string;
};

/** What the catalogue query needs: filters, order and one page. */
export type TourListQuery = { filters: TourFilters; order: TourOrder; index: number; size: number };

const MAX_PRICE_TL = 10_000_000;
const MAX_DAYS = 365;
const MAX_QUERY_LENGTH = 100;

/** An empty form field (`?region=`) means "no filter", not a mistake. */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(blankAsMissing, schema.optional());

const wholeNumber = (min: number, max: number, message?: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'integer')
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

const filterFields = {
  // A control character (U+0000: the database refuses it) or a lone surrogate: the API answers 400,
  // a list page drops the search text like any value that does not parse.
  q: optional(z.string().trim().max(MAX_QUERY_LENGTH).refine(isPlainText, 'controlCharacter')),
  region: optional(wholeNumber(1, 2_147_483_647)),
  type: optional(wholeNumber(tourTypeIds[0], tourTypeIds[tourTypeIds.length - 1], 'oneOf')),
  minPrice: optional(wholeNumber(0, MAX_PRICE_TL)),
  maxPrice: optional(wholeNumber(0, MAX_PRICE_TL)),
  minDays: optional(wholeNumber(1, MAX_DAYS)),
  maxDays: optional(wholeNumber(1, MAX_DAYS)),
  date: optional(z.string().trim().refine((value) => isCalendarDay(value), 'invalid')),
  month: optional(z.string().trim().refine(isCalendarMonth, 'invalid')),
};

/** The filters, shared by the pages and the API. */
export const tourFiltersSchema = z.object(filterFields);

/** The list pages' query string: the filters plus `sort` and a 1-based `page`. */
const tourSearchSchema = z.object({
  ...filterFields,
  sort: z.preprocess(blankAsMissing, z.enum(tourSortOptions, 'oneOf').default('popular')),
  page: z.preprocess(blankAsMissing, wholeNumber(1, 100_000).default(1)),
});
export type TourSearch = z.infer<typeof tourSearchSchema>;

/** The API's query string: the filters plus the spec's PageIndex, PageSize, SortBy and SortOrder. */
const tourListParamsSchema = listParamsSchema({
  sortFields: tourSortFields,
  defaultSortBy: 'OrderNo',
  defaultPageSize: 100,
  maxPageSize: 9999,
});

const filterNames = new Map(Object.keys(filterFields).map((name) => [name.toLowerCase(), name]));
const searchNames = new Map([...filterNames, ['sort', 'sort'], ['page', 'page']]);

/**
 * Every query name a list page reads a search from, as written, in lower case and capitalised as the
 * API's parameters are (`MinPrice`): proxy.ts routes them to the search. (The page reads any case;
 * another mix of cases is not routed and shows the list without the search.)
 */
export const tourSearchQueryNames: readonly string[] = [
  ...new Set([...searchNames.values(), ...searchNames.keys(), ...[...searchNames.values()].map((name) => name[0].toUpperCase() + name.slice(1))]),
];

/** Query parameter names are matched without regard to case (`MinPrice` = `minPrice`); the first value wins. */
function canonicalParams(params: Iterable<[string, string]>, names: Map<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of params) {
    const canonical = names.get(name.toLowerCase());
    if (canonical && !(canonical in out)) out[canonical] = value;
  }
  return out;
}

type PageSearchParams = Record<string, string | string[] | undefined>;

function entriesOf(params: URLSearchParams | PageSearchParams): [string, string][] {
  if (params instanceof URLSearchParams) return [...params.entries()];
  return Object.entries(params).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value[0] : value] as [string, string]]));
}

/**
 * Reads a list page's search from its URL. A value that does not parse is dropped, so a shared or
 * hand-edited link still shows tours (with the default for that field) instead of an error page.
 */
export function parseTourSearch(params: URLSearchParams | PageSearchParams): TourSearch {
  const input = canonicalParams(entriesOf(params), searchNames);
  const first = tourSearchSchema.safeParse(input);
  if (first.success) return first.data;
  // Every field is checked on its own, so without the rejected fields the rest parses.
  const rejected = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  return tourSearchSchema.parse(Object.fromEntries(Object.entries(input).filter(([name]) => !rejected.has(name))));
}

const apiOrders: Record<TourSortField, TourOrder['by']> = {
  Id: 'id',
  Price: 'price',
  Duration: 'duration',
  Title: 'title',
  CreatedAt: 'newest',
  OrderNo: 'recommended',
};

/** Reads GET /api/Tours's query; any bad value throws a ZodError listing every bad parameter (a 400). */
export function parseTourListQuery(params: URLSearchParams): TourListQuery {
  const entries = [...params.entries()];
  refuseControlCharacters(Object.fromEntries(entries));
  const paging = tourListParamsSchema.safeParse(Object.fromEntries(entries));
  const filters = tourFiltersSchema.safeParse(canonicalParams(entries, filterNames));
  if (!paging.success || !filters.success) {
    throw new z.ZodError([...(paging.error?.issues ?? []), ...(filters.error?.issues ?? [])]);
  }
  const { index, size, sortBy, sortOrder } = paging.data;
  return { filters: filters.data, order: { by: apiOrders[sortBy], direction: sortOrder }, index, size };
}

const pageOrders: Record<TourSortOption, TourOrder> = {
  popular: { by: 'recommended', direction: 'asc' },
  'price-asc': { by: 'price', direction: 'asc' },
  'price-desc': { by: 'price', direction: 'desc' },
  duration: { by: 'duration', direction: 'asc' },
  newest: { by: 'newest', direction: 'desc' },
};

/** The catalogue query behind a list page. */
export function tourSearchQuery(search: TourSearch): TourListQuery {
  const { sort, page, ...filters } = search;
  return { filters, order: pageOrders[sort], index: page - 1, size: TOURS_PER_PAGE };
}

const searchOrder = ['q', 'region', 'type', 'minPrice', 'maxPrice', 'minDays', 'maxDays', 'date', 'month', 'sort', 'page'] as const;
const defaults: Partial<TourSearch> = { sort: 'popular', page: 1 };

/** The query string of a search (`region=3&page=2`), without defaults, in a stable order so equal searches share one URL. */
export function tourSearchToQueryString(search: Partial<TourSearch>): string {
  const params = new URLSearchParams();
  for (const name of searchOrder) {
    const value = search[name];
    if (value === undefined || value === '' || value === defaults[name]) continue;
    params.set(name, String(value));
  }
  return params.toString();
}

/** How many filters narrow the search (a price or duration range counts once), shown on the folded filter form. */
export function activeTourFilterCount(search: TourFilters): number {
  const { q, region, type, minPrice, maxPrice, minDays, maxDays, date, month } = search;
  return [q, region, type, minPrice ?? maxPrice, minDays ?? maxDays, date, month].filter((value) => value !== undefined).length;
}

// ---------------------------------------------------------------- free text

/**
 * Turkish letters folded to their Latin base so that "sile" finds "Şile" and "kizkalesi" finds
 * "Kızkalesi": to ILIKE alone ı and i, ş and s are different letters, and visitors often type
 * without Turkish characters. The same pairs feed SQL's translate() on the stored text; case is
 * then left to ILIKE (which also folds Cyrillic).
 */
export const TURKISH_FOLD_FROM = 'çÇğĞıİöÖşŞüÜâÂîÎûÛ';
export const TURKISH_FOLD_TO = 'cCgGiIoOsSuUaAiIuU';

export function foldTurkish(text: string): string {
  let out = '';
  for (const char of text) {
    const at = TURKISH_FOLD_FROM.indexOf(char);
    out += at === -1 ? char : TURKISH_FOLD_TO[at];
  }
  return out;
}

/** An ILIKE pattern matching the text anywhere, with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${foldTurkish(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
