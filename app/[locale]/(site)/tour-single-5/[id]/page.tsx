import type { Metadata } from 'next';
import { SplitLayout } from '@/components/tours/layouts/split-layout';
import { loadTourDetailPage, tourDetailMetadata } from '@/components/tours/detail/tour-detail-page';

export const revalidate = 3600;

/** Tours render on their first visit and are then served from the cache (docs/seo-and-performance.md#speed). */
export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: PageProps<'/[locale]/tour-single-5/[id]'>): Promise<Metadata> {
  return tourDetailMetadata(params, 5);
}

export default async function TourSingle5Page({ params }: PageProps<'/[locale]/tour-single-5/[id]'>) {
  return <SplitLayout tour={await loadTourDetailPage(params)} />;
}
