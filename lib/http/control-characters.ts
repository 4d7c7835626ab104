import { z } from 'zod';

/**
 * C0 control characters other than tab, line feed and carriage return. PostgreSQL cannot store
 * U+0000 in text, and none of them belongs in a name, an address or a search: every JSON field and
 * query value carrying one is refused with a field sentence (docs/booking-and-payments.md,
 * "Request sizes and characters").
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/**
 * How deeply a JSON body may nest arrays and objects. The deepest real input, a dashboard record's
 * list in three languages (`{ included: { tr: ["Rehber"] } }`), is 3 levels; a 64 KB body can hold
 * 32,000 (`[[[…]]]`), which a recursive check would not survive. Deeper bodies get a 400.
 */
export const MAX_INPUT_DEPTH = 32;

/** Input nested deeper than MAX_INPUT_DEPTH; route() (lib/http/respond.ts) answers it with 400 and a sentence. */
export class InputTooDeepError extends Error {
  constructor() {
    super('inputTooDeep');
    this.name = 'InputTooDeepError';
  }
}

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** A text with neither a control character nor a lone surrogate: one the database stores as it is. */
export function isPlainText(text: string): boolean {
  return textProblem(text) === null;
}

/**
 * What is wrong with a text, as a message key of the `validation` namespace, or null. An ill-formed
 * text (a lone UTF-16 surrogate, `"\ud800"` in JSON) cannot be stored either: PostgreSQL refuses it
 * in a jsonb column (a 500) and turns it into U+FFFD in a text one.
 */
function textProblem(text: string): 'controlCharacter' | 'illFormedText' | null {
  if (CONTROL.test(text)) return 'controlCharacter';
  return text.isWellFormed() ? null : 'illFormedText';
}

const issue = (path: (string | number)[], message: string): z.core.$ZodIssue => ({ code: 'custom', path, message, input: undefined });

/**
 * One issue per string (or key) of `value` holding a control character or a lone surrogate, in
 * document order. The walk keeps its own stack, so no input can exhaust the call stack; it throws
 * InputTooDeepError past MAX_INPUT_DEPTH levels.
 */
function inputIssues(value: unknown): z.core.$ZodIssue[] {
  type Pending = { value: unknown; path: (string | number)[]; keyProblem?: string };
  const issues: z.core.$ZodIssue[] = [];
  const pending: Pending[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: item, path, keyProblem } = pending.pop()!;
    if (keyProblem) {
      issues.push(issue(path, keyProblem));
      continue;
    }
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) issues.push(issue(path, problem));
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) throw new InputTooDeepError();
    const children: Pending[] = [];
    if (Array.isArray(item)) {
      item.forEach((child, index) => children.push({ value: child, path: [...path, index] }));
    } else {
      for (const [key, child] of Object.entries(item)) {
        const problem = textProblem(key);
        // A refused key is named without the characters that make it unprintable, and its value is not read.
        if (problem) children.push({ value: undefined, path: [...path, key.replace(/[\u0000-\u001F]/g, '').toWellFormed()], keyProblem: problem });
        else children.push({ value: child, path: [...path, key] });
      }
    }
    // Last pushed, first taken: the children go on in reverse so that issues come in document order.
    for (let index = children.length - 1; index >= 0; index--) pending.push(children[index]);
  }
  return issues;
}

/**
 * Throws a ZodError (a 400 with field sentences under route()) when any string or key holds a
 * control character or a lone surrogate, and InputTooDeepError (a 400) past MAX_INPUT_DEPTH levels.
 */
export function refuseControlCharacters(value: unknown): void {
  const issues = inputIssues(value);
  if (issues.length > 0) throw new z.ZodError(issues);
}
