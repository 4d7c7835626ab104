import type { regions, tourTypes } from '../schema';
import { t } from './localized';
import { regionImage } from './images';

/** The spec's fixed list of tour types; the ids are part of the contract. */
export const TOUR_TYPE = { nature: 1, adventure: 2, culture: 3, food: 4, city: 5 } as const;
export type TourTypeId = (typeof TOUR_TYPE)[keyof typeof TOUR_TYPE];

export const tourTypeRows: (typeof tourTypes.$inferInsert)[] = [
  { id: TOUR_TYPE.nature, name: t('Doğa Turları', 'Nature tours', 'Природные туры') },
  { id: TOUR_TYPE.adventure, name: t('Macera Turları', 'Adventure tours', 'Приключенческие туры') },
  { id: TOUR_TYPE.culture, name: t('Kültür Turları', 'Culture tours', 'Культурные туры') },
  { id: TOUR_TYPE.food, name: t('Gastronomi Turları', 'Food tours', 'Гастрономические туры') },
  { id: TOUR_TYPE.city, name: t('Şehir Turları', 'City tours', 'Городские экскурсии') },
];

const REGION_SLUGS = [
  'cappadocia',
  'istanbul',
  'aegean',
  'mediterranean',
  'black-sea',
  'pamukkale',
  'southeast',
  'east',
  'thrace',
] as const;
export type RegionSlug = (typeof REGION_SLUGS)[number];

/** Region ids follow REGION_SLUGS (1-based); they are inserted explicitly so tours can refer to them. */
export const regionId = (slug: RegionSlug) => REGION_SLUGS.indexOf(slug) + 1;

type RegionText = Pick<typeof regions.$inferInsert, 'name' | 'description'>;

