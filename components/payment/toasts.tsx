'use client';

import { useSyncExternalStore } from 'react';

type ToastTone = 'info' | 'error';
type Toast = { id: number; message: string; tone: ToastTone };

const SHOWN_MS = 6_000;
const listeners = new Set<() => void>();
const none: Toast[] = [];
let toasts: Toast[] = none;
let nextId = 1;

function publish(next: Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/**
 * docs/product-rules.md#errors's payment toasts. They live outside any page, so one raised just before moving to the
 * failure page is still shown there.
 */
export function showToast(message: string, tone: ToastTone = 'info'): void {
  const id = nextId++;
  publish([...toasts, { id, message, tone }]);
  setTimeout(() => publish(toasts.filter((toast) => toast.id !== id)), SHOWN_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Where the toasts appear (bottom right), announced politely to screen readers. */
export function Toasts() {
  const shown = useSyncExternalStore(subscribe, () => toasts, () => none);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-4 bottom-4 z-[60] flex flex-col items-end gap-2 sm:left-auto">
      {shown.map((toast) => (
        <p
          key={toast.id}
          className={`pointer-events-auto w-full max-w-sm rounded-xl px-4 py-3 font-medium shadow-lg ${
            toast.tone === 'error' ? 'bg-red-700 text-white' : 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900'
          }`}
        >
          {toast.message}
        </p>
      ))}
    </div>
  );
}
