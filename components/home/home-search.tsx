import { useTranslations } from 'next-intl';
import { SearchFormShell } from '@/components/tours/search-form-shell';
import type { Region } from '@/lib/catalog/regions';
import type { TourType } from '@/lib/catalog/tours';

const field = 'search-field-tall';

/**
 * A short tour search on the home page; it opens tour-list-1 with the choices in the URL. The search
 * box and the selects say what they are in their placeholder and first option; the month field has
 * neither (an empty month input shows dashes), so its label is shown above it, as the tour list's
 * labels are, and the row lines its fields up at their foot.
 */
export function HomeSearch({ action, regions, types }: { action: string; regions: Region[]; types: TourType[] }) {
  const t = useTranslations('tourSearch');
  return (
    <SearchFormShell action={action} label={t('label')} className="grid items-end gap-3 rounded-2xl bg-white p-4 shadow-lg sm:grid-cols-2 desk:grid-cols-[2fr_1fr_1fr_1fr_auto] dark:bg-slate-900">
      <div className="sm:col-span-2 desk:col-span-1">
        <label htmlFor="home-search-q" className="sr-only">{t('q')}</label>
        <input id="home-search-q" name="q" type="search" placeholder={t('qPlaceholder')} maxLength={100} className={field} />
      </div>
      <div>
        <label htmlFor="home-search-region" className="sr-only">{t('region')}</label>
        <select id="home-search-region" name="region" defaultValue="" className={field}>
          <option value="">{t('anyRegion')}</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id}>{region.name}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="home-search-type" className="sr-only">{t('type')}</label>
        <select id="home-search-type" name="type" defaultValue="" className={field}>
          <option value="">{t('anyType')}</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>{type.name}</option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="home-search-month" className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">{t('month')}</label>
        <input id="home-search-month" name="month" type="month" aria-describedby="home-search-month-hint" className={field} />
        <span id="home-search-month-hint" className="sr-only">{t('monthHint')}</span>
      </div>
      <button type="submit" className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 sm:col-span-2 desk:col-span-1">
        {t('submit')}
      </button>
    </SearchFormShell>
  );
}
