import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { publicClientMessages, type PageNamespace } from '@/lib/i18n/client-namespaces';

/**
 * The public messages plus those of one page's own islands (lib/i18n/client-namespaces.ts
 * PAGE_NAMESPACES), for the islands inside: the other cached pages do not carry them in their HTML.
 */
export async function PageMessages({ namespaces, children }: { namespaces: readonly PageNamespace[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={publicClientMessages(await getMessages(), namespaces)}>{children}</NextIntlClientProvider>;
}
