import 'server-only';
import { eq } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { mailOutbox, type MailAttachment } from '@/lib/db/schema';
import { logError } from '@/lib/log';

export type Mail = { to: string; subject: string; text: string; html?: string; kind: string; locale: string; attachments?: MailAttachment[] };

type Attachment = { filename: string; content: Buffer; contentType: string; cid?: string };
type Transport = { sendMail: (message: { from: string; to: string; subject: string; text: string; html?: string; attachments?: Attachment[] }) => Promise<unknown> };
const key = Symbol.for('tour-agency.mail-transport');
const store = globalThis as Record<symbol, Transport | undefined>;

async function transport(): Promise<Transport | null> {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (!store[key]) {
    const nodemailer = await import('nodemailer');
    store[key] = nodemailer.createTransport(url);
  }
  return store[key] ?? null;
}

/**
 * Every e-mail is written to the outbox first (the dashboard shows it), then sent over SMTP when
 * SMTP_URL is set. Without SMTP the outbox is the delivery, and outside production the log says so.
 */
export async function sendMail(mail: Mail): Promise<{ id: number; status: 'sent' | 'logged' | 'failed' }> {
  const db = await getDb();
  const [row] = await db.insert(mailOutbox).values({ ...mail, status: 'queued' }).returning({ id: mailOutbox.id });
  return deliver(row.id, mail);
}

/**
 * A mail that must go at most once (`onceKey`: `order:12:review-request`): the outbox row is
 * claimed with the unique key first, so a second call — the same job on another server, a job run
 * twice — finds the key taken and sends nothing (null). docs/decisions/0095.
 */
export async function sendMailOnce(onceKey: string, mail: Mail): Promise<{ id: number; status: 'sent' | 'logged' | 'failed' } | null> {
  const db = await getDb();
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, onceKey, status: 'queued' })
    .onConflictDoNothing({ target: mailOutbox.onceKey })
    .returning({ id: mailOutbox.id });
  if (!row) return null;
  return deliver(row.id, mail);
}

/** Whether a mail with this key was written to the outbox (sent, logged or failed). */
export async function mailSentOnce(onceKey: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.onceKey, onceKey));
  return Boolean(row);
}

async function deliver(id: number, mail: Mail): Promise<{ id: number; status: 'sent' | 'logged' | 'failed' }> {
  const db = await getDb();
  const row = { id };
  const smtp = await transport();
  if (!smtp) {
    await db.update(mailOutbox).set({ status: 'logged' }).where(eq(mailOutbox.id, row.id));
    if (!env().isProduction) console.log(`[mail] outbox #${row.id}: ${mail.subject}`);
    return { id: row.id, status: 'logged' };
  }
  try {
    const attachments = (mail.attachments ?? []).map(({ filename, contentType, contentBase64, cid }) => ({ filename, contentType, content: Buffer.from(contentBase64, 'base64'), ...(cid ? { cid } : {}) }));
    await smtp.sendMail({ from: env().MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(attachments.length ? { attachments } : {}) });
    await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    return { id: row.id, status: 'sent' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db.update(mailOutbox).set({ status: 'failed', error: reason }).where(eq(mailOutbox.id, row.id));
    logError('mail', error, `outbox #${row.id} could not be sent`);
    return { id: row.id, status: 'failed' };
  }
}
