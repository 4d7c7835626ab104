import { z } from 'zod';
import { listParamsSchema } from '@/lib/http/list-params';
import { orderStatuses, paymentMethods, paymentStatuses, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@/lib/orders/status';
import { isCalendarDay } from '@/lib/validation/calendar-day';

/** Client-safe: the dashboard's order filters, shared by the admin API, the CSV export and /db-booking. */
export { orderStatuses as orderStatusValues, paymentStatuses as paymentStatusValues, paymentMethods as paymentMethodValues };

export type OrderStatusValue = OrderStatus;
export type PaymentStatusValue = PaymentStatus;
export type PaymentMethodValue = PaymentMethod;

/** A GET form sends empty fields as "": they mean "no filter". */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const id = z.preprocess(blank, z.string().trim().regex(/^\d{1,9}$/, 'integer').transform(Number).pipe(z.number().int().positive()).optional());
const isoDate = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .refine((value) => isCalendarDay(value), 'invalid')
    .optional(),
);
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blank, z.enum(values).optional());

export const orderFiltersSchema = z.object({
  tourId: id,
  departureId: id,
  /** A departure day (YYYY-MM-DD): orders with a line on that day. */
  departureDate: isoDate,
  status: oneOf(orderStatuses),
  paymentStatus: oneOf(paymentStatuses),
  paymentMethod: oneOf(paymentMethods),
  /** Part of the guest's name, e-mail or phone, or the order number (lib/orders/number.ts). */
  q: z.preprocess(blank, z.string().trim().max(100).optional()),
});
export type OrderFilters = z.infer<typeof orderFiltersSchema>;

const orderSortFields = ['Id', 'OrderDate', 'TotalAmount'] as const;
export const orderListParamsSchema = listParamsSchema({ sortFields: orderSortFields, defaultSortBy: 'Id', defaultSortOrder: 'desc', defaultPageSize: 20, maxPageSize: 100 });

/** The filter names as they appear in the query string (for links that keep the filters). */
const orderFilterNames = ['tourId', 'departureId', 'departureDate', 'status', 'paymentStatus', 'paymentMethod', 'q'] as const;

/** The query string of a set of filters (empty ones left out). */
export function filtersQuery(filters: OrderFilters, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const name of orderFilterNames) {
    const value = filters[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) params.set(name, String(value));
  return params.toString();
}

/**
 * The filters of a page's query string: a bad value is dropped (and named in `invalid`) instead of
 * failing the whole page, so staff see the list and a sentence about what was ignored.
 */
export function parseFiltersLeniently(raw: Record<string, string | string[] | undefined>): { filters: OrderFilters; invalid: string[] } {
  const flat: Record<string, string> = {};
  for (const name of orderFilterNames) {
    const value = raw[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) flat[name] = first;
  }
  const parsed = orderFiltersSchema.safeParse(flat);
  if (parsed.success) return { filters: parsed.data, invalid: [] };
  const invalid = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
  for (const name of invalid) delete flat[name];
  return { filters: orderFiltersSchema.parse(flat), invalid };
}

/** The page's paging (PageIndex, PageSize, SortBy, SortOrder); bad values fall back to the defaults. */
export function parsePagingLeniently(raw: Record<string, string | string[] | undefined>) {
  const flat = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
  const parsed = orderListParamsSchema.safeParse(flat);
  return parsed.success ? parsed.data : orderListParamsSchema.parse({});
}
