'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { FormMessage, inputClass } from '@/components/auth/form-parts';
import { DeleteDialog, primaryButtonClass, secondaryButtonClass } from '@/components/dashboard/crud/confirm-dialog';
import { LANGUAGES } from '@/components/dashboard/crud/field-inputs';
import { ListStatus } from '@/components/dashboard/crud/list-status';
import { deleteJson, getJson, postJson, putJson } from '@/lib/api/client';
import { postWithProgress } from '@/lib/api/upload';
import { intlLocale, numberFormat } from '@/lib/intl-format';
import { ApiError, describeApiError } from '@/lib/api/errors';
import { MoveButtons, smallButton } from './move-buttons';
import { DeleteItemButton, ScreenMessages, useScreenMessages } from './screen-messages';
import { TourScreen } from './tour-picker';

type TourImage = { id: number; url: string; alt: { tr: string; en: string; ru: string }; width: number; height: number; sortOrder: number; isCover: boolean };

/** /db-add-tour-images: upload, describe, order and delete a tour's pictures, and choose its cover. */
export function TourImagesScreen({ tourId }: { tourId: number | null }) {
  return <TourScreen tourId={tourId}>{(id) => <ImagesOfTour tourId={id} />}</TourScreen>;
}

function ImagesOfTour({ tourId }: { tourId: number }) {
  const t = useTranslations('adminTours');
  const tAdmin = useTranslations('admin');
  const queryClient = useQueryClient();
  const key = ['admin', 'tours', tourId, 'images'];
  const images = useQuery({ queryKey: key, queryFn: () => getJson<TourImage[]>(`admin/tours/${tourId}/images`) });
  const { notice, setNotice, problem, fail, clear } = useScreenMessages();
  const [deleting, setDeleting] = useState<TourImage | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'tours'] });

  const action = useMutation({
    mutationFn: (call: () => Promise<unknown>) => call(),
    onMutate: clear,
    onSuccess: refresh,
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (image: TourImage) => deleteJson(`admin/tours/${tourId}/images/${image.id}`),
    onSuccess: async () => {
      setDeleting(null);
      setNotice(t('imageDeleted'));
      await refresh();
    },
  });

  const list = images.data ?? [];
  const reorder = (ids: number[]) => action.mutate(() => putJson(`admin/tours/${tourId}/images/order`, { ids }));

  return (
    <div className="flex flex-col gap-6">
      <UploadForm tourId={tourId} onUploaded={refresh} onFinished={(count) => setNotice(count === 1 ? t('imageUploaded') : t('imagesUploaded', { count }))} />
      <ScreenMessages notice={notice} problem={problem} />
      <section aria-labelledby="tour-images-list" className="flex flex-col gap-4">
        <h2 id="tour-images-list" className="text-xl font-bold">
          {t('imagesTitle')}
        </h2>
        <ListStatus query={images} empty={list.length === 0} emptyText={t('noImages')}>
          <ol className="flex flex-col gap-4">
            {list.map((image, index) => (
              <li key={image.id} className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:flex-row dark:border-slate-800">
                <div className="flex shrink-0 flex-col gap-2">
                  {/* eslint-disable-next-line @next/next/no-img-element -- the uploaded file itself, as stored */}
                  <img src={image.url} alt="" width={192} height={128} className="h-32 w-48 rounded-lg object-cover" />
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {image.width} × {image.height}
                  </p>
                  {image.isCover && <span className="w-fit rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">{t('coverBadge')}</span>}
                </div>
                <AltForm
                  image={image}
                  onSave={(alt) => action.mutate(async () => {
                    await putJson(`admin/tours/${tourId}/images/${image.id}`, { alt });
                    setNotice(tAdmin('saved'));
                  })}
                />
                <div className="flex flex-wrap content-start gap-1 sm:w-44 sm:flex-col">
                  <MoveButtons
                    ids={list.map((item) => item.id)}
                    index={index}
                    pending={action.isPending}
                    onOrder={reorder}
                    upLabel={t('moveUp', { number: index + 1 })}
                    downLabel={t('moveDown', { number: index + 1 })}
                  />
                  {!image.isCover && (
                    <button type="button" className={smallButton} disabled={action.isPending} onClick={() => action.mutate(() => postJson(`admin/tours/${tourId}/images/${image.id}/cover`))} aria-label={t('makeCoverNamed', { number: index + 1 })}>
                      {t('makeCover')}
                    </button>
                  )}
                  <DeleteItemButton
                    label={t('deleteImageNamed', { number: index + 1 })}
                    onClick={() => {
                      remove.reset();
                      setDeleting(image);
                    }}
                  />
                </div>
              </li>
            ))}
          </ol>
        </ListStatus>
      </section>
      <DeleteDialog item={deleting} onClose={() => setDeleting(null)} remove={remove} title={t('confirmDeleteImageTitle')} message={() => t('confirmDeleteImage')} />
    </div>
  );
}

