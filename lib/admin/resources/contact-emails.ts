import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { contactEmails } from '@/lib/db/schema';
import { HttpError } from '@/lib/http/respond';
import { contactEmailSchema } from '../schemas/contact-email';
import { tableResource, type AdminResource } from '../resource';
import type { z } from 'zod';

type Input = z.output<typeof contactEmailSchema>;

/** Another recipient with this address (the unique index would refuse it with a vaguer sentence). */
async function refuseDuplicate(tx: Transaction, email: string, id?: number) {
  const [other] = await tx
    .select({ id: contactEmails.id })
    .from(contactEmails)
    .where(and(eq(contactEmails.email, email), id === undefined ? undefined : ne(contactEmails.id, id)));
  if (other) throw new HttpError(409, 'contactEmailTaken', { email });
}

/**
 * A message must reach somebody: the last active recipient can be neither deleted nor switched
 * off. The active rows are locked so two staff switching off the last two at once cannot both win.
 */
async function refuseLastActive(tx: Transaction, id: number) {
  const active = await tx.select({ id: contactEmails.id }).from(contactEmails).where(eq(contactEmails.isActive, true)).for('update');
  if (active.length === 1 && active[0].id === id) throw new HttpError(409, 'lastContactEmail');
}

const table = tableResource({
  name: 'contactEmails',
  entity: 'contactEmail',
  table: contactEmails,
  schema: contactEmailSchema,
  orderBy: [asc(contactEmails.email)],
  searchIn: [contactEmails.email, contactEmails.name],
  deleteConflict: async (tx, id) => {
    await refuseLastActive(tx, id);
    return null;
  },
  // The contact form reads the recipients uncached (lib/contact/receive.ts): no page shows them.
  tags: () => [],
});

/** Recipients of the contact form's notification e-mails (/db-add-ContactEmails). */
export const contactEmailResource: AdminResource<Input> = {
  ...table,
  async create(tx, input) {
    await refuseDuplicate(tx, input.email);
    return table.create(tx, input);
  },
  async update(tx, id, input, auditAlso) {
    await refuseDuplicate(tx, input.email, id);
    if (!input.isActive) await refuseLastActive(tx, id);
    return table.update(tx, id, input, auditAlso);
  },
};
