import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

const schema = z.object({
  DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters long').optional(),
  SITE_URL: url('SITE_URL', ['http:', 'https:']).default('http://localhost:3000'),
  SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().email('MAIL_FROM must be an e-mail address').default('rezervasyon@anatolia-tours.example'),
  PAYMENT_PROVIDER: z.enum(['simulator', 'nestpay'], { message: 'PAYMENT_PROVIDER must be "simulator" or "nestpay"' }).default('simulator'),
  NESTPAY_CLIENT_ID: z.string().min(1).default('700655000200'),
  NESTPAY_STORE_KEY: z.string().min(1).default('TRPS0200'),
  NESTPAY_STORE_TYPE: z
    .enum(['3D_PAY', '3D_PAY_HOSTING'], { message: 'NESTPAY_STORE_TYPE must be "3D_PAY" or "3D_PAY_HOSTING"' })
    .default('3D_PAY_HOSTING'),
  NESTPAY_GATEWAY_URL: url('NESTPAY_GATEWAY_URL', ['http:', 'https:']).optional(),
  TCMB_BASE_URL: url('TCMB_BASE_URL', ['http:', 'https:']).default('https://www.tcmb.gov.tr/kurlar'),
  EFT_DEADLINE_HOURS: z.coerce.number({ message: 'EFT_DEADLINE_HOURS must be a number of hours' }).int().min(1).max(720).default(48),
});

export type Env = z.infer<typeof schema> & { AUTH_SECRET: string; dataDir: string; isProduction: boolean };

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

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
  if (env.PAYMENT_PROVIDER === 'nestpay' && !env.NESTPAY_GATEWAY_URL) {
    throw new ConfigError('Configuration error: NESTPAY_GATEWAY_URL is required when PAYMENT_PROVIDER is "nestpay".');
  }
  // APP_ENV=production marks a real deployment: no generated secrets, no demo bank.
  const isProduction = source.APP_ENV === 'production';
  if (isProduction && !env.AUTH_SECRET) {
    throw new ConfigError('Configuration error: AUTH_SECRET must be set when APP_ENV is "production" (at least 32 characters).');
  }
  if (isProduction && env.PAYMENT_PROVIDER === 'simulator') {
    throw new ConfigError('Configuration error: PAYMENT_PROVIDER must be "nestpay" when APP_ENV is "production".');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const secret = env.AUTH_SECRET ?? readOrCreateSecret(dataDir);
  return { ...env, AUTH_SECRET: secret, dataDir, isProduction };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
