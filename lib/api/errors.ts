/** What went wrong with an API call, in the terms of the docs/product-rules.md#errors error catalogue. */
export type ApiErrorKind = 'noResponse' | 'timeout' | 'unauthorized' | 'notFound' | 'server' | 'message' | 'generic';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    /** The server's own sentence (UIMessage or message field), already in the user's language. */
    readonly serverMessage?: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(serverMessage || kind);
    this.name = 'ApiError';
  }

  /** 401 and 403 are rejected without an alert (docs/product-rules.md#errors); the session logic handles them. */
  get silent() {
    return this.kind === 'unauthorized';
  }
}

type ErrorBody = { UIMessage?: unknown; message?: unknown; Message?: unknown; errors?: unknown } | null;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Classifies an HTTP failure by the catalogue's rules. */
export function errorFromResponse(status: number, body: ErrorBody): ApiError {
  const message = text(body?.UIMessage) ?? text(body?.message) ?? text(body?.Message);
  const fields = body && typeof body.errors === 'object' && body.errors ? (body.errors as Record<string, string>) : {};
  if (status === 401 || status === 403) return new ApiError('unauthorized', status, message, fields);
  if (status === 404) return new ApiError('notFound', status, undefined, fields);
  if (status >= 500) return new ApiError('server', status, undefined, fields);
  return message ? new ApiError('message', status, message, fields) : new ApiError('generic', status, undefined, fields);
}

/** The sentence to show for an error; `t` translates keys of the `errors` namespace. */
export function describeApiError(error: unknown, t: (key: 'noResponse' | 'timeout' | 'notFound' | 'server' | 'generic') => string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'message' && error.serverMessage) return error.serverMessage;
    if (error.kind === 'unauthorized') return error.serverMessage ?? t('generic');
    return t(error.kind === 'message' ? 'generic' : error.kind);
  }
  return t('generic');
}
