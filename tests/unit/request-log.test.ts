import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- a plain .mjs module of the production server, without type declarations
import { observeRequest, requestIdOf, routeGroup } from '../../scripts/lib/request-log.mjs';
import { logEvent, logger, setLogLevel } from '@/lib/log';
import { FakeResponse } from '../support/fake-response';

const observerKey = Symbol.for('tour-agency.observe-http');
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[observerKey];
  vi.restoreAllMocks();
});

describe('route groups', () => {
  it('are a bounded set of labels', () => {
    expect(routeGroup('/api/Tours?PageIndex=2')).toBe('api:tours');
    expect(routeGroup('/api/PaymentGateway/callback')).toBe('api:paymentgateway');
    expect(routeGroup('/api/no-such-thing-4711')).toBe('api:other');
    expect(routeGroup('/_next/static/chunks/a.js')).toBe('static');
    expect(routeGroup('/uploads/tours/1/x.webp')).toBe('uploads');
    expect(routeGroup('/en/db-main')).toBe('dashboard');
    expect(routeGroup('/tour-single-1/1')).toBe('page');
  });
});

describe('request ids', () => {
  it("keep nginx's id and make one when it is missing or malformed", () => {
    expect(requestIdOf({ headers: { 'x-request-id': '4f9c2a0d8e7b6a51' } })).toBe('4f9c2a0d8e7b6a51');
    expect(requestIdOf({ headers: {} })).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf({ headers: { 'x-request-id': 'bad id\nwith newline' } })).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('observeRequest', () => {
  it('writes one line per request without the query string, passes the id on and counts the duration', () => {
    const lines: Record<string, unknown>[] = [];
    const samples: unknown[] = [];
    (globalThis as Record<symbol, unknown>)[observerKey] = (sample: unknown) => samples.push(sample);
    const req = { method: 'GET', url: '/api/Tours?search=ayse@example.com', headers: { 'x-request-id': 'nginx-req-1' } as Record<string, string> };
    const res = new FakeResponse();
    const id = observeRequest(req, res, { log: (line: Record<string, unknown>) => lines.push(line) });
    expect(id).toBe('nginx-req-1');
    expect(req.headers['x-request-id']).toBe('nginx-req-1');
    expect(res.getHeader('x-request-id')).toBe('nginx-req-1');
    res.setHeader('x-nextjs-cache', 'HIT');
    res.finish(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ requestId: 'nginx-req-1', method: 'GET', path: '/api/Tours', group: 'api:tours', status: 200, cache: 'HIT' });
    expect(JSON.stringify(lines[0])).not.toContain('ayse');
    expect(samples).toEqual([expect.objectContaining({ group: 'api:tours', method: 'GET', status: 200, cache: 'HIT' })]);
  });

  it('gives log lines written while the request runs its id', () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    setLogLevel('info');
    const res = new FakeResponse();
    observeRequest({ method: 'POST', url: '/api/Checkout', headers: { 'x-request-id': 'req-42' } }, res, { log: () => undefined });
    logEvent('order.placed', { orderId: 7, method: 'card', reservationEmail: 'ayse@example.com', note: 'call +90 532 123 45 67' });
    setLogLevel('warn');
    const line = JSON.parse(printed.at(-1)!);
    expect(line).toMatchObject({ level: 'info', event: 'order.placed', requestId: 'req-42', orderId: 7, method: 'card', reservationEmail: '[removed]', note: 'call +[number]' });
    expect(logger()).toBe(logger());
  });

  it('records a client that went away as 499', () => {
    const lines: Record<string, unknown>[] = [];
    const res = new FakeResponse();
    observeRequest({ method: 'GET', url: '/', headers: {} }, res, { log: (line: Record<string, unknown>) => lines.push(line) });
    res.emit('close');
    expect(lines[0]).toMatchObject({ status: 499, group: 'page' });
  });
});
