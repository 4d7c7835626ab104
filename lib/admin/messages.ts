import 'server-only';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { contactMessages, mailOutbox } from '@/lib/db/schema';
import { isMaskedCopy } from '@/lib/mail/secrets';
import { recordAudit } from './audit';

type Paging = { index: number; size: number };

const messageSummary = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  message: contactMessages.message,
  locale: contactMessages.locale,
  readAt: contactMessages.readAt,
  createdAt: contactMessages.createdAt,
};

type MessageRow = { readAt: Date | null; createdAt: Date } & Record<string, unknown>;
const serialise = <T extends MessageRow>(row: T) => ({ ...row, readAt: row.readAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() });

/** Contact-form messages, newest first, with how many are unread. */
export async function listContactMessages(db: Executor, { index, size }: Paging, options: { unreadOnly?: boolean } = {}) {
  const where = options.unreadOnly ? isNull(contactMessages.readAt) : undefined;
  const [rows, [{ total, unread }]] = await Promise.all([
    db.select(messageSummary).from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(size).offset(index * size),
    db
      .select({ total: sql<number>`count(*) filter (where ${where ?? sql`true`})::int`, unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)::int` })
      .from(contactMessages),
  ]);
  return { items: rows.map(serialise), total: Number(total), unread: Number(unread) };
}

/** One contact message (with the sender's IP, for abuse reports), or null. */
export async function getContactMessage(db: Executor, id: number) {
  const [row] = await db.select({ ...messageSummary, ip: contactMessages.ip }).from(contactMessages).where(eq(contactMessages.id, id));
  return row ? serialise(row) : null;
}

/**
 * Whether a page visit came from the site itself or was typed (`Sec-Fetch-Site`: same-origin, none;
 * an old browser sends nothing): only such a visit may change what staff see, such as marking a
 * message read. A link followed from another site (cross-site, same-site) changes nothing.
 */
export function isOwnVisit(secFetchSite: string | null): boolean {
  return secFetchSite === null || secFetchSite === 'same-origin' || secFetchSite === 'none';
}

/** Marks a message read or unread (audited); null when there is no such message. */
export async function setContactMessageRead(db: Executor, id: number, read: boolean, adminId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id, readAt: contactMessages.readAt });
    if (!row) return null;
    await recordAudit(tx, { userId: adminId, action: read ? 'message.markRead' : 'message.markUnread', entity: 'contactMessage', entityId: id });
    return { id: row.id, readAt: row.readAt?.toISOString() ?? null };
  });
}

/**
 * The mail outbox, newest first: what was sent to whom, and what failed. A mail that went out over
 * SMTP is kept with its codes and secret links masked (`hidden`: lib/mail/secrets.ts, docs/decisions/0138).
 */
export async function listOutbox(db: Executor, { index, size }: Paging) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        kind: mailOutbox.kind,
        locale: mailOutbox.locale,
        status: mailOutbox.status,
        error: mailOutbox.error,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(size)
      .offset(index * size),
    db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox),
  ]);
  return {
    items: rows.map((row) => ({ ...row, hidden: isMaskedCopy(row), createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null })),
    total: Number(total),
  };
}
