import { setRequestLocale } from 'next-intl/server';
import { BlogCard } from '@/components/blog/blog-card';
import { BlogListFrame, blogListMetadata, loadBlogListing } from '@/components/blog/blog-list-frame';
import type { Locale } from '@/i18n/routing';

// `?page=` and `?tag=` make every request its own page; the posts behind it come from the cache.
export const dynamic = 'force-dynamic';

export const generateMetadata = (props: PageProps<'/[locale]/blog-list-1/search'>) => blogListMetadata('/blog-list-1', props);

/** Blog layout 1: a grid of cards. */
export default async function BlogGridPage({ params, searchParams }: PageProps<'/[locale]/blog-list-1/search'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const listing = await loadBlogListing(locale, searchParams);
  return (
    <BlogListFrame pathname="/blog-list-1" locale={locale} listing={listing}>
      <div className="grid gap-6 sm:grid-cols-2 desk:grid-cols-3">
        {listing.posts.map((post, index) => (
          <BlogCard key={post.id} post={post} priority={index < 3} />
        ))}
      </div>
    </BlogListFrame>
  );
}
