import { useTranslations } from 'next-intl';
import type { BlogSummary } from '@/lib/content/blogs';
import { BlogCard } from './blog-card';

/** "You may also like": up to three posts under a post. */
export function RelatedPosts({ posts }: { posts: BlogSummary[] }) {
  const t = useTranslations('blog');
  if (!posts.length) return null;
  return (
    <section aria-labelledby="related-posts" className="mt-16 border-t border-slate-200 pt-10 dark:border-slate-800">
      <h2 id="related-posts" className="mb-6 text-2xl font-bold">{t('related')}</h2>
      <div className="grid gap-6 sm:grid-cols-2 desk:grid-cols-3">
        {posts.map((post) => (
          <BlogCard key={post.id} post={post} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
