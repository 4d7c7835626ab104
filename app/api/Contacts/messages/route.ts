import { CONTACT_RATE_LIMIT, receiveContactMessage } from '@/lib/contact/receive';
import { contactMessageSchema } from '@/lib/contact/schema';
import { ok, parseJson, route } from '@/lib/http/respond';
import { translator } from '@/lib/i18n/messages';
import { addressNetwork, clientIp, enforceRateLimit } from '@/lib/security/rate-limit';

/**
 * POST /api/Contacts/messages — the contact form: `{ name, email, phone?, message }`. Stores the
 * message with the visitor's language and IP, e-mails the agency, and answers 201
 * `{ Data: { id }, UIMessage }`. Bad fields: 400 with `errors`; more than 3 messages in 10 minutes
 * from one e-mail address or one network, or past CONTACT_MESSAGES_PER_HOUR site-wide: 429.
 */
export const POST = route(async (request, { locale }) => {
  const message = await parseJson(request, contactMessageSchema);
  const ip = clientIp(request);
  // The window is ten minutes: the wait is told in minutes ("583 seconds" was no help).
  await enforceRateLimit(`contact:ip:${addressNetwork(ip)}`, CONTACT_RATE_LIMIT, 'contactTooMany');
  await enforceRateLimit(`contact:email:${message.email.toLowerCase()}`, CONTACT_RATE_LIMIT, 'contactTooMany');
  const { id } = await receiveContactMessage(message, { locale, ip });
  return ok({ id }, translator(locale)('contact.form.sent'), { status: 201 });
});
