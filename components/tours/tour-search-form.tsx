import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Region } from '@/lib/catalog/regions';
import type { TourType } from '@/lib/catalog/tours';
import { activeTourFilterCount, tourSortOptions, type TourSearch } from '@/lib/catalog/tour-search';
import { SearchFormShell } from './search-form-shell';

type Props = {
  search: TourSearch;
  regions: Region[];
  types: TourType[];
  /** The localized path of the list page the form submits to. */
  action: string;
  /** `sidebar`: one column beside the results (tour-list-1); `bar`: a wide band above them (tour-list-2). */
  variant: 'sidebar' | 'bar';
};

const field = 'search-field';
const labelText = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300';

/** The tour filters as a plain GET form: every choice lands in the URL, so a search can be shared. */
export function TourSearchForm({ search, regions, types, action, variant }: Props) {
  const t = useTranslations('tourSearch');
  const id = (name: string) => `tour-search-${variant}-${name}`;
  const layout =
    variant === 'sidebar'
      ? 'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900'
      : 'grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-4 desk:grid-cols-6 dark:border-slate-800 dark:bg-slate-900';
  const wide = variant === 'bar' ? 'sm:col-span-2' : '';

  const active = activeTourFilterCount(search);
  return (
    // Below desktop width the filters fold away behind a summary so the results are not pushed off the
    // screen; from desktop width the summary is hidden and the content is shown even while closed.
    <details className="group rounded-2xl desk:details-content:[content-visibility:visible] desk:details-content:block">
      <summary className="flex cursor-pointer list-none items-center justify-between rounded-2xl border border-slate-200 bg-white px-5 py-3 font-semibold group-open:mb-3 desk:hidden dark:border-slate-800 dark:bg-slate-900 [&::-webkit-details-marker]:hidden">
        {active ? t('filtersActive', { count: active }) : t('filters')}
        <span aria-hidden="true" className="transition group-open:rotate-180">▾</span>
      </summary>
      <SearchFormShell action={action} label={t('label')} className={layout}>
        <h2 className={`text-lg font-semibold ${variant === 'bar' ? 'sm:col-span-2 lg:col-span-4 desk:col-span-6' : ''}`}>{t('heading')}</h2>

        <div className={wide}>
          <label htmlFor={id('q')} className={labelText}>{t('q')}</label>
          <input id={id('q')} name="q" type="search" defaultValue={search.q ?? ''} placeholder={t('qPlaceholder')} maxLength={100} className={field} />
        </div>

        <div>
          <label htmlFor={id('region')} className={labelText}>{t('region')}</label>
          <select id={id('region')} name="region" defaultValue={search.region?.toString() ?? ''} className={field}>
            <option value="">{t('anyRegion')}</option>
            {regions.map((region) => (
              <option key={region.id} value={region.id}>{region.name}</option>
            ))}
          </select>
        </div>

        <div>
          <label htmlFor={id('type')} className={labelText}>{t('type')}</label>
          <select id={id('type')} name="type" defaultValue={search.type?.toString() ?? ''} className={field}>
            <option value="">{t('anyType')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>{type.name}</option>
            ))}
          </select>
        </div>

        <fieldset className={wide}>
          <legend className={labelText}>{t('price')}</legend>
          <div className="grid grid-cols-2 gap-2">
            <label className="text-xs text-slate-600 dark:text-slate-400">
              {t('min')}
              <input name="minPrice" type="number" inputMode="numeric" min={0} step={1} defaultValue={search.minPrice ?? ''} className={`${field} mt-1`} />
            </label>
            <label className="text-xs text-slate-600 dark:text-slate-400">
              {t('max')}
              <input name="maxPrice" type="number" inputMode="numeric" min={0} step={1} defaultValue={search.maxPrice ?? ''} className={`${field} mt-1`} />
            </label>
          </div>
        </fieldset>

        <fieldset className={wide}>
          <legend className={labelText}>{t('duration')}</legend>
          <div className="grid grid-cols-2 gap-2">
            <label className="text-xs text-slate-600 dark:text-slate-400">
              {t('min')}
              <input name="minDays" type="number" inputMode="numeric" min={1} max={365} step={1} defaultValue={search.minDays ?? ''} className={`${field} mt-1`} />
            </label>
            <label className="text-xs text-slate-600 dark:text-slate-400">
              {t('max')}
              <input name="maxDays" type="number" inputMode="numeric" min={1} max={365} step={1} defaultValue={search.maxDays ?? ''} className={`${field} mt-1`} />
            </label>
          </div>
        </fieldset>

        <div>
          <label htmlFor={id('date')} className={labelText}>{t('date')}</label>
          <input id={id('date')} name="date" type="date" defaultValue={search.date ?? ''} className={field} />
        </div>

        <div>
          <label htmlFor={id('month')} className={labelText}>{t('month')}</label>
          <input id={id('month')} name="month" type="month" defaultValue={search.month ?? ''} placeholder="2025-07" pattern="\d{4}-\d{2}" className={field} />
        </div>

        <div>
          <label htmlFor={id('sort')} className={labelText}>{t('sort')}</label>
          <select id={id('sort')} name="sort" defaultValue={search.sort === 'popular' ? '' : search.sort} className={field}>
            {tourSortOptions.map((option) => (
              // The default order submits nothing, so it never shows in the URL.
              <option key={option} value={option === 'popular' ? '' : option}>{t(`sorts.${option}`)}</option>
            ))}
          </select>
        </div>

        <div className={`flex items-end gap-3 ${variant === 'bar' ? 'sm:col-span-2 lg:col-span-4 desk:col-span-2' : ''}`}>
          <button type="submit" className="flex-1 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-900">
            {t('submit')}
          </button>
          <Link href={action} className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-slate-700 underline-offset-4 hover:underline dark:text-slate-300">
            {t('reset')}
          </Link>
        </div>
      </SearchFormShell>
    </details>
  );
}
