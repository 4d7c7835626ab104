'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { BookingDetail } from './types';

const actorKinds = ['customer', 'admin', 'system', 'bank'] as const;
type ActorKind = (typeof actorKinds)[number];
const isActorKind = (kind: string): kind is ActorKind => (actorKinds as readonly string[]).includes(kind);

/** The order's status changes, oldest first (order_events). */
export function BookingHistory({ events }: { events: BookingDetail['events'] }) {
  const t = useTranslations('myBookings');
  const format = useFormatter();
  return (
    <section aria-labelledby="booking-history">
      <h2 id="booking-history" className="mb-3 text-lg font-bold">
        {t('history')}
      </h2>
      {events.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t('historyEmpty')}</p>
      ) : (
        <ol className="grid gap-2 border-l-2 border-slate-200 pl-4 dark:border-slate-800">
          {events.map((event, index) => (
            <li key={index} className="text-sm">
              <time dateTime={event.createdAt} className="block text-slate-600 dark:text-slate-300">
                {format.dateTime(new Date(event.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
              <span className="font-semibold">
                {event.fromStatus
                  ? t('historyEntry', { from: t(`status.${event.fromStatus}`), to: t(`status.${event.toStatus}`) })
                  : t('historyCreated', { to: t(`status.${event.toStatus}`) })}
              </span>
              {isActorKind(event.actorKind) && <span className="text-slate-600 dark:text-slate-300"> · {t(`actors.${event.actorKind}`)}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
