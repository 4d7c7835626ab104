import { afterEach, describe, expect, it, vi } from 'vitest';
import { configuredLevel, logError, logEvent, redact, redactFields, setLogLevel } from '@/lib/log';

afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel('warn');
});

describe('redactFields (the one place that decides what a log line may hold)', () => {
  it('drops fields named like personal data and masks personal data in the others', () => {
    expect(
      redactFields({
        orderId: 12,
        method: 'card',
        email: 'a@b.example',
        reservationEmail: 'a@b.example',
        reservationName: 'Ayşe',
        surname: 'Yılmaz',
        reservationPhone: '05321234567',
        ip: '192.0.2.1',
        reservationTckn: '10000000146',
        cardNumber: '4355084355084358',
        password: 'x',
        refreshToken: 'y',
        tourName: 'Balon Turu',
        note: 'written by ayse@example.com from +90 532 123 45 67',
        nested: { customerEmail: 'c@d.example', count: 2 },
        when: new Date('2026-11-26T10:00:00Z'),
        failure: new Error('insert failed params: ayse@example.com'),
      }),
    ).toEqual({
      orderId: 12,
      method: 'card',
      email: '[removed]',
      reservationEmail: '[removed]',
      reservationName: '[removed]',
      surname: '[removed]',
      reservationPhone: '[removed]',
      ip: '[removed]',
      reservationTckn: '[removed]',
      cardNumber: '[removed]',
      password: '[removed]',
      refreshToken: '[removed]',
      tourName: 'Balon Turu',
      note: 'written by [e-mail] from +[number]',
      nested: { customerEmail: '[removed]', count: 2 },
      when: '2026-11-26T10:00:00.000Z',
      failure: 'Error: insert failed [parameters removed]',
    });
  });
});

describe('redact', () => {
  it('keeps calendar dates (file names, timestamps) and masks other digit runs', () => {
    expect(redact('backup-2026-11-26T10-48-07Z.tar written')).toBe('backup-2026-11-26T10-48-07Z.tar written');
    expect(redact('card 4355-0843-5508-4358, phone 0532 123 45 67')).toBe('card [number], phone [number]');
  });
});

describe('log lines', () => {
  it('are one JSON object each, errors on stderr with the old one-line description', () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    logError('payments', Object.assign(new Error('connect ECONNREFUSED for ali@example.com'), { code: 'ECONNREFUSED' }), 'bank unreachable');
    const line = JSON.parse(errors[0]);
    expect(line).toMatchObject({ level: 'error', scope: 'payments', error: { name: 'Error', code: 'ECONNREFUSED' }, msg: '[payments] bank unreachable: Error (ECONNREFUSED): connect ECONNREFUSED for [e-mail]' });
    expect(typeof line.time).toBe('string');
  });

  it('follow the level LOG_LEVEL sets', () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    setLogLevel('warn');
    logEvent('job.run', { job: 'hold-expiry' });
    expect(printed).toHaveLength(0);
    setLogLevel('info');
    logEvent('job.run', { job: 'hold-expiry' });
    expect(JSON.parse(printed[0])).toMatchObject({ level: 'info', event: 'job.run', job: 'hold-expiry', msg: 'job.run' });
    expect(configuredLevel({ LOG_LEVEL: 'DEBUG' })).toBe('debug');
    expect(configuredLevel({})).toBe('info');
    expect(configuredLevel({ LOG_LEVEL: 'loud', VITEST: 'true' })).toBe('warn');
  });
});
