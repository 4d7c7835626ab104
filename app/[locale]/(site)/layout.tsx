import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { PublicShell } from '@/components/layout/public-shell';
import { PageQueryScope } from '@/components/providers/app-providers';

/**
 * The catalogue and other public pages: the site header and footer around them. Nothing here reads
 * the request, so the pages stay in the full-route cache (docs/decisions/0005).
 */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <PublicShell locale={locale}>
      <PageQueryScope>{children}</PageQueryScope>
    </PublicShell>
  );
}
