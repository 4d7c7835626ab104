import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatDateTime } from '@/components/dashboard/bookings/format';
import { DataTable, Tag, td, th } from '@/components/dashboard/bookings/ui';

type Message = { id: number; name: string; email: string; phone: string; message: string; readAt: string | null; createdAt: string };

/** Contact messages, newest first; unread ones in bold. */
export async function MessagesTable({ messages, locale }: { messages: Message[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'adminMessages' });
  return (
    <DataTable
      caption={t('table.caption')}
      head={
        <>
          <th scope="col" className={th}>{t('table.from')}</th>
          <th scope="col" className={th}>{t('table.message')}</th>
          <th scope="col" className={th}>{t('table.received')}</th>
          <th scope="col" className={th}>{t('table.state')}</th>
        </>
      }
    >
      {messages.map((message) => (
        <tr key={message.id} className={message.readAt ? undefined : 'font-semibold'}>
          <td className={td}>
            <Link href={`/db-messages/${message.id}`} prefetch={false} className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
              {message.name}
            </Link>
            <div className="text-xs font-normal text-slate-600 dark:text-slate-400">{message.email}</div>
          </td>
          <td className={`${td} max-w-md`}>
            <span className="line-clamp-2">{message.message}</span>
          </td>
          <td className={`${td} whitespace-nowrap font-normal`}>{formatDateTime(message.createdAt, locale)}</td>
          <td className={td}>{message.readAt ? <Tag colour="default">{t('read')}</Tag> : <Tag colour="warning">{t('unread')}</Tag>}</td>
        </tr>
      ))}
    </DataTable>
  );
}
