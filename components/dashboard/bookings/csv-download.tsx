'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { sessionRefresher } from '@/lib/auth/client-session';
import { describeApiError, errorFromResponse } from '@/lib/api/errors';
import { intlLocale, numberFormat } from '@/lib/intl-format';
import { secondaryButton } from './ui';

type State = { phase: 'idle' } | { phase: 'running' | 'done'; rows: number; bytes: number } | { phase: 'cancelled' } | { phase: 'failed'; message: string };

const LINE_FEED = 10;

function formatBytes(bytes: number, locale: string): string {
  const intl = intlLocale(locale);
  if (bytes < 1024 * 1024) return numberFormat(intl, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
  return numberFormat(intl, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
}

function fileName(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'orders.csv';
}

/**
 * The orders' CSV export (streamed by GET /api/admin/orders/csv) read as it arrives: rows and bytes
 * received against the list's count, a button to stop it, then the file is saved and a finished
 * notice stays. Without JavaScript, or with a modifier key, it is a plain download link.
 */
export function CsvDownload({ href, total, locale }: { href: string; total: number; locale: string }) {
  const t = useTranslations('adminBookings');
  const tErrors = useTranslations('errors');
  const [state, setState] = useState<State>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  async function run() {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', rows: 0, bytes: 0 });
    try {
      const url = new URL(href, location.href).toString();
      await sessionRefresher.beforeRequest(url);
      const response = await fetch(url, { signal: abort.signal, credentials: 'same-origin', headers: { 'Accept-Language': document.documentElement.lang || locale } });
      if (!response.ok || !response.body) {
        const body = await response.json().catch(() => null);
        throw errorFromResponse(response.status, body);
      }
      const reader = response.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let bytes = 0;
      let lines = 0;
      let shownAt = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value as Uint8Array<ArrayBuffer>);
        bytes += value.length;
        for (const byte of value) if (byte === LINE_FEED) lines += 1;
        // A few updates a second: enough to see it move, not a flood for screen readers.
        if (Date.now() - shownAt > 250) {
          shownAt = Date.now();
          setState({ phase: 'running', rows: Math.max(0, lines - 1), bytes });
        }
      }
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob(chunks, { type: 'text/csv;charset=utf-8' }));
      link.download = fileName(response);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      setState({ phase: 'done', rows: Math.max(0, lines - 1), bytes });
    } catch (problem) {
      if (abort.signal.aborted) setState({ phase: 'cancelled' });
      else setState({ phase: 'failed', message: describeApiError(problem, tErrors) });
    } finally {
      controller.current = null;
    }
  }

  const running = state.phase === 'running';
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        <a
          href={href}
          download
          aria-disabled={running}
          className={`${secondaryButton} ${running ? 'pointer-events-none opacity-60' : ''}`}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || running) return;
            event.preventDefault();
            void run();
          }}
        >
          {t('downloadCsv')}
        </a>
        {running && (
          <button type="button" className={secondaryButton} onClick={() => controller.current?.abort()}>
            {t('csvCancel')}
          </button>
        )}
      </div>
      {running && <progress className="h-2 w-56 accent-brand-600" max={Math.max(total, 1)} value={Math.min(state.rows, total)} aria-label={t('downloadCsv')} />}
      <p role="status" className="text-right text-sm empty:hidden" data-testid="csv-status">
        {state.phase === 'running' && t('csvProgress', { rows: state.rows, size: formatBytes(state.bytes, locale) })}
        {state.phase === 'done' && t('csvDone', { rows: state.rows, size: formatBytes(state.bytes, locale) })}
        {state.phase === 'cancelled' && t('csvCancelled')}
        {state.phase === 'failed' && t('csvFailed', { error: state.message })}
      </p>
    </div>
  );
}
