import { list, paragraphs, t, tl } from '../localized';
import { TOUR_TYPE } from '../regions';
import { excluded, included, meetingPoints } from './phrases';
import type { TourSeed } from './types';

const SUNDAY = 0;
const MONDAY = 1;
const TUESDAY = 2;

export const cityTours: TourSeed[] = [
  {
    id: 2,
    region: 'istanbul',
    type: TOUR_TYPE.city,
    isFeatured: true,
    title: t('Tarihi Yarımada: Ayasofya, Topkapı ve Kapalıçarşı', 'Historic Peninsula: Hagia Sophia, Topkapı and the Grand Bazaar', 'Исторический полуостров: Айя-София, Топкапы и Гранд-базар'),
    summary: t(
      'Bizans\'tan Osmanlı\'ya iki imparatorluğa başkentlik yapmış Sultanahmet\'i uzman bir rehberle bir günde keşfedin.',
      'Discover Sultanahmet, capital of two empires from Byzantium to the Ottomans, in one day with an expert guide.',
      'Откройте для себя Султанахмет — столицу двух империй, от Византии до Османов, — за один день с опытным гидом.',
    ),
    description: paragraphs(
      t(
        'Turumuz, İstanbul\'un kalbi Sultanahmet Meydanı\'nda, antik Hipodrom\'un kalıntıları arasında başlar. Dikilitaş, Yılanlı Sütun ve Alman Çeşmesi\'nin hikâyelerini dinledikten sonra altı minaresiyle ünlü Sultanahmet Camii\'ni ve 1.500 yıllık Ayasofya\'yı ziyaret ediyoruz.',
        'The tour starts at Sultanahmet Square, the heart of Istanbul, among the remains of the ancient Hippodrome. After the stories of the Egyptian Obelisk, the Serpent Column and the German Fountain, we visit the Blue Mosque with its six minarets and the 1,500-year-old Hagia Sophia.',
        'Экскурсия начинается на площади Султанахмет, в самом сердце Стамбула, среди остатков античного ипподрома. Послушав истории Египетского обелиска, Змеиной колонны и Немецкого фонтана, мы посетим Голубую мечеть с шестью минаретами и полуторатысячелетнюю Айя-Софию.',
      ),
      t(
        'Öğle yemeğinin ardından Osmanlı padişahlarının yaklaşık 400 yıl boyunca yaşadığı Topkapı Sarayı\'nda avlular, Harem\'in girişi ve Hazine Dairesi\'nin göz kamaştıran koleksiyonu sizi bekliyor. Günün sonunda 4.000\'den fazla dükkânı olan Kapalıçarşı\'da serbest zaman veriyoruz.',
        'After lunch, Topkapı Palace, home of the Ottoman sultans for some 400 years, awaits with its courtyards, the entrance of the Harem and the dazzling collection of the Treasury. The day ends with free time in the Grand Bazaar and its more than 4,000 shops.',
        'После обеда вас ждёт дворец Топкапы, где около 400 лет жили османские султаны: дворы, вход в гарем и ослепительная коллекция Сокровищницы. В завершение дня — свободное время на Гранд-базаре с его более чем 4000 лавок.',
      ),
      t(
        'Ayasofya ve Sultanahmet Camii ziyaretlerinde omuz ve dizlerin kapalı olması gerekir; kadın misafirlerimizin yanlarında bir eşarp bulundurmalarını öneririz.',
        'Shoulders and knees must be covered in Hagia Sophia and the Blue Mosque; we suggest that women bring a scarf.',
        'В Айя-Софии и Голубой мечети плечи и колени должны быть закрыты; женщинам советуем взять с собой платок.',
      ),
    ),
    included: list(
      t('Otelden alış ve bırakış', 'Hotel pick-up and drop-off', 'Трансфер из отеля и обратно'),
      included.guide,
      t('Sultanahmet\'te öğle yemeği', 'Lunch in Sultanahmet', 'Обед в Султанахмете'),
      t('Ayasofya ve Topkapı Sarayı giriş ücretleri', 'Entrance fees for Hagia Sophia and Topkapı Palace', 'Входные билеты в Айя-Софию и дворец Топкапы'),
    ),
    excluded: list(
      t('Harem bölümü giriş ücreti', 'Harem entrance fee', 'Вход в гарем'),
      excluded.drinks,
      excluded.tips,
      excluded.personal,
    ),
    meetingPoint: meetingPoints.istanbul,
    durationDays: 1,
    adultPrice: tl(2750),
    childPrice: tl(1650),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Sultanahmet\'ten Kapalıçarşı\'ya', 'From Sultanahmet to the Grand Bazaar', 'От Султанахмета до Гранд-базара'),
        description: t(
          '08:30 otelden alış. 09:00 Hipodrom ve Sultanahmet Camii. 10:30 Ayasofya. 12:30 Sultanahmet\'te geleneksel bir köftecide öğle yemeği. 14:00 Topkapı Sarayı ve Hazine Dairesi. 16:30 Kapalıçarşı\'da serbest zaman. 18:00 otellere dönüş.',
          '08:30 pick-up from your hotel. 09:00 the Hippodrome and the Blue Mosque. 10:30 Hagia Sophia. 12:30 lunch at a traditional meatball restaurant in Sultanahmet. 14:00 Topkapı Palace and the Treasury. 16:30 free time in the Grand Bazaar. 18:00 return to the hotels.',
          '08:30 — трансфер из отеля. 09:00 — ипподром и Голубая мечеть. 10:30 — Айя-София. 12:30 — обед в традиционной кёфтечи в Султанахмете. 14:00 — дворец Топкапы и Сокровищница. 16:30 — свободное время на Гранд-базаре. 18:00 — возвращение в отели.',
        ),
      },
    ],
    // Topkapı Palace is closed on Tuesdays and the Grand Bazaar on Sundays.
    schedule: { everyDays: 5, startTime: '08:30:00', capacity: 30, closedOn: [SUNDAY, TUESDAY] },
  },
  {
    id: 9,
    region: 'istanbul',
    type: TOUR_TYPE.city,
    title: t('Boğaz Tekne Turu ve Dolmabahçe Sarayı', 'Bosphorus Cruise and Dolmabahçe Palace', 'Прогулка по Босфору и дворец Долмабахче'),
    summary: t(
      'Avrupa ile Asya arasında iki saatlik tekne turu, Dolmabahçe Sarayı\'nın görkemli salonları ve Çamlıca Tepesi\'nden İstanbul manzarası.',
      'A two-hour cruise between Europe and Asia, the grand halls of Dolmabahçe Palace and a view over Istanbul from Çamlıca Hill.',
      'Двухчасовая прогулка на катере между Европой и Азией, парадные залы дворца Долмабахче и вид на Стамбул с холма Чамлыджа.',
    ),
    description: paragraphs(
      t(
        'Güne, 19. yüzyılda Osmanlı sarayının Batı\'ya dönen yüzü olan Dolmabahçe Sarayı\'nda başlıyoruz. 4,5 tonluk Bohem kristal avizesiyle ünlü Muayede Salonu\'nu ve Atatürk\'ün son günlerini geçirdiği odayı görüyoruz.',
        'We begin at Dolmabahçe Palace, the 19th-century face of the Ottoman court turning to the West. We see the Ceremonial Hall with its 4.5-tonne Bohemian crystal chandelier and the room where Atatürk spent his last days.',
        'Начинаем с дворца Долмабахче — лица османского двора XIX века, обращённого к Западу. Мы увидим Церемониальный зал с люстрой из богемского хрусталя весом 4,5 тонны и комнату, где провёл последние дни Ататюрк.',
      ),
      t(
        'Öğle yemeğinden sonra Eminönü\'nden özel teknemizle Boğaz\'a açılıyoruz. Rumeli Hisarı, yalılar, Ortaköy Camii ve Kız Kulesi eşliğinde iki kıta arasında yaklaşık iki saatlik bir yolculuk yapıyoruz. Gün, Asya yakasında Çamlıca Tepesi\'nden şehrin panoramasıyla sona eriyor.',
        'After lunch we board our private boat at Eminönü and sail the Bosphorus for about two hours between two continents, passing Rumeli Fortress, the waterside mansions, Ortaköy Mosque and the Maiden\'s Tower. The day ends on the Asian side with a panorama of the city from Çamlıca Hill.',
        'После обеда на частном катере от Эминёню выходим на Босфор: около двух часов между двумя континентами мимо крепости Румелихисар, старинных особняков-ялы, мечети Ортакёй и Девичьей башни. День завершается на азиатской стороне панорамой города с холма Чамлыджа.',
      ),
    ),
    included: list(
      t('Otelden alış ve bırakış', 'Hotel pick-up and drop-off', 'Трансфер из отеля и обратно'),
      included.guide,
      t('İki saatlik özel tekne turu', 'Two-hour private boat tour', 'Двухчасовая прогулка на частном катере'),
      included.lunch,
      t('Dolmabahçe Sarayı girişi', 'Entrance to Dolmabahçe Palace', 'Вход во дворец Долмабахче'),
    ),
    excluded: list(excluded.drinks, excluded.tips, excluded.personal),
    meetingPoint: meetingPoints.istanbul,
    durationDays: 1,
    adultPrice: tl(1950),
    childPrice: tl(1150),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Dolmabahçe, Boğaz ve Çamlıca', 'Dolmabahçe, the Bosphorus and Çamlıca', 'Долмабахче, Босфор и Чамлыджа'),
        description: t(
          '09:00 otelden alış. 09:30 Dolmabahçe Sarayı. 12:30 öğle yemeği. 14:00 Eminönü\'nden iki saatlik Boğaz turu. 16:30 Çamlıca Tepesi\'nde çay molası ve panorama. 18:00 otellere dönüş.',
          '09:00 pick-up from your hotel. 09:30 Dolmabahçe Palace. 12:30 lunch. 14:00 two-hour Bosphorus cruise from Eminönü. 16:30 tea and the panorama on Çamlıca Hill. 18:00 return to the hotels.',
          '09:00 — трансфер из отеля. 09:30 — дворец Долмабахче. 12:30 — обед. 14:00 — двухчасовая прогулка по Босфору от Эминёню. 16:30 — чай и панорама на холме Чамлыджа. 18:00 — возвращение в отели.',
        ),
      },
    ],
    // Dolmabahçe Palace is closed on Mondays.
    schedule: { everyDays: 5, startTime: '09:00:00', capacity: 30, closedOn: [MONDAY] },
  },
  {
    id: 15,
    region: 'aegean',
    type: TOUR_TYPE.city,
    title: t('İzmir Şehir Turu: Kemeraltı, Kordon ve Asansör', 'Izmir City Tour: Kemeraltı, the Kordon and the Asansör', 'Экскурсия по Измиру: Кемералты, набережная Кордон и Лифт'),
    summary: t(
      'Saat Kulesi\'nden Kemeraltı Çarşısı\'na, tarihi Asansör\'den Kordon boyunca gün batımına: Ege\'nin incisini bir günde tanıyın.',
      'From the Clock Tower to the Kemeraltı bazaar, from the historic Asansör to sunset on the Kordon: get to know the pearl of the Aegean in a day.',
      'От Часовой башни до базара Кемералты, от исторического Лифта до заката на Кордоне: жемчужина Эгейского моря за один день.',
    ),
    description: paragraphs(
      t(
        'İzmir; 8.500 yıllık geçmişi, rahat yaşam tarzı ve denize açılan geniş caddeleriyle Türkiye\'nin en sevilen şehirlerinden biri. Turumuz Konak Meydanı\'ndaki simge Saat Kulesi\'nde başlıyor ve antik Smyrna Agorası ile devam ediyor.',
        'With 8,500 years of history, an easy-going lifestyle and wide avenues opening onto the sea, Izmir is one of Turkey\'s best-loved cities. The tour starts at the iconic Clock Tower on Konak Square and continues with the ancient Agora of Smyrna.',
        'Измир с его 8500-летней историей, неспешным образом жизни и широкими проспектами, выходящими к морю, — один из самых любимых городов Турции. Экскурсия начинается у знаменитой Часовой башни на площади Конак и продолжается на античной агоре Смирны.',
      ),
      t(
        'Öğleye doğru Kemeraltı Çarşısı\'nın hanları ve dar sokaklarında kayboluyor, Kızlarağası Hanı\'nda dibek kahvesi içiyor, boyoz ve gevrek tadıyoruz. Öğleden sonra Karataş\'taki 1907 yapımı Asansör\'den körfez manzarasını seyrediyor, Dario Moreno Sokağı\'ndan geçerek günü Alsancak\'ta Kordon boyunca yürüyerek tamamlıyoruz.',
        'Towards midday we lose ourselves in the inns and narrow streets of the Kemeraltı bazaar, drink dibek coffee at Kızlarağası Han and taste boyoz and gevrek. In the afternoon we take in the view of the bay from the Asansör, a lift built in 1907 in Karataş, walk down Dario Moreno Street and finish the day with a stroll along the Kordon in Alsancak.',
        'Ближе к полудню теряемся среди постоялых дворов и узких улочек базара Кемералты, пьём кофе дибек в Кызларагасы-хане и пробуем боёз и геврек. После обеда любуемся видом на залив с Лифта 1907 года постройки в Караташе, проходим по улице Дарио Морено и завершаем день прогулкой по набережной Кордон в Алсанджаке.',
      ),
    ),
    included: list(
      included.guide,
      t('Program dahilindeki şehir içi ulaşım', 'Local transport on the programme', 'Городской транспорт по программе'),
      t('Smyrna Agorası girişi', 'Entrance to the Agora of Smyrna', 'Вход на агору Смирны'),
      t('Boyoz, gevrek ve kahve tadımı', 'Boyoz, gevrek and coffee tasting', 'Дегустация боёза, геврека и кофе'),
      included.lunch,
    ),
    excluded: list(excluded.hotelTransfer, excluded.drinks, excluded.personal),
    meetingPoint: t('Konak Meydanı, Saat Kulesi önü.', 'Konak Square, in front of the Clock Tower.', 'Площадь Конак, у Часовой башни.'),
    durationDays: 1,
    adultPrice: tl(1300),
    childPrice: tl(750),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Konak\'tan Alsancak\'a', 'From Konak to Alsancak', 'От Конака до Алсанджака'),
        description: t(
          '10:00 Saat Kulesi önünde buluşma. 10:30 Smyrna Agorası. 12:00 Kemeraltı Çarşısı ve Kızlarağası Hanı\'nda kahve. 13:30 öğle yemeği. 15:00 Asansör ve Dario Moreno Sokağı. 17:00 Kordon boyunca yürüyüş; tur Alsancak\'ta sona erer.',
          '10:00 meet at the Clock Tower. 10:30 the Agora of Smyrna. 12:00 the Kemeraltı bazaar and coffee at Kızlarağası Han. 13:30 lunch. 15:00 the Asansör and Dario Moreno Street. 17:00 a walk along the Kordon; the tour ends in Alsancak.',
          '10:00 — встреча у Часовой башни. 10:30 — агора Смирны. 12:00 — базар Кемералты и кофе в Кызларагасы-хане. 13:30 — обед. 15:00 — Лифт и улица Дарио Морено. 17:00 — прогулка по набережной Кордон; тур завершается в Алсанджаке.',
        ),
      },
    ],
    // Most of Kemeraltı is shut on Sundays.
    schedule: { everyDays: 6, startTime: '10:00:00', capacity: 20, closedOn: [SUNDAY] },
  },
  {
    id: 20,
    region: 'mediterranean',
    type: TOUR_TYPE.city,
    title: t('Antalya Kaleiçi ve Antalya Müzesi', 'Antalya Old Town and Antalya Museum', 'Старый город Калеичи и Музей Анталии'),
    summary: t(
      'Hadrian Kapısı\'ndan Yivli Minare\'ye, Roma limanından Türkiye\'nin en zengin arkeoloji müzelerinden birine: Antalya\'nın tarihi kalbi.',
      'From Hadrian\'s Gate to the Yivli Minaret, from the Roman harbour to one of Turkey\'s richest archaeological museums: the historic heart of Antalya.',
      'От ворот Адриана до минарета Йивли, от римской гавани до одного из богатейших археологических музеев Турции: историческое сердце Анталии.',
    ),
    description: paragraphs(
      t(
        'Kaleiçi, Roma\'dan Selçuklu\'ya, Osmanlı\'dan bugüne Antalya\'nın bütün dönemlerini taşıyan dar sokaklardan oluşur. MS 130\'da İmparator Hadrian onuruna yapılan üç kemerli kapıdan giriyor, cumbalı konakların arasından Yivli Minare\'ye ve Kesik Minare\'ye yürüyoruz.',
        'Kaleiçi is a maze of narrow streets that carries every period of Antalya, from Rome and the Seljuks to the Ottomans and today. We enter through the three-arched gate built in AD 130 in honour of Emperor Hadrian and walk among bay-windowed mansions to the Yivli Minaret and the Broken Minaret.',
        'Калеичи — лабиринт узких улочек, хранящий все эпохи Анталии: от Рима и сельджуков до Османов и наших дней. Мы войдём через трёхарочные ворота, построенные в 130 году н. э. в честь императора Адриана, и пройдём мимо особняков с эркерами к минарету Йивли и Усечённому минарету.',
      ),
      t(
        'Öğle yemeğini Roma limanına bakan bir restoranda yedikten sonra Antalya Müzesi\'ne geçiyoruz. Perge\'den çıkarılan tanrı heykelleri ve lahitler, müzenin en çok ilgi gören eserleri arasında. Günün sonunda Karaalioğlu Parkı\'ndaki falezlerden Beydağları\'nın ardına batan güneşi izliyoruz.',
        'After lunch at a restaurant overlooking the Roman harbour, we continue to Antalya Museum, where the statues of gods and the sarcophagi from Perge are among the most admired pieces. We end the day watching the sun set behind the Bey Mountains from the cliffs of Karaalioğlu Park.',
        'После обеда в ресторане с видом на римскую гавань отправимся в Музей Анталии, где статуи богов и саркофаги из Перге — среди самых популярных экспонатов. День завершим закатом над горами Бейдаглары с обрывов парка Караалиоглу.',
      ),
    ),
    included: list(
      t('Antalya merkez ve Lara otellerinden alış', 'Pick-up from hotels in central Antalya and Lara', 'Трансфер из отелей в центре Анталии и в Ларе'),
      included.guide,
      included.lunch,
      t('Antalya Müzesi girişi', 'Entrance to Antalya Museum', 'Вход в Музей Анталии'),
    ),
    excluded: list(excluded.drinks, excluded.tips, excluded.personal),
    meetingPoint: t(
      'Antalya merkez ve Lara\'daki otellerden alış; diğer misafirler için Kalekapısı Saat Kulesi önü.',
      'Pick-up from hotels in central Antalya and Lara; other guests meet us at the Clock Tower in Kalekapısı.',
      'Трансфер из отелей в центре Анталии и в Ларе; остальных гостей ждём у Часовой башни на площади Калекапысы.',
    ),
    durationDays: 1,
    adultPrice: tl(1200),
    childPrice: tl(700),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Kaleiçi, müze ve gün batımı', 'Kaleiçi, the museum and the sunset', 'Калеичи, музей и закат'),
        description: t(
          '09:30 otellerden alış. 10:00 Hadrian Kapısı, Kaleiçi sokakları ve Yivli Minare. 12:30 Roma limanında öğle yemeği. 14:30 Antalya Müzesi. 17:00 Karaalioğlu Parkı\'nda gün batımı. 18:00 otellere dönüş.',
          '09:30 pick-up from hotels. 10:00 Hadrian\'s Gate, the streets of Kaleiçi and the Yivli Minaret. 12:30 lunch at the Roman harbour. 14:30 Antalya Museum. 17:00 sunset in Karaalioğlu Park. 18:00 return to the hotels.',
          '09:30 — трансфер из отелей. 10:00 — ворота Адриана, улочки Калеичи и минарет Йивли. 12:30 — обед в римской гавани. 14:30 — Музей Анталии. 17:00 — закат в парке Караалиоглу. 18:00 — возвращение в отели.',
        ),
      },
    ],
    schedule: { everyDays: 6, startTime: '09:30:00', capacity: 25 },
  },
  {
    id: 25,
    region: 'black-sea',
    type: TOUR_TYPE.city,
    title: t('Trabzon Şehir Turu ve Sümela Manastırı', 'Trabzon City Tour and Sumela Monastery', 'Экскурсия по Трабзону и монастырь Сумела'),
    summary: t(
      'Altındere Vadisi\'nde sarp kayalıklara oyulmuş Sümela Manastırı, Trabzon Ayasofyası ve Atatürk Köşkü ile Karadeniz\'in başkentinde bir gün.',
      'A day in the capital of the Black Sea: Sumela Monastery, built into the cliffs of the Altındere Valley, Trabzon\'s Hagia Sophia and the Atatürk Pavilion.',
      'День в столице Черноморья: монастырь Сумела, встроенный в скалы долины Алтындере, трабзонская Айя-София и павильон Ататюрка.',
    ),
    description: paragraphs(
      t(
        'Güne, Trabzon\'un 46 km güneyinde Altındere Vadisi Milli Parkı\'nda, 1.200 metre yükseklikte kayalara yapışık duran Sümela Manastırı\'nda başlıyoruz. Rivayete göre 4. yüzyılda kurulan manastır, restorasyonun ardından yeniden ziyarete açıldı ve freskleri tekrar görülebiliyor.',
        'We start 46 km south of Trabzon in Altındere Valley National Park, at Sumela Monastery, which clings to the cliffs at 1,200 metres. Founded, legend says, in the 4th century, the monastery has reopened to visitors after restoration, and its frescoes can be seen again.',
        'Начинаем в 46 км к югу от Трабзона, в национальном парке «Долина Алтындере», у монастыря Сумела, прилепившегося к скалам на высоте 1200 метров. По преданию, монастырь основан в IV веке; после реставрации он снова открыт для посетителей, и его фрески опять можно увидеть.',
      ),
      t(
        'Öğle yemeğinde Akçaabat köftesi tadıyor, öğleden sonra 13. yüzyıldan kalma Trabzon Ayasofyası\'nın fresklerini, Boztepe\'den şehir manzarasını ve Atatürk Köşkü\'nü geziyoruz. Gün, Uzun Sokak\'ta serbest zamanla sona eriyor; fındık ezmesi ve pestil almak için en doğru yer burası.',
        'Lunch is Akçaabat meatballs. In the afternoon we see the frescoes of Trabzon\'s 13th-century Hagia Sophia, the view of the city from Boztepe and the Atatürk Pavilion. The day ends with free time on Uzun Sokak, the best place to buy hazelnut spread and pestil, a dried fruit leather.',
        'На обед — кёфте по-акчаабатски. После обеда — фрески трабзонской Айя-Софии XIII века, вид на город с холма Бозтепе и павильон Ататюрка. День завершается свободным временем на улице Узун-сокак — лучшем месте, чтобы купить ореховую пасту и пестиль (фруктовую пастилу).',
      ),
    ),
    included: list(
      t('Trabzon merkez otellerinden alış ve bırakış', 'Pick-up and drop-off at central Trabzon hotels', 'Трансфер из отелей в центре Трабзона и обратно'),
      included.guide,
      included.lunch,
      included.entranceFees,
    ),
    excluded: list(excluded.drinks, excluded.tips, excluded.personal),
    meetingPoint: t(
      'Trabzon merkez otellerinden alış; diğer misafirler için Meydan Parkı.',
      'Pick-up from central Trabzon hotels; other guests meet us at Meydan Park.',
      'Трансфер из отелей в центре Трабзона; остальных гостей ждём в парке Мейдан.',
    ),
    durationDays: 1,
    adultPrice: tl(2300),
    childPrice: tl(1400),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Sümela ve Trabzon', 'Sumela and Trabzon', 'Сумела и Трабзон'),
        description: t(
          '08:30 otellerden alış. 09:30 Altındere Vadisi ve Sümela Manastırı. 12:30 Akçaabat köftesiyle öğle yemeği. 14:30 Trabzon Ayasofyası. 15:30 Boztepe ve Atatürk Köşkü. 17:00 Uzun Sokak\'ta serbest zaman. 18:00 otellere dönüş.',
          '08:30 pick-up from hotels. 09:30 Altındere Valley and Sumela Monastery. 12:30 lunch of Akçaabat meatballs. 14:30 Trabzon\'s Hagia Sophia. 15:30 Boztepe and the Atatürk Pavilion. 17:00 free time on Uzun Sokak. 18:00 return to the hotels.',
          '08:30 — трансфер из отелей. 09:30 — долина Алтындере и монастырь Сумела. 12:30 — обед: кёфте по-акчаабатски. 14:30 — трабзонская Айя-София. 15:30 — Бозтепе и павильон Ататюрка. 17:00 — свободное время на Узун-сокак. 18:00 — возвращение в отели.',
        ),
      },
    ],
    schedule: { everyDays: 6, startTime: '08:30:00', capacity: 30 },
  },
  {
    id: 30,
    region: 'east',
    type: TOUR_TYPE.city,
    title: t('Erzurum Şehir Turu: Çifte Minareli Medrese ve Cağ Kebabı', 'Erzurum City Tour: The Twin Minaret Madrasa and Cağ Kebab', 'Экскурсия по Эрзуруму: медресе Чифте Минаре и джаг-кебаб'),
    summary: t(
      'Selçuklu ve Osmanlı eserleriyle dolu Erzurum\'da Çifte Minareli Medrese, Üç Kümbetler, Taşhan\'ın oltu taşı ustaları ve öğlen cağ kebabı.',
      'Erzurum, full of Seljuk and Ottoman monuments: the Twin Minaret Madrasa, the Three Tombs, the oltu-stone craftsmen of Taşhan and cağ kebab for lunch.',
      'Эрзурум, полный сельджукских и османских памятников: медресе Чифте Минаре, Три кюмбета, мастера камня олту в Ташхане и джаг-кебаб на обед.',
    ),
    description: paragraphs(
      t(
        'Doğu Anadolu\'nun en büyük şehirlerinden Erzurum, 1.900 metre yükseklikte kurulu, karlı kışları ve köklü kültürüyle tanınan bir şehirdir. Turumuzda 13. yüzyıldan kalma Çifte Minareli Medrese\'yi, Ulu Cami\'yi, Erzurum Kalesi\'ni ve Selçuklu kümbet mimarisinin en güzel örneklerinden Üç Kümbetler\'i görüyoruz.',
        'Erzurum, one of the largest cities in Eastern Anatolia, sits at 1,900 metres and is known for its snowy winters and deep-rooted culture. We see the 13th-century Twin Minaret Madrasa, the Great Mosque, Erzurum Castle and the Three Tombs, among the finest examples of Seljuk tomb architecture.',
        'Эрзурум — один из крупнейших городов Восточной Анатолии, расположенный на высоте 1900 метров и известный снежными зимами и богатой культурой. Мы увидим медресе Чифте Минаре XIII века, Большую мечеть, Эрзурумскую крепость и Три кюмбета — прекрасные образцы сельджукских гробниц.',
      ),
      t(
        'Öğle yemeğinde yatay şişte pişen ve Erzurum\'un simgesi hâline gelen cağ kebabını yiyoruz. Öğleden sonra Rüstem Paşa Çarşısı\'nda (Taşhan) siyah oltu taşından tespih ve takı işleyen ustaları ziyaret ediyor, Yakutiye Medresesi\'ndeki Türk-İslam Eserleri ve Etnografya Müzesi\'ni geziyoruz.',
        'Lunch is cağ kebab, the city\'s signature dish, cooked on a horizontal spit. In the afternoon we visit the craftsmen who carve prayer beads and jewellery from black oltu stone in the Rüstem Pasha Bazaar (Taşhan) and explore the Museum of Turkish-Islamic Art and Ethnography in the Yakutiye Madrasa.',
        'На обед — джаг-кебаб, визитная карточка города, который жарят на горизонтальном вертеле. После обеда посетим мастеров, вырезающих чётки и украшения из чёрного камня олту в базаре Рустем-паши (Ташхане), и осмотрим Музей турецко-исламского искусства и этнографии в медресе Якутие.',
      ),
    ),
    included: list(
      t('Erzurum merkez otellerinden alış', 'Pick-up from central Erzurum hotels', 'Трансфер из отелей в центре Эрзурума'),
      included.guide,
      t('Cağ kebabı öğle yemeği', 'Cağ kebab lunch', 'Обед с джаг-кебабом'),
      included.entranceFees,
    ),
    excluded: list(excluded.drinks, excluded.tips, excluded.personal),
    meetingPoint: t(
      'Erzurum merkez otellerinden alış; diğer misafirler için Çifte Minareli Medrese önü.',
      'Pick-up from central Erzurum hotels; other guests meet us in front of the Twin Minaret Madrasa.',
      'Трансфер из отелей в центре Эрзурума; остальных гостей ждём у медресе Чифте Минаре.',
    ),
    durationDays: 1,
    adultPrice: tl(1600),
    childPrice: tl(950),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Erzurum\'un Selçuklu mirası', 'The Seljuk heritage of Erzurum', 'Сельджукское наследие Эрзурума'),
        description: t(
          '09:30 otellerden alış. 10:00 Çifte Minareli Medrese, Ulu Cami ve Üç Kümbetler. 11:30 Erzurum Kalesi. 12:30 cağ kebabı öğle yemeği. 14:00 Taşhan\'da oltu taşı ustaları. 15:30 Yakutiye Medresesi ve müze. 17:00 otellere dönüş.',
          '09:30 pick-up from hotels. 10:00 the Twin Minaret Madrasa, the Great Mosque and the Three Tombs. 11:30 Erzurum Castle. 12:30 cağ kebab lunch. 14:00 oltu-stone craftsmen in Taşhan. 15:30 the Yakutiye Madrasa and museum. 17:00 return to the hotels.',
          '09:30 — трансфер из отелей. 10:00 — медресе Чифте Минаре, Большая мечеть и Три кюмбета. 11:30 — Эрзурумская крепость. 12:30 — обед с джаг-кебабом. 14:00 — мастера камня олту в Ташхане. 15:30 — медресе Якутие и музей. 17:00 — возвращение в отели.',
        ),
      },
    ],
    schedule: { everyDays: 7, startTime: '09:30:00', capacity: 20 },
  },
];
