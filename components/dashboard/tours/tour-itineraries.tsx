'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { DeleteDialog, primaryButtonClass } from '@/components/dashboard/crud/confirm-dialog';
import { RecordForm } from '@/components/dashboard/crud/record-form';
import { ListStatus } from '@/components/dashboard/crud/list-status';
import type { AdminRecord, ResourceConfig } from '@/components/dashboard/crud/types';
import { localizedValue } from '@/components/dashboard/resources/cells';
import { deleteJson, getJson, putJson } from '@/lib/api/client';
import type { ListPage } from '@/lib/http/respond';
import { MoveButtons, smallButton } from './move-buttons';
import { DeleteItemButton, ScreenMessages, useScreenMessages } from './screen-messages';
import { TourScreen } from './tour-picker';

const loadSchema = () => import('@/lib/admin/schemas/tour-itinerary').then((module) => module.itineraryFormSchema);

/** /db-add-tour-itineraries: a tour's day-by-day programme. */
export function TourItinerariesScreen({ tourId }: { tourId: number | null }) {
  return <TourScreen tourId={tourId}>{(id) => <DaysOfTour tourId={id} />}</TourScreen>;
}

function DaysOfTour({ tourId }: { tourId: number }) {
  const t = useTranslations('adminTours');
  const tAdmin = useTranslations('admin');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const days = useQuery({
    queryKey: ['admin', 'tour-itineraries', tourId],
    queryFn: () => getJson<ListPage<AdminRecord>>(`admin/tour-itineraries?tourId=${tourId}&PageSize=200`),
  });
  const [editing, setEditing] = useState<AdminRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminRecord | null>(null);
  const { notice, setNotice, problem, setProblem, fail } = useScreenMessages();
  const list = days.data?.items ?? [];
  const nextDay = list.reduce((last, day) => Math.max(last, Number(day.dayNo)), 0) + 1;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });

  const config = useMemo<ResourceConfig>(
    () => ({
      resource: 'tour-itineraries',
      loadSchema,
      empty: () => ({ tourId, dayNo: nextDay, title: { tr: '', en: '', ru: '' }, description: { tr: '', en: '', ru: '' } }),
      fields: [
        { kind: 'number', name: 'dayNo', min: 1, max: 60 },
        { kind: 'localized', name: 'title' },
        { kind: 'localized', name: 'description', long: true, rows: 5 },
      ],
      columns: [],
      label: (record) => localizedValue(record.title, locale),
      toForm: (record) => ({ tourId: record.tourId, dayNo: record.dayNo, title: record.title, description: record.description }),
    }),
    [tourId, nextDay, locale],
  );

  const reorder = useMutation({
    mutationFn: (ids: number[]) => putJson(`admin/tours/${tourId}/itineraries/order`, { ids }),
    onMutate: () => setProblem(null),
    onSuccess: refresh,
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (day: AdminRecord) => deleteJson(`admin/tour-itineraries/${day.id}`),
    onSuccess: async (_, day) => {
      setDeleting(null);
      setNotice(tAdmin('deleted', { name: config.label(day) }));
      if (editing !== null && editing !== 'new' && editing.id === day.id) setEditing(null);
      await refresh();
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <ScreenMessages notice={notice} problem={problem} />
      {editing !== null && (
        <section aria-labelledby="itinerary-editor" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
          <h2 id="itinerary-editor" className="mb-4 text-xl font-bold">
            {editing === 'new' ? t('newDay') : t('editDay', { day: Number(editing.dayNo) })}
          </h2>
          <RecordForm
            key={editing === 'new' ? `new-${nextDay}` : editing.id}
            config={config}
            record={editing === 'new' ? null : editing}
            onSaved={async (record, created) => {
              setNotice(created ? tAdmin('created', { name: config.label(record) }) : tAdmin('saved'));
              setEditing(null);
              await refresh();
            }}
            onCancel={() => setEditing(null)}
          />
        </section>
      )}
      <section aria-labelledby="itinerary-list" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="itinerary-list" className="text-xl font-bold">
            {t('programme')}
          </h2>
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            {t('addDay')}
          </button>
        </div>
        <ListStatus query={days} empty={list.length === 0} emptyText={t('noDays')}>
          <ol className="flex flex-col gap-3">
            {list.map((day, index) => (
              <li key={day.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start dark:border-slate-800">
                <div className="flex-1">
                  <p className="font-semibold">
                    {t('dayTitle', { day: Number(day.dayNo), title: localizedValue(day.title, locale) })}
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{localizedValue(day.description, locale)}</p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <MoveButtons
                    ids={list.map((item) => item.id)}
                    index={index}
                    pending={reorder.isPending}
                    onOrder={(ids) => reorder.mutate(ids)}
                    upLabel={t('moveDayUp', { day: Number(day.dayNo) })}
                    downLabel={t('moveDayDown', { day: Number(day.dayNo) })}
                  />
                  <button type="button" className={smallButton} onClick={() => setEditing(day)} aria-label={tAdmin('editNamed', { name: config.label(day) })}>
                    {tAdmin('edit')}
                  </button>
                  <DeleteItemButton
                    label={tAdmin('deleteNamed', { name: config.label(day) })}
                    onClick={() => {
                      remove.reset();
                      setDeleting(day);
                    }}
                  />
                </div>
              </li>
            ))}
          </ol>
        </ListStatus>
      </section>
      <DeleteDialog item={deleting} onClose={() => setDeleting(null)} remove={remove} title={tAdmin('confirmDeleteTitle')} message={(day) => tAdmin('confirmDelete', { name: config.label(day) })} />
    </div>
  );
}
