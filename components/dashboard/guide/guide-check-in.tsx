'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ApiError } from '@/lib/api/errors';
import { getJson, postJson } from '@/lib/api/client';
import { normalizeCode } from '@/lib/travellers/code-format';
import { formatTry } from '@/lib/money';
import { drainScanQueue, enqueueScan, type QueuedScan } from '@/lib/travellers/scan-queue';
import { QrScanner } from './qr-scanner';
import { listKey, queueKey } from './kept-lists';

type CheckIn = { status: 'present' | 'no_show'; scannedAt: string; guideUserId: number | null };
type Booking = {
  orderNo: string;
  code: string;
  leadName: string;
  phone: string;
  seats: number;
  /** What a deposit booking still owed when the list was stored (kuruş), on the order's first departure only; absent from an older list. */
  balanceDue?: number;
  travellers: { name: string; surname: string; category: 'adult' | 'child' | 'baby' }[];
  checkIn: CheckIn | null;
};
type List = { departure: { id: number; startsOn: string; startTime: string | null; tourName: string; meetingPoint: string; startsAt: string }; bookings: Booking[] };
type Stored = { list: List; savedAt: string };
type Queued = QueuedScan;
type Notice = { tone: 'ok' | 'error'; text: string } | null;


function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
const write = (key: string, value: unknown) => {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage: the screen still works while it stays open.
  }
};

const forget = (id: number) => {
  try {
    localStorage.removeItem(listKey(id));
    localStorage.removeItem(queueKey(id));
  } catch {
    // Blocked storage holds nothing to forget.
  }
};

/** Days a departure's list stays on the phone after the trip started (KVKK: no longer than needed). */
const KEEP_LIST_DAYS = 7;

