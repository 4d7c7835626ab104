import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogMeta } from '@/components/blog/blog-meta';
import { PostTags } from '@/components/blog/post-tags';
import { RelatedPosts } from '@/components/blog/related-posts';
import { RichText } from '@/components/content/rich-text';
import { PageBanner } from '@/components/layout/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getBlog, getRelatedBlogs } from '@/lib/content/blogs';
import { parseRecordId } from '@/lib/content/ids';
import { BANNER_KEYS, getBanner } from '@/lib/content/page-titles';
import { readingMinutes } from '@/lib/content/rich-text';
import { pageMetadata } from '@/lib/seo/metadata';
import { blogPostingLd, breadcrumbLd } from '@/lib/seo/structured-data';
import { notFoundMetadata } from '@/components/layout/not-found-content';

export const revalidate = 3600;

// Posts render on their first request and are then served from the cache (docs/seo-and-performance.md#speed).
export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/[locale]/blog-single/[id]'>;

async function loadPost(params: Props['params']) {
  const { locale, id } = await params;
  const postId = parseRecordId(id);
  return { locale: locale as Locale, post: postId ? await getBlog(postId, locale as Locale) : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, post } = await loadPost(params);
  if (!post) return notFoundMetadata(locale);
  return pageMetadata({ locale, path: `/blog-single/${post.id}`, title: post.title, description: post.summary, image: post.image || undefined, type: 'article' });
}

export default async function BlogPostPage({ params }: Props) {
  const { locale, post } = await loadPost(params);
  if (!post) notFound();
  setRequestLocale(locale);
  const [t, content, site, related] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'content' }),
    getTranslations({ locale, namespace: 'site' }),
    getRelatedBlogs(post, locale),
  ]);
  const blogBanner = await getBanner(BANNER_KEYS.blogList, locale, { title: t('title') });
  const crumbs = [
    { name: content('home'), path: '/' },
    { name: blogBanner.title, path: '/blog-list-1' },
    { name: post.title, path: `/blog-single/${post.id}` },
  ];
  return (
    <>
      <JsonLd data={[blogPostingLd({ ...post, locale, agencyName: site('brand') }), breadcrumbLd(crumbs, locale)]} />
      <PageBanner title={post.title} subtitle={post.summary} image={post.image || undefined} crumbs={crumbs.map(({ name, path }) => ({ name, href: path }))} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        <article className="mx-auto max-w-3xl">
          <div className="mb-8 flex flex-wrap items-center gap-x-2 border-b border-slate-200 pb-4 dark:border-slate-800">
            <BlogMeta post={post} />
            <span aria-hidden="true" className="text-slate-600 dark:text-slate-400">·</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{content('readingTime', { minutes: readingMinutes(post.body) })}</span>
          </div>
          <RichText body={post.body} locale={locale} className="text-lg" />
          <footer className="mt-10 flex flex-col gap-6">
            <PostTags tags={post.tags} />
            <Link href="/blog-list-1" className="w-fit font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
              ← {t('backToBlog')}
            </Link>
          </footer>
        </article>
        <RelatedPosts posts={related} />
      </div>
    </>
  );
}
