import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { locales } from '@/i18n/routing';
import { localizedPath, siteUrl } from '@/lib/seo/urls';

/** Personal, transactional and staff pages: nothing there for a search engine. */
const privatePaths = ['/cart', '/my-bookings', '/review', '/travellers/', '/voucher/', '/payment', '/success', '/pages/booking-pages/', '/login', '/db-'];

export default async function robots(): Promise<MetadataRoute.Robots> {
  // SITE_URL is read when serving, not frozen into the build.
  await connection();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', ...locales.flatMap((locale) => privatePaths.map((path) => localizedPath(path, locale)))],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
