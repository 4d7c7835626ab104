import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactMessageSchema, isContactPhone } from '@/lib/contact/schema';
import { listParamsSchema } from '@/lib/http/list-params';
import { issueMessage } from '@/lib/validation/issues';

const schema = listParamsSchema({ sortFields: ['Id', 'OrderNo'] as const, defaultSortBy: 'OrderNo', maxPageSize: 50 });
/** The first problem of each field, as the API and the form report it. */
const keysOf = (error: z.ZodError) => Object.fromEntries(error.issues.toReversed().map((issue) => [issue.path.join('.'), issueMessage(issue)]));

describe('list parameters', () => {
  it('has defaults', () => {
    expect(schema.parse({})).toEqual({ index: 0, size: 20, sortBy: 'OrderNo', sortOrder: 'asc', showInactive: false });
  });

  it('reads both spellings of the page parameters (docs/product-rules.md#http-calls) and sort fields in any case', () => {
    expect(schema.parse({ PageIndex: '2', PageSize: '10', sortBy: 'id', sortOrder: 'DESC', showInactive: 'true' })).toEqual({
      index: 2,
      size: 10,
      sortBy: 'Id',
      sortOrder: 'desc',
      showInactive: true,
    });
    expect(schema.parse({ pageindex: '1', SortBy: 'ORDERNO', SortOrder: 'asc' })).toMatchObject({ index: 1, sortBy: 'OrderNo' });
  });

  it('names every bad parameter with a validation message', () => {
    const result = schema.safeParse({ PageIndex: '-1', PageSize: '500', SortBy: 'Password', SortOrder: 'up', showInactive: 'yes' });
    expect(result.success).toBe(false);
    expect(keysOf(result.error!)).toEqual({
      PageIndex: { key: 'pageIndex', values: {} },
      PageSize: { key: 'tooBig', values: { max: 50 } },
      SortBy: { key: 'sortField', values: {} },
      SortOrder: { key: 'sortOrder', values: {} },
      showInactive: { key: 'boolean', values: {} },
    });
  });

  it.each([
    [{ PageSize: '0' }, 'PageSize', 'tooSmall'],
    [{ PageSize: 'ten' }, 'PageSize', 'integer'],
    [{ PageIndex: '1.5' }, 'PageIndex', 'pageIndex'],
    [{ PageIndex: '99999999999' }, 'PageIndex', 'tooBig'],
  ])('rejects %j', (query, field, key) => {
    const result = schema.safeParse(query);
    expect(keysOf(result.error!)[field].key).toBe(key);
  });
});

describe('the contact form schema', () => {
  it.each(['0532 123 45 67', '+90 (532) 123-45-67', '0212 555 01 23', '+44 20 7946 0958', '0049 30 1234567', '+7 912 345-67-89'])('accepts the phone %s', (phone) => {
    expect(isContactPhone(phone)).toBe(true);
  });

  it.each(['12', '0532 123', '+90 123 456 78 90', 'call me', '+1 23', '000 000 00 00'])('rejects the phone %s', (phone) => {
    expect(isContactPhone(phone)).toBe(false);
  });

  it('trims, keeps Turkish numbers as +90… and allows no phone', () => {
    expect(contactMessageSchema.parse({ name: ' Ayşe Yılmaz ', email: ' ayse@example.com ', phone: '0532 123 45 67', message: ' Merhaba, bilgi almak istiyorum. ' })).toEqual({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '+905321234567',
      message: 'Merhaba, bilgi almak istiyorum.',
    });
    expect(contactMessageSchema.parse({ name: 'Ali', email: 'a@b.co', message: '0123456789' }).phone).toBe('');
  });

  it('reports each field with one validation key', () => {
    const result = contactMessageSchema.safeParse({ name: '', email: 'x@', phone: '12', message: 'kısa' });
    expect(keysOf(result.error!)).toEqual({
      name: { key: 'required', values: {} },
      email: { key: 'email', values: {} },
      phone: { key: 'phone', values: {} },
      message: { key: 'tooShort', values: { min: 10 } },
    });
  });
});
