import { z } from 'zod';

/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL cannot store
 * U+0000 in text, and none of them belongs in a name, an address or a search: every JSON field and
 * query value carrying one is refused with a field sentence (docs/booking-and-payments.md,
 * "Request sizes and characters").
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** One `controlCharacter` issue per string (or key) of `value` that holds such a character. */
function controlCharacterIssues(value: unknown, path: PropertyKey[] = [], issues: z.core.$ZodIssue[] = []): z.core.$ZodIssue[] {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) issues.push({ code: 'custom', path: path as (string | number)[], message: 'controlCharacter', input: undefined });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => controlCharacterIssues(item, [...path, index], issues));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key)) issues.push({ code: 'custom', path: [...path, key.replace(/[\u0000-\u001F]/g, '')] as string[], message: 'controlCharacter', input: undefined });
      else controlCharacterIssues(item, [...path, key], issues);
    }
  }
  return issues;
}

/** Throws a ZodError (a 400 with field sentences under route()) when any string holds such a character. */
export function refuseControlCharacters(value: unknown): void {
  const issues = controlCharacterIssues(value);
  if (issues.length > 0) throw new z.ZodError(issues);
}
