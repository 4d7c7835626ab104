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
  /** Three pictures per tour, each "region:place" with an optional "@time" ("cappadocia:balloons@dawn"). */
  tours: TourShot[][];
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

type TimeOfDay = 'day' | 'sunset' | 'dawn' | 'dusk';
type TourShot = string;

const timeOfDay: Record<TimeOfDay, Localized> = {
  day: { tr: 'gündüz', en: 'by day', ru: 'днём' },
  sunset: { tr: 'gün batımında', en: 'at sunset', ru: 'на закате' },
  dawn: { tr: 'gün doğumunda', en: 'at dawn', ru: 'на рассвете' },
  dusk: { tr: 'akşam karanlığında', en: 'at dusk', ru: 'в сумерках' },
};

const l = (tr: string, en: string, ru: string): Localized => ({ tr, en, ru });

/**
 * What each tour picture shows (scripts/demo-images/tours.mjs draws them), for alt texts. `indoors`:
 * no sky in the picture, so the time of day is not mentioned.
 */
export const placeSubject: Record<string, { text: Localized; indoors?: true }> = {
  'cappadocia:balloons': { text: l('peri bacalarının üzerinde yükselen sıcak hava balonları', 'hot-air balloons rising over the fairy chimneys', 'воздушные шары, поднимающиеся над «каменными грибами»') },
  'cappadocia:balloon-basket': { text: l('yolcularıyla bir balon sepeti ve aşağıda vadiler', 'a balloon basket with its passengers above the valleys', 'корзина воздушного шара с пассажирами над долинами') },
  'cappadocia:balloon-launch': { text: l('kalkış alanında ekibinin şişirdiği bir balon', 'a balloon being inflated by its crew at the launch field', 'экипаж наполняет воздушный шар на стартовой площадке') },
  'cappadocia:uchisar': { text: l('Uçhisar Kalesi’nin oyma pencereli kaya kütlesi ve eteğindeki köy', 'the rock of Uçhisar Castle, riddled with carved windows, and the village below', 'скала крепости Учхисар с вырубленными окнами и деревня у её подножия') },
  'cappadocia:pasabag': { text: l('Paşabağ’ın çok başlı peri bacaları', 'the multi-headed fairy chimneys of Paşabağ', 'многоглавые «каменные грибы» Пашабага') },
  'cappadocia:goreme-church': { text: l('Göreme’de kayaya oyulmuş bir kilisenin cephesi', 'the carved front of a rock-cut church in Göreme', 'фасад вырубленной в скале церкви в Гёреме') },
  'cappadocia:ihlara': { text: l('Ihlara Vadisi’nin kanyonunda Melendiz Çayı, kavaklar ve yürüyüşçüler', 'the Melendiz stream, poplars and hikers in the gorge of Ihlara Valley', 'река Мелендиз, тополя и туристы в ущелье долины Ихлара') },
  'cappadocia:underground': { text: l('Derinkuyu Yeraltı Şehri’nde sürgü taşı kapı ve kandil ışığında bir tünel', 'a rolling stone door and a lamp-lit tunnel in Derinkuyu Underground City', 'каменная дверь-жёрнов и освещённый тоннель подземного города Деринкую'), indoors: true },
  'cappadocia:selime': { text: l('Selime Manastırı’nın kayaya oyulmuş cepheleri', 'the rock-cut façades of Selime Monastery', 'вырубленные в скале фасады монастыря Селиме') },
  'cappadocia:atv': { text: l('peri bacaları arasındaki tozlu patikada ATV’ler', 'ATVs on a dusty trail among the fairy chimneys', 'квадроциклы на пыльной тропе среди «каменных грибов»') },
  'cappadocia:rose-valley': { text: l('Güllüdere Vadisi’nin pembe ve krem tüf yamaçları', 'the pink and cream tuff slopes of the Rose Valley', 'розово-кремовые туфовые склоны Розовой долины') },
  'cappadocia:love-valley': { text: l('Aşıklar Vadisi’nin uzun peri bacaları', 'the tall fairy chimneys of the Love Valley', 'высокие «каменные грибы» Долины любви') },
  'cappadocia:pottery': { text: l('Avanos’ta bir çömlek atölyesi: çarkta bir testi, raflarda çömlekler', 'a pottery workshop in Avanos: a jug on the wheel and pots on the shelves', 'гончарная мастерская в Аваносе: кувшин на круге и горшки на полках'), indoors: true },
  'cappadocia:testi-kebab': { text: l('sofrada kırılıp açılmış bir testi kebabı', 'a pottery kebab broken open at the table', 'кебаб в разбитом кувшине на столе'), indoors: true },
  'cappadocia:avanos': { text: l('Kızılırmak üzerindeki asma köprü ve Avanos evleri', 'the footbridge over the Kızılırmak and the houses of Avanos', 'подвесной мост через Кызылырмак и дома Аваноса') },

  'istanbul:hagia-sophia': { text: l('bahçesinin ardında Ayasofya’nın kubbeleri ve minareleri', 'the domes and minarets of Hagia Sophia behind its garden', 'купола и минареты Айя-Софии за садом') },
  'istanbul:grand-bazaar': { text: l('Kapalıçarşı’nın kemerleri altında halılar ve renkli lambalar', 'carpets and coloured lamps under the vaults of the Grand Bazaar', 'ковры и цветные лампы под сводами Гранд-базара'), indoors: true },
  'istanbul:topkapi': { text: l('Topkapı Sarayı’nın iki kuleli Bab-üs Selam kapısı', 'the twin-towered Gate of Salutation of Topkapı Palace', 'Врата приветствия дворца Топкапы с двумя башнями') },
  'istanbul:bosphorus-bridge': { text: l('Boğaz Köprüsü ve altından geçen vapurlar', 'the Bosphorus Bridge with ferries passing beneath', 'Босфорский мост и проходящие под ним паромы') },
  'istanbul:dolmabahce': { text: l('Boğaz kıyısında Dolmabahçe Sarayı’nın beyaz cephesi ve saat kulesi', 'the white waterfront façade and clock tower of Dolmabahçe Palace', 'белый фасад дворца Долмабахче и часовая башня на берегу Босфора') },
  'istanbul:blue-mosque': { text: l('lale tarhlarının ardında Sultanahmet Camii’nin altı minaresi', 'the six minarets of the Blue Mosque above beds of tulips', 'шесть минаретов Голубой мечети над клумбами тюльпанов') },
  'istanbul:maidens-tower': { text: l('Boğaz’da Kız Kulesi', 'the Maiden’s Tower in the Bosphorus', 'Девичья башня в Босфоре') },
  'istanbul:market': { text: l('Kadıköy çarşısında turşu kavanozları ve meyve tezgâhları', 'pickle jars and fruit stalls in the Kadıköy market', 'банки с соленьями и фруктовые прилавки на рынке Кадыкёя') },
  'istanbul:tea-simit': { text: l('deniz kenarında bir masada simit ve çay', 'simit and tea on a table by the sea', 'симит и чай на столике у моря') },
  'istanbul:fish-market': { text: l('balık pazarında buz üzerinde taze balıklar', 'fresh fish on ice at the fish market', 'свежая рыба на льду на рыбном рынке'), indoors: true },
  'istanbul:meyhane': { text: l('Boğaz kıyısında mezeler ve rakı, arkada ışıklı köprü', 'meze and rakı by the Bosphorus, the lit bridge behind', 'мезе и ракы на берегу Босфора, позади освещённый мост') },
  'istanbul:galata': { text: l('Haliç’in üzerinde Galata Kulesi ve balıkçı tekneleri', 'the Galata Tower above the Golden Horn, with fishing boats', 'Галатская башня над Золотым Рогом и рыбацкие лодки') },

  'aegean:celsus': { text: l('Efes’te Celsus Kütüphanesi’nin sütunlu cephesi', 'the columned façade of the Library of Celsus in Ephesus', 'колоннада фасада библиотеки Цельса в Эфесе') },
  'aegean:ephesus-street': { text: l('Efes’te sütunlarla çevrili mermer Kuretler Caddesi', 'the marble Curetes Street in Ephesus, lined with columns', 'мраморная улица Куретов в Эфесе с колоннами по сторонам') },
  'aegean:sirince': { text: l('bağların üzerinde kırmızı kiremitli Şirince evleri', 'the red-roofed houses of Şirince above the vineyards', 'дома Шириндже с красными крышами над виноградниками') },
  'aegean:clock-tower': { text: l('İzmir Saat Kulesi, palmiyeler ve Konak Meydanı’ndaki güvercinler', 'the Izmir Clock Tower, palms and pigeons on Konak Square', 'часовая башня Измира, пальмы и голуби на площади Конак') },
  'aegean:kordon': { text: l('Kordon’da palmiyeler ve deniz kenarında yürüyenler', 'palms and strollers by the sea on the Kordon', 'пальмы и гуляющие у моря на набережной Кордон') },
  'aegean:asansor': { text: l('tepedeki evlere çıkan tarihi Asansör kulesi', 'the historic Asansör tower climbing to the hillside houses', 'историческая башня-лифт Асансёр, ведущая к домам на холме') },
  'aegean:vineyard': { text: l('Urla’da asma sıraları ve bir şaraphane', 'rows of vines and a winery in Urla', 'ряды лоз и винодельня в Урле') },
  'aegean:wine-table': { text: l('bağlara bakan bir masada şarap, peynir ve üzüm', 'wine, cheese and grapes on a table above the vineyards', 'вино, сыр и виноград на столе с видом на виноградники') },
  'aegean:olive-grove': { text: l('denize bakan bir zeytinlik ve bir sepet zeytin', 'an olive grove above the sea and a basket of olives', 'оливковая роща над морем и корзина оливок') },

  'pamukkale:hierapolis-theatre': { text: l('Hierapolis Antik Tiyatrosu’nun basamakları ve sahne binası', 'the tiers and stage building of the theatre of Hierapolis', 'ряды и сценическое здание театра Иераполиса') },
  'pamukkale:antique-pool': { text: l('Antik Havuz’da yüzenler ve suya batmış sütunlar', 'swimmers and sunken columns in the Antique Pool', 'купальщики и затопленные колонны в Античном бассейне') },
  'pamukkale:salda': { text: l('Salda Gölü’nün beyaz kıyısı ve turkuaz suyu', 'the white shore and turquoise water of Lake Salda', 'белый берег и бирюзовая вода озера Салда') },
  'pamukkale:cave': { text: l('Kaklık Mağarası’nda tepeden süzülen ışıkta beyaz traverten havuzları', 'white travertine pools in the light falling into Kaklık Cave', 'белые травертиновые ванночки в свете, падающем в пещеру Каклык'), indoors: true },
  'pamukkale:tetrapylon': { text: l('Afrodisias’ın anıtsal kapısı Tetrapylon', 'the Tetrapylon, the monumental gate of Aphrodisias', 'Тетрапилон — парадные ворота Афродисиаса') },
  'pamukkale:stadium': { text: l('Afrodisias Stadyumu’nun uzun oturma sıraları', 'the long rows of seats of the stadium of Aphrodisias', 'длинные ряды сидений стадиона Афродисиаса') },
  'pamukkale:colonnade': { text: l('Laodikeia’nın sütunlu caddesi', 'the colonnaded street of Laodicea', 'улица с колоннадой в Лаодикии') },

  'southeast:baklava': { text: l('bakır tepside fıstıklı baklava ve çay', 'pistachio baklava on a copper tray, with tea', 'фисташковая пахлава на медном подносе и чай'), indoors: true },
  'southeast:gaziantep-castle': { text: l('şehrin üzerinde, tepesindeki Gaziantep Kalesi', 'Gaziantep Castle on its mound above the city', 'крепость Газиантепа на холме над городом') },
  'southeast:copper-bazaar': { text: l('Bakırcılar Çarşısı’nda asılı bakır kaplar ve çalışan bir usta', 'copper pots hanging in the coppersmiths’ bazaar, and a craftsman at work', 'медная посуда в ряду медников и мастер за работой'), indoors: true },
  'southeast:midyat-church': { text: l('Midyat’ta çan kuleli taş bir kilise', 'a stone church with its bell tower in Midyat', 'каменная церковь с колокольней в Мидьяте') },
  'southeast:monastery': { text: l('bal rengi taştan Deyrulzafaran Manastırı', 'the honey-coloured Deyrulzafaran Monastery', 'монастырь Дейрульзафаран из медового камня') },
  'southeast:gobeklitepe': { text: l('Göbeklitepe’nin koruma çatısı altındaki T biçimli dikilitaşları', 'the T-shaped pillars of Göbeklitepe under their protective roof', 'Т-образные столбы Гёбекли-Тепе под защитной крышей') },
  'southeast:balikligol': { text: l('Balıklıgöl’ün kemerli cami avlusu ve kutsal balıkları', 'the arcades and sacred fish of Balıklıgöl', 'аркады и священные рыбы Балыклыгёля') },
  'southeast:harran': { text: l('Harran’ın kümbet evleri', 'the beehive houses of Harran', 'дома-ульи Харрана') },
  'southeast:nemrut': { text: l('Nemrut Dağı’nın zirvesinde dev taş başlar ve tümülüs', 'the colossal stone heads and the tumulus on the summit of Mount Nemrut', 'колоссальные каменные головы и курган на вершине горы Немрут') },
  'southeast:nemrut-heads': { text: l('Nemrut Dağı’nda bir kral ve bir kartal heykelinin başları', 'the heads of a king and an eagle on Mount Nemrut', 'головы царя и орла на горе Немрут') },
  'southeast:cendere-bridge': { text: l('sütunlarıyla Roma dönemi Cendere Köprüsü', 'the Roman Cendere Bridge with its columns', 'римский мост Джендере с колоннами') },

  'black-sea:uzungol': { text: l('ormanlı yamaçların altında, Uzungöl kıyısında cami ve ahşap evler', 'a mosque and wooden houses on the shore of Uzungöl, below forested slopes', 'мечеть и деревянные дома на берегу Узунгёля под лесистыми склонами') },
  'black-sea:ayder': { text: l('Ayder Yaylası’nda ahşap evler ve şelale', 'wooden houses and a waterfall on the Ayder plateau', 'деревянные дома и водопад на плато Айдер') },
  'black-sea:zilkale': { text: l('ormanlı bir sırtın üzerinde Zilkale', 'Zilkale castle on a forested ridge', 'крепость Зилькале на лесистом хребте') },
  'black-sea:tea-pickers': { text: l('çay bahçelerinde sırtlarında sepetlerle çay toplayanlar', 'tea pickers with baskets on their backs in the tea gardens', 'сборщики чая с корзинами за спиной на чайных плантациях') },
  'black-sea:tea-glass': { text: l('çay bahçelerine bakan bir korkulukta ince belli bardakta çay', 'tea in a tulip glass on a railing above the tea gardens', 'чай в стакане-тюльпане на перилах над чайными плантациями') },
  'black-sea:hamsi': { text: l('denize karşı bir tabak tava hamsi ve mısır ekmeği', 'a plate of fried anchovies and cornbread facing the sea', 'тарелка жареной хамсы и кукурузный хлеб у моря') },
  'black-sea:kackar': { text: l('Kaçkar Dağları’nın karlı zirveleri altında yürüyüşçüler', 'hikers below the snowy peaks of the Kaçkar Mountains', 'туристы под снежными вершинами гор Качкар') },
  'black-sea:trekkers': { text: l('yayla patikasında sırt çantalı yürüyüşçüler', 'trekkers with backpacks on a highland trail', 'туристы с рюкзаками на горной тропе') },
  'black-sea:glacial-lake': { text: l('karlı zirvelerin altında bir buzul gölü', 'a glacial lake below the snowy peaks', 'ледниковое озеро под снежными вершинами') },
  'black-sea:sumela': { text: l('Altındere Vadisi’nin sarp kayalıklarına kurulmuş Sümela Manastırı', 'Sumela Monastery built into the cliffs of the Altındere Valley', 'монастырь Сумела, встроенный в скалы долины Алтындере') },
  'black-sea:trabzon-hagia-sophia': { text: l('denize bakan Trabzon Ayasofyası ve çan kulesi', 'Trabzon’s Hagia Sophia and its bell tower above the sea', 'Айя-София Трабзона и её колокольня над морем') },
  'black-sea:pavilion': { text: l('bahçesiyle beyaz Atatürk Köşkü', 'the white Atatürk Pavilion and its garden', 'белый павильон Ататюрка и его сад') },

  'east:muradiye': { text: l('Muradiye Şelalesi ve önündeki köprü', 'the Muradiye Waterfall and the footbridge before it', 'водопад Мурадие и мостик перед ним') },
  'east:van-breakfast': { text: l('Van Gölü’ne karşı tabak tabak bir Van kahvaltısı', 'a Van breakfast of many small dishes facing Lake Van', 'ванский завтрак из множества блюд с видом на озеро Ван') },
  'east:ani': { text: l('Ani Ören Yeri’nde yıkık katedral', 'the ruined cathedral of Ani', 'разрушенный собор Ани') },
  'east:kars': { text: l('kalenin altında Kars’ın bazalt taşından Baltık tarzı binaları', 'the basalt Baltic-style buildings of Kars below its castle', 'базальтовые здания Карса в балтийском стиле под крепостью') },
  'east:cildir': { text: l('donmuş Çıldır Gölü’nde atlı kızak', 'a horse-drawn sledge on frozen Lake Çıldır', 'сани с лошадью на замёрзшем озере Чылдыр') },
  'east:twin-minaret': { text: l('karlı dağların önünde Çifte Minareli Medrese', 'the Twin Minaret Madrasa before snowy mountains', 'медресе Чифте Минаре на фоне снежных гор') },
  'east:three-tombs': { text: l('Erzurum’da konik çatılı Üç Kümbetler', 'the Three Tombs of Erzurum with their conical roofs', 'три гробницы Эрзурума с коническими крышами') },
  'east:cag-kebab': { text: l('ateşin önünde yatay şişte cağ kebabı', 'cağ kebab on its horizontal spit before the fire', 'джаг-кебаб на горизонтальном вертеле у огня'), indoors: true },

  'mediterranean:rafting': { text: l('Köprülü Kanyon’un köpüklü suyunda raftlar', 'rafts on the white water of Köprülü Canyon', 'рафты на бурной воде каньона Кёпрюлю') },
  'mediterranean:canyon-bridge': { text: l('kanyonun üzerinde taş kemerli Oluk Köprüsü', 'the stone-arched Oluk Bridge over the canyon', 'каменный арочный мост Олук над каньоном') },
  'mediterranean:trout-lunch': { text: l('nehir kenarında ızgara alabalık', 'grilled trout by the river', 'форель на гриле у реки') },
  'mediterranean:duden': { text: l('falezlerden denize dökülen Düden Şelalesi', 'the Düden Waterfall pouring off the cliffs into the sea', 'водопад Дюден, падающий со скал в море') },
  'mediterranean:forest-waterfall': { text: l('Kurşunlu Şelalesi ve ormandaki gölü', 'the Kurşunlu Waterfall and its forest pool', 'водопад Куршунлу и его лесное озерцо') },
  'mediterranean:tazi-canyon': { text: l('Tazı Kanyonu’nun dar duvarları arasında yürüyüşçüler', 'hikers between the narrow walls of Tazı Canyon', 'туристы между узкими стенами каньона Тазы') },
  'mediterranean:kayaks': { text: l('Kekova’da batık kent kalıntılarının üzerinde kanolar', 'kayaks over the sunken ruins off Kekova', 'каяки над затонувшими руинами у Кековы') },
  'mediterranean:simena': { text: l('Kaleköy’de Simena Kalesi, evler ve suda bir Likya lahdi', 'Simena Castle, houses and a Lycian tomb in the water at Kaleköy', 'крепость Симена, дома и ликийская гробница в воде у Калекёя') },
  'mediterranean:sunken-city': { text: l('berrak suyun altında batık kentin duvarları ve basamakları', 'the walls and steps of the sunken city under clear water', 'стены и ступени затонувшего города под прозрачной водой') },
  'mediterranean:hadrian-gate': { text: l('kuleleri arasında üç kemerli Hadrian Kapısı', 'the triple-arched Hadrian’s Gate between its towers', 'трёхарочные ворота Адриана между башнями') },
  'mediterranean:yivli-minaret': { text: l('Kaleiçi’nin üzerinde Yivli Minare', 'the Yivli Minaret above Kaleiçi', 'минарет Ивли над Калеичи') },
  'mediterranean:harbour': { text: l('Kaleiçi’nin eski limanında tekneler', 'boats in the old harbour of Kaleiçi', 'лодки в старой гавани Калеичи') },
  'mediterranean:oludeniz': { text: l('Ölüdeniz’in Mavi Lagünü üzerinde yamaç paraşütçüleri', 'paragliders over the Blue Lagoon of Ölüdeniz', 'парапланеристы над Голубой лагуной Олюдениза') },
  'mediterranean:paraglider': { text: l('Ölüdeniz üzerinde tandem bir yamaç paraşütü', 'a tandem paraglider above Ölüdeniz', 'тандемный параплан над Олюденизом') },
  'mediterranean:butterfly-valley': { text: l('Kelebekler Vadisi’nin kayalıklar arasındaki koyu', 'the cove of Butterfly Valley between its cliffs', 'бухта Долины бабочек между скалами') },
};

