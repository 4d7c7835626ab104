import Image from 'next/image';
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { BlogSummary } from '@/lib/content/blogs';

/** The three newest blog posts as cards. */
export function LatestPosts({ posts }: { posts: BlogSummary[] }) {
  const t = useTranslations('home');
  const format = useFormatter();
  if (!posts.length) return null;
  return (
    <section aria-labelledby="home-blog" className="below-fold [--fold-estimate:104rem] lg:[--fold-estimate:42rem] mx-auto max-w-7xl px-4 py-14">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h2 id="home-blog" className="text-3xl font-bold">{t('blogTitle')}</h2>
        <Link href="/blog-list-1" className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">{t('allPosts')}</Link>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <article className="group post-tile">
              <div className="relative aspect-[16/10] bg-slate-100 dark:bg-slate-800">
                {post.image && <Image src={post.image} alt="" fill sizes="(min-width: 768px) 33vw, 100vw" className="object-cover" />}
              </div>
              <div className="flex flex-1 flex-col gap-2 p-5">
                <time dateTime={post.publishedAt} className="muted-line">
                  {format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' })}
                </time>
                <h3 className="card-title">
                  <Link href={`/blog-single/${post.id}`} className="card-link">{post.title}</Link>
                </h3>
                <p className="post-summary">{post.summary}</p>
                <span aria-hidden="true" className="mt-auto pt-2 text-sm font-semibold text-brand-700 dark:text-brand-100">{t('readMore')}</span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
