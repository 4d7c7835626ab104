import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { dashboardClientMessages, publicClientMessages, type PageNamespace } from '@/lib/i18n/client-namespaces';

/**
 * The public messages plus those of one page's own islands (lib/i18n/client-namespaces.ts
 * PAGE_NAMESPACES), for the islands inside: the other cached pages do not carry them in their HTML.
 */
export async function PageMessages({ namespaces, children }: { namespaces: readonly PageNamespace[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={publicClientMessages(await getMessages(), namespaces)}>{children}</NextIntlClientProvider>;
}

/**
 * The dashboard frame's messages plus those of one screen's islands (`adminResources`, `validation`,
 * or a part such as `auth.header`), for the islands inside: each dashboard page carries its own.
 */
export async function DashboardMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={dashboardClientMessages(await getMessages(), namespaces)}>{children}</NextIntlClientProvider>;
}
