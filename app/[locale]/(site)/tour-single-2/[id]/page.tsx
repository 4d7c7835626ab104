import type { Metadata } from 'next';
import { HeroTabsLayout } from '@/components/tours/layouts/hero-tabs-layout';
import { loadTourDetailPage, tourDetailMetadata } from '@/components/tours/detail/tour-detail-page';

export const revalidate = 3600;

/** Tours render on their first visit and are then served from the cache (docs/seo-and-performance.md#speed). */
export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: PageProps<'/[locale]/tour-single-2/[id]'>): Promise<Metadata> {
  return tourDetailMetadata(params, 2);
}

export default async function TourSingle2Page({ params }: PageProps<'/[locale]/tour-single-2/[id]'>) {
  return <HeroTabsLayout tour={await loadTourDetailPage(params)} />;
}
