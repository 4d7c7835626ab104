import Image from 'next/image';
import { Link } from '@/i18n/navigation';
import type { BlogSummary } from '@/lib/content/blogs';
import { BlogMeta } from './blog-meta';

/** A post as a small thumbnail beside its title and summary (the magazine layout's other stories). */
export function BlogCompact({ post }: { post: BlogSummary }) {
  return (
    <article className="group relative flex gap-4 border-b border-slate-200 pb-6 dark:border-slate-800">
      <div className="relative aspect-square w-24 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:w-32 dark:bg-slate-800">
        {post.image && <Image src={post.image} alt="" fill sizes="128px" className="object-cover transition duration-700 group-hover:scale-105" />}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold leading-snug sm:text-lg">
          <Link href={`/blog-single/${post.id}`} className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none dark:hover:text-brand-100">
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{post.summary}</p>
        <BlogMeta post={post} small />
      </div>
    </article>
  );
}
