import type { Locale } from '@/i18n/routing';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The public pages' frame: the site header (navigation, rate ticker, cart, account), the page and the
 * footer. The public route groups and the 404 page use it; the dashboard has a frame of its own
 * (components/dashboard/shell/dashboard-shell.tsx).
 */
export function PublicShell({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <>
      <SiteHeader locale={locale} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