const regionText: Record<RegionSlug, RegionText> = {
  cappadocia: {
    name: t('Kapadokya', 'Cappadocia', 'Каппадокия'),
    description: t(
      'Peri bacaları, kaya kiliseleri, yeraltı şehirleri ve gün doğumunda gökyüzünü dolduran balonlarıyla Kapadokya, milyonlarca yıl önce volkanların şekillendirdiği masalsı bir coğrafya.',
      'With its fairy chimneys, rock-cut churches, underground cities and balloons filling the sky at sunrise, Cappadocia is a fairy-tale landscape shaped by volcanoes millions of years ago.',
      '«Каменные грибы», пещерные церкви, подземные города и воздушные шары, заполняющие небо на рассвете: Каппадокия — сказочный край, созданный вулканами миллионы лет назад.',
    ),
  },
  istanbul: {
    name: t('İstanbul', 'Istanbul', 'Стамбул'),
    description: t(
      'İki kıtayı birleştiren, Bizans ve Osmanlı\'ya başkentlik yapmış İstanbul; sarayları, çarşıları, Boğaz\'ı ve sofralarıyla her gün yeniden keşfedilen bir şehir.',
      'Spanning two continents and once the capital of both Byzantium and the Ottomans, Istanbul is a city you rediscover every day through its palaces, bazaars, the Bosphorus and its tables.',
      'Стамбул, раскинувшийся на двух континентах и бывший столицей Византии и Османской империи, — город, который открываешь заново каждый день: дворцы, базары, Босфор и застолья.',
    ),
  },
  aegean: {
    name: t('Ege', 'Aegean Coast', 'Эгейское побережье'),
    description: t(
      'Zeytinlikleri, antik kentleri ve koylarıyla Ege; Efes\'ten Urla\'ya, İzmir\'den Şirince\'ye hem tarih hem lezzet rotası.',
      'With its olive groves, ancient cities and coves, the Aegean is a route of history and flavour, from Ephesus to Urla and from Izmir to Şirince.',
      'Оливковые рощи, античные города и бухты: Эгейское побережье — маршрут истории и вкуса от Эфеса до Урлы и от Измира до Шириндже.',
    ),
  },
  mediterranean: {
    name: t('Akdeniz', 'Mediterranean Coast', 'Средиземноморское побережье'),
    description: t(
      'Toros Dağları\'nın denize indiği Akdeniz kıyısı; Antalya\'nın tarihi Kaleiçi\'si, kanyonları, Likya kentleri ve turkuaz koylarıyla maceranın adresi.',
      'Where the Taurus Mountains meet the sea: with Antalya\'s old town, its canyons, Lycian cities and turquoise coves, the Mediterranean coast is the place for adventure.',
      'Там, где горы Тавр спускаются к морю: Средиземноморское побережье со старым городом Анталии, каньонами, ликийскими городами и бирюзовыми бухтами — место для приключений.',
    ),
  },
  'black-sea': {
    name: t('Karadeniz', 'Black Sea', 'Черноморье'),
    description: t(
      'Sisli yaylaları, çay bahçeleri, ahşap evleri ve coşkulu mutfağıyla Karadeniz, Türkiye\'nin en yeşil köşesi.',
      'With its misty plateaus, tea gardens, wooden houses and lively cuisine, the Black Sea region is the greenest corner of Turkey.',
      'Туманные плато, чайные плантации, деревянные дома и яркая кухня — Черноморье самый зелёный уголок Турции.',
    ),
  },
  pamukkale: {
    name: t('Pamukkale ve Denizli', 'Pamukkale and Denizli', 'Памуккале и Денизли'),
    description: t(
      'Bembeyaz traverten terasları, termal suları ve Hierapolis, Laodikeia, Afrodisias gibi antik kentleriyle Denizli ve çevresi.',
      'Denizli and its surroundings, with the snow-white travertine terraces, thermal waters and ancient cities such as Hierapolis, Laodicea and Aphrodisias.',
      'Денизли и окрестности: белоснежные травертиновые террасы, термальные воды и античные города — Иераполис, Лаодикия и Афродисиас.',
    ),
  },
  southeast: {
    name: t('Güneydoğu Anadolu', 'Southeastern Anatolia', 'Юго-Восточная Анатолия'),
    description: t(
      'Mezopotamya\'ya bakan taş şehirler Mardin ve Midyat, Göbeklitepe\'nin 12.000 yıllık dikilitaşları ve Gaziantep\'in ünlü mutfağı.',
      'The stone cities of Mardin and Midyat overlooking Mesopotamia, the 12,000-year-old pillars of Göbeklitepe and the famous cuisine of Gaziantep.',
      'Каменные города Мардин и Мидьят над Месопотамией, 12 000-летние столбы Гёбекли-Тепе и знаменитая кухня Газиантепа.',
    ),
  },
  east: {
    name: t('Doğu Anadolu', 'Eastern Anatolia', 'Восточная Анатолия'),
    description: t(
      'Karlı zirveleri, Van Gölü\'nün turkuaz suları, Ani\'nin Orta Çağ katedralleri ve Erzurum\'un Selçuklu mirasıyla Doğu Anadolu\'nun geniş ve sessiz coğrafyası.',
      'The wide, quiet land of Eastern Anatolia, with its snowy peaks, the turquoise water of Lake Van, the medieval cathedrals of Ani and the Seljuk heritage of Erzurum.',
      'Широкие и тихие просторы Восточной Анатолии: заснеженные вершины, бирюзовые воды озера Ван, средневековые соборы Ани и сельджукское наследие Эрзурума.',
    ),
  },
  thrace: {
    name: t('Trakya', 'Thrace', 'Фракия'),
    description: t(
      'Edirne\'nin Selimiye Camii, ayçiçeği tarlaları ve bağ evleriyle Trakya. Bu bölgedeki yeni programlarımız hazırlanıyor.',
      'Thrace, with Edirne\'s Selimiye Mosque, sunflower fields and vineyards. Our new programmes in this region are in preparation.',
      'Фракия: мечеть Селимие в Эдирне, подсолнечные поля и винодельни. Новые программы в этом регионе готовятся.',
    ),
  },
};

/** Thrace is kept inactive on purpose: the site must hide inactive regions (docs/product-rules.md#bookings). */
const INACTIVE: ReadonlySet<RegionSlug> = new Set(['thrace']);

export const regionRows: (typeof regions.$inferInsert)[] = REGION_SLUGS.map((slug) => ({
  id: regionId(slug),
  ...regionText[slug],
  image: regionImage(slug),
  orderNo: regionId(slug),
  isActive: !INACTIVE.has(slug),
}));
