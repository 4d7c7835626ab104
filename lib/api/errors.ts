/**
 * What went wrong with an API call, in the terms of the docs/product-rules.md#errors error catalogue;
 * `invalidBody` (an empty or unreadable answer) and `unexpectedFormat` (an answer without what the
 * caller needs) are the payment API's own (docs/booking-and-payments.md "When the payment API fails").
 */
export type ApiErrorKind = 'noResponse' | 'timeout' | 'unauthorized' | 'notFound' | 'server' | 'message' | 'generic' | 'invalidBody' | 'unexpectedFormat';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    /** The server's own sentence (UIMessage, message, Message or error field), already in the user's language. */
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

type ErrorBody = { UIMessage?: unknown; Error?: unknown; Message?: unknown; message?: unknown; error?: unknown; errors?: unknown; ModelState?: unknown } | null;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * Validation messages by field: our `errors` map (`{ field: sentence }`), or an ASP.NET-style
 * `ModelState`/`errors` map of lists (`{ field: [sentence, …] }`), as the gateway may answer.
 */
function fieldErrors(body: ErrorBody): Record<string, string> {
  const source = body?.errors ?? body?.ModelState;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return {};
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    const sentence = Array.isArray(value) ? value.map(text).filter(Boolean).join(' ') : text(value);
    if (sentence) fields[name] = sentence;
  }
  return fields;
}

/** Classifies an HTTP failure by the catalogue's rules; the server's sentence is kept whatever the status. */
export function errorFromResponse(status: number, body: ErrorBody): ApiError {
  const message = text(body?.UIMessage) ?? text(body?.Error) ?? text(body?.Message) ?? text(body?.message) ?? text(body?.error);
  const fields = fieldErrors(body);
  if (status === 401 || status === 403) return new ApiError('unauthorized', status, message, fields);
  if (status === 404) return new ApiError('notFound', status, message, fields);
  if (status >= 500) return new ApiError('server', status, message, fields);
  return message ? new ApiError('message', status, message, fields) : new ApiError('generic', status, undefined, fields);
}

/**
 * The sentence to show for an error; `t` translates keys of the `errors` namespace. Forms and lists
 * use this: the server's own sentence for a refusal, the catalogue's sentence for everything else
 * (never a 404 or 5xx body).
 */
export function describeApiError(error: unknown, t: (key: 'noResponse' | 'timeout' | 'notFound' | 'server' | 'generic') => string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'message' && error.serverMessage) return error.serverMessage;
    if (error.kind === 'unauthorized') return error.serverMessage ?? t('generic');
    if (error.kind === 'noResponse' || error.kind === 'timeout' || error.kind === 'notFound' || error.kind === 'server') return t(error.kind);
  }
  return t('generic');
}

/**
 * What went wrong when starting a payment, as the payment pages report it (the spec's gateway API
 * errors): an HTTP status with the server's sentence and validation messages, no answer at all, an
 * empty or unreadable answer, or an answer without what the page needs.
 */
export type PaymentApiProblem = { problem: 'status'; status: number; details: string[] } | { problem: 'noResponse' | 'empty' | 'unexpectedFormat' };

export function paymentApiProblem(error: unknown): PaymentApiProblem | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.kind) {
    case 'noResponse':
    case 'timeout':
      return { problem: 'noResponse' };
    case 'invalidBody':
      return { problem: 'empty' };
    case 'unexpectedFormat':
      return { problem: 'unexpectedFormat' };
    default: {
      // The sentence first, then each field's message that says something the sentence does not.
      const details = [error.serverMessage, ...Object.values(error.fieldErrors)].filter((line): line is string => Boolean(line));
      return { problem: 'status', status: error.status, details: [...new Set(details)] };
    }
  }
}

type PaymentApiKey = 'status' | 'noResponse' | 'empty' | 'unexpectedFormat';

/** The lines a payment page shows for a problem; `t` translates keys of `payment.api` ("API Hatası: {status}", …). */
export function describePaymentApiProblem(problem: PaymentApiProblem, t: (key: PaymentApiKey, values?: { status: number }) => string): string[] {
  if (problem.problem !== 'status') return [t(problem.problem)];
  return [t('status', { status: problem.status }), ...problem.details];
}

/**
 * The answer the caller needs, or the payment API's error for an empty answer (`invalidBody`) and for
 * one in another shape (`unexpectedFormat`).
 */
export function expectAnswer<T>(answer: unknown, isExpected: (value: object) => boolean): T {
  if (answer === null || answer === undefined || answer === '' || typeof answer !== 'object') throw new ApiError('invalidBody', 0);
  if (!isExpected(answer)) throw new ApiError('unexpectedFormat', 0);
  return answer as T;
}
