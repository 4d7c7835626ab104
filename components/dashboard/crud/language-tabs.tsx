'use client';

import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { get, useFormState, type FieldErrors } from 'react-hook-form';
import { LANGUAGES, LocalizedInput, requiredIn, type Language, type LocalizedField } from './field-inputs';
import { useResourceText } from './use-resource-text';

/** Whether the form has an error on any of `fields` in `language` (a list's error sits on an item, `included.en.2`). */
export function languageHasErrors(errors: FieldErrors, fields: LocalizedField[], language: Language): boolean {
  return fields.some((field) => get(errors, `${field.name}.${language}`) !== undefined);
}

/** The first language, in tab order, with an error on one of `fields`; null when none has. */
export function firstLanguageWithErrors(errors: FieldErrors, fields: LocalizedField[]): Language | null {
  return LANGUAGES.find((language) => languageHasErrors(errors, fields, language)) ?? null;
}

const tabClass =
  'relative inline-flex min-h-11 shrink-0 items-center gap-2 rounded-t-lg border border-b-0 border-transparent px-3 text-sm sm:px-4 font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:-mb-px data-[state=active]:border-slate-200 data-[state=active]:bg-white data-[state=active]:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:data-[state=active]:border-slate-800 dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-brand-100';

type Props = {
  /** The resource whose `adminResources` messages label the fields (and prefix the inputs' ids). */
  resource: string;
  /** The localized fields, in the order each language's panel shows them. */
  fields: LocalizedField[];
  value: Language;
  onValueChange: (language: Language) => void;
  /** Names the tab list for screen readers ("Language of the texts"). */
  label: string;
};

/**
 * The localized fields of a form as one tab per site language (TR / EN / RU), each tab holding that
 * language's box of every field, instead of three boxes stacked under each field. Every panel stays
 * rendered (hidden when not selected), so values, validation and the server's field errors reach all
 * three; a tab whose fields have errors says so. The form chooses the tab (`value`), so it can open
 * the one holding the first error when a save is refused.
 */
export function LanguageTabs({ resource, fields, value, onValueChange, label }: Props) {
  const t = useTranslations('admin');
  const text = useResourceText(resource);
  const { errors } = useFormState();
  return (
    <Tabs.Root value={value} onValueChange={(next) => onValueChange(next as Language)} className="flex flex-col">
      <Tabs.List aria-label={label} className="flex gap-1 border-b border-slate-200 dark:border-slate-800">
        {LANGUAGES.map((language) => {
          const invalid = languageHasErrors(errors, fields, language);
          return (
            <Tabs.Trigger key={language} value={language} className={tabClass} data-invalid={invalid || undefined}>
              <span aria-hidden="true" className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs uppercase text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {language}
              </span>
              {/* On a phone the code alone fits three tabs on one line; the name stays for screen readers. */}
              <span className="sr-only sm:not-sr-only">{t(`languages.${language}`)}</span>
              {invalid && (
                <>
                  <span aria-hidden="true" className="inline-flex size-5 items-center justify-center rounded-full bg-red-600 text-xs font-bold text-white dark:bg-red-500">
                    !
                  </span>
                  <span className="sr-only">({t('tabHasErrors')})</span>
                </>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {LANGUAGES.map((language) => (
        <Tabs.Content
          key={language}
          value={language}
          forceMount
          className="flex flex-col gap-5 rounded-b-xl border border-t-0 border-slate-200 p-3 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=inactive]:hidden sm:p-5 dark:border-slate-800"
        >
          {language !== 'tr' && <p className="text-sm text-slate-600 dark:text-slate-400">{t('translationHint')}</p>}
          {fields.map((field) => (
            <LocalizedInput
              key={field.name}
              resource={resource}
              field={field}
              language={language}
              label={`${text.field(field.name)}${requiredIn(field, language) ? ` (${t('required')})` : ''}`}
              hint={text.hint(field.name)}
            />
          ))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
