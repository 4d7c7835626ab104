import type { Metadata } from 'next';
import { CompactLayout } from '@/components/tours/layouts/compact-layout';
import { loadTourDetailPage, tourDetailMetadata } from '@/components/tours/detail/tour-detail-page';

export const revalidate = 3600;

/** Tours render on their first visit and are then served from the cache (docs/seo-and-performance.md#speed). */
export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: PageProps<'/[locale]/tour-single-4/[id]'>): Promise<Metadata> {
  return tourDetailMetadata(params, 4);
}

export default async function TourSingle4Page({ params }: PageProps<'/[locale]/tour-single-4/[id]'>) {
  return <CompactLayout tour={await loadTourDetailPage(params)} />;
}
