import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { accountClientMessages } from '@/lib/i18n/client-namespaces';
import { PublicShell } from '@/components/layout/public-shell';
import { QueryProvider } from '@/components/providers/query-provider';

/**
 * Sign-in, cart, checkout, payment and booking pages, in the public header and footer: their islands
 * translate namespaces that the catalogue pages do not send (lib/i18n/client-namespaces.ts), so these
 * pages carry them themselves, and they use TanStack Query from their first render.
 */
export default async function AccountLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <NextIntlClientProvider messages={accountClientMessages(await getMessages())}>
      <PublicShell locale={locale}>
        <QueryProvider>{children}</QueryProvider>
      </PublicShell>
    </NextIntlClientProvider>
  );
}
