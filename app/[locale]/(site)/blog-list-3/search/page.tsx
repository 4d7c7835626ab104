import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogCompact } from '@/components/blog/blog-compact';
import { BlogLead } from '@/components/blog/blog-lead';
import { BlogListFrame, blogListMetadata, loadBlogListing } from '@/components/blog/blog-list-frame';
import type { Locale } from '@/i18n/routing';

// `?page=` and `?tag=` make every request its own page; the posts behind it come from the cache.
export const dynamic = 'force-dynamic';

export const generateMetadata = (props: PageProps<'/[locale]/blog-list-3/search'>) => blogListMetadata('/blog-list-3', props);

/** Blog layout 3: a magazine front, the page's first post large and the others as compact stories. */
export default async function BlogMagazinePage({ params, searchParams }: PageProps<'/[locale]/blog-list-3/search'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [listing, t] = await Promise.all([loadBlogListing(locale, searchParams), getTranslations({ locale, namespace: 'blog' })]);
  const [lead, ...others] = listing.posts;
  return (
    <BlogListFrame pathname="/blog-list-3" locale={locale} listing={listing}>
      {lead && <BlogLead post={lead} />}
      {others.length > 0 && (
        <section aria-labelledby="more-stories" className="mt-10">
          <h2 id="more-stories" className="mb-6 text-2xl font-bold">{t('moreStories')}</h2>
          <div className="grid gap-6 desk:grid-cols-2">
            {others.map((post) => (
              <BlogCompact key={post.id} post={post} />
            ))}
          </div>
        </section>
      )}
    </BlogListFrame>
  );
}
