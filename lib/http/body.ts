import 'server-only';
import { localeFromRequest, translator } from '@/lib/i18n/messages';
import { failure, HttpError } from './respond';

/**
 * The most a request body may hold, by what the route expects (docs/booking-and-payments.md,
 * "Request sizes"). A body is read as a stream and reading stops at the limit, so an anonymous
 * 500 MB post costs at most this much memory; a larger Content-Length is refused before reading.
 */
export const BODY_LIMITS = {
  /** Forms of the site (sign-in, checkout, contact form, cart): a few hundred bytes in practice. */
  json: 64 * 1024,
  /** Dashboard texts: a blog post or page body may hold 50 000 characters in each of three languages. */
  adminJson: 1024 * 1024,
  /** The bank's form posts (3-D Secure answers, the simulator's pages): a few kilobytes. */
  form: 32 * 1024,
  /** A tour picture (8 MB, lib/admin/schemas/tour-image.ts) and its multipart envelope. */
  image: 8 * 1024 * 1024 + 64 * 1024,
} as const;

type BodyOptions = {
  maxBytes?: number;
  /** The refusal when the body is larger (default: 413 `api.bodyTooLarge`). */
  tooLarge?: () => HttpError;
};

function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / 1024 / 1024)} MB` : `${Math.floor(bytes / 1024)} KB`;
}

function bodyTooLarge(maxBytes: number): HttpError {
  return new HttpError(413, 'bodyTooLarge', { size: readableSize(maxBytes) });
}

/**
 * The body's bytes, at most `maxBytes` of them: a declared Content-Length over the limit is refused
 * at once, and a stream (chunked, or a lying length) is cancelled as soon as it passes the limit.
 */
export async function readBody(request: Request, options: BodyOptions = {}): Promise<Uint8Array> {
  const maxBytes = options.maxBytes ?? BODY_LIMITS.json;
  const refuse = () => (options.tooLarge ?? (() => bodyTooLarge(maxBytes)))();
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw refuse();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw refuse();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, at most `maxBytes` (64 KB unless told). */
export async function readText(request: Request, options: BodyOptions = {}): Promise<string> {
  return new TextDecoder().decode(await readBody(request, options));
}

/** A multipart or URL-encoded form, read within the limit first and then parsed by the platform. */
export async function readFormData(request: Request, options: BodyOptions = {}): Promise<FormData> {
  const bytes = await readBody(request, options);
  const type = request.headers.get('content-type') ?? '';
  return new Response(bytes as BodyInit, { headers: { 'content-type': type } }).formData();
}

/**
 * For handlers outside route() (the bank's callbacks): the body within `maxBytes`, or the 413
 * answer with its sentence in the caller's language.
 */
export async function readBodyOrRefuse(request: Request, maxBytes: number): Promise<Uint8Array | Response> {
  try {
    return await readBody(request, { maxBytes });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const t = translator(localeFromRequest(request));
    return failure(error.status, t(`api.${error.messageKey}` as never, error.values as never));
  }
}
