'use client';

import { useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';
import { inputClass } from '@/components/auth/form-parts';
import { usePathname, useRouter } from '@/i18n/navigation';
import { useTourOptions } from './options';

/** Chooses the tour a screen works on; the choice lives in the address (?tourId=). */
function TourPicker({ tourId }: { tourId: number | null }) {
  const t = useTranslations('adminTours');
  const router = useRouter();
  const pathname = usePathname();
  const tours = useTourOptions();
  return (
    <label className="flex max-w-xl flex-col gap-1.5 font-semibold">
      {t('chooseTour')}
      <select
        className={inputClass}
        value={tourId === null ? '' : String(tourId)}
        onChange={(event) => router.replace(event.target.value ? `${pathname}?tourId=${event.target.value}` : pathname)}
      >
        <option value="">{tours.isPending ? t('loadingTours') : t('noTourChosen')}</option>
        {tourId !== null && !tours.data?.some((option) => option.value === String(tourId)) && <option value={String(tourId)}>#{tourId}</option>}
        {(tours.data ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A screen about one tour (its pictures, its programme): the picker, then what `children` draws for
 * the chosen tour, drawn afresh when another tour is chosen.
 */
export function TourScreen({ tourId, children }: { tourId: number | null; children: (tourId: number) => ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <TourPicker tourId={tourId} />
      {tourId !== null && <Fragment key={tourId}>{children(tourId)}</Fragment>}
    </div>
  );
}
