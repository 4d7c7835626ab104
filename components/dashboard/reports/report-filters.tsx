import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { addDays, reportBases, reportGroups, reportQueryString, type ReportFilters } from '@/lib/admin/reports-filters';
import { FilterSelect, filterLabel as label, inputClass, primaryButton, secondaryButton } from '@/components/dashboard/bookings/ui';

const chip = 'inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

type Options = { tours: { id: number; title: string }[]; regions: { id: number; name: string }[] };

/** The report's filters as a plain GET form (every filter in the URL), with a few ready-made periods. */
export async function ReportFiltersForm({ filters, options, today, locale }: { filters: ReportFilters; options: Options; today: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'adminReports' });
  const keep = { tourId: filters.tourId, regionId: filters.regionId };
  const monthStart = `${today.slice(0, 7)}-01`;
  const [year, month] = today.split('-').map(Number);
  const yearAgo = month === 12 ? `${year}-01-01` : `${year - 1}-${String(month + 1).padStart(2, '0')}-01`;
  const presets = [
    { key: 'last7', from: addDays(today, -6), to: today },
    { key: 'last30', from: addDays(today, -29), to: today },
    { key: 'thisMonth', from: monthStart, to: today },
    { key: 'last12Months', from: yearAgo, to: today, group: 'month' as const },
    { key: 'next90', from: today, to: addDays(today, 89), basis: 'travel' as const, group: 'week' as const },
  ] as const;
  return (
    <div className="flex flex-col gap-3 print:hidden">
      <form method="get" role="search" aria-label={t('filtersTitle')} className="grid gap-3 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800">
        <label className={label}>
          {t('from')}
          <input type="date" name="from" required defaultValue={filters.from} className={inputClass} />
        </label>
        <label className={label}>
          {t('to')}
          <input type="date" name="to" required defaultValue={filters.to} className={inputClass} />
        </label>
        <FilterSelect label={t('basis')} name="basis" value={filters.basis} options={reportBases.map((basis) => ({ value: basis, label: t(`bases.${basis}`) }))} />
        <FilterSelect label={t('group')} name="group" value={filters.group} options={reportGroups.map((group) => ({ value: group, label: t(`groups.${group}`) }))} />
        <FilterSelect label={t('tour')} name="tourId" value={filters.tourId} anyLabel={t('allTours')} options={options.tours.map((tour) => ({ value: tour.id, label: tour.title }))} />
        <FilterSelect label={t('region')} name="regionId" value={filters.regionId} anyLabel={t('allRegions')} options={options.regions.map((region) => ({ value: region.id, label: region.name }))} />
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
          <button type="submit" className={primaryButton}>
            {t('apply')}
          </button>
          <Link href="/db-reports" prefetch={false} className={secondaryButton}>
            {t('reset')}
          </Link>
        </div>
      </form>
      <nav aria-label={t('presets')} className="flex flex-wrap gap-2">
        {presets.map(({ key, ...period }) => (
          <Link key={key} href={`/db-reports?${reportQueryString({ ...keep, ...period })}`} prefetch={false} className={chip}>
            {t(key)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
