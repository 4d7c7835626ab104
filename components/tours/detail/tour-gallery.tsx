import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { TourDetail, TourImage } from '@/lib/catalog/tours';

/** The tour's photos, cover first; the cover alone when the gallery is empty. */
export function galleryImages(tour: Pick<TourDetail, 'images' | 'coverImage' | 'title'>): TourImage[] {
  if (tour.images.length) return tour.images;
  return tour.coverImage ? [{ url: tour.coverImage, alt: tour.title, width: 1200, height: 800 }] : [];
}

/** How the mosaic is laid out for the number of photos beside the cover it can show (0, 1, 2 or 4). */
const mosaicLayouts = {
  0: { grid: 'grid-cols-1', cover: 'aspect-[21/9]' },
  1: { grid: 'grid-cols-2', cover: 'aspect-[3/2]' },
  2: { grid: 'grid-cols-2 sm:grid-cols-3 sm:grid-rows-2', cover: 'col-span-2 aspect-[3/2] sm:row-span-2' },
  4: { grid: 'grid-cols-2 sm:grid-cols-4 sm:grid-rows-2', cover: 'col-span-2 aspect-[3/2] sm:row-span-2' },
} as const;

/**
 * Layout 1: the cover large with up to four photos beside it. The cover is the phone's largest paint:
 * fetched at once and first (`fetchPriority`), without a preload in the head, where its seven-width
 * `imagesrcset` cost ≈ 0.7 KB of every tour page while the `<img>` itself is in the HTML's first
 * packet, where the browser's preload scanner finds it as soon (docs/decisions/0162).
 */
export function GalleryMosaic({ images }: { images: TourImage[] }) {
  const t = useTranslations('tourDetail');
  const [cover, ...rest] = images;
  if (!cover) return null;
  const beside = rest.length >= 4 ? 4 : Math.min(rest.length, 2);
  const layout = mosaicLayouts[beside as keyof typeof mosaicLayouts];
  return (
    <section aria-label={t('gallery')} className={`grid gap-2 overflow-hidden rounded-2xl ${layout.grid}`}>
      <div className={`relative ${layout.cover}`}>
        <Image src={cover.url} alt={cover.alt} fill loading="eager" fetchPriority="high" sizes="(min-width: 1200px) 640px, (min-width: 640px) 66vw, 100vw" className="object-cover" />
      </div>
      {rest.slice(0, beside).map((image) => (
        <div key={image.url} className="relative aspect-[3/2] sm:aspect-auto sm:min-h-40">
          <Image src={image.url} alt={image.alt} fill sizes="(min-width: 1200px) 320px, (min-width: 640px) 33vw, 50vw" className="object-cover" />
        </div>
      ))}
    </section>
  );
}

/**
 * A horizontal, swipeable row of every photo (layouts 2, 3 and 4); `eager` when it is near the top of
 * the page. The photos' alt texts are for screen readers; printed under the photos they only repeated
 * the tour's name.
 */
export function GalleryStrip({ images, skipFirst = false, eager = false }: { images: TourImage[]; skipFirst?: boolean; eager?: boolean }) {
  const t = useTranslations('tourDetail');
  const shown = skipFirst ? images.slice(1) : images;
  if (!shown.length) return null;
  return (
    // Scrollable, so it must be reachable by keyboard (tabIndex) and named for screen readers.
    <section aria-label={t('gallery')} tabIndex={0} className="relative snap-x snap-mandatory overflow-x-auto pb-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
      <ul className="flex gap-3">
        {shown.map((image, index) => (
          <li key={image.url} className="relative aspect-[3/2] w-72 shrink-0 snap-start overflow-hidden rounded-xl sm:w-96">
            <Image src={image.url} alt={image.alt} fill loading={eager && index === 0 ? 'eager' : 'lazy'} sizes="(min-width: 640px) 384px, 288px" className="object-cover" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** As many columns as photos, so a short row is not half empty. */
const thumbColumns = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' } as const;

/**
 * Layout 5: the half of the split screen that stays put while the text scrolls: the cover filling the
 * panel with a row of further photos along its foot.
 */
export function GallerySplit({ images }: { images: TourImage[] }) {
  const t = useTranslations('tourDetail');
  const [cover, ...rest] = images;
  if (!cover) return null;
  return (
    <section aria-label={t('gallery')} className="flex h-full flex-col gap-2">
      <div className="relative aspect-[4/3] flex-1 overflow-hidden desk:aspect-auto">
        <Image src={cover.url} alt={cover.alt} fill loading="eager" fetchPriority="high" sizes="(min-width: 1200px) 50vw, 100vw" className="object-cover" />
      </div>
      {rest.length > 0 && (
        <div className={`grid gap-2 ${thumbColumns[Math.min(rest.length, 4) as 1 | 2 | 3 | 4]}`}>
          {rest.slice(0, 4).map((image) => (
            <div key={image.url} className="relative aspect-[4/3] overflow-hidden">
              <Image src={image.url} alt={image.alt} fill sizes="(min-width: 1200px) 12vw, 25vw" className="object-cover" />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
