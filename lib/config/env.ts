import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** A configuration problem a person must fix; its message is one sentence naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}


const url = (name: string, protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce.number({ message: `${name} must be a whole number from ${min} to ${max}` }).int(`${name} must be a whole number from ${min} to ${max}`).min(min, `${name} must be a whole number from ${min} to ${max}`).max(max, `${name} must be a whole number from ${min} to ${max}`);

const schema = z.object({
  DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters long').optional(),
  SITE_URL: url('SITE_URL', ['http:', 'https:']).default('http://localhost:3000'),
  SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:']).optional(),
  /** How long to wait for the mail server to connect and greet (three times that for an answer); then the mail is marked failed. */
  SMTP_TIMEOUT_SECONDS: wholeNumber('SMTP_TIMEOUT_SECONDS', 1, 120).default(10),
  MAIL_FROM: z.string().email('MAIL_FROM must be an e-mail address').default('rezervasyon@anatolia-tours.example'),
  PAYMENT_PROVIDER: z.enum(['simulator', 'nestpay'], { message: 'PAYMENT_PROVIDER must be "simulator" or "nestpay"' }).default('simulator'),
  NESTPAY_CLIENT_ID: z.string().min(1).max(64).optional(),
  NESTPAY_STORE_KEY: z.string().min(1).max(256).optional(),
  NESTPAY_STORE_TYPE: z
    .enum(['3D_PAY', '3D_PAY_HOSTING'], { message: 'NESTPAY_STORE_TYPE must be "3D_PAY" or "3D_PAY_HOSTING"' })
    .default('3D_PAY_HOSTING'),
  NESTPAY_GATEWAY_URL: url('NESTPAY_GATEWAY_URL', ['http:', 'https:']).optional(),
  TCMB_BASE_URL: url('TCMB_BASE_URL', ['http:', 'https:']).default('https://www.tcmb.gov.tr/kurlar'),
  EFT_DEADLINE_HOURS: z.coerce.number({ message: 'EFT_DEADLINE_HOURS must be a number of hours' }).int().min(1).max(720).default(48),
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are believed (scripts/lib/forwarded-for.mjs). */
  TRUST_PROXY_HOPS: wholeNumber('TRUST_PROXY_HOPS', 0, 10).default(0),
  /** Abuse limits (docs/booking-and-payments.md, "Limits per address"). */
  UNPAID_SEATS_PER_ADDRESS: wholeNumber('UNPAID_SEATS_PER_ADDRESS', 1, 10_000).default(10),
  UNPAID_ORDERS_PER_CUSTOMER: wholeNumber('UNPAID_ORDERS_PER_CUSTOMER', 1, 10_000).default(5),
  GUESTS_PER_ADDRESS_PER_HOUR: wholeNumber('GUESTS_PER_ADDRESS_PER_HOUR', 1, 100_000).default(30),
  /** Checkout attempts one address may make in 10 minutes. */
  CHECKOUTS_PER_ADDRESS: wholeNumber('CHECKOUTS_PER_ADDRESS', 1, 100_000).default(30),
  /** Contact-form messages e-mailed to staff in an hour, site-wide; past it they are stored and shown in the dashboard only. */
  CONTACT_MAILS_PER_HOUR: wholeNumber('CONTACT_MAILS_PER_HOUR', 1, 100_000).default(30),
  /** Contact-form messages kept in an hour, site-wide; past it the form answers 429 (a spam run from many addresses cannot fill the database). */
  CONTACT_MESSAGES_PER_HOUR: wholeNumber('CONTACT_MESSAGES_PER_HOUR', 1, 100_000).default(300),
  /** Card payment starts one address may make in 10 minutes. */
  PAYMENT_STARTS_PER_ADDRESS: wholeNumber('PAYMENT_STARTS_PER_ADDRESS', 1, 100_000).default(10),
  /** Operations (docs/operations.md): logs, metrics, scheduled backups, Redis for the readiness check. */
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent' })
    .default('info'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters long').optional(),
  BACKUP_INTERVAL_HOURS: wholeNumber('BACKUP_INTERVAL_HOURS', 0, 720).default(0),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: wholeNumber('BACKUP_KEEP', 1, 1_000).default(7),
  /** A single server's page and data cache, in MB of memory (lib/cache/local-cache-handler.mjs, which reads it itself). */
  PAGE_CACHE_MB: wholeNumber('PAGE_CACHE_MB', 1, 16_384).default(128),
  /** Several app servers (docs/operations.md, "Several servers"): the shared cache, its key prefix, where uploads live. */
  REDIS_URL: url('REDIS_URL', ['redis:', 'rediss:']).optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'REDIS_KEY_PREFIX must be 1 to 64 letters, digits, or the characters _ : . -')
    .optional(),
  UPLOADS_STORE: z.enum(['disk', 'database'], { message: 'UPLOADS_STORE must be "disk" or "database"' }).optional(),
  /** `1` opens the test hooks (app/api/test/…) the end-to-end run needs; refused with APP_ENV=production. */
  TEST_HOOKS: z.enum(['0', '1'], { message: 'TEST_HOOKS must be 0 or 1' }).optional(),
});

type Env = z.infer<typeof schema> & {
  AUTH_SECRET: string;
  NESTPAY_CLIENT_ID: string;
  NESTPAY_STORE_KEY: string;
  dataDir: string;
  backupDir: string;
  isProduction: boolean;
  /** Where new uploads are written: DATA_DIR/uploads (one server) or the database (every server reads them). */
  uploadsStore: 'disk' | 'database';
};

/** The public test store of the bank (Payten): known to everyone, so it can never sign real payments. */
const PUBLIC_TEST_CLIENT_ID = '700655000200';
const PUBLIC_TEST_STORE_KEY = 'TRPS0200';

/**
 * A folder only the site's own user may enter, made with any missing folders above it, or closed if it
 * exists: DATA_DIR and what it holds (the database, whose files PGlite writes as 0666, the pictures,
 * the secrets, the backups). Throws when the folder is another user's and cannot be closed.
 */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** A secret generated once per installation and kept in DATA_DIR (the auth secret, the simulator's store key, the operations token). */
export function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  // A file cut short (a crash or a full disk while it was written) is no secret: it is made again.
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_GENERATED_SECRET) return kept;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  // Written beside it and renamed: a reader never sees half a secret.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, secret, { mode: 0o600 });
  renameSync(partial, file);
  return secret;
}

