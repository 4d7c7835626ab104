'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, get, useFieldArray, useForm, useFormContext, type FieldError, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Field, FormMessage, inputClass } from '@/components/auth/form-parts';
import { useLocalizedZodResolver } from '@/components/contact/use-localized-resolver';
import { primaryButtonClass, secondaryButtonClass } from '@/components/dashboard/crud/confirm-dialog';
import { FieldInput, LANGUAGES, MoneyInput, type Language, type LocalizedField } from '@/components/dashboard/crud/field-inputs';
import { LanguageTabs } from '@/components/dashboard/crud/language-tabs';
import type { AdminRecord, FieldSpec, Option } from '@/components/dashboard/crud/types';
import { Link, useRouter } from '@/i18n/navigation';
import { getJson, ifMatch, postJson, putJson } from '@/lib/api/client';
import { newTourRules } from '@/lib/admin/tours/defaults';
import { ApiError, describeApiError } from '@/lib/api/errors';
import { useRegionOptions, useTourTypeOptions } from './options';
import { MAX_INSTALLMENTS } from '@/lib/payments/installments/plans';

const loadSchema = () => import('@/lib/admin/schemas/tour').then((module) => module.tourSchema as unknown as z.ZodType<FieldValues, FieldValues>);

type DepartureForm = {
  departureId: number | null;
  startsOn: string;
  startTime: string;
  capacity: number | string;
  adultPriceOverride: number | string;
  childPriceOverride: number | string;
  babyPriceOverride: number | string;
  isActive: boolean;
  /** Read only: shown beside the capacity. */
  seatsTaken: number;
  orderCount: number;
};

const emptyTexts = () => ({ tr: '', en: '', ru: '' });
const emptyLists = () => ({ tr: [] as string[], en: [] as string[], ru: [] as string[] });

function emptyTour(): FieldValues {
  return {
    regionId: '',
    tourTypeId: '',
    title: emptyTexts(),
    summary: emptyTexts(),
    description: emptyTexts(),
    meetingPoint: emptyTexts(),
    included: emptyLists(),
    excluded: emptyLists(),
    durationDays: 1,
    adultPrice: '',
    childPrice: '',
    ...newTourRules,
    // Chosen, not defaulted, as on the quick form: a tour abroad may not be paid in installments.
    travelScope: '',
    departures: [] as DepartureForm[],
  };
}

const blankIfNull = (value: unknown) => (value === null || value === undefined ? '' : value);

/** The API's record as the form holds it (no nulls in inputs). */
function toForm(record: AdminRecord): FieldValues {
  const empty = emptyTour();
  const values = Object.fromEntries(Object.keys(empty).map((key) => [key, record[key] ?? empty[key]]));
  values.regionId = String(record.regionId);
  values.tourTypeId = String(record.tourTypeId);
  values.departures = ((record.departures as Record<string, unknown>[]) ?? []).map((departure) => ({
    ...departure,
    startTime: blankIfNull(departure.startTime),
    adultPriceOverride: blankIfNull(departure.adultPriceOverride),
    childPriceOverride: blankIfNull(departure.childPriceOverride),
    babyPriceOverride: blankIfNull(departure.babyPriceOverride),
  }));
  return values;
}

function newDeparture(): DepartureForm {
  return { departureId: null, startsOn: '', startTime: '', capacity: 20, adultPriceOverride: '', childPriceOverride: '', babyPriceOverride: '', isActive: true, seatsTaken: 0, orderCount: 0 };
}

