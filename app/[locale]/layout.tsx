import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { getMetaTags, SITE_META_ID } from '@/lib/catalog/site';
import { AppProviders } from '@/components/providers/app-providers';
import { themeBootScript } from '@/components/providers/theme';
import { siteUrl } from '@/lib/seo/urls';
import { PerformanceIslands } from '@/components/perf/performance-islands';
import { publicClientMessages } from '@/lib/i18n/client-namespaces';

// Pages render on their first request and are then served from the full-route cache (docs/seo-and-performance.md#speed);
// `next build` therefore never opens the database.
export function generateStaticParams() {
  return [];
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c2410c' };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [meta, t] = await Promise.all([getMetaTags(SITE_META_ID, locale), getTranslations({ locale, namespace: 'site' })]);
  const title = meta?.title || t('title');
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: title, template: `%s | ${t('brand')}` },
    description: meta?.description || t('description'),
    keywords: meta?.keywords || undefined,
    openGraph: { siteName: t('brand'), type: 'website', locale, images: ['/images/og-default.webp'] },
    icons: { icon: '/images/logo.svg' },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'nav' });
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={publicClientMessages(await getMessages())}>
          {/* The frame around the page is the route group's: the public header and footer (app/[locale]/(site),
              (account), not-found.tsx) or the dashboard's own (app/[locale]/(dashboard)/layout.tsx). */}
          <AppProviders>{children}</AppProviders>
          <PerformanceIslands />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
