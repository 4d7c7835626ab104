import type { Metadata } from 'next';
import { MagazineLayout } from '@/components/tours/layouts/magazine-layout';
import { loadTourDetailPage, tourDetailMetadata } from '@/components/tours/detail/tour-detail-page';

export const revalidate = 3600;

/** Tours render on their first visit and are then served from the cache (docs/seo-and-performance.md#speed). */
export function generateStaticParams() {
  return [];
}

export function generateMetadata({ params }: PageProps<'/[locale]/tour-single-3/[id]'>): Promise<Metadata> {
  return tourDetailMetadata(params, 3);
}

export default async function TourSingle3Page({ params }: PageProps<'/[locale]/tour-single-3/[id]'>) {
  return <MagazineLayout tour={await loadTourDetailPage(params)} />;
}
