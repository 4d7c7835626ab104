import { useTranslations } from 'next-intl';
import { ContentDate } from '@/components/content/content-date';
import type { BlogSummary } from '@/lib/content/blogs';

const tones = {
  muted: 'text-slate-600 dark:text-slate-400',
  /** Over the dark gradient of a picture. */
  onImage: 'text-slate-100',
};

type BlogMetaProps = { post: Pick<BlogSummary, 'publishedAt' | 'author'>; tone?: keyof typeof tones; small?: boolean };

/** Date and author of a post, in one line. */
export function BlogMeta({ post, tone = 'muted', small = false }: BlogMetaProps) {
  const t = useTranslations('content');
  return (
    <p className={`flex flex-wrap items-center gap-x-2 ${small ? 'text-xs' : 'text-sm'} ${tones[tone]}`}>
      <ContentDate iso={post.publishedAt} />
      {post.author && (
        <>
          <span aria-hidden="true">·</span>
          <span>{t('byAuthor', { author: post.author })}</span>
        </>
      )}
    </p>
  );
}
