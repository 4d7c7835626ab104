import type { Metadata } from 'next';
import { ClassicLayout } from '@/components/tours/layouts/classic-layout';
import { loadTourDetailPage, tourDetailMetadata } from '@/components/tours/detail/tour-detail-page';

export const revalidate = 3600;

/** Tours render on their first visit and are then served from the cache (docs/seo-and-performance.md#speed). */
export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: PageProps<'/[locale]/tour-single-1/[id]'>): Promise<Metadata> {
  return tourDetailMetadata(params, 1);
}

export default async function TourSingle1Page({ params }: PageProps<'/[locale]/tour-single-1/[id]'>) {
  return <ClassicLayout tour={await loadTourDetailPage(params)} />;
}
