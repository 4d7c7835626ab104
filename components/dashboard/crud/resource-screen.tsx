'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormMessage, inputClass } from '@/components/auth/form-parts';
import { deleteJson, getJson } from '@/lib/api/client';
import { describeApiError } from '@/lib/api/errors';
import type { ListPage } from '@/lib/http/respond';
import { DeleteDialog, primaryButtonClass, secondaryButtonClass } from './confirm-dialog';
import { Pager } from './pager';
import { ListStatus } from './list-status';
import { adminQueryKey, RecordForm } from './record-form';
import type { AdminRecord, ResourceConfig } from './types';
import { useResourceText } from './use-resource-text';
import { TableFrame } from '@/components/dashboard/bookings/ui';

const PAGE_SIZE = 20;
type Editing = { id: number } | 'new' | null;

function useRecord(resource: string, id: number | null) {
  return useQuery({
    queryKey: [...adminQueryKey(resource), 'record', id],
    queryFn: () => getJson<AdminRecord>(`admin/${resource}/${id}`),
    enabled: id !== null,
  });
}

/** Loads a record, then shows its form (a record deleted meanwhile gives the API's sentence). */
function RecordEditor({ config, id, onSaved, onCancel }: { config: ResourceConfig; id: number; onSaved: (record: AdminRecord, created: boolean) => void; onCancel?: () => void }) {
  const tErrors = useTranslations('errors');
  const t = useTranslations('admin');
  const record = useRecord(config.resource, id);
  if (record.isPending) return <p role="status">{t('loading')}</p>;
  if (record.isError) return <FormMessage tone="error" message={describeApiError(record.error, tErrors)} />;
  return <RecordForm key={`${id}-${record.dataUpdatedAt}`} config={config} record={record.data} onSaved={onSaved} onCancel={onCancel} />;
}

/** The one record of a singleton resource (site meta tags, contacts), edited in place. */
function SingletonScreen({ config, id }: { config: ResourceConfig; id: number }) {
  const t = useTranslations('admin');
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <FormMessage tone="info" message={notice} />
      <RecordEditor config={config} id={id} onSaved={() => setNotice(t('saved'))} />
    </div>
  );
}

/**
 * A dashboard screen for one kind of record: a searchable, paged table with edit and delete, and
 * the add/edit form. Every change is saved through the admin API, which refreshes the public pages.
 */
export function ResourceScreen({ config }: { config: ResourceConfig }) {
  if (config.singletonId !== undefined) return <SingletonScreen config={config} id={config.singletonId} />;
  return <ListScreen config={config} />;
}

function ListScreen({ config }: { config: ResourceConfig }) {
  const t = useTranslations('admin');
  const text = useResourceText(config.resource);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminRecord | null>(null);
  const editorHeading = useRef<HTMLHeadingElement>(null);

  const list = useQuery({
    queryKey: [...adminQueryKey(config.resource), 'list', page, search],
    queryFn: () => getJson<ListPage<AdminRecord>>(`admin/${config.resource}?${new URLSearchParams({ PageIndex: String(page), PageSize: String(PAGE_SIZE), q: search })}`),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (record: AdminRecord) => deleteJson<{ id: number }>(`admin/${config.resource}/${record.id}`),
    onSuccess: async (_, record) => {
      setDeleting(null);
      setNotice(t('deleted', { name: config.label(record) }));
      if (editing !== null && editing !== 'new' && editing.id === record.id) setEditing(null);
      await queryClient.invalidateQueries({ queryKey: adminQueryKey(config.resource) });
    },
  });

  useEffect(() => {
    if (editing !== null) editorHeading.current?.focus();
  }, [editing]);

  const onSaved = (record: AdminRecord, created: boolean) => {
    setNotice(created ? t('created', { name: config.label(record) }) : t('saved'));
    setEditing({ id: record.id });
  };

  const items = list.data?.items ?? [];
  return (
    <div className="flex flex-col gap-6">
      <FormMessage tone="info" message={notice} />
      {editing !== null && (
        <section aria-labelledby={`${config.resource}-editor`} className="rounded-2xl border border-slate-200 p-5 shadow-sm dark:border-slate-800">
          <h2 id={`${config.resource}-editor`} ref={editorHeading} tabIndex={-1} className="mb-4 text-xl font-bold focus:outline-none">
            {editing === 'new' ? text.text('newTitle') : text.text('editTitle')}
          </h2>
          {editing === 'new' ? (
            <RecordForm config={config} record={null} onSaved={onSaved} onCancel={() => setEditing(null)} />
          ) : (
            <RecordEditor config={config} id={editing.id} onSaved={onSaved} onCancel={() => setEditing(null)} />
          )}
        </section>
      )}

      <section aria-labelledby={`${config.resource}-list`} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={`${config.resource}-list`} className="text-xl font-bold">
            {text.text('listTitle')}
            {list.data && <span className="ml-2 text-base font-normal text-slate-600 dark:text-slate-400">({list.data.count})</span>}
          </h2>
          <div className="flex flex-wrap items-end gap-3">
            <form
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                const value = new FormData(event.currentTarget).get('q');
                setSearch(typeof value === 'string' ? value.trim() : '');
                setPage(0);
              }}
              className="flex items-end gap-2"
            >
              <label className="flex flex-col gap-1 text-sm font-semibold">
                {t('search')}
                <input name="q" type="search" defaultValue={search} className={`${inputClass} h-11 w-56`} />
              </label>
              <button type="submit" className={secondaryButtonClass}>
                {t('searchButton')}
              </button>
            </form>
            <button
              type="button"
              className={primaryButtonClass}
              onClick={() => {
                setNotice(null);
                setEditing('new');
              }}
            >
              {text.text('addButton')}
            </button>
          </div>
        </div>

        <ListStatus query={list} empty={items.length === 0} emptyText={search ? t('noMatches') : text.text('empty')}>
          <TableFrame label={text.text('title')} className="rounded-xl border border-slate-200 dark:border-slate-800">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
                <tr>
                  {config.columns.map((column) => (
                    <th key={column.name} scope="col" className="px-4 py-3 font-semibold">
                      {text.column(column.name)}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((record) => (
                  <tr key={record.id} className="border-t border-slate-200 dark:border-slate-800">
                    {config.columns.map((column) => (
                      <td key={column.name} className="px-4 py-3 align-top">
                        {column.value(record)}
                      </td>
                    ))}
                    <td className="px-4 py-2 text-right whitespace-nowrap">
                      <button
                        type="button"
                        className="rounded-lg px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800"
                        aria-label={t('editNamed', { name: config.label(record) })}
                        onClick={() => {
                          setNotice(null);
                          setEditing({ id: record.id });
                        }}
                      >
                        {t('edit')}
                      </button>
                      <button
                        type="button"
                        className="rounded-lg px-3 py-2 font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
                        aria-label={t('deleteNamed', { name: config.label(record) })}
                        onClick={() => {
                          remove.reset();
                          setDeleting(record);
                        }}
                      >
                        {t('delete')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        </ListStatus>

        <Pager page={page} list={list.data} onPage={setPage} />
      </section>

      <DeleteDialog item={deleting} onClose={() => setDeleting(null)} remove={remove} title={t('confirmDeleteTitle')} message={(record) => t('confirmDelete', { name: config.label(record) })} />
    </div>
  );
}
