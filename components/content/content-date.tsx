import { useFormatter } from 'next-intl';

/** A publication or update date in the page's language ("12 Mart 2026", "March 12, 2026"). */
export function ContentDate({ iso, className }: { iso: string; className?: string }) {
  const format = useFormatter();
  return (
    <time dateTime={iso} className={className}>
      {format.dateTime(new Date(iso), { dateStyle: 'long' })}
    </time>
  );
}
