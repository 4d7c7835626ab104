import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

/** docs/product-rules.md#limits: no refetch on focus, stale 5 min, kept 10 min, 2 retries 1 s apart, 1 mutation retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.silent),
        retryDelay: 1000,
      },
      mutations: { retry: 1, retryDelay: 1000 },
    },
  });
}
