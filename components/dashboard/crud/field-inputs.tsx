'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Controller, get, useFormContext, type FieldError } from 'react-hook-form';
import { Field, inputClass } from '@/components/auth/form-parts';
import type { FieldSpec, Option } from './types';
import { useResourceText } from './use-resource-text';

export const LANGUAGES = ['tr', 'en', 'ru'] as const;

const textareaClass = inputClass.replace('h-12', 'min-h-28 py-3');
const checkboxClass = 'size-5 rounded border-slate-400 accent-brand-600';

/** The form paths a field spec edits (a localized field edits three). */
export function fieldPaths(field: FieldSpec): string[] {
  return field.kind === 'localized' || field.kind === 'localizedList' ? LANGUAGES.map((language) => `${field.name}.${language}`) : [field.name];
}

export type Language = (typeof LANGUAGES)[number];
export type LocalizedField = Extract<FieldSpec, { kind: 'localized' | 'localizedList' }>;

export function inputId(resource: string, path: string) {
  return `${resource}-${path.replace(/\./g, '-')}`;
}

/** A localized field's box for one language, labelled `label`, with its error sentence. */
export function LocalizedInput({ resource, field, language, label, hint }: { resource: string; field: LocalizedField; language: Language; label: string; hint?: string }) {
  const { register, formState } = useFormContext();
  const long = field.kind === 'localizedList' || field.long;
  const path = `${field.name}.${language}`;
  const error = get(formState.errors, path) as FieldError | undefined;
  return (
    <Field id={inputId(resource, path)} label={label} hint={hint} error={error?.message ? error : pickListError(formState.errors, path)}>
      {(described) =>
        field.kind === 'localizedList' ? (
          <LinesInput described={described} name={path} lang={language} />
        ) : long ? (
          <textarea {...described} {...register(path)} lang={language} rows={field.kind === 'localized' ? (field.rows ?? 5) : 5} className={textareaClass} />
        ) : (
          <input {...described} {...register(path)} lang={language} className={inputClass} />
        )
      }
    </Field>
  );
}

/** Whether a localized field in a language is one Turkish must fill (the public fallback). */
export function requiredIn(field: LocalizedField, language: Language) {
  return language === 'tr' && field.kind === 'localized' && !field.optional;
}

/** A localized text: one input per site language, each marked with its language for screen readers. */
function LocalizedInputs({ resource, field, label, hint }: { resource: string; field: LocalizedField; label: string; hint?: string }) {
  const t = useTranslations('admin');
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <legend className="px-1 font-semibold">{label}</legend>
      {hint && <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      {LANGUAGES.map((language) => (
        <LocalizedInput
          key={language}
          resource={resource}
          field={field}
          language={language}
          label={`${t(`languages.${language}`)}${requiredIn(field, language) ? ` (${t('required')})` : ''}`}
        />
      ))}
    </fieldset>
  );
}

/** A list's error sits on an item (`included.tr.2`); show the first one on the list's box. */
export function pickListError(errors: object, path: string): FieldError | undefined {
  const list = get(errors, path) as Record<string, FieldError> | undefined;
  if (!list || typeof list !== 'object') return undefined;
  return Object.values(list).find((item) => item && typeof item === 'object' && 'message' in item) as FieldError | undefined;
}

function useOptions(source: Option[] | (() => Promise<Option[]>)): Option[] {
  const [loaded, setLoaded] = useState<Option[]>(Array.isArray(source) ? source : []);
  useEffect(() => {
    if (Array.isArray(source)) return;
    let live = true;
    source()
      .then((options) => live && setLoaded(options))
      .catch(() => live && setLoaded([]));
    return () => {
      live = false;
    };
  }, [source]);
  return Array.isArray(source) ? source : loaded;
}