/** "cappadocia:uchisar@dawn" → the place and the time of day (the manifest's default for the picture's position). */
export function parseShot(shot: TourShot, position: number): { place: string; time: TimeOfDay } {
  const [place, time] = shot.split('@');
  return { place, time: (time as TimeOfDay | undefined) ?? imageManifest.tourTimes[position % imageManifest.tourTimes.length] };
}

/** The subject of a picture: a place of its own, or a region's landscape. */
function subjectOf(place: string): { text: Localized; indoors?: true } {
  const own = placeSubject[place];
  if (own) return own;
  const region = sceneSubject[place as RegionSlug];
  if (!region) throw new Error(`No alt text for the picture "${place}" (lib/db/seed/images.ts)`);
  return { text: region };
}

/** The pictures of one tour; the first is the cover. */
export function tourImageRows(tourId: number, title: Localized): (typeof tourImages.$inferInsert)[] {
  const shots = imageManifest.tours[tourId - 1];
  if (!shots) throw new Error(`image-manifest.json has no pictures for tour ${tourId}`);
  return shots.map((shot, i) => {
    const { place, time } = parseShot(shot, i);
    const subject = subjectOf(place);
    const when = subject.indoors ? null : timeOfDay[time];
    return {
      tourId,
      url: tourImageUrl(tourId, i + 1),
      alt: {
        tr: `${title.tr} – ${subject.text.tr}${when ? `, ${when.tr}` : ''}`,
        en: `${title.en} – ${subject.text.en}${when ? ` ${when.en}` : ''}`,
        ru: `${title.ru} – ${subject.text.ru}${when ? ` ${when.ru}` : ''}`,
      },
      width: imageManifest.card.width,
      height: imageManifest.card.height,
      sortOrder: i,
      isCover: i === 0,
    };
  });
}
