import { maskSecretLinks } from '@/lib/security/secret-links.mjs';
import type { MailAttachment } from '@/lib/db/schema';

/**
 * What the outbox keeps of an e-mail's secrets (docs/decisions/0138). A one-time code, a booking code
 * or a signed link in an e-mail acts for its recipient: a copy anyone else can read — an admin in
 * /db-outbox, a stolen admin session, a database backup — must not carry it once the e-mail went to
 * its recipient. Without a mail server, outside production, the outbox *is* the mailbox (developers,
 * the demo, the tests read their codes there) and keeps everything.
 */

/** What stands in the outbox's copy for a secret (six bullets: no mail says that by itself). */
export const MASK = '••••••';

/** Whether the outbox may keep a mail as sent: only as the mailbox itself (no transport), never in production. */
export function outboxKeepsSecrets({ delivered, production }: { delivered: boolean; production: boolean }): boolean {
  return !delivered && !production;
}

type Content = { subject: string; text: string; html?: string; attachments?: MailAttachment[] };

/**
 * The copy of a mail the outbox may keep when it is not the mailbox: every secret the sender named
 * (`secrets`: a code, as written in the mail) and every link with a booking code (`/travellers/…`,
 * `/voucher/…`) or a token parameter (`?t=…`) masked, in the subject, the text and the HTML. A mail
 * that carried a secret keeps its attachments' names and types but not their bytes (a voucher's PDF
 * and QR image hold its check-in code), and so does one whose sender named a secret.
 * `hidden` says whether anything in the subject, the text or the HTML was masked.
 */
export function maskSecrets<T extends Content>(mail: T, secrets: readonly string[] = []): T & { hidden: boolean } {
  // Longest first: a secret that contains another (a code and the code written in groups) goes whole.
  const named = [...new Set(secrets.filter((secret) => secret.length > 0))].sort((a, b) => b.length - a.length);
  const mask = (value: string) => maskSecretLinks(named.reduce((out, secret) => out.split(secret).join(MASK), value), MASK);
  const subject = mask(mail.subject);
  const text = mask(mail.text);
  const html = mail.html === undefined || mail.html === null ? mail.html : mask(mail.html);
  const hidden = subject !== mail.subject || text !== mail.text || html !== mail.html;
  const attachments = (hidden || named.length > 0) && mail.attachments ? mail.attachments.map((file) => ({ ...file, contentBase64: '' })) : mail.attachments;
  return { ...mail, subject, text, html, ...(attachments ? { attachments } : {}), hidden };
}

/** Whether an outbox row is a masked copy (the dashboard says the codes were hidden). */
export function isMaskedCopy(row: { subject: string; text: string }): boolean {
  return row.subject.includes(MASK) || row.text.includes(MASK);
}
