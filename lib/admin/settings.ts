import 'server-only';
import { eq } from 'drizzle-orm';
import { recordAudit } from '@/lib/admin/audit';
import { invalidateCatalogue } from '@/lib/catalog/invalidate';
import { tags } from '@/lib/catalog/tags';
import { getDb } from '@/lib/db/client';
import { HttpError } from '@/lib/http/respond';
import { settings } from '@/lib/db/schema';
import type { AgencySettings, PaymentStoreType } from './settings-schema';

type StoredSettings = AgencySettings & { updatedAt: string };

const fields = ['companyName', 'bankName', 'iban', 'tursabLicenceNo', 'mersisNo', 'paymentStoreType'] as const satisfies readonly (keyof AgencySettings)[];
/** Saved when given; a new row takes the column's default without them. */
const optionalFields = ['cancelOnOverdueBalance'] as const satisfies readonly (keyof AgencySettings)[];
const allFields = [...fields, ...optionalFields];
/** Shown on cached public pages (footer, contact, checkout seller box, structured data): a change expires them. */
const publicFields = new Set<keyof AgencySettings>(['companyName', 'tursabLicenceNo', 'mersisNo', 'bankName', 'iban']);

function toSettings(row: typeof settings.$inferSelect): StoredSettings {
  const storeType: PaymentStoreType = row.paymentStoreType === '3D_PAY' ? '3D_PAY' : '3D_PAY_HOSTING';
  return {
    companyName: row.companyName,
    bankName: row.bankName,
    iban: row.iban,
    tursabLicenceNo: row.tursabLicenceNo,
    mersisNo: row.mersisNo,
    paymentStoreType: storeType,
    cancelOnOverdueBalance: row.cancelOnOverdueBalance,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The agency's settings (row 1), or null before the database has any. */
export async function readAgencySettings(): Promise<StoredSettings | null> {
  const db = await getDb();
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row ? toSettings(row) : null;
}

type SaveResult = { settings: StoredSettings; changed: (keyof AgencySettings)[] } | null;

/**
 * Writes the given settings for an admin, audited in the same transaction (`update settings 1`
 * with `{ field: { from, to } }` per changed field), then expires the cached public pages that
 * show them. A full set of values creates row 1 when missing; a partial one (the store-type switch)
 * needs the row and gives null without it. Nothing changed → nothing written, nothing audited.
 * `expectedUpdatedAt` (the `updatedAt` the form loaded, sent as `If-Match`): 412 when another admin
 * saved since, so that a form sending every field cannot put back the IBAN they had just changed.
 */
export async function saveAgencySettings(adminId: number, input: Partial<AgencySettings>, expectedUpdatedAt?: string): Promise<SaveResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(settings).where(eq(settings.id, 1)).for('update');
    if (expectedUpdatedAt !== undefined && before && before.updatedAt.toISOString() !== expectedUpdatedAt) throw new HttpError(412, 'recordChanged');
    const changed = allFields.filter((field) => input[field] !== undefined && (!before || before[field] !== input[field]));
    if (!before) {
      const complete = fields.every((field) => input[field] !== undefined);
      if (!complete) return null;
      const [row] = await tx
        .insert(settings)
        .values({ id: 1, ...(input as AgencySettings) })
        .returning();
      await recordAudit(tx, { userId: adminId, action: 'create', entity: 'settings', entityId: 1, details: Object.fromEntries(changed.map((field) => [field, { from: null, to: input[field] }])) });
      return { settings: toSettings(row), changed };
    }
    if (changed.length === 0) return { settings: toSettings(before), changed };
    const values = Object.fromEntries(changed.map((field) => [field, input[field]]));
    const [row] = await tx
      .update(settings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(settings.id, 1))
      .returning();
    await recordAudit(tx, {
      userId: adminId,
      action: 'update',
      entity: 'settings',
      entityId: 1,
      details: Object.fromEntries(changed.map((field) => [field, { from: before[field], to: input[field] }])),
    });
    return { settings: toSettings(row), changed };
  });
  if (result?.changed.some((field) => publicFields.has(field))) await invalidateCatalogue({ tags: [tags.site] });
  return result;
}
