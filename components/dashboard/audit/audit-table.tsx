import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { AuditEntryView } from '@/lib/admin/audit-query';

/** A label from the `adminAudit` sub-list, or the raw word when there is none (new entity kinds). */
export function labelOf(t: Awaited<ReturnType<typeof getTranslations<'adminAudit'>>>, group: 'actions' | 'entities', key: string): string {
  // Actions may name their record first ("order.markPaid"): the verb is the last part.
  const word = key.split('.').at(-1) ?? key;
  const path = `${group}.${word}` as Parameters<typeof t.has>[0];
  return /^[A-Za-z]+$/.test(word) && t.has(path) ? t(path as Parameters<typeof t>[0]) : key;
}

/** The audit entries as a table: when, who (name and e-mail), what (action, record, id) and the details in one line. */
export async function AuditTable({ items, locale }: { items: AuditEntryView[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'adminAudit' });
  const format = await getFormatter({ locale });
  const cell = 'px-3 py-3 align-top';
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className={cell}>
              {t('when')}
            </th>
            <th scope="col" className={cell}>
              {t('who')}
            </th>
            <th scope="col" className={cell}>
              {t('what')}
            </th>
            <th scope="col" className={cell}>
              {t('details')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((entry) => (
            <tr key={entry.id} data-testid="audit-entry">
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={entry.createdAt}>{format.dateTime(new Date(entry.createdAt), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' })}</time>
              </td>
              <td className={cell}>
                {entry.user ? (
                  <>
                    <span className="block font-semibold">{entry.user.name || entry.user.email}</span>
                    <span className="block text-slate-600 dark:text-slate-400">{entry.user.email}</span>
                  </>
                ) : (
                  <span className="text-slate-600 dark:text-slate-400">{t('deletedUser')}</span>
                )}
              </td>
              <td className={cell}>
                <span className="block font-semibold">{labelOf(t, 'actions', entry.action)}</span>
                <span className="block text-slate-600 dark:text-slate-400">
                  {labelOf(t, 'entities', entry.entity)}
                  {entry.reference !== null && ` ${entry.reference}`}
                </span>
              </td>
              <td className={`${cell} break-words font-mono text-xs text-slate-700 dark:text-slate-300`}>{entry.summary || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
