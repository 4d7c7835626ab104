import type { z } from 'zod';

/** A validation problem as a message key of the `validation` namespace plus its values. */
export type IssueMessage = { key: string; values: Record<string, string | number> };

/**
 * Turns a zod issue into a localizable message. Custom refinements put a message key of the
 * `validation` namespace in their `message` (e.g. `tckn`); built-in checks map by issue code.
 */
export function issueMessage(issue: z.core.$ZodIssue | { code: string; message?: string; [k: string]: unknown }): IssueMessage {
  const i = issue as Record<string, unknown> & { code: string; message?: unknown };
  // Values for a message key travel in the refinement's `params`, e.g. { message: 'pageSize', params: { max: 100 } }.
  const params = (i.params ?? {}) as Record<string, string | number>;
  if (typeof i.message === 'string' && /^[a-zA-Z]+$/.test(i.message)) return { key: i.message, values: params };
  if (i.code === 'custom') return { key: 'invalid', values: params };
  switch (i.code) {
    case 'invalid_type':
      if (i.input === undefined || i.input === null || i.input === '') return { key: 'required', values: {} };
      return { key: i.expected === 'boolean' ? 'boolean' : 'invalid', values: {} };
    case 'too_small':
      if (i.origin === 'string') return Number(i.minimum) <= 1 ? { key: 'required', values: {} } : { key: 'tooShort', values: { min: Number(i.minimum) } };
      if (i.origin === 'array') return { key: 'tooFew', values: { min: Number(i.minimum) } };
      return { key: 'tooSmall', values: { min: Number(i.minimum) } };
    case 'too_big':
      if (i.origin === 'string') return { key: 'tooLong', values: { max: Number(i.maximum) } };
      if (i.origin === 'array') return { key: 'tooMany', values: { max: Number(i.maximum) } };
      return { key: 'tooBig', values: { max: Number(i.maximum) } };
    case 'invalid_format':
      return i.format === 'email' ? { key: 'email', values: {} } : { key: 'invalid', values: {} };
    case 'invalid_value':
      return { key: 'oneOf', values: {} };
    default:
      return { key: 'invalid', values: {} };
  }
}