/** /db-add-tour: every field of a tour and its departures; `id` edits an existing tour. */
export function TourEditor({ id }: { id: number | null }) {
  const t = useTranslations('adminTours');
  const tAdmin = useTranslations('admin');
  const tErrors = useTranslations('errors');
  const regions = useRegionOptions();
  const record = useQuery({ queryKey: ['admin', 'tours', 'record', id], queryFn: () => getJson<AdminRecord>(`admin/tours/${id}`), enabled: id !== null });
  if (regions.isError) return <FormMessage tone="error" message={describeApiError(regions.error, tErrors)} />;
  if (record.isError) return <FormMessage tone="error" message={describeApiError(record.error, tErrors)} />;
  if (regions.isPending || (id !== null && record.isPending)) return <p role="status">{tAdmin('loading')}</p>;
  if (regions.data.length === 0) {
    return (
      <p className="rounded-xl bg-amber-50 p-4 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
        {t('noRegions')}{' '}
        <Link href="/db-add-region" className="font-semibold underline">
          {t('addRegionLink')}
        </Link>
      </p>
    );
  }
  // Keyed by the tour only: a refetch after saving must not remount the form (and lose its notice).
  return <TourForm key={id ?? 'new'} record={id !== null ? (record.data ?? null) : null} regionOptions={regions.data} />;
}

/** The tour's texts, edited one language at a time (components/dashboard/crud/language-tabs.tsx). */
const textFields: LocalizedField[] = [
  { kind: 'localized', name: 'title' },
  { kind: 'localized', name: 'summary', long: true, rows: 3 },
  { kind: 'localized', name: 'description', long: true, rows: 8 },
  { kind: 'localized', name: 'meetingPoint', long: true, rows: 2, optional: true },
  { kind: 'localizedList', name: 'included' },
  { kind: 'localizedList', name: 'excluded' },
];
const priceFields: FieldSpec[] = [
  { kind: 'money', name: 'adultPrice' },
  { kind: 'money', name: 'childPrice' },
  { kind: 'money', name: 'babyPrice' },
  { kind: 'number', name: 'childAgeMax', min: 1, max: 17 },
  { kind: 'number', name: 'babyAgeMax', min: 0, max: 6 },
  { kind: 'number', name: 'maxPerBooking', min: 1, max: 100 },
  { kind: 'number', name: 'bookingCutoffHours', min: 0, max: 720 },
];
/** Installments (docs/bank-gateway.md#installments): the tour's category for the legal caps, and its own limit. */
const installmentFieldNames = ['travelScope', 'maxInstallments'];
const departureFields = ['startsOn', 'startTime', 'capacity', 'adultPriceOverride', 'childPriceOverride', 'babyPriceOverride'];

/** Every field the form can show an error on, in the order the page shows them. */
function fieldsInPageOrder(departureCount: number): string[] {
  return [
    'regionId',
    'tourTypeId',
    'durationDays',
    ...LANGUAGES.flatMap((language) => textFields.map((field) => `${field.name}.${language}`)),
    ...priceFields.map((field) => field.name),
    ...installmentFieldNames,
    ...Array.from({ length: departureCount }, (_, index) => departureFields.map((name) => `departures.${index}.${name}`)).flat(),
  ];
}

const sectionClass = 'flex flex-col gap-5 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800';
const sectionTitle = 'text-lg font-bold';

