import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { dashboardClientMessages } from '@/lib/i18n/client-namespaces';
import type { Locale } from '@/i18n/routing';
import { displayName, toAccount } from '@/lib/auth/account';
import { requireDashboardAccess } from '@/lib/auth/guards';
import { menuFor } from '@/lib/auth/menu';
import { getMetaTags, SITE_META_ID } from '@/lib/catalog/site';
import { SessionWatcher } from '@/components/auth/session-watcher';
import { DashboardShell } from '@/components/dashboard/shell/dashboard-shell';
import { QueryProvider } from '@/components/providers/query-provider';

// Per-user pages: rendered for each request (the site's other pages are cached, see
// app/[locale]/layout.tsx) and never in a search index.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The dashboard (/db-*): only for signed-in accounts, in its own frame (docs/decisions/0060) — the
 * top bar and the sidebar of the account's role instead of the public header and footer.
 */
export default async function DashboardLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const user = await requireDashboardAccess(locale);
  const [t, site, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'dashboard' }),
    getTranslations({ locale, namespace: 'site' }),
    getMetaTags(SITE_META_ID, locale),
  ]);
  const admin = user.role === 'admin';
  const guide = user.role === 'guide';
  return (
    // The dashboard's own messages (the sidebar's `dashboard`, the screens' admin…) are sent with dashboard pages only.
    <NextIntlClientProvider messages={dashboardClientMessages(await getMessages())}>
      <QueryProvider>
        <DashboardShell
          brand={site('brand')}
          logo={meta?.siteLogo || '/images/logo.svg'}
          menu={menuFor(user.role, locale)}
          name={displayName(toAccount(user))}
          email={user.email}
          roleLabel={t(admin ? 'role.admin' : guide ? 'role.guide' : 'role.customer')}
          area={t(admin ? 'shell.adminArea' : guide ? 'shell.guideArea' : 'shell.customerArea')}
        >
          {children}
        </DashboardShell>
        <SessionWatcher />
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
