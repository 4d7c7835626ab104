'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage, type IssueMessage } from '@/lib/validation/issues';

/** Custom refinements carry a `validation` key as their message (e.g. `phone`). */
const messageKey = /^[a-zA-Z]+$/;

function localizeKeys(errors: FieldErrors, sentence: (message: IssueMessage) => string) {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    if ('type' in error) {
      if (typeof error.message === 'string' && messageKey.test(error.message)) error.message = sentence({ key: error.message, values: {} });
    } else {
      localizeKeys(error as FieldErrors, sentence);
    }
  }
}

type SchemaLoader<Input extends FieldValues, Output> = () => Promise<z.ZodType<Output, Input>>;

/**
 * react-hook-form's zodResolver whose field errors are sentences made by `sentence` from the same
 * keys the server uses (`issueMessage()`). Built-in checks are worded by zod's per-parse error map,
 * which sees their limits (`min`, `max`); custom refinements name their key as the message, which
 * zod keeps, so those are worded afterwards.
 *
 * The schema comes from `load`, so that zod (some 40 KB of script) reaches the browser only when a
 * form is first validated, not with every page that shows one.
 */
export function localizedZodResolver<Input extends FieldValues, Output>(
  load: SchemaLoader<Input, Output>,
  sentence: (message: IssueMessage) => string,
): Resolver<Input, unknown, Output> {
  // The raw issue zod hands to an error map has no message yet, and issueMessage() would read an
  // absent message as the word "undefined": give it an empty one.
  const error = (issue: z.core.$ZodRawIssue) => sentence(issueMessage({ ...issue, message: issue.message ?? '' }));
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().then((schema) => zodResolver(schema, { error }));
    const result = await (await resolver)(values, context, options);
    localizeKeys(result.errors, sentence);
    return result;
  };
}

/** `localizedZodResolver` in the page's language, worded by the `validation` messages as the server words them. */
export function useLocalizedZodResolver<Input extends FieldValues, Output>(load: SchemaLoader<Input, Output>): Resolver<Input, unknown, Output> {
  const t = useTranslations('validation');
  return useMemo(
    () =>
      localizedZodResolver(load, ({ key, values }) => {
        const known = t.has(key as Parameters<typeof t.has>[0]);
        return known ? t(key as Parameters<typeof t>[0], values) : t('invalid');
      }),
    [load, t],
  );
}