/** Removes the kept lists of departures that started more than KEEP_LIST_DAYS ago and have nothing left to send. */
function forgetOldLists(now: number) {
  try {
    const ids = Object.keys(localStorage)
      .map((key) => /^guide:list:(\d+)$/.exec(key)?.[1])
      .filter((id): id is string => id !== undefined)
      .map(Number);
    for (const id of ids) {
      const kept = read<Stored>(listKey(id));
      const started = kept ? Date.parse(kept.list.departure.startsAt) : NaN;
      const waiting = (read<Queued[]>(queueKey(id)) ?? []).length > 0;
      if (!waiting && (!kept || !(started > now - KEEP_LIST_DAYS * 86_400_000))) forget(id);
    }
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

/**
 * A departure's check-in on the guide's phone (docs/dashboard.md "Guide check-in"): the list is kept
 * in localStorage, scans and typed codes are recognised against it offline, queued, and sent when the
 * connection returns; the server keeps the first mark, so replays and a second guide do not conflict.
 */
export function GuideCheckIn({ departureId }: { departureId: number }) {
  const t = useTranslations('adminGuide');
  const locale = useLocale();
  const [stored, setStored] = useState<Stored | null>(null);
  const [queue, setQueue] = useState<Queued[]>([]);
  const [online, setOnline] = useState(true);
  const [loadFailed, setLoadFailed] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [typed, setTyped] = useState('');
  const [now, setNow] = useState<number | null>(null);
  const flushing = useRef(false);

  const saveList = useCallback(
    (list: List) => {
      const next = { list, savedAt: new Date().toISOString() };
      write(listKey(departureId), next);
      setStored(next);
    },
    [departureId],
  );
  const saveQueue = useCallback(
    (next: Queued[]) => {
      write(queueKey(departureId), next);
      setQueue(next);
    },
    [departureId],
  );

  const refresh = useCallback(async () => {
    try {
      saveList(await getJson<List>(`guide/departures/${departureId}`));
      setLoadFailed(false);
    } catch (error) {
      // No longer this guide's departure (reassigned, or the account is no guide now): its
      // travellers' names and phones leave the phone.
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
        forget(departureId);
        setStored(null);
      }
      setLoadFailed(true);
    }
  }, [departureId, saveList]);

  /** The queue as the phone keeps it (a scan may be added while another is being sent). */
  const queueStore = useMemo(() => ({ load: () => read<Queued[]>(queueKey(departureId)) ?? [], save: saveQueue }), [departureId, saveQueue]);

  /** Sends the queued scans one by one; a scan the server refuses leaves the queue with its sentence. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      const left = await drainScanQueue(queueStore, async (scan) => {
        try {
          await postJson(`guide/departures/${departureId}/check-ins`, scan);
        } catch (error) {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 408 && error.status !== 429) {
            setNotice({ tone: 'error', text: error.serverMessage ?? error.message });
          } else return 'later'; // no connection (or the session is being renewed): keep it for later
        }
        return 'done';
      });
      if (left.length === 0 && navigator.onLine) await refresh();
    } finally {
      flushing.current = false;
    }
  }, [departureId, queueStore, refresh]);

  useEffect(() => {
    let cancelled = false;
    // Read what the phone kept, then bring it up to date (after the first paint: storage is the browser's).
    void (async () => {
      await Promise.resolve();
      if (cancelled) return;
      forgetOldLists(Date.now());
      setStored(read<Stored>(listKey(departureId)));
      setQueue(read<Queued[]>(queueKey(departureId)) ?? []);
      setOnline(navigator.onLine);
      setNow(Date.now());
      await flush();
      await refresh();
    })();
    const clock = window.setInterval(() => setNow(Date.now()), 30_000);
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      cancelled = true;
      window.clearInterval(clock);
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [departureId, flush, refresh]);

  const checkIn = (input: string) => {
    const code = normalizeCode(input);
    const list = stored?.list;
    const booking = code && list ? list.bookings.find((candidate) => candidate.code === code) : undefined;
    if (!code || !booking) {
      setNotice({ tone: 'error', text: t('unknownCode') });
      return;
    }
    const name = booking.travellers[0] ? `${booking.travellers[0].name} ${booking.travellers[0].surname}` : booking.leadName;
    if (booking.checkIn?.status === 'present' || queueStore.load().some((scan) => scan.code === code)) {
      setNotice({ tone: 'ok', text: t('alreadyMarked', { name }) });
      return;
    }
    enqueueScan(queueStore, { code, scannedAt: new Date().toISOString() });
    setNotice({ tone: 'ok', text: t('marked', { name }) });
    setTyped('');
    if (navigator.onLine) void flush();
  };

  const markNoShows = async () => {
    try {
      await postJson(`guide/departures/${departureId}/no-shows`);
      await refresh();
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error) });
    }
  };

  const list = stored?.list;
  if (!list) {
    return loadFailed ? (
      <p role="alert" className="rounded-xl bg-red-50 p-4 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
        {t('loadFailed')}
      </p>
    ) : (
      <p aria-busy="true">…</p>
    );
  }
  const queued = new Set(queue.map((scan) => scan.code));
  const present = list.bookings.filter((booking) => booking.checkIn?.status === 'present' || queued.has(booking.code)).length;
  // With the day: a list kept from yesterday must not look current (its balances may be paid since).
  const time = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(stored.savedAt));
  const started = now !== null && now >= Date.parse(list.departure.startsAt);

  return (
    <div className="flex flex-col gap-5">
      <Link href="/db-guide" prefetch={false} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100">
        ← {t('back')}
      </Link>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight">
          {list.departure.tourName} · {new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${list.departure.startsOn}T00:00:00Z`))}
          {list.departure.startTime ? `, ${list.departure.startTime}` : ''}
        </h1>
        {list.departure.meetingPoint && <p className="mt-1 text-slate-700 dark:text-slate-300">{t('meetingPoint', { place: list.departure.meetingPoint })}</p>}
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('stored', { time })}</p>
      </div>
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {!online && <p className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">{t('offline')}</p>}
        <p data-testid="sync-state" className="text-sm font-medium">
          {queue.length > 0 ? t('pending', { count: queue.length }) : t('synced')}
        </p>
        {notice && <p className={`rounded-xl p-3 text-sm font-medium ${notice.tone === 'ok' ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'}`}>{notice.text}</p>}
      </div>
      <QrScanner onCode={checkIn} />
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          checkIn(typed);
        }}
      >
        <label htmlFor="voucher-code" className="font-semibold">
          {t('codeLabel')}
        </label>
        <input
          id="voucher-code"
          value={typed}
          onChange={(event) => setTyped(event.target.value.slice(0, 64))}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="voucher-code-hint"
          className="min-h-12 w-full rounded-xl border border-slate-300 px-3 font-mono text-base uppercase dark:border-slate-700 dark:bg-slate-900"
        />
        <p id="voucher-code-hint" className="text-sm text-slate-600 dark:text-slate-400">
          {t('codeHint')}
        </p>
        <button type="submit" className="inline-flex min-h-12 items-center justify-center rounded-full border border-slate-300 px-5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
          {t('checkIn')}
        </button>
      </form>
      <p className="font-semibold" data-testid="present-count">
        {t('counts', { present, total: list.bookings.length })}
      </p>
      <ul className="flex flex-col gap-3">
        {list.bookings.map((booking) => {
          const state = queued.has(booking.code) ? 'queued' : (booking.checkIn?.status ?? 'waiting');
          return (
            <li key={booking.code} data-testid="guide-booking" className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-mono text-sm">{booking.orderNo}</p>
                  <p className="font-semibold">{booking.leadName}</p>
                  <a href={`tel:${booking.phone.replace(/\s+/g, '')}`} className="text-sm text-brand-700 underline dark:text-brand-100">
                    {booking.phone}
                  </a>
                </div>
                <span
                  data-testid="check-in-state"
                  className={`rounded-full px-3 py-1 text-sm font-semibold ${state === 'present' || state === 'queued' ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50' : state === 'no_show' ? 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50' : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100'}`}
                >
                  {t(`status.${state}`)}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('seats', { count: booking.seats })}</p>
              {(booking.balanceDue ?? 0) > 0 && (
                <p data-testid="balance-due" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
                  {t('balanceDue', { amount: formatTry(booking.balanceDue ?? 0, locale) })}
                </p>
              )}
              {booking.travellers.length > 0 ? (
                <ul className="mt-2 list-inside list-disc text-sm">
                  {booking.travellers.map((traveller, index) => (
                    <li key={index}>
                      {traveller.name} {traveller.surname}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-amber-800 dark:text-amber-200">{t('travellersMissing')}</p>
              )}
            </li>
          );
        })}
      </ul>
      {started && (
        <div className="flex flex-col gap-2">
          <button type="button" onClick={markNoShows} disabled={!online} className="inline-flex min-h-12 items-center justify-center rounded-full border border-red-300 px-5 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-50 dark:border-red-800 dark:text-red-200">
            {t('noShows')}
          </button>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('noShowsHint')}</p>
        </div>
      )}
    </div>
  );
}
