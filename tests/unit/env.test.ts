import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, readOrCreateSecret } from '@/lib/config/env';

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

  it('takes TRUST_PROXY_HOPS as a whole number from 0 to 10 and the abuse limits as whole numbers', () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2);
    for (const bad of ['-1', '11', '1.5', 'two']) {
      expect(() => parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY_HOPS: bad })).toThrow('Configuration error: TRUST_PROXY_HOPS must be a whole number from 0 to 10.');
    }
    expect(parseEnv({ DATA_DIR: dataDir() })).toMatchObject({ UNPAID_SEATS_PER_ADDRESS: 10, UNPAID_ORDERS_PER_CUSTOMER: 5, GUESTS_PER_ADDRESS_PER_HOUR: 30 });
    expect(() => parseEnv({ DATA_DIR: dataDir(), UNPAID_SEATS_PER_ADDRESS: '0' })).toThrow(/UNPAID_SEATS_PER_ADDRESS must be a whole number/);
  });

  it('names the variable for other bad values', () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), SMTP_URL: 'localhost:25' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'nestpay' })).toThrow(/NESTPAY_CLIENT_ID/);
    // The single server's page cache (lib/cache/local-cache-handler.mjs): a start with a nonsense size stops with a sentence.
    expect(parseEnv({ DATA_DIR: dataDir() }).PAGE_CACHE_MB).toBe(128);
    expect(parseEnv({ DATA_DIR: dataDir(), PAGE_CACHE_MB: '512' }).PAGE_CACHE_MB).toBe(512);
    expect(() => parseEnv({ DATA_DIR: dataDir(), PAGE_CACHE_MB: 'lots' })).toThrow(/PAGE_CACHE_MB must be a whole number/);
  });

  it('refuses a production start without a real secret or with the simulated bank', () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), APP_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), APP_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('refuses the bank’s merchant number or address with the simulator (PAYMENT_PROVIDER forgotten)', () => {
    for (const [name, value] of [
      ['NESTPAY_CLIENT_ID', '190100000'],
      ['NESTPAY_GATEWAY_URL', 'https://bank.example/fim/est3Dgate'],
    ]) {
      expect(() => parseEnv({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(`^Configuration error: ${name} is set but PAYMENT_PROVIDER is not "nestpay"`));
    }
    // The public test store's number is the simulator's default; a store key alone is the simulator's own (several servers share one).
    expect(parseEnv({ DATA_DIR: dataDir(), NESTPAY_STORE_KEY: 'shared-simulator-key' }).PAYMENT_PROVIDER).toBe('simulator');
    expect(parseEnv({ DATA_DIR: dataDir(), NESTPAY_CLIENT_ID: '700655000200' }).PAYMENT_PROVIDER).toBe('simulator');
  });

  it('a public https:// address needs APP_ENV: production, or an explicit demo', () => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), SITE_URL: 'https://www.anatolia-tours.example' })).toThrow(/^Configuration error: APP_ENV must be set when SITE_URL is a public https:\/\/ address/);
    expect(parseEnv({ DATA_DIR: dataDir(), SITE_URL: 'https://demo.anatolia-tours.example', APP_ENV: 'demo' }).isProduction).toBe(false);
    // This machine's own addresses, and plain http (a test or a local network), stay demos without it.
    for (const siteUrl of ['https://localhost:3000', 'https://127.0.0.1', 'https://shop.localhost', 'http://192.168.1.20:3000']) {
      expect(parseEnv({ DATA_DIR: dataDir(), SITE_URL: siteUrl }).isProduction).toBe(false);
    }
  });

  it('the real bank needs its client id, store key and gateway URL, each named when missing', () => {
    const gateway = 'https://bank.example/fim/est3Dgate';
    const nestpay = { DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'nestpay' };
    expect(() => parseEnv({ ...nestpay, NESTPAY_STORE_KEY: 'k', NESTPAY_GATEWAY_URL: gateway })).toThrow(/^Configuration error: NESTPAY_CLIENT_ID is required when PAYMENT_PROVIDER is "nestpay"\.$/);
    expect(() => parseEnv({ ...nestpay, NESTPAY_CLIENT_ID: '190100000', NESTPAY_GATEWAY_URL: gateway })).toThrow(/^Configuration error: NESTPAY_STORE_KEY is required/);
    expect(() => parseEnv({ ...nestpay, NESTPAY_CLIENT_ID: '190100000', NESTPAY_STORE_KEY: 'k' })).toThrow(/NESTPAY_GATEWAY_URL is required/);
    expect(parseEnv({ ...nestpay, NESTPAY_CLIENT_ID: '190100000', NESTPAY_STORE_KEY: 'bank-key', NESTPAY_GATEWAY_URL: gateway })).toMatchObject({ NESTPAY_CLIENT_ID: '190100000', NESTPAY_STORE_KEY: 'bank-key' });
  });

  it('a production start refuses the public test store of the bank', () => {
    const production = { DATA_DIR: dataDir(), APP_ENV: 'production', SITE_URL: 'https://www.anatolia-tours.example', AUTH_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'nestpay', NESTPAY_GATEWAY_URL: 'https://bank.example/fim/est3Dgate' };
    expect(() => parseEnv(production)).toThrow(/NESTPAY_CLIENT_ID is required/);
    expect(() => parseEnv({ ...production, NESTPAY_CLIENT_ID: '190100000', NESTPAY_STORE_KEY: 'TRPS0200' })).toThrow(/^Configuration error: NESTPAY_STORE_KEY must be the store key from the bank/);
    expect(() => parseEnv({ ...production, NESTPAY_CLIENT_ID: '700655000200', NESTPAY_STORE_KEY: 'bank-key' })).toThrow(/^Configuration error: NESTPAY_CLIENT_ID must be the merchant number from the bank/);
    expect(parseEnv({ ...production, NESTPAY_CLIENT_ID: '190100000', NESTPAY_STORE_KEY: 'bank-key' }).isProduction).toBe(true);
  });

  it('a production start wants the site’s and the bank’s https addresses (Secure cookies, the bank’s return, e-mail links)', () => {
    const production = { DATA_DIR: dataDir(), APP_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'nestpay', NESTPAY_GATEWAY_URL: 'https://bank.example/fim/est3Dgate', NESTPAY_CLIENT_ID: '190100000', NESTPAY_STORE_KEY: 'bank-key' };
    const siteRefused = /^Configuration error: SITE_URL must be set to the site's https:\/\/ address when APP_ENV is "production"\.$/;
    expect(() => parseEnv(production)).toThrow(siteRefused);
    expect(() => parseEnv({ ...production, SITE_URL: 'http://www.anatolia-tours.example' })).toThrow(siteRefused);
    expect(() => parseEnv({ ...production, SITE_URL: 'https://www.anatolia-tours.example', NESTPAY_GATEWAY_URL: 'http://bank.example/fim/est3Dgate' })).toThrow(/^Configuration error: NESTPAY_GATEWAY_URL must be the bank's https:\/\/ address/);
    expect(parseEnv({ ...production, SITE_URL: 'https://www.anatolia-tours.example' }).isProduction).toBe(true);
    // A demo or test run keeps its local http address.
    expect(parseEnv({ DATA_DIR: dataDir() }).SITE_URL).toBe('http://localhost:3000');
  });

  it('the test hooks (TEST_HOOKS=1, end-to-end runs only) cannot be opened in production', () => {
    const production = { DATA_DIR: dataDir(), APP_ENV: 'production', SITE_URL: 'https://www.anatolia-tours.example', AUTH_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'nestpay', NESTPAY_GATEWAY_URL: 'https://bank.example/fim/est3Dgate', NESTPAY_CLIENT_ID: '190100000', NESTPAY_STORE_KEY: 'bank-key' };
    expect(() => parseEnv({ ...production, TEST_HOOKS: '1' })).toThrow(/^Configuration error: TEST_HOOKS must not be set when APP_ENV is "production"/);
    expect(parseEnv({ DATA_DIR: dataDir(), TEST_HOOKS: '1' }).TEST_HOOKS).toBe('1');
    expect(() => parseEnv({ DATA_DIR: dataDir(), TEST_HOOKS: 'yes' })).toThrow(/TEST_HOOKS must be 0 or 1/);
  });

  it('the bank simulator signs with a store key generated once per installation, never the public test key', () => {
    const dir = dataDir();
    const first = parseEnv({ DATA_DIR: dir });
    expect(first.NESTPAY_STORE_KEY).not.toBe('TRPS0200');
    expect(first.NESTPAY_STORE_KEY.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'simulator-store-key'), 'utf8')).toBe(first.NESTPAY_STORE_KEY);
    expect(parseEnv({ DATA_DIR: dir }).NESTPAY_STORE_KEY).toBe(first.NESTPAY_STORE_KEY);
    expect(parseEnv({ DATA_DIR: dataDir() }).NESTPAY_STORE_KEY).not.toBe(first.NESTPAY_STORE_KEY);
    expect(() => parseEnv({ DATA_DIR: dir, NESTPAY_STORE_KEY: 'TRPS0200' })).toThrow(/NESTPAY_STORE_KEY must not be the public test key/);
  });

  it('makes a generated secret again when its file was cut short (a crash or a full disk while writing)', () => {
    const dir = dataDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'auth-secret'), '');
    const secret = parseEnv({ DATA_DIR: dir }).AUTH_SECRET;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(secret);
    expect(readOrCreateSecret(dir, 'auth-secret')).toBe(secret);
  });

  it('accepts a PostgreSQL URL', () => {
    const config = parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@127.0.0.1:5432/test' });
    expect(config.DATABASE_URL).toBe('postgres://u@127.0.0.1:5432/test');
  });
});
