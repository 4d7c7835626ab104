import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { accountClientMessages } from '@/lib/i18n/client-namespaces';

/**
 * Sign-in, cart, checkout, payment and booking pages: their islands translate namespaces that the
 * catalogue pages do not send (lib/i18n/client-namespaces.ts), so these pages carry them themselves.
 */
export default async function AccountLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale((await params).locale);
  return <NextIntlClientProvider messages={accountClientMessages(await getMessages())}>{children}</NextIntlClientProvider>;
}
