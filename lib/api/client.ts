import ky, { HTTPError, NetworkError, TimeoutError } from 'ky';
import { sessionRefresher } from '@/lib/auth/client-session';
import { ApiError, errorFromResponse } from './errors';

/** The page's language, which every API call sends as Accept-Language (docs/product-rules.md#http-calls). */
function pageLanguage(): string {
  return typeof document !== 'undefined' ? document.documentElement.lang || 'tr' : 'tr';
}

/** The one browser client of the HTTP API. Retries are the caller's (TanStack Query, withRetry). */
export const api = ky.create({
  prefix: '/api/',
  timeout: 30_000,
  retry: 0,
  credentials: 'same-origin',
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        request.headers.set('Accept-Language', pageLanguage());
        // docs/product-rules.md#http-calls: renew the session first when more than 20 s passed since the last renewal.
        await sessionRefresher.beforeRequest(request.url);
      },
    ],
  },
});

type RequestOptions = Parameters<typeof api>[1];

function toApiError(error: unknown): unknown {
  if (error instanceof HTTPError) {
    // ky 2 has already read the body into `data` (the response body itself is used up).
    const body = typeof error.data === 'object' && error.data !== null ? error.data : null;
    return errorFromResponse(error.response.status, body as never);
  }
  if (error instanceof TimeoutError) return new ApiError('timeout', 0);
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  // ky 2 wraps a failed connection in NetworkError; a bare fetch failure is a TypeError.
  if (error instanceof NetworkError || error instanceof TypeError) return new ApiError('noResponse', 0);
  // A successful status with an empty or non-JSON body (a proxy's page, a cut-off answer).
  if (error instanceof SyntaxError) return new ApiError('invalidBody', 0);
  return error;
}

/**
 * Calls the API and unwraps the envelope: `{ Data }` answers give Data; `{ Data: null, UIMessage }`
 * is an error shown as an alert; list answers (`{ items, ... }`) come back whole.
 */
export async function request<T>(path: string, options?: RequestOptions): Promise<T> {
  let body: unknown;
  try {
    body = await api(path, options).json();
  } catch (error) {
    throw toApiError(error);
  }
  if (body && typeof body === 'object' && 'Data' in body) {
    const envelope = body as { Data: unknown; UIMessage?: string };
    if (envelope.Data === null && envelope.UIMessage) throw new ApiError('message', 200, envelope.UIMessage);
    return envelope.Data as T;
  }
  return body as T;
}

/** A file the API answers (a download): the response, or the same errors `request` throws. */
export async function requestFile(path: string, options?: RequestOptions): Promise<Response> {
  try {
    return await api(path, options);
  } catch (error) {
    throw toApiError(error);
  }
}

export const getJson = <T>(path: string, options?: RequestOptions) => request<T>(path, { ...options, method: 'get' });
export const postJson = <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>(path, { ...options, method: 'post', json });
/**
 * The header that saves a record only if it is still the version its form loaded (the staff API's
 * records carry `version`); without a version, nothing.
 */
export const ifMatch = (version: unknown): RequestOptions => (typeof version === 'number' ? { headers: { 'If-Match': `"${version}"` } } : {});
export const putJson = <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>(path, { ...options, method: 'put', json });
export const deleteJson = <T>(path: string, options?: RequestOptions) => request<T>(path, { ...options, method: 'delete' });

/** The spec's generic retry helper: 2 retries, 1 s apart; auth failures are not retried. */
export async function withRetry<T>(fn: () => Promise<T>, retries = 2, delayMs = 1000): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      const final = attempt >= retries || (error instanceof ApiError && (error.kind === 'unauthorized' || error.kind === 'message'));
      if (final) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
