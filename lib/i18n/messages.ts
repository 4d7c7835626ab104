import tr from '@/messages/tr.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { createTranslator } from 'next-intl';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';

export type Messages = typeof tr;
const all: Record<Locale, Messages> = { tr, en: en as Messages, ru: ru as Messages };

export function loadMessages(locale: Locale): Messages {
  return all[locale];
}

/** A translator usable outside React (route handlers, e-mails, jobs). */
export function translator(locale: Locale) {
  return createTranslator({ locale, messages: all[locale] });
}

/** The language of an API request: its Accept-Language header (first supported prefix), else Turkish. */
export function localeFromRequest(request: Request): Locale {
  const header = request.headers.get('accept-language') ?? '';
  for (const part of header.split(',')) {
    const prefix = part.trim().split(';')[0].split('-')[0].toLowerCase();
    if (isLocale(prefix)) return prefix;
  }
  return defaultLocale;
}
