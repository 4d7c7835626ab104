import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage } from '@/lib/validation/issues';

const first = (schema: z.ZodType, value: unknown) => issueMessage(schema.safeParse(value).error!.issues[0]);

describe('turning zod issues into message keys', () => {
  it('maps built-in checks', () => {
    expect(first(z.object({ a: z.string() }), {})).toEqual({ key: 'required', values: {} });
    expect(first(z.string().min(3), 'ab')).toEqual({ key: 'tooShort', values: { min: 3 } });
    expect(first(z.string().max(2), 'abc')).toEqual({ key: 'tooLong', values: { max: 2 } });
    expect(first(z.email(), 'x')).toEqual({ key: 'email', values: {} });
    expect(first(z.number().max(9), 10)).toEqual({ key: 'tooBig', values: { max: 9 } });
    expect(first(z.enum(['a']), 'b')).toEqual({ key: 'oneOf', values: {} });
  });

  it('tells a missing value from a wrong one when the parse reports its input', () => {
    const reported = (schema: z.ZodType, value: unknown) => issueMessage(schema.safeParse(value, { reportInput: true }).error!.issues[0]);
    expect(reported(z.object({ a: z.boolean() }), {})).toEqual({ key: 'required', values: {} });
    expect(reported(z.object({ a: z.boolean() }), { a: 'yes' })).toEqual({ key: 'boolean', values: {} });
    expect(reported(z.object({ a: z.number() }), { a: 'many' })).toEqual({ key: 'invalid', values: {} });
  });

  it('uses a refinement’s message as the key, with its params as values', () => {
    expect(first(z.string().refine(() => false, 'tckn'), 'x')).toEqual({ key: 'tckn', values: {} });
    expect(first(z.number().refine(() => false, { message: 'pageSize', params: { max: 100 } }), 1)).toEqual({ key: 'pageSize', values: { max: 100 } });
  });

  it('falls back to "invalid" for a custom issue without a usable message', () => {
    expect(issueMessage({ code: 'custom', message: undefined, path: [] })).toEqual({ key: 'invalid', values: {} });
    expect(issueMessage({ code: 'custom', message: 'Some sentence.', path: [] })).toEqual({ key: 'invalid', values: {} });
  });
});
