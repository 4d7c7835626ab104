import 'server-only';
import { env } from '@/lib/config/env';
import { translator } from '@/lib/i18n/messages';
import { afterAnswer } from '@/lib/http/after-answer';
import { sendMail } from '@/lib/mail/send';
import type { Locale } from '@/i18n/routing';
import { OTP_TTL_SECONDS } from './one-time-codes';
import type { OtpPurpose } from './schemas';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * E-mails a one-time code in the account's language. The outbox keeps the code only while it is the
 * mailbox (no SMTP, outside production: docs/decisions/0138); then the server log shows it too.
 */
export async function sendCodeMail(to: string, code: string, purpose: OtpPurpose, locale: Locale): Promise<void> {
  const t = translator(locale);
  const minutes = OTP_TTL_SECONDS / 60;
  const subject = t(`auth.mail.${purpose}Subject`);
  const intro = t(`auth.mail.${purpose}Intro`);
  const lines = [t('auth.mail.greeting'), '', intro, '', code, '', t('auth.mail.validity', { minutes }), t('auth.mail.ignore'), '', t('site.brand')];
  const html = [
    `<p>${escapeHtml(t('auth.mail.greeting'))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>`,
    `<p>${escapeHtml(t('auth.mail.validity', { minutes }))}<br>${escapeHtml(t('auth.mail.ignore'))}</p>`,
    `<p>${escapeHtml(t('site.brand'))}</p>`,
  ].join('\n');
  if (!env().isProduction && !env().SMTP_URL) console.info(`[auth] one-time ${purpose} code for ${to}: ${code}`);
  await sendMail({ to, subject, text: lines.join('\n'), html, kind: `otp-${purpose}`, locale, secrets: [code] });
}

/**
 * Sends the code mail after the answer has gone out: a slow mail server then neither delays the
 * answer nor tells, by the time it takes, an address with an account from one without.
 */
export function sendCodeMailAfterAnswer(...mail: Parameters<typeof sendCodeMail>): Promise<void> {
  return afterAnswer('auth', () => sendCodeMail(...mail));
}
