'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getJson } from '@/lib/api/client';
import { RATE_REFRESH_INTERVAL_MS, type Rates } from '@/lib/rates/model';
import { recallRates, rememberRates } from './rate-cache';

export const RATES_QUERY_KEY = ['rates'] as const;

type RatesView = {
  /** What to show: the server's answer, else (while it fails) the remembered rates; null when none. */
  rates: Rates | null;
  /** The first answer is still on its way (nothing to show yet). */
  isLoading: boolean;
  /** `load`: no answer could be had at all; `refresh`: a later refresh failed while older data is shown. */
  error: 'load' | 'refresh' | null;
  isFetching: boolean;
  retry: () => void;
};

/** The one rates query shared by the ticker, the mobile box and approximate prices. */
export function useRates(): RatesView {
  const query = useQuery({
    queryKey: RATES_QUERY_KEY,
    queryFn: () => getJson<Rates>('rates'),
    refetchInterval: RATE_REFRESH_INTERVAL_MS,
  });
  const { data, isLoadingError, isRefetchError, isPending, isFetching, refetch, errorUpdatedAt } = query;

  useEffect(() => {
    if (data) rememberRates(window.localStorage, data, Date.now());
  }, [data]);

  // Read only after a failed first load (so never while rendering on the server or hydrating); the
  // age is measured at the time of that failure.
  const remembered = useMemo(
    () => (isLoadingError && typeof window !== 'undefined' ? recallRates(window.localStorage, errorUpdatedAt) : null),
    [isLoadingError, errorUpdatedAt],
  );

  return {
    rates: data ?? remembered,
    isLoading: isPending,
    error: isLoadingError ? 'load' : isRefetchError ? 'refresh' : null,
    isFetching,
    retry: () => void refetch(),
  };
}
