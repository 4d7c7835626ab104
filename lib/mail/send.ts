import 'server-only';
import { eq } from 'drizzle-orm';
import { env } from '@/lib/config/env';
import { getDb } from '@/lib/db/client';
import { mailOutbox, type MailAttachment } from '@/lib/db/schema';
import { logError } from '@/lib/log';
import { maskSecrets, outboxKeepsSecrets } from './secrets';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  locale: string;
  attachments?: MailAttachment[];
  /** Where a reply goes, when not to the sender (the visitor who wrote through the contact form). */
  replyTo?: string;
  /**
   * The secrets the mail carries, as written in it (a one-time code, a voucher's check-in code): the
   * outbox's copy of a delivered mail has them masked (lib/mail/secrets.ts). Links with a booking code
   * or a `?t=` token need not be named: they are found and masked anyway.
   */
  secrets?: string[];
};

type Attachment = { filename: string; content: Buffer; contentType: string; cid?: string };
type Transport = { sendMail: (message: { from: string; to: string; replyTo?: string; subject: string; text: string; html?: string; attachments?: Attachment[] }) => Promise<unknown> };
const key = Symbol.for('tour-agency.mail-transport');
const store = globalThis as Record<symbol, Transport | undefined>;

async function transport(): Promise<Transport | null> {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (!store[key]) {
    const nodemailer = await import('nodemailer');
    // Nodemailer waits 2 minutes to connect and 10 for an answer by default: a blocked port or a
    // silent server would hold every caller (and the visitor behind it) that long.
    const wait = env().SMTP_TIMEOUT_SECONDS * 1000;
    store[key] = nodemailer.createTransport({ url, connectionTimeout: wait, greetingTimeout: wait, socketTimeout: 3 * wait });
  }
  return store[key] ?? null;
}

/**
 * The row the outbox keeps of a mail (docs/decisions/0138): the mail itself while the outbox is the
 * mailbox (no SMTP, outside production); otherwise a copy with its codes and secret links masked, so
 * that neither the dashboard nor the database holds what only the recipient may use.
 */
function outboxRow({ secrets, replyTo: _replyTo, ...mail }: Mail, smtp: Transport | null) {
  if (outboxKeepsSecrets({ delivered: smtp !== null, production: env().isProduction })) return mail;
  const { hidden: _hidden, ...copy } = maskSecrets(mail, secrets);
  return copy;
}

/**
 * Every e-mail is written to the outbox first (the dashboard shows it), then sent over SMTP when
 * SMTP_URL is set. Without SMTP the outbox is the delivery, and outside production the log says so.
 * A mail that goes over SMTP (and any mail in production) is kept with its secrets masked.
 */
export async function sendMail(mail: Mail): Promise<{ id: number; status: 'sent' | 'logged' | 'failed' }> {
  const db = await getDb();
  const smtp = await transport();
  const [row] = await db.insert(mailOutbox).values({ ...outboxRow(mail, smtp), status: 'queued' }).returning({ id: mailOutbox.id });
  return deliver(row.id, mail, smtp);
}

/**
 * A mail that must go at most once (`onceKey`: `order:12:review-request`): the outbox row is
 * claimed with the unique key first, so a second call — the same job on another server, a job run
 * twice — finds the key taken and sends nothing (null). docs/decisions/0095.
 */
export async function sendMailOnce(onceKey: string, mail: Mail): Promise<{ id: number; status: 'sent' | 'logged' | 'failed' } | null> {
  const db = await getDb();
  const smtp = await transport();
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...outboxRow(mail, smtp), onceKey, status: 'queued' })
    .onConflictDoNothing({ target: mailOutbox.onceKey })
    .returning({ id: mailOutbox.id });
  if (!row) return null;
  return deliver(row.id, mail, smtp);
}

/** Whether a mail with this key was written to the outbox (sent, logged or failed). */
export async function mailSentOnce(onceKey: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.onceKey, onceKey));
  return Boolean(row);
}

/** Sends the mail as written (its secrets included) and records the outcome on its outbox row. */
async function deliver(id: number, mail: Mail, smtp: Transport | null): Promise<{ id: number; status: 'sent' | 'logged' | 'failed' }> {
  const db = await getDb();
  const row = { id };
  if (!smtp) {
    await db.update(mailOutbox).set({ status: 'logged' }).where(eq(mailOutbox.id, row.id));
    if (!env().isProduction) console.log(`[mail] outbox #${row.id}: ${mail.subject}`);
    return { id: row.id, status: 'logged' };
  }
  try {
    const attachments = (mail.attachments ?? []).map(({ filename, contentType, contentBase64, cid }) => ({ filename, contentType, content: Buffer.from(contentBase64, 'base64'), ...(cid ? { cid } : {}) }));
    await smtp.sendMail({ from: env().MAIL_FROM, to: mail.to, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}), subject: mail.subject, text: mail.text, html: mail.html, ...(attachments.length ? { attachments } : {}) });
    await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    return { id: row.id, status: 'sent' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db.update(mailOutbox).set({ status: 'failed', error: reason }).where(eq(mailOutbox.id, row.id));
    logError('mail', error, `outbox #${row.id} could not be sent`);
    return { id: row.id, status: 'failed' };
  }
}
