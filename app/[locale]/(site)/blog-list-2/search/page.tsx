import { setRequestLocale } from 'next-intl/server';
import { BlogListFrame, blogListMetadata, loadBlogListing } from '@/components/blog/blog-list-frame';
import { BlogRow } from '@/components/blog/blog-row';
import { BlogSidebar } from '@/components/blog/blog-sidebar';
import type { Locale } from '@/i18n/routing';

// `?page=` and `?tag=` make every request its own page; the posts behind it come from the cache.
export const dynamic = 'force-dynamic';

export const generateMetadata = (props: PageProps<'/[locale]/blog-list-2/search'>) => blogListMetadata('/blog-list-2', props);

/** Blog layout 2: wide rows beside a sidebar of topics and recent posts. */
export default async function BlogListWithSidebarPage({ params, searchParams }: PageProps<'/[locale]/blog-list-2/search'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const listing = await loadBlogListing(locale, searchParams);
  return (
    <BlogListFrame pathname="/blog-list-2" locale={locale} listing={listing}>
      <div className="grid gap-10 desk:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-6">
          {listing.posts.map((post, index) => (
            <BlogRow key={post.id} post={post} priority={index === 0} />
          ))}
        </div>
        <BlogSidebar locale={locale} activeTag={listing.tag} />
      </div>
    </BlogListFrame>
  );
}
