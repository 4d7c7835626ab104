import 'server-only';
import { eq } from 'drizzle-orm';
import { defaultLocale, type Locale } from '@/i18n/routing';
import { getContacts, SITE_CONTACTS_ID } from '@/lib/catalog/site';
import { getDb } from '@/lib/db/client';
import { contactEmails, contactMessages } from '@/lib/db/schema';
import { afterAnswer } from '@/lib/http/after-answer';
import { sendMail } from '@/lib/mail/send';
import { enforceRateLimit, hit, type RateLimitRule } from '@/lib/security/rate-limit';
import { translator } from '@/lib/i18n/messages';
import { logWarning } from '@/lib/log';
import { localizedUrl } from '@/lib/seo/urls';
import { env } from '@/lib/config/env';
import { contactNotificationMail } from './notification';
import type { ContactMessage } from './schema';

/** Per sender address and per IP address: enough for a person, too few for a spam run. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 3, windowSeconds: 10 * 60 };

/**
 * Who is told about a new message (and about a payment to refund, lib/orders/notifications.ts):
 * every active contact-form recipient of the dashboard, or the agency's public address when none is
 * set, so that a message is never read by nobody.
 */
export async function notificationRecipients(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ email: contactEmails.email }).from(contactEmails).where(eq(contactEmails.isActive, true)).orderBy(contactEmails.id);
  if (rows.length) return rows.map((row) => row.email);
  const agency = await getContacts(SITE_CONTACTS_ID, defaultLocale);
  return agency?.email ? [agency.email] : [];
}

/**
 * Stores a contact-form message and e-mails it to the agency's recipients (one e-mail each) once the
 * visitor has their answer: the message is kept whatever the mail server does, and the outbox says
 * whether each e-mail went. Past CONTACT_MAILS_PER_HOUR messages in the hour, site-wide, it is kept
 * without an e-mail (staff read it in /db-messages), and the recipients hear once that messages wait
 * there. Past CONTACT_MESSAGES_PER_HOUR, site-wide, it is refused (429 `contactBusy`): the limits per
 * address count a network, and a sender with many networks could otherwise fill the database.
 */
export async function receiveContactMessage(message: ContactMessage, origin: { locale: Locale; ip: string }): Promise<{ id: number }> {
  await enforceRateLimit('contact:stored:site', { limit: env().CONTACT_MESSAGES_PER_HOUR, windowSeconds: 3600 }, 'contactBusy');
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, locale: origin.locale, ip: origin.ip })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  const mail = contactNotificationMail({ ...message, id: row.id, locale: origin.locale, receivedAt: row.createdAt });
  // Site-wide: a spam run from many addresses would otherwise spend the mail quota the booking
  // e-mails and sign-in codes need. Past the hour's count the message waits in the dashboard.
  if ((await hit('contact:mails:site', { limit: env().CONTACT_MAILS_PER_HOUR, windowSeconds: 3600 })) > 0) {
    // Once an hour (the first message past the count, on whichever server): staff are told that
    // messages now wait without an e-mail, so a spam run cannot hide a customer's message from them.
    if ((await hit('contact:held:site', { limit: 1, windowSeconds: 3600 })) === 0) {
      logWarning('contact', 'contact messages past CONTACT_MAILS_PER_HOUR wait in the dashboard without an e-mail', { limit: env().CONTACT_MAILS_PER_HOUR });
      await afterAnswer('contact', async () => {
        const t = translator(defaultLocale);
        const text = t('contact.mail.heldText', { limit: env().CONTACT_MAILS_PER_HOUR, url: localizedUrl('/db-messages', defaultLocale) });
        const recipients = await notificationRecipients();
        await Promise.all(recipients.map((to) => sendMail({ to, subject: t('contact.mail.heldSubject'), text, kind: 'contact', locale: defaultLocale })));
      });
    }
    return { id: row.id };
  }
  await afterAnswer('contact', async () => {
    const recipients = await notificationRecipients();
    await Promise.all(recipients.map((to) => sendMail({ to, ...mail, replyTo: message.email, kind: 'contact', locale: defaultLocale })));
  });
  return { id: row.id };
}
