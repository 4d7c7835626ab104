'use client';

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '@/lib/api/query-client';

/**
 * One TanStack Query client per browser tab, shared by every QueryProvider: the account and
 * dashboard pages' tree (components/providers/app-providers.tsx) and each island that loads after
 * the page (header islands, wishlist hearts) see the same cache. The server makes one per render.
 */
let browserClient: QueryClient | undefined;

function queryClient() {
  if (typeof window === 'undefined') return createQueryClient();
  return (browserClient ??= createQueryClient());
}

export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export default QueryProvider;
