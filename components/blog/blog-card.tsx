import Image from 'next/image';
import { Link } from '@/i18n/navigation';
import type { BlogSummary } from '@/lib/content/blogs';
import { BlogMeta } from './blog-meta';

type BlogCardProps = { post: BlogSummary; headingLevel?: 2 | 3; priority?: boolean };

/** A post as a card with its picture on top (grid of blog-list-1, related posts). */
export function BlogCard({ post, headingLevel = 2, priority = false }: BlogCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group post-card">
      <div className="card-media">
        {post.image && (
          <Image
            src={post.image}
            alt=""
            fill
            sizes="(min-width: 1200px) 384px, (min-width: 640px) 50vw, 100vw"
            className="card-photo"
            priority={priority}
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <BlogMeta post={post} />
        <Heading className="card-title">
          <Link href={`/blog-single/${post.id}`} className="post-card-link">
            {post.title}
          </Link>
        </Heading>
        <p className="post-summary">{post.summary}</p>
      </div>
    </article>
  );
}
