import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatDateTime } from '@/components/dashboard/bookings/format';
import { DataTable, Tag, type TagColour, td, th } from '@/components/dashboard/bookings/ui';

type Mail = { id: number; to: string; subject: string; text: string; kind: string; status: string; error: string | null; createdAt: string; sentAt: string | null; hidden?: boolean };

const statusColour = (status: string): TagColour => (status === 'sent' ? 'success' : status === 'failed' ? 'error' : status === 'queued' ? 'warning' : 'default');

/** The mail outbox: every e-mail the site sent or tried to send, newest first. */
export async function OutboxTable({ mails, locale }: { mails: Mail[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'adminMessages.outbox' });
  const known = (group: 'kinds' | 'statuses', key: string) => (t.has(`${group}.${key}` as 'kinds.contact') ? t(`${group}.${key}` as 'kinds.contact') : key);
  return (
    <DataTable
      caption={t('caption')}
      head={
        <>
          <th scope="col" className={th}>{t('to')}</th>
          <th scope="col" className={th}>{t('subject')}</th>
          <th scope="col" className={th}>{t('kind')}</th>
          <th scope="col" className={th}>{t('status')}</th>
          <th scope="col" className={th}>{t('created')}</th>
          <th scope="col" className={th}>{t('sent')}</th>
        </>
      }
    >
      {mails.map((mail) => (
        <tr key={mail.id}>
          <td className={`${td} break-all`}>{mail.to}</td>
          <td className={`${td} max-w-sm`}>
            <details>
              <summary className="cursor-pointer">{mail.subject}</summary>
              {/* Codes and secret links of a delivered mail are masked in this copy (docs/decisions/0138). */}
              {mail.hidden && <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t('hidden')}</p>}
              <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-2 font-sans text-xs dark:bg-slate-900">{mail.text}</pre>
            </details>
          </td>
          <td className={td}>{known('kinds', mail.kind)}</td>
          <td className={td}>
            <Tag colour={statusColour(mail.status)}>{known('statuses', mail.status)}</Tag>
            {mail.error && <div className="mt-1 text-xs text-red-800 dark:text-red-200">{t('error')}: {mail.error}</div>}
          </td>
          <td className={`${td} whitespace-nowrap`}>{formatDateTime(mail.createdAt, locale)}</td>
          <td className={`${td} whitespace-nowrap`}>{mail.sentAt ? formatDateTime(mail.sentAt, locale) : '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
