import { expect } from 'vitest';
import { POST as login } from '@/app/api/User/Login/route';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/auth/password';

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;
const ORIGIN = 'http://localhost:3000';

/**
 * A browser's cookie jar in front of the route handlers: sends its cookies, keeps what the
 * answers set (and forgets what they clear), and sends Origin like a page of the site.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly language = 'tr') {}

  request(path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}): Request {
    const method = init.method ?? (init.json === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { 'accept-language': this.language, ...init.headers };
    if (method !== 'GET') headers.origin ??= ORIGIN;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    return new Request(`${ORIGIN}${path}`, { method, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
  }

  async call<P>(handler: Handler<P>, path: string, init: Parameters<Browser['request']>[1] & { params?: P } = {}) {
    const response = await handler(this.request(path, init), { params: Promise.resolve((init.params ?? {}) as P) });
    this.absorb(response);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers, setCookies: response.headers.getSetCookie() };
  }

  absorb(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = decodeURIComponent(pair.slice(index + 1));
      const cleared = attributes.some((attribute) => /^max-age=0$/i.test(attribute)) || value === '';
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A browser signed in through POST /api/User/Login, in `language` (the test fails if the login is refused). */
export async function signedIn(email: string, password: string, language = 'tr') {
  const browser = new Browser(language);
  expect((await browser.call(login, '/api/User/Login', { json: { email, password } })).status).toBe(200);
  return browser;
}

/** An account as the seed makes it: its address verified unless `verified: false`. */
export async function createAccount(input: { email: string; password: string; role?: 'customer' | 'admin' | 'guide'; name?: string; locale?: string; verified?: boolean }) {
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      passwordHash: await hashPassword(input.password),
      role: input.role ?? 'customer',
      name: input.name ?? 'Ayşe',
      surname: 'Yılmaz',
      locale: input.locale ?? 'tr',
      emailVerifiedAt: input.verified === false ? null : new Date(),
    })
    .returning();
  return row;
}
