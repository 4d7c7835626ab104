'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { getJson } from '@/lib/api/client';
import type { ListPage } from '@/lib/http/respond';
import type { AdminRecord, Option } from '@/components/dashboard/crud/types';
import { localizedValue } from '@/components/dashboard/resources/cells';

const TOUR_TYPES = [1, 2, 3, 4, 5] as const;

/** The regions to choose from (inactive ones too: a tour may be prepared before its region goes live). */
export function useRegionOptions() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['admin', 'regions', 'options', locale],
    queryFn: async (): Promise<Option[]> => {
      const page = await getJson<ListPage<AdminRecord>>('admin/regions?PageSize=200');
      return page.items.map((region) => ({ value: String(region.id), label: localizedValue(region.name, locale) }));
    },
    staleTime: 60_000,
  });
}

export function useTourTypeOptions(): Option[] {
  const t = useTranslations('adminTours');
  return TOUR_TYPES.map((id) => ({ value: String(id), label: t(`types.${id}`) }));
}

/** The agency's tours by title, newest first, for the pictures and programme screens. */
export function useTourOptions() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['admin', 'tours', 'options', locale],
    queryFn: async (): Promise<Option[]> => {
      const page = await getJson<ListPage<AdminRecord>>('admin/tours?PageSize=200');
      return page.items.map((tour) => ({ value: String(tour.id), label: `#${tour.id} ${localizedValue(tour.title, locale)}` }));
    },
  });
}