function SelectInput({ field, described }: { field: Extract<FieldSpec, { kind: 'select' }>; described: Record<string, unknown> }) {
  const t = useTranslations('admin');
  const { register } = useFormContext();
  const options = useOptions(field.options);
  return (
    <select {...described} {...register(field.name)} className={inputClass}>
      <option value="">{t('choose')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** One field of a dashboard form, labelled from the resource's messages, with its error sentence. */
export function FieldInput({ resource, field }: { resource: string; field: FieldSpec }) {
  const text = useResourceText(resource);
  const { register, formState, watch } = useFormContext();
  const label = text.field(field.name);
  const hint = text.hint(field.name);
  if (field.kind === 'localized' || field.kind === 'localizedList') return <LocalizedInputs resource={resource} field={field} label={label} hint={hint} />;
  const id = inputId(resource, field.name);
  const own = get(formState.errors, field.name) as FieldError | undefined;
  // A list's error may sit on one of its items (`tags.2`).
  const error = field.kind === 'list' && !own?.message ? pickListError(formState.errors, field.name) : own;
  if (field.kind === 'boolean') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="flex items-center gap-3 font-semibold">
          <input id={id} type="checkbox" {...register(field.name)} className={checkboxClass} aria-describedby={hint ? `${id}-hint` : undefined} />
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        )}
      </div>
    );
  }
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(described) => {
        switch (field.kind) {
          case 'select':
            return <SelectInput field={field} described={described} />;
          case 'number':
            return <input {...described} {...register(field.name)} type="number" inputMode="decimal" min={field.min} max={field.max} step={field.step ?? 1} className={inputClass} />;
          case 'money':
            return <MoneyInput described={described} name={field.name} />;
          case 'list':
            return <LinesInput described={described} name={field.name} />;
          case 'date':
            return <input {...described} {...register(field.name)} type="date" className={inputClass} />;
          case 'image':
            return <ImageInput described={described} name={field.name} preview={watch(field.name) as string} />;
          default:
            return field.long ? (
              <textarea {...described} {...register(field.name)} rows={5} className={textareaClass} />
            ) : (
              <input {...described} {...register(field.name)} type={field.kind === 'email' ? 'email' : 'text'} autoComplete={field.autoComplete ?? 'off'} spellCheck={field.kind === 'text'} className={inputClass} />
            );
        }
      }}
    </Field>
  );
}

/** An amount in lira: free text (1450 or 1450,50) with the currency sign beside it. */
export function MoneyInput({ described, name }: { described: Record<string, unknown>; name: string }) {
  const { register } = useFormContext();
  return (
    <div className="relative">
      <input {...described} {...register(name)} type="text" inputMode="decimal" autoComplete="off" className={`${inputClass} pr-10`} />
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-slate-500">
        ₺
      </span>
    </div>
  );
}

/** A list of short texts, one per line (in `lang`, for a localized list); blank lines are dropped when the box is left. */
function LinesInput({ described, name, lang }: { described: Record<string, unknown>; name: string; lang?: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: controlled }) => (
        <textarea
          {...described}
          ref={controlled.ref}
          lang={lang}
          rows={4}
          className={textareaClass}
          value={Array.isArray(controlled.value) ? (controlled.value as string[]).join('\n') : ''}
          onChange={(event) => controlled.onChange(event.target.value.split('\n'))}
          onBlur={(event) => {
            controlled.onChange(event.target.value.split('\n').map((line) => line.trim()).filter(Boolean));
            controlled.onBlur();
          }}
        />
      )}
    />
  );
}

function ImageInput({ described, name, preview }: { described: Record<string, unknown>; name: string; preview: string }) {
  const { register } = useFormContext();
  const showable = typeof preview === 'string' && (/^\/[\w\-./%]+$/.test(preview) || /^https:\/\/\S+$/.test(preview));
  return (
    <div className="flex items-center gap-3">
      <input {...described} {...register(name)} type="text" inputMode="url" spellCheck={false} className={inputClass} />
      {showable && (
        // eslint-disable-next-line @next/next/no-img-element -- a preview of whatever address the admin typed
        <img src={preview} alt="" width={64} height={48} className="h-12 w-16 shrink-0 rounded-lg object-cover" />
      )}
    </div>
  );
}
