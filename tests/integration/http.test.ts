import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, listPage, ok, parseJson, parseQuery, route } from '@/lib/http/respond';
import { GET as health } from '@/app/api/health/route';
import { openTestDatabase } from '../support/db';

const schema = z.object({ email: z.email(), name: z.string().min(2).max(5), count: z.coerce.number().int().min(1) });
const echo = route(async (request) => ok(await parseJson(request, schema)));
const search = route(async (request) => ok(parseQuery(request, z.object({ PageIndex: z.coerce.number().int().min(0, 'pageIndex') }))));
const missing = route(async () => {
  throw new HttpError(404, 'notFound');
});
const broken = route(async () => {
  throw new Error('database password is hunter2');
});

const post = (body: string, language = 'tr') =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers: { 'content-type': 'application/json', 'accept-language': language } });
const noParams = { params: Promise.resolve({}) };

let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase({ seed: false });
});
afterAll(async () => db.close());

describe('the HTTP conventions', () => {
  it('answers a valid command with { Data, UIMessage }', async () => {
    const response = await echo(post(JSON.stringify({ email: 'a@b.co', name: 'Ali', count: '2' })), noParams);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Data: { email: 'a@b.co', name: 'Ali', count: 2 }, UIMessage: '' });
  });

  it('answers bad input with 400 and field sentences in the request language', async () => {
    const body = JSON.stringify({ email: 'nope', name: 'A', count: 0 });
    const tr = await (await echo(post(body, 'tr-TR,tr;q=0.9'), noParams)).json();
    expect(tr.Data).toBeNull();
    expect(tr.errors).toEqual({ email: 'Geçerli bir e-posta adresi girin.', name: 'En az 2 karakter girin.', count: 'Değer en az 1 olmalıdır.' });
    const en = await (await echo(post(body, 'en-US,en;q=0.8'), noParams)).json();
    expect(en.errors.email).toBe('Enter a valid e-mail address.');
    expect(en.UIMessage).toMatch(/^Some of the information sent is not valid/);
    const ru = await (await echo(post(body, 'ru'), noParams)).json();
    expect(ru.errors.name).toBe('Введите не менее 2 символов.');
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const response = await echo(post('{oops'), noParams);
    expect(response.status).toBe(400);
    expect((await response.json()).UIMessage).toBe('İstek gövdesi geçerli bir JSON değil.');
  });

  it('uses custom message keys for query parameters', async () => {
    const response = await search(new Request('http://localhost/api/x?PageIndex=-1', { headers: { 'accept-language': 'en' } }), noParams);
    expect(response.status).toBe(400);
    expect((await response.json()).errors.PageIndex).toBe('The page number must be a whole number of 0 or more.');
  });

  it('answers expected failures with their status and sentence', async () => {
    const response = await missing(new Request('http://localhost/api/x'), noParams);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ Data: null, UIMessage: 'İstenen kaynak bulunamadı' });
  });

  it('hides unexpected errors behind a generic sentence', async () => {
    const response = await broken(new Request('http://localhost/api/x', { headers: { 'accept-language': 'en' } }), noParams);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(JSON.parse(text).UIMessage).toBe('A server error occurred. Please try again later.');
  });

  it('shapes lists as the contract says', () => {
    expect(listPage(['a', 'b'], 1, 2, 5)).toEqual({ items: ['a', 'b'], index: 1, size: 2, count: 5, pages: 3, hasPrevious: true, hasNext: true });
    expect(listPage([], 0, 10, 0)).toMatchObject({ pages: 0, hasPrevious: false, hasNext: false });
  });

  it('reports health once the database answers', async () => {
    const response = await health();
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
