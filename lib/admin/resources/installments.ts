import 'server-only';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { cardBins, installmentCaps, installmentProgrammes } from '@/lib/db/schema';
import { cardBinSchema } from '../schemas/card-bin';
import { installmentCapSchema } from '../schemas/installment-cap';
import { installmentProgrammeSchema } from '../schemas/installment-programme';
import { tableResource } from '../resource';

// The payment page reads these uncached (lib/payments/installments/rules.ts): no cached page shows them.

/** Card programmes and their installment counts and costs (/db-add-InstallmentProgrammes). */
export const installmentProgrammeResource = tableResource({
  name: 'installmentProgrammes',
  entity: 'installmentProgramme',
  table: installmentProgrammes,
  schema: installmentProgrammeSchema,
  orderBy: [asc(installmentProgrammes.orderNo), asc(installmentProgrammes.name)],
  searchIn: [installmentProgrammes.name, installmentProgrammes.banks],
  deleteConflict: async (tx, id) => {
    const [{ bins }] = await tx.select({ bins: count() }).from(cardBins).where(eq(cardBins.programmeId, id));
    return bins > 0 ? 'programmeHasBins' : null;
  },
  tags: () => [],
});

const binTable = tableResource({
  name: 'cardBins',
  entity: 'cardBin',
  table: cardBins,
  schema: cardBinSchema,
  orderBy: [asc(cardBins.prefix)],
  searchIn: [cardBins.prefix, cardBins.note],
  tags: () => [],
});

/** BIN ranges: which programme a card belongs to by its first digits (/db-add-CardBins); the list names the programme. */
export const cardBinResource: typeof binTable = {
  ...binTable,
  async list(db, query) {
    const page = await binTable.list(db, query);
    const ids = [...new Set(page.items.map((item) => Number(item.programmeId)))];
    const names = ids.length ? await db.select({ id: installmentProgrammes.id, name: installmentProgrammes.name }).from(installmentProgrammes).where(inArray(installmentProgrammes.id, ids)) : [];
    const byId = new Map(names.map((row) => [row.id, row.name]));
    return { ...page, items: page.items.map((item) => ({ ...item, programmeName: byId.get(Number(item.programmeId)) ?? null })) };
  },
};

/** The legal installment caps per tour category (/db-add-InstallmentCaps). */
export const installmentCapResource = tableResource({
  name: 'installmentCaps',
  entity: 'installmentCap',
  table: installmentCaps,
  schema: installmentCapSchema,
  orderBy: [asc(installmentCaps.travelScope)],
  searchIn: [installmentCaps.travelScope, installmentCaps.source],
  tags: () => [],
});
