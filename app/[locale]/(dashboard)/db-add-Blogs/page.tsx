import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { BlogsScreen } from '@/components/dashboard/resources/blogs';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-Blogs'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'blogs');
}

/** Staff write and publish blog posts. */
export default async function BlogsPage({ params }: PageProps<'/[locale]/db-add-Blogs'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="blogs">
        <BlogsScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