/** An https:// address other than this machine's own. */
function isPublicHttps(siteUrl: string): boolean {
  const { protocol, hostname } = new URL(siteUrl);
  return protocol === 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(hostname) && !hostname.endsWith('.localhost');
}

/** Generated secrets are 64 characters; one shorter than 32 was cut short. */
const MIN_GENERATED_SECRET = 32;

/** Parses the given variables; throws a ConfigError whose message names the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue.path[0] ?? 'configuration');
    const detail = issue.message.startsWith(name) ? issue.message : `${name} is invalid: ${issue.message}`;
    throw new ConfigError(`Configuration error: ${detail}.`);
  }
  const env = result.data;
  // The real bank needs the merchant's own store, named explicitly (docs/booking-and-payments.md "Configuration").
  if (env.PAYMENT_PROVIDER === 'nestpay') {
    for (const name of ['NESTPAY_CLIENT_ID', 'NESTPAY_STORE_KEY', 'NESTPAY_GATEWAY_URL'] as const) {
      if (!env[name]) throw new ConfigError(`Configuration error: ${name} is required when PAYMENT_PROVIDER is "nestpay".`);
    }
  }
  // The bank's merchant number or address with the simulator: PAYMENT_PROVIDER was forgotten, and the
  // simulator would confirm orders nobody paid. (A store key alone is the simulator's own, shared by
  // several servers.)
  if (env.PAYMENT_PROVIDER === 'simulator') {
    for (const name of ['NESTPAY_CLIENT_ID', 'NESTPAY_GATEWAY_URL'] as const) {
      // The public test store's number is the simulator's own (its default).
      if (env[name] && env[name] !== PUBLIC_TEST_CLIENT_ID) throw new ConfigError(`Configuration error: ${name} is set but PAYMENT_PROVIDER is not "nestpay": set PAYMENT_PROVIDER=nestpay to take card payments at the bank, or remove ${name} to use the built-in bank simulator.`);
    }
  }
  // APP_ENV=production marks a real deployment: no generated secrets, no demo bank.
  const isProduction = source.APP_ENV === 'production';
  // A site on a public https:// address says what it is: every check above and below hangs on APP_ENV,
  // and a forgotten one would run the agency's real address with the demo bank and demo accounts.
  if (!source.APP_ENV && isPublicHttps(env.SITE_URL)) {
    throw new ConfigError('Configuration error: APP_ENV must be set when SITE_URL is a public https:// address: "production" for the agency\'s site, or "demo" for a demonstration with the built-in bank.');
  }
  if (isProduction && !env.AUTH_SECRET) {
    throw new ConfigError('Configuration error: AUTH_SECRET must be set when APP_ENV is "production" (at least 32 characters).');
  }
  if (isProduction && env.PAYMENT_PROVIDER === 'simulator') {
    throw new ConfigError('Configuration error: PAYMENT_PROVIDER must be "nestpay" when APP_ENV is "production".');
  }
  if (isProduction && env.NESTPAY_STORE_KEY === PUBLIC_TEST_STORE_KEY) {
    throw new ConfigError('Configuration error: NESTPAY_STORE_KEY must be the store key from the bank, not the public test key, when APP_ENV is "production".');
  }
  if (isProduction && env.NESTPAY_CLIENT_ID === PUBLIC_TEST_CLIENT_ID) {
    throw new ConfigError('Configuration error: NESTPAY_CLIENT_ID must be the merchant number from the bank, not the public test store, when APP_ENV is "production".');
  }
  // The address customers, the bank and e-mails reach the site at: session cookies are `Secure` only
  // on https, and the bank's return and every e-mail link are built from it.
  if (isProduction && !(source.SITE_URL ?? '').startsWith('https://')) {
    throw new ConfigError('Configuration error: SITE_URL must be set to the site\'s https:// address when APP_ENV is "production".');
  }
  if (isProduction && env.NESTPAY_GATEWAY_URL && !env.NESTPAY_GATEWAY_URL.startsWith('https://')) {
    throw new ConfigError('Configuration error: NESTPAY_GATEWAY_URL must be the bank\'s https:// address when APP_ENV is "production".');
  }
  if (isProduction && env.TEST_HOOKS === '1') {
    throw new ConfigError('Configuration error: TEST_HOOKS must not be set when APP_ENV is "production".');
  }
  if (env.PAYMENT_PROVIDER === 'simulator' && env.NESTPAY_STORE_KEY === PUBLIC_TEST_STORE_KEY) {
    throw new ConfigError('Configuration error: NESTPAY_STORE_KEY must not be the public test key with the bank simulator; leave it empty and a key is generated in DATA_DIR.');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const secret = env.AUTH_SECRET ?? readOrCreateSecret(dataDir, 'auth-secret');
  // The simulator signs with a key of this installation, so nobody outside can sign a request it accepts.
  const storeKey = env.NESTPAY_STORE_KEY ?? readOrCreateSecret(dataDir, 'simulator-store-key');
  const clientId = env.NESTPAY_CLIENT_ID ?? PUBLIC_TEST_CLIENT_ID;
  const backupDir = env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, 'backups');
  const uploadsStore = env.UPLOADS_STORE ?? (env.DATABASE_URL ? 'database' : 'disk');
  return { ...env, AUTH_SECRET: secret, NESTPAY_CLIENT_ID: clientId, NESTPAY_STORE_KEY: storeKey, dataDir, backupDir, isProduction, uploadsStore };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
