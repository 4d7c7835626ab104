'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { ApiError } from '@/lib/api/errors';
import { postJson, putJson } from '@/lib/api/client';

const small = 'inline-flex min-h-9 items-center justify-center rounded-full border border-slate-300 px-3 text-xs font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800';

function messageOf(error: unknown): string {
  return error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error);
}

/** "Remind": e-mails the customer the signed link to their travellers form (at most once per 10 minutes). */
export function RemindTravellers({ orderId, label, busyLabel }: { orderId: number; label: string; busyLabel: string }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        className={small}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await postJson(`admin/orders/${orderId}/travellers-reminder`);
            setMessage('✓');
          } catch (error) {
            setMessage(messageOf(error));
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? busyLabel : label}
      </button>
      {message && (
        <span role="status" className="text-xs">
          {message}
        </span>
      )}
    </div>
  );
}

/** The departure's guide, chosen among the accounts with the guide role. */
export function GuideAssignment({ departureId, current, guides, labels }: { departureId: number; current: number | null; guides: { id: number; label: string }[]; labels: { guide: string; none: string; save: string } }) {
  const router = useRouter();
  const [value, setValue] = useState(current === null ? '' : String(current));
  const [message, setMessage] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await putJson(`admin/departures/${departureId}/guide`, { guideUserId: value === '' ? null : Number(value) });
          setMessage('✓');
          router.refresh();
        } catch (error) {
          setMessage(messageOf(error));
        }
      }}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="departure-guide" className="text-sm font-semibold">
          {labels.guide}
        </label>
        <select id="departure-guide" value={value} onChange={(event) => setValue(event.target.value)} className="min-h-11 max-w-full rounded-xl border border-slate-300 px-3 dark:border-slate-700 dark:bg-slate-900">
          <option value="">{labels.none}</option>
          {guides.map((guide) => (
            <option key={guide.id} value={guide.id}>
              {guide.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={small}>
        {labels.save}
      </button>
      {message && (
        <span role="status" className="text-sm">
          {message}
        </span>
      )}
    </form>
  );
}