function AltInputs({ idPrefix, values }: { idPrefix: string; values: Record<string, string> }) {
  const tAdmin = useTranslations('admin');
  const t = useTranslations('adminTours');
  return (
    <fieldset className="flex flex-1 flex-col gap-2">
      <legend className="font-semibold">{t('altText')}</legend>
      {LANGUAGES.map((language) => (
        <label key={language} htmlFor={`${idPrefix}-${language}`} className="flex flex-col gap-1 text-sm">
          {tAdmin(`languages.${language}`)}
          {language === 'tr' ? ` (${tAdmin('required')})` : ''}
          <input id={`${idPrefix}-${language}`} name={`alt.${language}`} lang={language} defaultValue={values[language] ?? ''} className={`${inputClass} h-11`} maxLength={200} />
        </label>
      ))}
    </fieldset>
  );
}

function AltForm({ image, onSave }: { image: TourImage; onSave: (alt: Record<string, string>) => void }) {
  const t = useTranslations('adminTours');
  return (
    <form
      className="flex flex-1 flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSave(Object.fromEntries(LANGUAGES.map((language) => [language, String(data.get(`alt.${language}`) ?? '')])));
      }}
    >
      <AltInputs idPrefix={`image-${image.id}-alt`} values={image.alt} />
      <button type="submit" className={`${secondaryButtonClass} w-fit`}>
        {t('saveAlt')}
      </button>
    </form>
  );
}

type UploadItem = {
  id: number;
  name: string;
  status: 'queued' | 'sending' | 'processing' | 'done' | 'cancelled' | 'failed';
  loaded: number;
  total: number;
  error?: string;
};

const progressClass = 'h-2 w-full overflow-hidden rounded-full accent-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600 dark:[&::-webkit-progress-bar]:bg-slate-700';

/**
 * Sends one or more pictures with their alt texts as multipart, one after the other, each with its
 * progress bar and a button to cancel it while its bytes are on the way (XMLHttpRequest upload
 * events: lib/api/upload.ts); the server checks each file's type and size.
 */
