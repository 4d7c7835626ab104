import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/auth/guards';
import { ResourcePage, resourceMetadata } from '@/components/dashboard/crud/resource-page';
import { TestimonialsScreen } from '@/components/dashboard/resources/testimonials';
import { DashboardMessages } from '@/components/providers/page-messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/db-add-Testimonials'>): Promise<Metadata> {
  return resourceMetadata((await params).locale as Locale, 'testimonials');
}

/** Staff manage travellers' testimonials. */
export default async function TestimonialsPage({ params }: PageProps<'/[locale]/db-add-Testimonials'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdminPage(locale);
  return (
    <DashboardMessages namespaces={['adminResources', 'auth', 'validation']}>
      <ResourcePage locale={locale} resource="testimonials">
        <TestimonialsScreen />
      </ResourcePage>
    </DashboardMessages>
  );
}
