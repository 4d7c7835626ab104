import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '@/lib/config/env';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'env-test-'));

describe('configuration', () => {
  it('works with no variables at all (the demo) and keeps a generated secret', () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir });
    expect(first.DATABASE_URL).toBeUndefined();
    expect(first.PAYMENT_PROVIDER).toBe('simulator');
    expect(first.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(first.AUTH_SECRET);
    expect(parseEnv({ DATA_DIR: dir }).AUTH_SECRET).toBe(first.AUTH_SECRET);
  });

  it('names the variable when DATABASE_URL is malformed', () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x@y/z' })).toThrow(/DATABASE_URL must be a URL starting with postgres:\/\//);
  });

  it('names the variable for other bad values', () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), SMTP_URL: 'localhost:25' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'nestpay' })).toThrow(/NESTPAY_GATEWAY_URL/);
  });

  it('refuses a production start without a real secret or with the simulated bank', () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), APP_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), APP_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('accepts a PostgreSQL URL', () => {
    const config = parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@127.0.0.1:5432/test' });
    expect(config.DATABASE_URL).toBe('postgres://u@127.0.0.1:5432/test');
  });
});