function FormSection({ id, title, hint, children }: { id: string; title: string; hint?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={sectionClass}>
      <div>
        <h2 id={id} className={sectionTitle}>
          {title}
        </h2>
        {hint && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

function TourForm({ record, regionOptions }: { record: AdminRecord | null; regionOptions: Option[] }) {
  const t = useTranslations('adminTours');
  const tAdmin = useTranslations('admin');
  const tErrors = useTranslations('errors');
  const router = useRouter();
  const queryClient = useQueryClient();
  const typeOptions = useTourTypeOptions();
  const tResources = useTranslations('adminResources.tours');
  const scopeOptions = useMemo(() => (['domestic', 'abroad'] as const).map((value) => ({ value, label: tResources(`scopes.${value}`) })), [tResources]);
  const resolver = useLocalizedZodResolver(loadSchema);
  const defaultValues = useMemo(() => (record ? toForm(record) : emptyTour()), [record]);
  // The version of what the form shows (see RecordForm): a stale form's save is refused, not applied.
  const [version, setVersion] = useState(record?.version);
  // The form moves to the first error itself: it may sit in a language tab that is not shown.
  const form = useForm<FieldValues, unknown, FieldValues>({ resolver, defaultValues, shouldFocusError: false });
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [language, setLanguage] = useState<Language>('tr');

  /** Opens the language tab holding the first error (when the first error is a text) and puts the cursor there. */
  function showFirstError(errors: FieldErrors) {
    const departures = (form.getValues('departures') as unknown[] | undefined)?.length ?? 0;
    const first = fieldsInPageOrder(departures).find((path) => get(errors, path) !== undefined);
    if (!first) return;
    const [name, inLanguage] = first.split('.');
    if (textFields.some((field) => field.name === name) && inLanguage !== language) flushSync(() => setLanguage(inLanguage as Language));
    form.setFocus(first);
  }

  const onSubmit = form.handleSubmit(
    async () => {
      setAlert(null);
      setNotice(null);
      // The values as typed (prices in lira): the API converts them with the same schema.
      const values = form.getValues();
      try {
        const saved = record ? await putJson<AdminRecord>(`admin/tours/${record.id}`, values, ifMatch(version)) : await postJson<AdminRecord>('admin/tours', values);
        setVersion(saved.version);
        await queryClient.invalidateQueries({ queryKey: ['admin', 'tours'] });
        if (!record) {
          router.replace(`/db-add-tour?id=${saved.id}`);
          return;
        }
        form.reset(toForm(saved));
        setNotice(tAdmin('saved'));
      } catch (error) {
        const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
        fieldErrors.forEach(([name, message]) => form.setError(name, { type: 'server', message }));
        setAlert(fieldErrors.length > 0 ? t('checkFields') : describeApiError(error, tErrors));
        showFirstError(form.formState.errors);
      }
    },
    (errors) => {
      setAlert(t('checkFields'));
      showFirstError(errors);
    },
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {record && (
          <nav aria-label={t('tourLinks')} className="flex flex-wrap gap-3 text-sm">
            <Link className={secondaryButtonClass} href={`/db-add-tour-images?tourId=${record.id}`}>
              {t('imagesLink')}
            </Link>
            <Link className={secondaryButtonClass} href={`/db-add-tour-itineraries?tourId=${record.id}`}>
              {t('itinerariesLink')}
            </Link>
            <Link className={secondaryButtonClass} href={`/tour-single-1/${record.id}`} target="_blank">
              {t('publicLink')}
            </Link>
          </nav>
        )}
        <FormMessage tone="info" message={notice} />
        <FormSection id="tour-basics" title={t('sections.basics')}>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            <FieldInput resource="tours" field={{ kind: 'select', name: 'regionId', options: regionOptions }} />
            <FieldInput resource="tours" field={{ kind: 'select', name: 'tourTypeId', options: typeOptions }} />
            <FieldInput resource="tours" field={{ kind: 'number', name: 'durationDays', min: 1, max: 60 }} />
          </div>
          <div className="flex flex-wrap gap-6">
            <FieldInput resource="tours" field={{ kind: 'boolean', name: 'isActive' }} />
            <FieldInput resource="tours" field={{ kind: 'boolean', name: 'isFeatured' }} />
            <FieldInput resource="tours" field={{ kind: 'boolean', name: 'requiresIdList' }} />
          </div>
        </FormSection>
        <FormSection id="tour-texts" title={t('sections.texts')} hint={t('sections.textsHint')}>
          <LanguageTabs resource="tours" fields={textFields} value={language} onValueChange={setLanguage} label={t('sections.textLanguage')} />
        </FormSection>
        <FormSection id="tour-prices" title={t('pricesAndRules')}>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {priceFields.map((field) => (
              <FieldInput key={field.name} resource="tours" field={field} />
            ))}
            <FieldInput resource="tours" field={{ kind: 'select', name: 'travelScope', options: scopeOptions }} />
            <FieldInput resource="tours" field={{ kind: 'number', name: 'maxInstallments', min: 1, max: MAX_INSTALLMENTS }} />
          </div>
        </FormSection>
        <DeparturesEditor />
        {!record && <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-300">{t('sections.picturesLater')}</p>}
        <FormMessage tone="error" message={alert} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={form.formState.isSubmitting} className={primaryButtonClass}>
            {form.formState.isSubmitting ? tAdmin('saving') : record ? t('saveTour') : t('createTour')}
          </button>
          <Link href="/db-listing" className={secondaryButtonClass}>
            {t('backToList')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}

function DepartureField({ index, name, label, children }: { index: number; name: string; label: string; children: (described: Record<string, unknown>) => React.ReactNode }) {
  const { formState } = useFormContext();
  const path = `departures.${index}.${name}`;
  const error = get(formState.errors, path) as FieldError | undefined;
  return (
    <Field id={`departure-${index}-${name}`} label={label} error={error}>
      {(described) => children(described)}
    </Field>
  );
}

/** The tour's departures: date, time, capacity (never below the seats taken), price overrides, on/off. */
/** A booked departure's day and time: shown, not editable (the server refuses a change too); the variants win over the input's own background. */
const readOnlyClass = 'read-only:bg-slate-100 read-only:text-slate-700 dark:read-only:bg-slate-800 dark:read-only:text-slate-300';

function DeparturesEditor() {
  const t = useTranslations('adminTours');
  const { control, register, watch } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'departures', keyName: 'key' });
  return (
    <FormSection id="tour-departures" title={t('departures')} hint={t('departuresHint')}>
      {fields.length === 0 && <p className="rounded-lg bg-slate-50 p-4 text-slate-700 dark:bg-slate-900 dark:text-slate-300">{t('noDepartures')}</p>}
      {fields.map((item, index) => {
        const seatsTaken = Number(watch(`departures.${index}.seatsTaken`) ?? 0);
        const orderCount = Number(watch(`departures.${index}.orderCount`) ?? 0);
        const startsOn = String(watch(`departures.${index}.startsOn`) ?? '');
        return (
          <section key={item.key} aria-label={t('departureLabel', { number: index + 1, date: startsOn || '—' })} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-4">
              <DepartureField index={index} name="startsOn" label={t('departureDate')}>
                {(described) => <input {...described} {...register(`departures.${index}.startsOn`)} type="date" readOnly={orderCount > 0} className={`${inputClass} ${readOnlyClass}`} />}
              </DepartureField>
              <DepartureField index={index} name="startTime" label={t('departureTime')}>
                {(described) => <input {...described} {...register(`departures.${index}.startTime`)} type="time" readOnly={orderCount > 0} className={`${inputClass} ${readOnlyClass}`} />}
              </DepartureField>
              <DepartureField index={index} name="capacity" label={t('capacity')}>
                {(described) => <input {...described} {...register(`departures.${index}.capacity`)} type="number" min={Math.max(1, seatsTaken)} inputMode="numeric" className={inputClass} />}
              </DepartureField>
              <p className="self-end pb-3 text-sm text-slate-700 dark:text-slate-300">{t('seatsTaken', { seats: seatsTaken })}</p>
              <DepartureField index={index} name="adultPriceOverride" label={t('adultPriceOverride')}>
                {(described) => <MoneyInput described={described} name={`departures.${index}.adultPriceOverride`} />}
              </DepartureField>
              <DepartureField index={index} name="childPriceOverride" label={t('childPriceOverride')}>
                {(described) => <MoneyInput described={described} name={`departures.${index}.childPriceOverride`} />}
              </DepartureField>
              <DepartureField index={index} name="babyPriceOverride" label={t('babyPriceOverride')}>
                {(described) => <MoneyInput described={described} name={`departures.${index}.babyPriceOverride`} />}
              </DepartureField>
              <label className="flex items-center gap-3 self-end pb-3 font-semibold">
                <input type="checkbox" {...register(`departures.${index}.isActive`)} className="size-5 rounded border-slate-400 accent-brand-600" />
                {t('departureActive')}
              </label>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {orderCount > 0 ? (
                <p className="text-sm text-slate-700 dark:text-slate-300">{t('departureHasOrders', { orders: orderCount })}</p>
              ) : (
                <button type="button" onClick={() => remove(index)} className="rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950">
                  {t('removeDeparture', { number: index + 1 })}
                </button>
              )}
            </div>
          </section>
        );
      })}
      <div>
        <button type="button" onClick={() => append(newDeparture())} className={secondaryButtonClass}>
          {t('addDeparture')}
        </button>
      </div>
    </FormSection>
  );
}
