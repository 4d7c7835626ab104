'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { FormMessage, inputClass } from '@/components/auth/form-parts';
import { DeleteDialog, primaryButtonClass, secondaryButtonClass } from '@/components/dashboard/crud/confirm-dialog';
import { LANGUAGES } from '@/components/dashboard/crud/field-inputs';
import { ListStatus } from '@/components/dashboard/crud/list-status';
import { deleteJson, getJson, postJson, putJson, request } from '@/lib/api/client';
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
      <UploadForm tourId={tourId} onUploaded={async () => {
        setNotice(t('imageUploaded'));
        await refresh();
      }} />
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

/** Sends one picture with its alt texts as multipart; the server checks its type and size. */
function UploadForm({ tourId, onUploaded }: { tourId: number; onUploaded: () => Promise<void> }) {
  const t = useTranslations('adminTours');
  const tErrors = useTranslations('errors');
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <section aria-labelledby="tour-image-upload" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="tour-image-upload" className="mb-3 text-xl font-bold">
        {t('uploadTitle')}
      </h2>
      <form
        ref={form}
        className="flex flex-col gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          setError(null);
          const data = new FormData(event.currentTarget);
          const file = data.get('file');
          if (!(file instanceof File) || file.size === 0) {
            setError(t('chooseFile'));
            return;
          }
          setPending(true);
          try {
            await request(`admin/tours/${tourId}/images`, { method: 'post', body: data });
            form.current?.reset();
            await onUploaded();
          } catch (problem) {
            const fields = problem instanceof ApiError ? Object.values(problem.fieldErrors) : [];
            setError(fields[0] ?? describeApiError(problem, tErrors));
          } finally {
            setPending(false);
          }
        }}
      >
        <label htmlFor="tour-image-file" className="flex flex-col gap-1.5 font-semibold">
          {t('file')}
          <input id="tour-image-file" name="file" type="file" accept="image/jpeg,image/png,image/webp" className="text-sm" aria-describedby="tour-image-file-hint" />
          <span id="tour-image-file-hint" className="text-sm font-normal text-slate-600 dark:text-slate-400">
            {t('fileHint')}
          </span>
        </label>
        <AltInputs idPrefix="new-image-alt" values={{}} />
        <FormMessage tone="error" message={error} />
        <button type="submit" disabled={pending} className={`${primaryButtonClass} w-fit`}>
          {pending ? t('uploading') : t('upload')}
        </button>
      </form>
    </section>
  );
}
