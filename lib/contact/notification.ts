import { defaultLocale, type Locale } from '@/i18n/routing';
import { translator } from '@/lib/i18n/messages';

type ReceivedContactMessage = {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  locale: Locale;
  receivedAt: Date;
};

/**
 * The e-mail that tells the agency's staff about a contact-form message. It is written in the
 * agency's language (Turkish) whatever language the visitor used; the visitor's language is named
 * so that the answer can be written in it.
 */
export function contactNotificationMail(received: ReceivedContactMessage): { subject: string; text: string } {
  const t = translator(defaultLocale);
  const receivedAt = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(received.receivedAt);
  const text = [
    t('contact.mail.intro'),
    '',
    `${t('contact.mail.name')}: ${received.name}`,
    `${t('contact.mail.email')}: ${received.email}`,
    `${t('contact.mail.phone')}: ${received.phone || '—'}`,
    `${t('contact.mail.language')}: ${t(`language.${received.locale}`)}`,
    `${t('contact.mail.receivedAt')}: ${receivedAt}`,
    `${t('contact.mail.reference')}: #${received.id}`,
    '',
    `${t('contact.mail.message')}:`,
    received.message,
    '',
    t('contact.mail.replyHint', { email: received.email }),
  ].join('\n');
  return { subject: t('contact.mail.subject', { name: received.name }), text };
}
