import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { dashboardClientMessages } from '@/lib/i18n/client-namespaces';
import type { Locale } from '@/i18n/routing';
import { displayName, toAccount } from '@/lib/auth/account';
import { requireDashboardAccess } from '@/lib/auth/guards';
import { menuFor } from '@/lib/auth/menu';
import { SessionWatcher } from '@/components/auth/session-watcher';
import { DashboardSidebar } from '@/components/dashboard/sidebar';

// Per-user pages: rendered for each request (the site's other pages are cached, see
// app/[locale]/layout.tsx) and never in a search index.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The dashboard (/db-*): only for signed-in accounts, with the sidebar of the account's role. */
export default async function DashboardLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const user = await requireDashboardAccess(locale);
  const t = await getTranslations({ locale, namespace: 'dashboard' });
  return (
    // The dashboard's own messages (the sidebar's `dashboard`, the screens' admin…) are sent with dashboard pages only.
    <NextIntlClientProvider messages={dashboardClientMessages(await getMessages())}>
      <div className="mx-auto max-w-7xl px-4 py-8 desk:grid desk:grid-cols-[17rem_minmax(0,1fr)] desk:gap-10 desk:py-12">
        <DashboardSidebar menu={menuFor(user.role, locale)} name={displayName(toAccount(user))} email={user.email} roleLabel={t(user.role === 'admin' ? 'role.admin' : 'role.customer')} />
        <div className="min-w-0">{children}</div>
        <SessionWatcher />
      </div>
    </NextIntlClientProvider>
  );
}
