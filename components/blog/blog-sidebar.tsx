import { getTranslations } from 'next-intl/server';
import { ContentDate } from '@/components/content/content-date';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getBlogTags, listBlogs } from '@/lib/content/blogs';

/** blog-list-2's sidebar: the topics (tags) with their number of posts, and the latest posts. */
export async function BlogSidebar({ locale, activeTag }: { locale: Locale; activeTag?: string }) {
  const [t, tagList, recent] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getBlogTags(),
    listBlogs(locale, { index: 0, size: 5, sortBy: 'PublishedAt', sortOrder: 'desc' }),
  ]);
  return (
    <aside className="flex flex-col gap-8">
      {tagList.length > 0 && (
        <section aria-labelledby="blog-topics" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
          <h2 id="blog-topics" className="mb-4 text-lg font-bold">{t('tagCloud')}</h2>
          <ul className="flex flex-wrap gap-2">
            {tagList.map(({ tag, count }) => (
              <li key={tag}>
                <Link
                  href={{ pathname: '/blog-list-2', query: { tag } }}
                  aria-label={t('tagWithCount', { tag, count })}
                  aria-current={tag === activeTag ? 'page' : undefined}
                  className={`inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-medium ${
                    tag === activeTag ? 'bg-brand-600 text-white' : 'bg-slate-100 hover:bg-brand-100 dark:bg-slate-800 dark:hover:bg-slate-700'
                  }`}
                >
                  {tag}
                  <span aria-hidden="true" className={tag === activeTag ? 'text-white' : 'text-slate-600 dark:text-slate-300'}>
                    {count}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {recent.items.length > 0 && (
        <section aria-labelledby="blog-recent" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
          <h2 id="blog-recent" className="mb-4 text-lg font-bold">{t('recentPosts')}</h2>
          <ul className="flex flex-col gap-4">
            {recent.items.map((post) => (
              <li key={post.id} className="flex flex-col gap-1">
                <Link href={`/blog-single/${post.id}`} className="font-medium leading-snug hover:text-brand-700 hover:underline dark:hover:text-brand-100">
                  {post.title}
                </Link>
                <ContentDate iso={post.publishedAt} className="text-sm text-slate-600 dark:text-slate-400" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
