import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { env } from '@/lib/config/env';
import { localeFromRequest, translator } from '@/lib/i18n/messages';
import { issueMessage } from '@/lib/validation/issues';
import type { Locale } from '@/i18n/routing';
import { logError } from '@/lib/log';
import { loggablePath } from '@/lib/security/secret-links.mjs';
import { readText } from './body';
import { InputTooDeepError, MAX_INPUT_DEPTH, refuseControlCharacters } from './control-characters';
import { applyQueuedInvalidations } from '@/lib/catalog/cache-runtime';

/** An expected failure with a status and a message key of the `api` namespace. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly values: Record<string, string | number> = {},
    readonly errors?: Record<string, string>,
  ) {
    super(messageKey);
  }
}

type Envelope<T> = { Data: T; UIMessage: string };
export type ListPage<T> = { items: T[]; index: number; size: number; count: number; pages: number; hasPrevious: boolean; hasNext: boolean };

export function listPage<T>(items: T[], index: number, size: number, count: number): ListPage<T> {
  const pages = size > 0 ? Math.ceil(count / size) : 0;
  return { items, index, size, count, pages, hasPrevious: index > 0, hasNext: index + 1 < pages };
}

export function ok<T>(data: T, message = '', init?: ResponseInit) {
  return NextResponse.json({ Data: data, UIMessage: message } satisfies Envelope<T>, init);
}

export function failure(status: number, message: string, errors?: Record<string, string>) {
  return NextResponse.json({ Data: null, UIMessage: message, ...(errors ? { errors } : {}) }, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

/** Localized field errors for a zod error, keyed by the dotted field path. */
export function fieldErrors(error: z.ZodError, locale: Locale): Record<string, string> {
  const t = translator(locale);
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (out[field]) continue;
    const { key, values } = issueMessage(issue);
    const path = `validation.${key}` as Parameters<typeof t>[0];
    out[field] = t.has(path) ? t(path, values as never) : t('validation.invalid');
  }
  return out;
}

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (request: Request, ctx: { locale: Locale; params: P }) => Promise<Response>;
type RouteOptions = {
  /** Accept state-changing requests from other sites: only for the bank's 3-D Secure callbacks. */
  allowCrossSite?: boolean;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * docs/auth.md: a state-changing request must come from our own pages. Browsers name the page in
 * Origin (or at least Referer); a request naming neither comes from a server or a script, which
 * carries no visitor's cookies, so it passes. An opaque origin ("null") is another site.
 */
export function isSameOriginRequest(request: Request, siteUrl: string): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (source === null) return true;
  let host: string;
  try {
    host = new URL(source).host;
  } catch {
    return false;
  }
  const ownHosts = [
    new URL(request.url).host,
    request.headers.get('host'),
    request.headers.get('x-forwarded-host')?.split(',')[0].trim(),
    new URL(siteUrl).host,
  ];
  return ownHosts.includes(host);
}

/**
 * An answer that says nothing about caching is personal or changes with every write: no shared
 * cache or browser keeps it (a CDN in front of the site would otherwise be free to). Answers that may
 * be kept say so themselves (`/api/rates`).
 */
function notStoredUnlessSaid(response: Response): Response {
  if (!response.headers.has('cache-control')) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/**
 * Wraps a route handler: refuses cross-site state changes with 403, answers bad input with 400 and
 * localized field errors, expected failures with their status and sentence, and anything else with
 * a generic 500 sentence (never a stack trace).
 */
export function route<P = Record<string, never>>(handler: Handler<P>, options: RouteOptions = {}) {
  return async (request: Request, context: RouteContext<P>) => {
    const locale = localeFromRequest(request);
    const t = translator(locale);
    // Seats freed by a background job (hold expiry) reach the catalogue pages here (lib/catalog/cache-runtime.ts).
    await applyQueuedInvalidations();
    try {
      if (!options.allowCrossSite && !isSameOriginRequest(request, env().SITE_URL)) return failure(403, t('api.crossOrigin'));
      const params = context?.params ? await context.params : ({} as P);
      return notStoredUnlessSaid(await handler(request, { locale, params }));
    } catch (error) {
      if (error instanceof z.ZodError) {
        const errors = fieldErrors(error, locale);
        return failure(400, t('api.invalidInput', { fields: Object.keys(errors).join(', ') }), errors);
      }
      if (error instanceof HttpError) {
        return failure(error.status, t(`api.${error.messageKey}` as never, error.values as never), error.errors);
      }
      if (error instanceof InputTooDeepError) return failure(400, t('api.inputTooDeep', { max: MAX_INPUT_DEPTH }));
      // Never the query string (a `?t=` token) nor a booking code in the path (`/api/Travellers/:code`).
      logError(`api ${request.method} ${loggablePath(request.url)}`, error);
      return failure(500, t('api.serverError'));
    }
  };
}

/**
 * Issues keep the value they refused, so that a missing field ("required") and a wrong one ("not
 * valid") get different sentences. The values never leave the process: only message keys do.
 */
const PARSE_OPTIONS = { reportInput: true } as const;

/** Parses query parameters with a schema (unknown keys ignored; control characters refused). */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries());
  refuseControlCharacters(params);
  return schema.parse(params, PARSE_OPTIONS);
}

/**
 * Parses a JSON body with a schema: at most 64 KB unless `maxBytes` says more (413 past it, read
 * as a stream: lib/http/body.ts); a body that is not JSON, a string holding a control character
 * or a lone surrogate, or arrays and objects nested deeper than 32 levels, is a 400.
 */
export async function parseJson<S extends z.ZodType>(request: Request, schema: S, options: { maxBytes?: number; emptyIsObject?: boolean } = {}): Promise<z.infer<S>> {
  const text = await readText(request, options);
  let body: unknown;
  try {
    // `emptyIsObject`: a call whose fields are all optional may come without a body.
    body = options.emptyIsObject && text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalidJson');
  }
  refuseControlCharacters(body);
  return schema.parse(body, PARSE_OPTIONS);
}
