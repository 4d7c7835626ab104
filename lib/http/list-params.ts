import { z } from 'zod';

export type SortOrder = 'asc' | 'desc';

/** What a list endpoint needs to know after its query string has been validated. */
export type ListParams<Field extends string> = {
  index: number;
  size: number;
  sortBy: Field;
  sortOrder: SortOrder;
  showInactive: boolean;
};

type ListSpec<Field extends string> = {
  /** The fields a caller may sort by, spelled as the contract spells them (`Id`, `OrderNo`, ...). */
  sortFields: readonly Field[];
  defaultSortBy: Field;
  defaultSortOrder?: SortOrder;
  defaultPageSize?: number;
  maxPageSize?: number;
};

/**
 * docs/product-rules.md#http-calls spells the same parameters two ways (`sortBy=OrderNo` and `SortBy=Id`), so names are
 * matched without regard to case; errors are reported under these names.
 */
const parameterNames = {
  pageindex: 'PageIndex',
  pagesize: 'PageSize',
  sortby: 'SortBy',
  sortorder: 'SortOrder',
  showinactive: 'showInactive',
} as const;

function canonicalNames(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    const canonical = parameterNames[name.toLowerCase() as keyof typeof parameterNames];
    if (canonical) out[canonical] = value;
  }
  return out;
}

const wholeNumber = /^\d+$/;

/**
 * The zod schema of a list endpoint's query string (PageIndex, PageSize, SortBy, SortOrder,
 * showInactive). Use it with `parseQuery()`: bad values become a 400 with a sentence per parameter,
 * and an unknown sort field is a 400, never a database error.
 */
export function listParamsSchema<Field extends string>(spec: ListSpec<Field>) {
  const { sortFields, defaultSortBy, defaultSortOrder = 'asc', defaultPageSize = 20, maxPageSize = 100 } = spec;
  const sortField = (value: string) => sortFields.find((field) => field.toLowerCase() === value.trim().toLowerCase());

  return z.preprocess(
    canonicalNames,
    z
      .object({
        PageIndex: z.string().trim().regex(wholeNumber, 'pageIndex').transform(Number).pipe(z.number().max(1_000_000)).optional(),
        PageSize: z.string().trim().regex(wholeNumber, 'integer').transform(Number).pipe(z.number().min(1).max(maxPageSize)).optional(),
        SortBy: z
          .string()
          .refine((value) => sortField(value) !== undefined, 'sortField')
          .transform((value) => sortField(value) as Field)
          .optional(),
        SortOrder: z
          .string()
          .trim()
          .toLowerCase()
          .refine((value) => value === 'asc' || value === 'desc', 'sortOrder')
          .optional(),
        showInactive: z
          .string()
          .trim()
          .toLowerCase()
          .refine((value) => value === 'true' || value === 'false', 'boolean')
          .transform((value) => value === 'true')
          .optional(),
      })
      .transform(
        (query): ListParams<Field> => ({
          index: query.PageIndex ?? 0,
          size: query.PageSize ?? defaultPageSize,
          sortBy: query.SortBy ?? defaultSortBy,
          sortOrder: (query.SortOrder as SortOrder | undefined) ?? defaultSortOrder,
          showInactive: query.showInactive ?? false,
        }),
      ),
  );
}
