import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { BlogSummary } from '@/lib/content/blogs';
import { BlogMeta } from './blog-meta';

/** A post as a wide row, picture beside the text (blog-list-2). */
export function BlogRow({ post, priority = false }: { post: BlogSummary; priority?: boolean }) {
  const t = useTranslations('content');
  return (
    <article className="group relative grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md sm:grid-cols-[2fr_3fr] dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100 sm:aspect-auto sm:min-h-52 dark:bg-slate-800">
        {post.image && (
          <Image src={post.image} alt="" fill sizes="(min-width: 1200px) 320px, (min-width: 640px) 40vw, 100vw" className="object-cover transition duration-700 group-hover:scale-105" priority={priority} />
        )}
      </div>
      <div className="flex flex-col gap-3 p-5 sm:p-6">
        <BlogMeta post={post} />
        <h2 className="text-xl font-semibold leading-snug">
          <Link href={`/blog-single/${post.id}`} className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none dark:hover:text-brand-100">
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-slate-600 dark:text-slate-300">{post.summary}</p>
        <span aria-hidden="true" className="mt-auto text-sm font-semibold text-brand-700 dark:text-brand-100">
          {t('readMore')} →
        </span>
      </div>
    </article>
  );
}
