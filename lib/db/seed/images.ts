import type { Localized, tourImages } from '../schema';
import type { RegionSlug } from './regions';
import manifest from './image-manifest.json';

/**
 * Paths of the demo pictures. scripts/generate-demo-images.mjs draws them from image-manifest.json,
 * the one list both sides read, so the seed never points at a file that was not generated.
 */
export const imageManifest = manifest as {
  card: { width: number; height: number };
  slider: { width: number; height: number };
  og: { width: number; height: number; scene: RegionSlug };
  regions: RegionSlug[];
  tours: RegionSlug[];
  imagesPerTour: number;
  tourTimes: TimeOfDay[];
  blogs: RegionSlug[];
  sliders: RegionSlug[];
};

export const regionImage = (slug: RegionSlug) => `/images/regions/${slug}.webp`;
export const blogImage = (n: number) => `/images/blogs/blog-${n}.webp`;
export const sliderImage = (n: number) => `/images/sliders/slider-${n}.webp`;
export const tourImageUrl = (tourId: number, k: number) => `/images/tours/tour-${tourId}-${k}.webp`;

/** What each scene shows, for alt texts. */
const sceneSubject: Record<RegionSlug, Localized> = {
  cappadocia: { tr: 'peri bacaları ve sıcak hava balonları', en: 'fairy chimneys and hot-air balloons', ru: '«каменные грибы» и воздушные шары' },
  istanbul: { tr: 'camiler ve Boğaz\'da bir vapur', en: 'mosques and a ferry on the Bosphorus', ru: 'мечети и паром на Босфоре' },
  aegean: { tr: 'Ege kıyısında zeytin ağaçları ve beyaz evler', en: 'olive trees and white houses on the Aegean coast', ru: 'оливковые деревья и белые домики на Эгейском побережье' },
  mediterranean: { tr: 'Toros Dağları önünde turkuaz bir koy ve yelkenli', en: 'a turquoise bay and a sailing boat below the Taurus Mountains', ru: 'бирюзовая бухта и парусник у подножия гор Тавр' },
  'black-sea': { tr: 'sisli yeşil yaylalar ve çam ağaçları', en: 'misty green highlands and pine trees', ru: 'туманные зелёные плато и сосны' },
  pamukkale: { tr: 'beyaz traverten terasları ve termal havuzlar', en: 'white travertine terraces and thermal pools', ru: 'белые травертиновые террасы и термальные бассейны' },
  southeast: { tr: 'Mezopotamya Ovası\'na bakan tepedeki taş evler', en: 'stone houses on a hill above the Mesopotamian plain', ru: 'каменные дома на холме над Месопотамской равниной' },
  east: { tr: 'karlı bir dağın yansıdığı göl ve adadaki kilise', en: 'a lake reflecting a snowy mountain, with a church on an island', ru: 'озеро, в котором отражается заснеженная гора, и церковь на острове' },
  thrace: { tr: 'ayçiçeği tarlaları ve uzakta bir cami', en: 'sunflower fields and a distant mosque', ru: 'подсолнечные поля и мечеть вдали' },
};

type TimeOfDay = 'day' | 'sunset' | 'dawn';

const timeOfDay: Record<TimeOfDay, Localized> = {
  day: { tr: 'gündüz', en: 'by day', ru: 'днём' },
  sunset: { tr: 'gün batımında', en: 'at sunset', ru: 'на закате' },
  dawn: { tr: 'gün doğumunda', en: 'at dawn', ru: 'на рассвете' },
};

/** The pictures of one tour; the first is the cover. */
export function tourImageRows(tourId: number, title: Localized): (typeof tourImages.$inferInsert)[] {
  const scene = imageManifest.tours[tourId - 1];
  if (!scene) throw new Error(`image-manifest.json has no pictures for tour ${tourId}`);
  const subject = sceneSubject[scene];
  return Array.from({ length: imageManifest.imagesPerTour }, (_, i) => {
    const time = timeOfDay[imageManifest.tourTimes[i % imageManifest.tourTimes.length]];
    return {
      tourId,
      url: tourImageUrl(tourId, i + 1),
      alt: {
        tr: `${title.tr} – ${subject.tr}, ${time.tr}`,
        en: `${title.en} – ${subject.en} ${time.en}`,
        ru: `${title.ru} – ${subject.ru} ${time.ru}`,
      },
      width: imageManifest.card.width,
      height: imageManifest.card.height,
      sortOrder: i,
      isCover: i === 0,
    };
  });
}
