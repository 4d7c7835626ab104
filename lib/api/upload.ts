import { sessionRefresher } from '@/lib/auth/client-session';
import { ApiError, errorFromResponse } from './errors';

/** How far a request body has gone: bytes sent of bytes to send. */
export type UploadProgress = { loaded: number; total: number };

/**
 * POSTs a multipart body to the API with upload progress — `fetch` reports none, so this is the one
 * place that uses XMLHttpRequest (docs/decisions/0102-progress-on-long-work.md). Same envelope,
 * language and session renewal as lib/api/client.ts; `signal` aborts it (an AbortError, as fetch).
 */
export async function postWithProgress<T>(path: string, body: FormData, options: { onProgress: (progress: UploadProgress) => void; signal?: AbortSignal }): Promise<T> {
  const url = `/api/${path}`;
  const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');
  if (options.signal?.aborted) throw abortError();
  await sessionRefresher.beforeRequest(new URL(url, location.href).toString());
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept-Language', document.documentElement.lang || 'tr');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => options.onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        return reject(new ApiError('invalidBody', xhr.status));
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFromResponse(xhr.status, parsed as never));
      const envelope = parsed as { Data?: unknown; UIMessage?: string } | null;
      if (envelope && 'Data' in envelope) {
        if (envelope.Data === null && envelope.UIMessage) return reject(new ApiError('message', xhr.status, envelope.UIMessage));
        return resolve(envelope.Data as T);
      }
      resolve(parsed as T);
    };
    xhr.onerror = () => reject(new ApiError('noResponse', 0));
    xhr.ontimeout = () => reject(new ApiError('timeout', 0));
    xhr.onabort = () => reject(abortError());
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
