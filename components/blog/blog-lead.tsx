import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { BlogSummary } from '@/lib/content/blogs';
import { BlogMeta } from './blog-meta';

/** The magazine layout's lead story: a large picture with the title set over it (blog-list-3). */
export function BlogLead({ post }: { post: BlogSummary }) {
  const t = useTranslations('blog');
  return (
    <article className="group relative isolate overflow-hidden rounded-3xl bg-slate-900 text-white">
      <div className="relative aspect-[4/3] sm:aspect-[16/9] desk:aspect-[21/9]">
        {post.image && (
          <Image src={post.image} alt="" fill sizes="(min-width: 1280px) 1248px, 100vw" className="-z-10 object-cover opacity-80 transition duration-700 group-hover:scale-105" priority />
        )}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950 via-slate-950/60 to-transparent" aria-hidden="true" />
        <div className="absolute inset-x-0 bottom-0 flex flex-col gap-3 p-5 sm:p-8 desk:max-w-3xl">
          <p className="w-fit rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold uppercase tracking-wide">{t('leadPost')}</p>
          <h2 className="text-2xl font-extrabold leading-tight sm:text-4xl">
            <Link href={`/blog-single/${post.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
              {post.title}
            </Link>
          </h2>
          <p className="hidden text-slate-100 sm:line-clamp-2">{post.summary}</p>
          <BlogMeta post={post} tone="onImage" />
        </div>
      </div>
    </article>
  );
}
