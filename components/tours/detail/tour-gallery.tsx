import { useTranslations } from 'next-intl';
import type { TourDetail, TourImage } from '@/lib/catalog/tours';
import { GalleryMosaicView, GallerySplitView, GalleryStripView } from './tour-gallery-view';

/** The tour's photos, cover first; the cover alone when the gallery is empty. */
export function galleryImages(tour: Pick<TourDetail, 'images' | 'coverImage' | 'title'>): TourImage[] {
  if (tour.images.length) return tour.images;
  return tour.coverImage ? [{ url: tour.coverImage, alt: tour.title, width: 1200, height: 800 }] : [];
}

/** Layout 1: the cover large with up to four photos beside it (./tour-gallery-view.tsx). */
export function GalleryMosaic({ images }: { images: TourImage[] }) {
  const t = useTranslations('tourDetail');
  return <GalleryMosaicView images={images} label={t('gallery')} />;
}

/** A horizontal, swipeable row of every photo (layouts 2, 3 and 4); `eager` near the top of the page. */
export function GalleryStrip({ images, skipFirst = false, eager = false }: { images: TourImage[]; skipFirst?: boolean; eager?: boolean }) {
  const t = useTranslations('tourDetail');
  return <GalleryStripView images={skipFirst ? images.slice(1) : images} label={t('gallery')} eager={eager} />;
}

/** Layout 5: the cover filling its half of the split screen, further photos along its foot. */
export function GallerySplit({ images }: { images: TourImage[] }) {
  const t = useTranslations('tourDetail');
  return <GallerySplitView images={images} label={t('gallery')} />;
}
