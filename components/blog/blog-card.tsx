import Image from 'next/image';
import { Link } from '@/i18n/navigation';
import type { BlogSummary } from '@/lib/content/blogs';
import { BlogMeta } from './blog-meta';

type BlogCardProps = { post: BlogSummary; headingLevel?: 2 | 3; priority?: boolean };

/** A post as a card with its picture on top (grid of blog-list-1, related posts). */
export function BlogCard({ post, headingLevel = 2, priority = false }: BlogCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100 dark:bg-slate-800">
        {post.image && (
          <Image
            src={post.image}
            alt=""
            fill
            sizes="(min-width: 1200px) 384px, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition duration-700 group-hover:scale-105"
            priority={priority}
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <BlogMeta post={post} />
        <Heading className="text-lg font-semibold leading-snug">
          <Link href={`/blog-single/${post.id}`} className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none dark:hover:text-brand-100">
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{post.summary}</p>
      </div>
    </article>
  );
}