function UploadForm({ tourId, onUploaded, onFinished }: { tourId: number; onUploaded: () => Promise<void>; onFinished: (count: number) => void }) {
  const t = useTranslations('adminTours');
  const tErrors = useTranslations('errors');
  const locale = useLocale();
  const form = useRef<HTMLFormElement>(null);
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);
  const [error, setError] = useState<string | null>(null);
  const [items, setItems] = useState<UploadItem[]>([]);
  const pending = items.some((item) => item.status === 'queued' || item.status === 'sending' || item.status === 'processing');
  const update = (id: number, change: Partial<UploadItem>) => setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  const percent = (item: UploadItem) => numberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(item.total > 0 ? item.loaded / item.total : 0);

  async function send(files: File[], alt: Record<string, string>) {
    const queued = files.map((file) => ({ id: nextId.current++, file }));
    for (const { id } of queued) controllers.current.set(id, new AbortController());
    setItems(queued.map(({ id, file }) => ({ id, name: file.name, status: 'queued', loaded: 0, total: file.size })));
    let uploaded = 0;
    for (const { id, file } of queued) {
      const controller = controllers.current.get(id)!;
      if (controller.signal.aborted) {
        update(id, { status: 'cancelled' });
        continue;
      }
      const body = new FormData();
      body.set('file', file);
      for (const [language, text] of Object.entries(alt)) body.set(`alt.${language}`, text);
      update(id, { status: 'sending' });
      try {
        await postWithProgress(`admin/tours/${tourId}/images`, body, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) => update(id, loaded >= total && total > 0 ? { loaded, total, status: 'processing' } : { loaded, total: total || file.size }),
        });
        uploaded += 1;
        update(id, { status: 'done' });
        await onUploaded();
      } catch (problem) {
        if (problem instanceof DOMException && problem.name === 'AbortError') {
          update(id, { status: 'cancelled' });
          continue;
        }
        const fields = problem instanceof ApiError ? Object.values(problem.fieldErrors) : [];
        update(id, { status: 'failed', error: fields[0] ?? describeApiError(problem, tErrors) });
      } finally {
        controllers.current.delete(id);
      }
    }
    if (uploaded > 0) {
      form.current?.reset();
      onFinished(uploaded);
    }
  }

  return (
    <section aria-labelledby="tour-image-upload" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="tour-image-upload" className="mb-3 text-xl font-bold">
        {t('uploadTitle')}
      </h2>
      <form
        ref={form}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          const data = new FormData(event.currentTarget);
          const files = data.getAll('file').filter((file): file is File => file instanceof File && file.size > 0);
          if (files.length === 0) {
            setError(t('chooseFile'));
            return;
          }
          const alt = Object.fromEntries(LANGUAGES.map((language) => [language, String(data.get(`alt.${language}`) ?? '')]));
          void send(files, alt);
        }}
      >
        <label htmlFor="tour-image-file" className="flex flex-col gap-1.5 font-semibold">
          {t('file')}
          <input id="tour-image-file" name="file" type="file" multiple accept="image/jpeg,image/png,image/webp" className="text-sm" aria-describedby="tour-image-file-hint" />
          <span id="tour-image-file-hint" className="text-sm font-normal text-slate-600 dark:text-slate-400">
            {t('fileHint')} {t('filesHint')}
          </span>
        </label>
        <AltInputs idPrefix="new-image-alt" values={{}} />
        <FormMessage tone="error" message={error} />
        <button type="submit" disabled={pending} className={`${primaryButtonClass} w-fit`}>
          {pending ? t('uploading') : t('upload')}
        </button>
      </form>
      {items.length > 0 && (
        <section aria-labelledby="tour-image-uploads" className="mt-4">
          <h3 id="tour-image-uploads" className="mb-2 font-semibold">
            {t('uploadsTitle')}
          </h3>
          <ul className="flex flex-col gap-3" data-testid="upload-queue">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 text-sm" data-upload-status={item.status}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-all font-medium">{item.name}</span>
                  {(item.status === 'queued' || item.status === 'sending') && (
                    <button
                      type="button"
                      className={smallButton}
                      onClick={() => {
                        controllers.current.get(item.id)?.abort();
                        // A waiting file is cancelled at once; one on the way when its request ends.
                        if (item.status === 'queued') update(item.id, { status: 'cancelled' });
                      }}
                      aria-label={t('cancelUploadNamed', { name: item.name })}
                    >
                      {t('cancelUpload')}
                    </button>
                  )}
                </div>
                {(item.status === 'sending' || item.status === 'processing' || item.status === 'queued') && (
                  <progress className={progressClass} max={item.total || 1} value={item.status === 'queued' ? 0 : item.loaded} aria-label={t('uploadProgressLabel', { name: item.name })} />
                )}
                <span role="status" className={item.status === 'failed' ? 'text-red-700 dark:text-red-300' : 'text-slate-700 dark:text-slate-300'}>
                  {item.status === 'queued' && t('uploadQueued')}
                  {item.status === 'sending' && t('uploadSending', { percent: percent(item) })}
                  {item.status === 'processing' && t('uploadProcessing')}
                  {item.status === 'done' && t('uploadDone')}
                  {item.status === 'cancelled' && t('uploadCancelled')}
                  {item.status === 'failed' && t('uploadFailed', { error: item.error ?? '' })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
