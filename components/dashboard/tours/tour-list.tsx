'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormMessage, inputClass } from '@/components/auth/form-parts';
import { DeleteDialog, primaryButtonClass, secondaryButtonClass } from '@/components/dashboard/crud/confirm-dialog';
import { Pager } from '@/components/dashboard/crud/pager';
import { ListStatus } from '@/components/dashboard/crud/list-status';
import type { AdminRecord } from '@/components/dashboard/crud/types';
import { ActiveBadge, localizedValue, Thumbnail } from '@/components/dashboard/resources/cells';
import { Link } from '@/i18n/navigation';
import { deleteJson, getJson } from '@/lib/api/client';
import type { ListPage } from '@/lib/http/respond';
import { formatTry } from '@/lib/money';
import { useRegionOptions, useTourTypeOptions } from './options';
import { FilterSelect, TableFrame } from '@/components/dashboard/bookings/ui';

const PAGE_SIZE = 20;
type Filters = { q: string; regionId: string; tourTypeId: string; active: string };
const linkClass = 'rounded-lg px-2 py-1 font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100';

/** The look of the list's filters, beside its search field. */
const filterLabelClass = 'flex flex-col gap-1 text-sm font-semibold';
const filterProps = (width: string) => ({ labelClass: filterLabelClass, selectClass: `${inputClass} h-11 ${width}` });

/** /db-listing: the agency's tours, searchable and filtered, with their edit screens and delete. */
export function TourList() {
  const t = useTranslations('adminTours');
  const tAdmin = useTranslations('admin');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const regions = useRegionOptions();
  const types = useTourTypeOptions();
  const [filters, setFilters] = useState<Filters>({ q: '', regionId: '', tourTypeId: '', active: '' });
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<AdminRecord | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const list = useQuery({
    queryKey: ['admin', 'tours', 'list', page, filters],
    queryFn: () => getJson<ListPage<AdminRecord>>(`admin/tours?${new URLSearchParams({ PageIndex: String(page), PageSize: String(PAGE_SIZE), ...filters })}`),
    placeholderData: keepPreviousData,
  });
  const title = (record: AdminRecord) => localizedValue(record.title, locale);

  const remove = useMutation({
    mutationFn: (record: AdminRecord) => deleteJson<{ id: number }>(`admin/tours/${record.id}`),
    onSuccess: async (_, record) => {
      setDeleting(null);
      setNotice(tAdmin('deleted', { name: title(record) }));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'tours'] });
    },
  });

  const items = list.data?.items ?? [];
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="flex flex-col gap-5">
      <FormMessage tone="info" message={notice} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form
          role="search"
          aria-label={t('filters')}
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const value = (name: string) => String(data.get(name) ?? '').trim();
            setFilters({ q: value('q'), regionId: value('regionId'), tourTypeId: value('tourTypeId'), active: value('active') });
            setPage(0);
          }}
        >
          <label className={filterLabelClass}>
            {tAdmin('search')}
            <input name="q" type="search" defaultValue={filters.q} className={`${inputClass} h-11 w-56`} />
          </label>
          <FilterSelect label={t('region')} name="regionId" value={filters.regionId} anyLabel={t('all')} options={regions.data ?? []} {...filterProps('w-48')} />
          <FilterSelect label={t('type')} name="tourTypeId" value={filters.tourTypeId} anyLabel={t('all')} options={types} {...filterProps('w-44')} />
          <FilterSelect
            label={t('status')}
            name="active"
            value={filters.active}
            anyLabel={t('all')}
            {...filterProps('w-40')}
            options={[
              { value: 'true', label: tAdmin('active') },
              { value: 'false', label: tAdmin('inactive') },
            ]}
          />
          <button type="submit" className={secondaryButtonClass}>
            {t('applyFilters')}
          </button>
        </form>
        <div className="flex flex-wrap gap-3">
          <Link href="/db-quickTour" className={secondaryButtonClass}>
            {t('quickLink')}
          </Link>
          <Link href="/db-add-tour" className={primaryButtonClass}>
            {t('addTour')}
          </Link>
        </div>
      </div>

      <h2 className="text-xl font-bold">
        {t('listTitle')}
        {list.data && <span className="ml-2 text-base font-normal text-slate-600 dark:text-slate-400">({list.data.count})</span>}
      </h2>
      <ListStatus query={list} empty={items.length === 0} emptyText={filtered ? tAdmin('noMatches') : t('empty')}>
        <TableFrame label={t('listTitle')} className="rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[52rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-3 py-3 font-semibold">
                  <span className="sr-only">{t('cover')}</span>
                </th>
                <th scope="col" className="px-3 py-3 font-semibold">
                  {t('tour')}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold">
                  {t('adultPrice')}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold">
                  {t('upcoming')}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold">
                  {t('status')}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold">
                  <span className="sr-only">{tAdmin('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((record) => (
                <tr key={record.id} className="border-t border-slate-200 dark:border-slate-800">
                  <td className="px-3 py-2 align-top">
                    <Thumbnail src={record.coverImage} />
                  </td>
                  <td className="px-3 py-2 align-top">
                    <p className="font-semibold">{title(record)}</p>
                    <p className="text-slate-600 dark:text-slate-400">
                      #{record.id} · {localizedValue(record.regionName, locale)} · {localizedValue(record.tourTypeName, locale)} · {t('days', { count: Number(record.durationDays) })}
                    </p>
                  </td>
                  <td className="px-3 py-2 align-top whitespace-nowrap">{formatTry(Math.round(Number(record.adultPrice) * 100), locale)}</td>
                  <td className="px-3 py-2 align-top">{t('counts', { departures: Number(record.upcomingDepartures), images: Number(record.imageCount), days: Number(record.dayCount) })}</td>
                  <td className="px-3 py-2 align-top">
                    <ActiveBadge active={record.isActive === true} />
                  </td>
                  <td className="px-3 py-2 text-right align-top">
                    <div className="flex flex-wrap justify-end gap-1">
                      <Link className={linkClass} href={`/db-add-tour?id=${record.id}`} aria-label={tAdmin('editNamed', { name: title(record) })}>
                        {tAdmin('edit')}
                      </Link>
                      <Link className={linkClass} href={`/db-add-tour-images?tourId=${record.id}`} aria-label={t('imagesOf', { name: title(record) })}>
                        {t('images')}
                      </Link>
                      <Link className={linkClass} href={`/db-add-tour-itineraries?tourId=${record.id}`} aria-label={t('itinerariesOf', { name: title(record) })}>
                        {t('itineraries')}
                      </Link>
                      <button
                        type="button"
                        className="rounded-lg px-2 py-1 font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
                        aria-label={tAdmin('deleteNamed', { name: title(record) })}
                        onClick={() => {
                          remove.reset();
                          setDeleting(record);
                        }}
                      >
                        {tAdmin('delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </ListStatus>
      <Pager page={page} list={list.data} onPage={setPage} />
      <DeleteDialog item={deleting} onClose={() => setDeleting(null)} remove={remove} title={t('confirmDeleteTitle')} message={(record) => t('confirmDelete', { name: title(record) })} />
    </div>
  );
}
