import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** A post's tags, each leading to the list of posts that carry it. */
export function PostTags({ tags }: { tags: string[] }) {
  const t = useTranslations();
  if (!tags.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-300">{t('content.tags')}:</h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              href={{ pathname: '/blog-list-2', query: { tag } }}
              aria-label={t('blog.tagLink', { tag })}
              className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm font-medium hover:bg-brand-100 dark:bg-slate-800 dark:hover:bg-slate-700"
            >
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
