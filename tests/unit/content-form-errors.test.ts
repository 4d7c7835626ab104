import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { localizedZodResolver } from '@/components/contact/use-localized-resolver';
import { contactMessageSchema, type ContactMessageInput } from '@/lib/contact/schema';
import { translator } from '@/lib/i18n/messages';
import type { Locale } from '@/i18n/routing';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ContactMessageInput>;

function resolverIn(locale: Locale) {
  const t = translator(locale);
  return localizedZodResolver(async () => contactMessageSchema, ({ key, values }) => t(`validation.${key}` as never, values as never));
}

const messages = async (locale: Locale, values: ContactMessageInput) => {
  const { errors } = await resolverIn(locale)(values, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
};

describe('contact form errors in the browser', () => {
  it('are the server’s sentences in the page’s language, limits included', async () => {
    const bad = { name: '', email: 'x@', phone: '12', message: 'kısa' };
    expect(await messages('tr', bad)).toEqual({
      name: 'Bu alan zorunludur.',
      email: 'Geçerli bir e-posta adresi girin.',
      phone: 'Geçerli bir telefon numarası girin (ör. 0532 123 45 67).',
      message: 'En az 10 karakter girin.',
    });
    expect(await messages('en', bad)).toMatchObject({ name: 'This field is required.', message: 'Enter at least 10 characters.' });
    expect((await messages('ru', { ...bad, message: 'x'.repeat(2001) })).message).toMatch(/2000/);
  });

  it('are absent for a valid message, which comes out trimmed', async () => {
    const result = await resolverIn('tr')({ name: ' Ali ', email: 'ali@example.com', message: 'Merhaba, bilgi almak istiyorum.' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'Ali', email: 'ali@example.com', phone: '', message: 'Merhaba, bilgi almak istiyorum.' });
  });
});
