import { list, paragraphs, t, tl } from '../localized';
import { TOUR_TYPE } from '../regions';
import { excluded, included, meetingPoints } from './phrases';
import type { TourSeed } from './types';

export const cultureTours: TourSeed[] = [
  {
    id: 3,
    region: 'aegean',
    type: TOUR_TYPE.culture,
    isFeatured: true,
    title: t('Efes Antik Kenti, Meryem Ana Evi ve Şirince', 'Ephesus, the House of the Virgin Mary and Şirince', 'Эфес, Дом Девы Марии и Шириндже'),
    summary: t(
      'Antik dünyanın en iyi korunmuş kentlerinden Efes\'te Celsus Kütüphanesi\'ni görün, ardından bağların arasındaki Şirince köyünde meyve şaraplarını tadın.',
      'See the Library of Celsus in Ephesus, one of the best-preserved cities of the ancient world, then taste fruit wines in Şirince, a village among the vineyards.',
      'Увидьте библиотеку Цельса в Эфесе — одном из лучше всего сохранившихся городов античности, а затем попробуйте фруктовые вина в деревне Шириндже среди виноградников.',
    ),
    description: paragraphs(
      t(
        'Sabah İzmir ve Kuşadası\'ndaki otellerden alınarak Selçuk\'a doğru yola çıkıyoruz. İlk durağımız, Hristiyanlıkta Meryem Ana\'nın son yıllarını geçirdiğine inanılan ve Bülbül Dağı\'nın yamacında yer alan Meryem Ana Evi.',
        'In the morning we pick you up from your hotel in Izmir or Kuşadası and head for Selçuk. Our first stop is the House of the Virgin Mary on the slopes of Mount Koressos, where Christians believe Mary spent her last years.',
        'Утром мы забираем вас из отеля в Измире или Кушадасы и едем в Сельчук. Первая остановка — Дом Девы Марии на склоне горы Бюльбюль, где, по христианскому преданию, Богородица провела последние годы жизни.',
      ),
      t(
        'Ardından UNESCO Dünya Mirası listesindeki Efes Antik Kenti\'ne geçiyoruz. Kuretler Caddesi boyunca yürüyerek Hadrian Tapınağı\'nı, Yamaç Evler\'i, Celsus Kütüphanesi\'ni ve 25.000 kişilik Büyük Tiyatro\'yu rehberimizin anlatımıyla görüyoruz.',
        'Next comes Ephesus, a UNESCO World Heritage Site. Walking down Curetes Street with our guide, we see the Temple of Hadrian, the Terrace Houses, the Library of Celsus and the Great Theatre, which seated 25,000 people.',
        'Затем — Эфес, объект Всемирного наследия ЮНЕСКО. Пройдя с гидом по улице Куретов, мы увидим храм Адриана, дома на склоне, библиотеку Цельса и Большой театр на 25 000 зрителей.',
      ),
      t(
        'Öğle yemeğinden sonra dar sokakları ve taş evleriyle Şirince köyüne çıkıyoruz. Burada meyve şaraplarını tadabilir, el yapımı zeytinyağlı sabunlar ve yöresel ürünler alabilirsiniz.',
        'After lunch we drive up to Şirince, a village of narrow lanes and stone houses, where you can taste the local fruit wines and buy handmade olive-oil soap and other local produce.',
        'После обеда поднимемся в Шириндже — деревню узких улочек и каменных домов. Здесь можно попробовать местные фруктовые вина и купить мыло ручной работы на оливковом масле и другие местные продукты.',
      ),
    ),
    included: list(
      t('İzmir ve Kuşadası otellerinden alış ve bırakış', 'Pick-up and drop-off at hotels in Izmir and Kuşadası', 'Трансфер из отелей Измира и Кушадасы и обратно'),
      included.guide,
      included.lunch,
      included.entranceFees,
    ),
    excluded: list(
      t('Yamaç Evler ek giriş ücreti', 'Extra entrance fee for the Terrace Houses', 'Дополнительный билет в дома на склоне'),
      excluded.drinks,
      excluded.tips,
    ),
    meetingPoint: t(
      'İzmir Alsancak, Konak ve Kuşadası\'ndaki otellerden alış; Selçuk\'ta konaklayan misafirler için Selçuk Otogarı önü.',
      'Pick-up from hotels in Alsancak and Konak in Izmir and in Kuşadası; guests staying in Selçuk meet us at Selçuk bus station.',
      'Трансфер из отелей в Алсанджаке и Конаке (Измир) и в Кушадасы; для гостей в Сельчуке — встреча у автовокзала Сельчука.',
    ),
    durationDays: 1,
    adultPrice: tl(2900),
    childPrice: tl(1750),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Meryem Ana Evi, Efes ve Şirince', 'The House of the Virgin Mary, Ephesus and Şirince', 'Дом Девы Марии, Эфес и Шириндже'),
        description: t(
          '08:00 otellerden alış. 09:30 Meryem Ana Evi. 10:30 Efes Antik Kenti: Kuretler Caddesi, Celsus Kütüphanesi ve Büyük Tiyatro. 13:00 Selçuk\'ta öğle yemeği. 14:30 Şirince\'de tadım ve serbest zaman. 17:30 otellere dönüş.',
          '08:00 pick-up from hotels. 09:30 House of the Virgin Mary. 10:30 Ephesus: Curetes Street, the Library of Celsus and the Great Theatre. 13:00 lunch in Selçuk. 14:30 tasting and free time in Şirince. 17:30 return to the hotels.',
          '08:00 — трансфер из отелей. 09:30 — Дом Девы Марии. 10:30 — Эфес: улица Куретов, библиотека Цельса и Большой театр. 13:00 — обед в Сельчуке. 14:30 — дегустация и свободное время в Шириндже. 17:30 — возвращение в отели.',
        ),
      },
    ],
    schedule: { everyDays: 6, startTime: '08:00:00', capacity: 30 },
  },
  {
    id: 7,
    region: 'cappadocia',
    type: TOUR_TYPE.culture,
    title: t('Kapadokya Kırmızı Tur: Göreme, Uçhisar ve Paşabağ', 'Cappadocia Red Tour: Göreme, Uçhisar and Paşabağ', 'Красный тур по Каппадокии: Гёреме, Учхисар и Пашабаг'),
    summary: t(
      'Kaya kiliselerinin fresklerinden peri bacalarına, Kuzey Kapadokya\'nın en bilinen duraklarını bir günde gezin.',
      'From the frescoes of the rock-cut churches to the fairy chimneys: the best-known sights of northern Cappadocia in one day.',
      'От фресок пещерных церквей до «каменных грибов»: самые известные места Северной Каппадокии за один день.',
    ),
    description: paragraphs(
      t(
        'Kırmızı Tur, adını bölgenin kızıl tonlu kayalarından alır ve Kapadokya\'ya ilk kez gelenler için en doğru başlangıçtır. Güne UNESCO Dünya Mirası listesindeki Göreme Açık Hava Müzesi\'nde başlıyor, 10.–12. yüzyıllardan kalma kaya kiliselerindeki freskleri görüyoruz.',
        'The Red Tour takes its name from the reddish rocks of the area and is the best start for first-time visitors to Cappadocia. We begin at the Göreme Open-Air Museum, a UNESCO World Heritage Site, and see the frescoes of rock-cut churches from the 10th to 12th centuries.',
        'Красный тур назван так по красноватым скалам этих мест и лучше всего подходит для первого знакомства с Каппадокией. Начинаем с музея под открытым небом Гёреме, объекта Всемирного наследия ЮНЕСКО, и осматриваем фрески пещерных церквей X–XII веков.',
      ),
      t(
        'Devamında bölgenin en yüksek noktası Uçhisar Kalesi\'nin manzarasına, üç başlı peri bacalarıyla ünlü Paşabağ\'a ve Devrent (Hayal) Vadisi\'ne uğruyoruz. Avanos\'ta Kızılırmak\'ın kızıl kilinden çömlek yapımını izleyip günü bir seramik atölyesinde tamamlıyoruz.',
        'Then we stop at Uçhisar Castle, the highest point in the region, at Paşabağ with its three-headed fairy chimneys, and at Devrent (Imagination) Valley. In Avanos we watch pottery being made from the red clay of the Kızılırmak river and end the day in a ceramics workshop.',
        'Далее — смотровая площадка у крепости Учхисар, самой высокой точки региона, Пашабаг с «трёхглавыми» каменными грибами и долина Деврент (долина Воображения). В Аваносе мы увидим, как лепят посуду из красной глины реки Кызылырмак, и завершим день в гончарной мастерской.',
      ),
    ),
    included: list(included.transport, included.guide, included.lunch, included.entranceFees),
    excluded: list(
      t('Karanlık Kilise ek giriş ücreti', 'Extra fee for the Dark Church', 'Доплата за вход в Тёмную церковь'),
      excluded.drinks,
      excluded.personal,
    ),
    meetingPoint: meetingPoints.cappadocia,
    durationDays: 1,
    adultPrice: tl(2100),
    childPrice: tl(1300),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Göreme\'den Avanos\'a', 'From Göreme to Avanos', 'От Гёреме до Аваноса'),
        description: t(
          '09:30 otellerden alış. 10:00 Göreme Açık Hava Müzesi. 12:00 Uçhisar Kalesi manzarası. 13:00 Avanos\'ta öğle yemeği. 14:30 Paşabağ ve Devrent Vadisi. 16:00 çömlek atölyesi. 17:30 otellere dönüş.',
          '09:30 pick-up from hotels. 10:00 Göreme Open-Air Museum. 12:00 view from Uçhisar Castle. 13:00 lunch in Avanos. 14:30 Paşabağ and Devrent Valley. 16:00 pottery workshop. 17:30 return to the hotels.',
          '09:30 — трансфер из отелей. 10:00 — музей под открытым небом Гёреме. 12:00 — вид с крепости Учхисар. 13:00 — обед в Аваносе. 14:30 — Пашабаг и долина Деврент. 16:00 — гончарная мастерская. 17:30 — возвращение в отели.',
        ),
      },
    ],
    schedule: { everyDays: 5, startTime: '09:30:00', capacity: 30 },
  },
  {
    id: 10,
    region: 'istanbul',
    type: TOUR_TYPE.culture,
    isFeatured: true,
    title: t('Klasik Türkiye: İstanbul, Kapadokya, Pamukkale ve Efes', 'Classic Turkey: Istanbul, Cappadocia, Pamukkale and Ephesus', 'Классическая Турция: Стамбул, Каппадокия, Памуккале и Эфес'),
    summary: t(
      'Bir haftada Türkiye\'nin dört simgesi: Bizans ve Osmanlı İstanbul\'u, Kapadokya\'nın peri bacaları, Pamukkale\'nin beyaz terasları ve antik Efes.',
      'Four icons of Turkey in a week: Byzantine and Ottoman Istanbul, the fairy chimneys of Cappadocia, the white terraces of Pamukkale and ancient Ephesus.',
      'Четыре символа Турции за неделю: византийский и османский Стамбул, «каменные грибы» Каппадокии, белые террасы Памуккале и античный Эфес.',
    ),
    description: paragraphs(
      t(
        'İlk kez Türkiye\'ye gelenler için hazırladığımız bu tur, ülkenin en çok merak edilen yerlerini tek bir programda ve rahat bir tempoyla birleştiriyor. İstanbul\'da iki gün geçirdikten sonra iç hat uçuşuyla Kapadokya\'ya geçiyor, oradan karayoluyla Pamukkale\'ye ve Ege kıyısına iniyoruz.',
        'Designed for first-time visitors, this tour brings together the country\'s best-known places in one programme at a relaxed pace. After two days in Istanbul we fly to Cappadocia and then travel overland to Pamukkale and down to the Aegean coast.',
        'Этот тур для тех, кто впервые в Турции: самые известные места страны в одной программе и в спокойном темпе. Проведя два дня в Стамбуле, мы летим в Каппадокию, а затем по суше едем в Памуккале и к Эгейскому побережью.',
      ),
      t(
        'Konaklamalar, Kapadokya\'daki iki gece mağara otelde olmak üzere dört ve beş yıldızlı otellerde yapılır. Tüm transferler, iç hat uçuşu, müze girişleri ve rehberlik fiyata dahildir; akşamlarınızı dilediğiniz gibi değerlendirebilmeniz için akşam yemeklerini serbest bıraktık.',
        'You stay in four- and five-star hotels, including two nights in a cave hotel in Cappadocia. All transfers, the domestic flight, entrance fees and guiding are included; we have left dinners free so that you can spend your evenings as you like.',
        'Проживание — в отелях 4* и 5*, включая две ночи в пещерном отеле в Каппадокии. Все трансферы, внутренний перелёт, входные билеты и услуги гида включены; ужины мы оставили свободными, чтобы вы проводили вечера по своему вкусу.',
      ),
      t(
        'Bu tur, Paket Tur Sözleşmeleri Yönetmeliği kapsamında bir paket turdur. Tur başlamadan en geç 24 saat önce size otel bilgilerini, uçuş saatlerini ve rehberinizin iletişim bilgilerini içeren ayrıntılı programı gönderiyoruz.',
        'This is a package tour under the Turkish Package Tour Contracts Regulation. At least 24 hours before the tour starts we send you a detailed programme with your hotels, flight times and your guide\'s contact details.',
        'Это пакетный тур в соответствии с турецким Положением о договорах на пакетные туры. Не позднее чем за 24 часа до начала тура мы пришлём подробную программу с отелями, временем перелёта и контактами гида.',
      ),
    ),
    included: list(
      t(
        '6 gece 4–5 yıldızlı otellerde konaklama ve kahvaltı (Kapadokya\'da mağara otel)',
        '6 nights in 4- and 5-star hotels with breakfast (a cave hotel in Cappadocia)',
        '6 ночей в отелях 4*–5* с завтраками (в Каппадокии — пещерный отель)',
      ),
      t('İstanbul–Kayseri iç hat uçuşu', 'Istanbul–Kayseri domestic flight', 'Внутренний перелёт Стамбул — Кайсери'),
      t('Tüm transferler ve klimalı araçla ulaşım', 'All transfers and transport by air-conditioned vehicle', 'Все трансферы и переезды на транспорте с кондиционером'),
      included.guide,
      included.entranceFees,
      t('Program dahilindeki öğle yemekleri', 'Lunches on the programme', 'Обеды по программе'),
    ),
    excluded: list(
      t('Akşam yemekleri', 'Dinners', 'Ужины'),
      t('Türkiye\'ye uluslararası uçuşlar', 'International flights to Turkey', 'Международные перелёты в Турцию'),
      t('Sıcak hava balonu uçuşu (isteğe bağlı)', 'Hot-air balloon flight (optional)', 'Полёт на воздушном шаре (по желанию)'),
      excluded.tips,
    ),
    meetingPoint: t(
      'İstanbul Havalimanı veya Sabiha Gökçen Havalimanı geliş salonu; karşılama uçuşunuzun saatine göre yapılır.',
      'Arrivals hall of Istanbul Airport or Sabiha Gökçen Airport; we meet you according to your flight time.',
      'Зал прилёта аэропорта Стамбула или аэропорта Сабиха Гёкчен; встречаем в соответствии со временем вашего рейса.',
    ),
    durationDays: 7,
    adultPrice: tl(45000),
    childPrice: tl(31500),
    babyPrice: tl(3000),
    childAgeMax: 11,
    bookingCutoffHours: 48,
    itinerary: [
      {
        title: t('İstanbul\'a varış', 'Arrival in Istanbul', 'Прибытие в Стамбул'),
        description: t(
          'Havalimanında karşılama ve Sultanahmet\'teki otelinize transfer. Akşamüstü rehberimizle tanışma toplantısı ve gün batımında Galata Köprüsü\'nde kısa bir yürüyüş.',
          'Welcome at the airport and transfer to your hotel in Sultanahmet. In the early evening, a welcome meeting with your guide and a short sunset walk on the Galata Bridge.',
          'Встреча в аэропорту и трансфер в отель в Султанахмете. Ближе к вечеру — знакомство с гидом и короткая прогулка по Галатскому мосту на закате.',
        ),
      },
      {
        title: t('Tarihi Yarımada', 'The historic peninsula', 'Исторический полуостров'),
        description: t(
          'Ayasofya, Sultanahmet Camii, Hipodrom, Topkapı Sarayı ve Yerebatan Sarnıcı. Öğle yemeği Sultanahmet\'te; öğleden sonra Kapalıçarşı ve Mısır Çarşısı.',
          'Hagia Sophia, the Blue Mosque, the Hippodrome, Topkapı Palace and the Basilica Cistern. Lunch in Sultanahmet; in the afternoon the Grand Bazaar and the Spice Bazaar.',
          'Айя-София, Голубая мечеть, ипподром, дворец Топкапы и цистерна Базилика. Обед в Султанахмете, после обеда — Гранд-базар и Египетский базар.',
        ),
      },
      {
        title: t('Kapadokya\'ya uçuş', 'Flight to Cappadocia', 'Перелёт в Каппадокию'),
        description: t(
          'Sabah Kayseri\'ye uçuş ve Kapadokya\'ya transfer. Göreme Açık Hava Müzesi, Uçhisar Kalesi ve Paşabağ. Gece mağara otelde konaklama.',
          'Morning flight to Kayseri and transfer to Cappadocia. Göreme Open-Air Museum, Uçhisar Castle and Paşabağ. Night in a cave hotel.',
          'Утренний перелёт в Кайсери и трансфер в Каппадокию. Музей под открытым небом Гёреме, крепость Учхисар и Пашабаг. Ночь в пещерном отеле.',
        ),
      },
      {
        title: t('Yeraltı şehri ve vadiler', 'Underground city and valleys', 'Подземный город и долины'),
        description: t(
          'İsteğe bağlı sabah balon uçuşu. Derinkuyu Yeraltı Şehri, Güvercinlik Vadisi ve Avanos\'ta çömlek atölyesi. Kapadokya\'da ikinci gece.',
          'Optional early-morning balloon flight. Derinkuyu Underground City, Pigeon Valley and a pottery workshop in Avanos. Second night in Cappadocia.',
          'По желанию — утренний полёт на воздушном шаре. Подземный город Деринкую, Голубиная долина и гончарная мастерская в Аваносе. Вторая ночь в Каппадокии.',
        ),
      },
      {
        title: t('Pamukkale yolunda', 'On the road to Pamukkale', 'Дорога в Памуккале'),
        description: t(
          'Kahvaltıdan sonra batıya doğru yola çıkış; yolda Konya\'da Mevlana Müzesi ve bir Selçuklu kervansarayı. Gece Pamukkale\'de termal otelde konaklama.',
          'After breakfast we head west, stopping at the Mevlana Museum in Konya and a Seljuk caravanserai on the way. Night in a thermal hotel in Pamukkale.',
          'После завтрака отправляемся на запад; по дороге — музей Мевланы в Конье и сельджукский караван-сарай. Ночь в термальном отеле в Памуккале.',
        ),
      },
      {
        title: t('Pamukkale\'den Ege\'ye', 'From Pamukkale to the Aegean', 'Из Памуккале к Эгейскому морю'),
        description: t(
          'Sabah Hierapolis ve traverten terasları. Öğleden sonra Ege kıyısına iniş; gece Kuşadası\'nda konaklama.',
          'Hierapolis and the travertine terraces in the morning. In the afternoon we drive down to the Aegean coast; night in Kuşadası.',
          'Утром — Иераполис и травертиновые террасы. После обеда спуск к Эгейскому побережью; ночь в Кушадасы.',
        ),
      },
      {
        title: t('Efes ve dönüş', 'Ephesus and departure', 'Эфес и отъезд'),
        description: t(
          'Meryem Ana Evi ve Efes Antik Kenti. Öğle yemeğinin ardından İzmir Adnan Menderes Havalimanı\'na transfer; 17:00 civarında bırakılış.',
          'The House of the Virgin Mary and Ephesus. After lunch, transfer to Izmir Adnan Menderes Airport, arriving at about 17:00.',
          'Дом Девы Марии и Эфес. После обеда — трансфер в аэропорт Измира имени Аднана Мендереса, прибытие около 17:00.',
        ),
      },
    ],
    schedule: { everyDays: 10, startTime: null, capacity: 24 },
  },
  {
    id: 13,
    region: 'southeast',
    type: TOUR_TYPE.culture,
    title: t('Mardin ve Midyat: Taş Şehirler', 'Mardin and Midyat: Cities of Stone', 'Мардин и Мидьят: каменные города'),
    summary: t(
      'Mezopotamya Ovası\'na bakan bal rengi taş evler, bin beş yüz yıllık Süryani manastırları ve Dara antik kenti ile üç gün.',
      'Three days of honey-coloured stone houses above the Mesopotamian plain, 1,500-year-old Syriac monasteries and the ancient city of Dara.',
      'Три дня среди медовых каменных домов над Месопотамской равниной, полуторатысячелетних сирийских монастырей и античного города Дара.',
    ),
    description: paragraphs(
      t(
        'Mardin, yamaca kademe kademe kurulmuş taş evleri, medreseleri ve çarşısıyla Türkiye\'nin en etkileyici eski şehirlerinden biri. Turumuzda Zinciriye Medresesi\'nden Ulu Cami\'ye, Kasımiye Medresesi\'nden Mardin Müzesi\'ne şehrin katmanlı tarihini keşfediyoruz.',
        'With its stone houses stepping down the hillside, its madrasas and its bazaar, Mardin is one of Turkey\'s most striking old cities. We explore its layered history, from the Zinciriye Madrasa to the Great Mosque and from the Kasımiye Madrasa to the Mardin Museum.',
        'Мардин с каменными домами, ступенями спускающимися по склону, медресе и базаром — один из самых впечатляющих старинных городов Турции. Мы откроем его многослойную историю — от медресе Зинджирие до Большой мечети и от медресе Касымие до Мардинского музея.',
      ),
      t(
        'İkinci gün Tur Abdin platosuna uzanıyor; 397 yılında kurulan ve bugün hâlâ faal olan Mor Gabriel Manastırı\'nı ve telkari gümüş ustalarının şehri Midyat\'ı görüyoruz. Son gün ise Roma ve Bizans\'ın sınır kenti Dara\'nın yeraltı sarnıçlarını ve kaya mezarlarını geziyoruz.',
        'On the second day we head onto the Tur Abdin plateau to see Mor Gabriel Monastery, founded in 397 and still active, and Midyat, the town of filigree silversmiths. On the last day we explore the underground cisterns and rock tombs of Dara, a frontier city of Rome and Byzantium.',
        'На второй день отправимся на плато Тур-Абдин: увидим монастырь Мор Габриэль, основанный в 397 году и действующий по сей день, и Мидьят — город мастеров серебряной филиграни. В последний день осмотрим подземные цистерны и скальные гробницы Дары — пограничного города Рима и Византии.',
      ),
      t(
        'Tur Mardin Havalimanı\'nda başlar ve biter. Konaklama, tarihi bir taş konaktan dönüştürülmüş butik otelde yapılır.',
        'The tour starts and ends at Mardin Airport. You stay in a boutique hotel in a converted historic stone mansion.',
        'Тур начинается и заканчивается в аэропорту Мардина. Проживание — в бутик-отеле в отреставрированном старинном каменном особняке.',
      ),
    ),
    included: list(
      t('Havalimanı transferleri ve tüm ulaşım', 'Airport transfers and all transport', 'Трансферы из аэропорта и все переезды'),
      t('2 gece taş konak otelde konaklama ve kahvaltı', '2 nights in a stone-mansion hotel with breakfast', '2 ночи в отеле в каменном особняке с завтраком'),
      t('Günlük öğle yemekleri', 'Daily lunches', 'Ежедневные обеды'),
      included.guide,
      included.entranceFees,
    ),
    excluded: list(excluded.flights, t('Akşam yemekleri', 'Dinners', 'Ужины'), excluded.drinks, excluded.tips),
    meetingPoint: t(
      'Mardin Havalimanı, iç hatlar geliş salonu, saat 12:00.',
      'Mardin Airport, domestic arrivals hall, at 12:00.',
      'Аэропорт Мардина, зал прилёта внутренних рейсов, в 12:00.',
    ),
    durationDays: 3,
    adultPrice: tl(16900),
    childPrice: tl(11000),
    babyPrice: tl(1000),
    childAgeMax: 11,
    bookingCutoffHours: 48,
    itinerary: [
      {
        title: t('Mardin\'in taş sokakları', 'The stone streets of Mardin', 'Каменные улицы Мардина'),
        description: t(
          '12:00\'de havalimanında karşılama ve otele yerleşme. Öğle yemeğinin ardından Zinciriye Medresesi, Ulu Cami, Mardin Müzesi ve çarşı. Gün batımını Mezopotamya Ovası\'na bakan bir terasta izliyoruz.',
          'Meeting at the airport at 12:00 and check-in. After lunch the Zinciriye Madrasa, the Great Mosque, the Mardin Museum and the bazaar. We watch the sunset from a terrace overlooking the Mesopotamian plain.',
          '12:00 — встреча в аэропорту и заселение. После обеда — медресе Зинджирие, Большая мечеть, Мардинский музей и базар. Закат встречаем на террасе с видом на Месопотамскую равнину.',
        ),
      },
      {
        title: t('Tur Abdin ve Midyat', 'Tur Abdin and Midyat', 'Тур-Абдин и Мидьят'),
        description: t(
          'Sabah Deyrulzafaran Manastırı. Ardından Midyat\'a geçiş: Mor Gabriel Manastırı, telkari atölyeleri ve tarihi konaklar. Akşam Mardin\'e dönüş.',
          'Deyrulzafaran Monastery in the morning. Then on to Midyat: Mor Gabriel Monastery, filigree workshops and historic mansions. Back to Mardin in the evening.',
          'Утром — монастырь Дейрульзафаран. Затем переезд в Мидьят: монастырь Мор Габриэль, мастерские филиграни и старинные особняки. Вечером возвращение в Мардин.',
        ),
      },
      {
        title: t('Dara ve dönüş', 'Dara and departure', 'Дара и отъезд'),
        description: t(
          'Kahvaltıdan sonra Dara antik kenti: sarnıçlar, kaya mezarları ve sur kalıntıları. Kasımiye Medresesi\'ni de gördükten sonra 15:00 civarında havalimanına transfer.',
          'After breakfast, the ancient city of Dara: cisterns, rock tombs and the remains of the walls. After a visit to the Kasımiye Madrasa, transfer to the airport at about 15:00.',
          'После завтрака — античный город Дара: цистерны, скальные гробницы и остатки стен. После медресе Касымие около 15:00 — трансфер в аэропорт.',
        ),
      },
    ],
    schedule: { everyDays: 7, startTime: '12:00:00', capacity: 20 },
  },
  {
    id: 18,
    region: 'southeast',
    type: TOUR_TYPE.culture,
    title: t('Göbeklitepe ve Şanlıurfa', 'Göbeklitepe and Şanlıurfa', 'Гёбекли-Тепе и Шанлыурфа'),
    summary: t(
      'Dünyanın bilinen en eski anıtsal yapılarından Göbeklitepe\'yi, peygamberler şehri Şanlıurfa\'yı ve konik kubbeli Harran evlerini iki günde keşfedin.',
      'In two days, discover Göbeklitepe, one of the oldest known monumental sites in the world, Şanlıurfa, the city of prophets, and the beehive houses of Harran.',
      'За два дня — Гёбекли-Тепе, одно из древнейших известных монументальных сооружений мира, Шанлыурфа — город пророков, и дома-ульи Харрана.',
    ),
    description: paragraphs(
      t(
        'Yaklaşık 12.000 yıl önce avcı-toplayıcılar tarafından dikilen T biçimli dikilitaşlarıyla Göbeklitepe, insanlık tarihine dair bildiklerimizi değiştiren bir keşif. Ziyaretçi merkezindeki kısa filmin ardından rehberimizle kazı alanını dolaşıyor, hayvan kabartmalarının anlamını konuşuyoruz.',
        'With its T-shaped pillars raised by hunter-gatherers some 12,000 years ago, Göbeklitepe is a discovery that changed what we know about human history. After a short film at the visitor centre, we walk around the excavation with our guide and talk about the meaning of the animal reliefs.',
        'Гёбекли-Тепе с его Т-образными столбами, воздвигнутыми охотниками-собирателями около 12 000 лет назад, — открытие, изменившее наши представления об истории человечества. После короткого фильма в визит-центре мы обойдём раскопки с гидом и поговорим о значении рельефов с животными.',
      ),
      t(
        'Şanlıurfa\'da Hz. İbrahim\'in doğduğuna inanılan mağarayı ve Balıklıgöl\'ü, dünyanın en büyük mozaik müzelerinden Haleplibahçe\'yi ve tarihi çarşıyı geziyoruz. Akşam yemeğinde geleneksel bir sıra gecesinde Urfa türkülerini dinliyoruz. İkinci gün, konik kubbeli evleri ve antik üniversitesiyle Harran\'a gidiyoruz.',
        'In Şanlıurfa we visit the cave where Abraham is believed to have been born, the sacred fish pools of Balıklıgöl, the Haleplibahçe Mosaic Museum, one of the largest in the world, and the old bazaar. At dinner we listen to Urfa folk songs at a traditional sıra gecesi. On the second day we drive to Harran, known for its beehive houses and ancient university.',
        'В Шанлыурфе посетим пещеру, где, по преданию, родился пророк Авраам, священные рыбные пруды Балыклыгёль, музей мозаики Халеплибахче — один из крупнейших в мире — и старый базар. За ужином послушаем урфинские народные песни на традиционном вечере «сыра геджеси». На второй день поедем в Харран, известный домами-ульями и древним университетом.',
      ),
    ),
    included: list(
      included.airportTransfers,
      t('1 gece otelde konaklama ve kahvaltı', '1 night in a hotel with breakfast', '1 ночь в отеле с завтраком'),
      t('Sıra gecesinde akşam yemeği', 'Dinner at a sıra gecesi', 'Ужин на вечере «сыра геджеси»'),
      included.guide,
      included.entranceFees,
    ),
    excluded: list(excluded.flights, t('Öğle yemekleri', 'Lunches', 'Обеды'), excluded.drinks, excluded.tips),
    meetingPoint: t(
      'Şanlıurfa GAP Havalimanı geliş salonu, saat 10:00.',
      'Şanlıurfa GAP Airport, arrivals hall, at 10:00.',
      'Аэропорт ГАП Шанлыурфы, зал прилёта, в 10:00.',
    ),
    durationDays: 2,
    adultPrice: tl(12400),
    childPrice: tl(8000),
    babyPrice: tl(1000),
    childAgeMax: 11,
    bookingCutoffHours: 48,
    itinerary: [
      {
        title: t('Göbeklitepe ve Şanlıurfa', 'Göbeklitepe and Şanlıurfa', 'Гёбекли-Тепе и Шанлыурфа'),
        description: t(
          '10:00\'da havalimanında karşılama ve Göbeklitepe\'ye transfer. Öğleden sonra Balıklıgöl, Mevlid-i Halil Mağarası ve Haleplibahçe Mozaik Müzesi. Akşam sıra gecesinde yemek.',
          'Meeting at the airport at 10:00 and transfer to Göbeklitepe. In the afternoon Balıklıgöl, the Cave of Abraham and the Haleplibahçe Mosaic Museum. Dinner at a sıra gecesi in the evening.',
          '10:00 — встреча в аэропорту и переезд в Гёбекли-Тепе. После обеда — Балыклыгёль, пещера Авраама и музей мозаики Халеплибахче. Вечером — ужин на вечере «сыра геджеси».',
        ),
      },
      {
        title: t('Harran ve dönüş', 'Harran and departure', 'Харран и отъезд'),
        description: t(
          'Kahvaltıdan sonra Harran\'a geçiş: konik kubbeli evler, Ulu Cami ve antik üniversite kalıntıları. Öğleden sonra Şanlıurfa çarşısında serbest zaman ve 16:00\'da havalimanına transfer.',
          'After breakfast we drive to Harran: the beehive houses, the Great Mosque and the ruins of the ancient university. Free time in the Şanlıurfa bazaar in the afternoon, and transfer to the airport at 16:00.',
          'После завтрака — Харран: дома-ульи, Большая мечеть и руины древнего университета. После обеда свободное время на базаре Шанлыурфы и в 16:00 трансфер в аэропорт.',
        ),
      },
    ],
    schedule: { everyDays: 7, startTime: '10:00:00', capacity: 20 },
  },
  {
    id: 23,
    region: 'southeast',
    type: TOUR_TYPE.culture,
    title: t('Nemrut Dağı\'nda Gün Doğumu', 'Sunrise on Mount Nemrut', 'Рассвет на горе Немрут'),
    summary: t(
      'Kommagene Kralı Antiochos\'un 2.150 metredeki dev heykelleri arasında gün doğumunu izleyin; Cendere Köprüsü ve Arsameia ile iki gün.',
      'Watch the sun rise among the giant statues of King Antiochus of Commagene at 2,150 metres, with the Cendere Bridge and Arsameia, over two days.',
      'Встретьте рассвет среди гигантских статуй коммагенского царя Антиоха на высоте 2150 метров; два дня с мостом Джендере и Арсамеей.',
    ),
    description: paragraphs(
      t(
        'Nemrut Dağı\'nın zirvesinde, MÖ 1. yüzyılda Kommagene Kralı I. Antiochos\'un yaptırdığı tümülüs ve onu çevreleyen tanrı heykelleri UNESCO Dünya Mirası listesindedir. Doğu ve batı teraslarındaki dev başlar, özellikle gün doğumu ve gün batımında altın rengine bürünür.',
        'On the summit of Mount Nemrut, the burial mound built by King Antiochus I of Commagene in the 1st century BC and the statues of gods around it are a UNESCO World Heritage Site. The giant heads on the east and west terraces glow gold at sunrise and sunset.',
        'На вершине Немрута курган, построенный коммагенским царём Антиохом I в I веке до н. э., и окружающие его статуи богов внесены в список Всемирного наследия ЮНЕСКО. Гигантские головы на восточной и западной террасах на рассвете и закате становятся золотыми.',
      ),
      t(
        'Turumuz Adıyaman\'da başlıyor; ilk gün Roma döneminden kalma Cendere Köprüsü\'nü, Karakuş Tümülüsü\'nü ve Kommagene\'nin yazlık başkenti Arsameia\'yı görüyoruz. Geceyi dağın eteğindeki Karadut köyünde geçiriyor, sabaha karşı zirveye çıkarak gün doğumunu izliyoruz.',
        'The tour starts in Adıyaman. On the first day we see the Roman Cendere Bridge, the Karakuş Tumulus and Arsameia, the summer capital of Commagene. We spend the night in the village of Karadut at the foot of the mountain and drive up before dawn to watch the sunrise.',
        'Тур начинается в Адыямане. В первый день увидим римский мост Джендере, курган Каракуш и Арсамею — летнюю столицу Коммагены. Ночуем в деревне Карадут у подножия горы и ещё до рассвета поднимаемся на вершину встречать солнце.',
      ),
      t(
        'Zirvede yaz aylarında bile sabahları hava soğuktur; kalın bir mont getirin. Otoparktan heykellere yaklaşık 600 metrelik taşlı bir patikadan yürünür. Zirve yolu kar nedeniyle genellikle kasımdan nisan sonuna kadar kapalı olduğundan, bu dönemde gün doğumunu Arsameia\'dan izliyoruz.',
        'Even in summer the summit is cold in the early morning, so bring a warm jacket. From the car park to the statues is a stony path of about 600 metres. The summit road is usually closed by snow from November to the end of April; during that period we watch the sunrise from Arsameia.',
        'Даже летом на вершине по утрам холодно — возьмите тёплую куртку. От парковки до статуй около 600 метров по каменистой тропе. Дорогу на вершину обычно закрывает снег с ноября до конца апреля; в это время рассвет мы встречаем в Арсамее.',
      ),
    ),
    included: list(
      included.airportTransfers,
      t(
        '1 gece Karadut\'ta pansiyonda konaklama, akşam yemeği ve kahvaltı',
        '1 night in a guesthouse in Karadut with dinner and breakfast',
        '1 ночь в гостевом доме в Карадуте с ужином и завтраком',
      ),
      included.transport,
      included.guide,
      t('Nemrut Dağı Milli Parkı ve ören yeri girişleri', 'Entrance fees for Mount Nemrut National Park and the sites', 'Входные билеты в национальный парк «Гора Немрут» и на объекты'),
    ),
    excluded: list(excluded.flights, t('Öğle yemekleri', 'Lunches', 'Обеды'), excluded.drinks, excluded.tips),
    meetingPoint: t(
      'Adıyaman Havalimanı geliş salonu, saat 12:00.',
      'Adıyaman Airport, arrivals hall, at 12:00.',
      'Аэропорт Адыямана, зал прилёта, в 12:00.',
    ),
    durationDays: 2,
    adultPrice: tl(9800),
    childPrice: tl(6400),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 48,
    itinerary: [
      {
        title: t('Kommagene\'nin izinde', 'In the footsteps of Commagene', 'По следам Коммагены'),
        description: t(
          '12:00\'de havalimanında karşılama. Karakuş Tümülüsü, Cendere Köprüsü ve Arsameia. Akşam Karadut\'taki pansiyonumuzda yemek ve erken dinlenme.',
          'Meeting at the airport at 12:00. The Karakuş Tumulus, the Cendere Bridge and Arsameia. Dinner at our guesthouse in Karadut and an early night.',
          '12:00 — встреча в аэропорту. Курган Каракуш, мост Джендере и Арсамея. Ужин в гостевом доме в Карадуте и ранний отдых.',
        ),
      },
      {
        title: t('Zirvede gün doğumu', 'Sunrise on the summit', 'Рассвет на вершине'),
        description: t(
          '04:00\'te zirveye hareket ve gün doğumu. Doğu ve batı teraslarının gezisi, ardından pansiyonda kahvaltı. Öğle saatlerinde Adıyaman Havalimanı\'na transfer.',
          '04:00 departure for the summit and the sunrise. A tour of the east and west terraces, then breakfast at the guesthouse. Transfer to Adıyaman Airport around midday.',
          '04:00 — выезд на вершину и рассвет. Осмотр восточной и западной террас, затем завтрак в гостевом доме. Около полудня — трансфер в аэропорт Адыямана.',
        ),
      },
    ],
    schedule: { everyDays: 7, startTime: '12:00:00', capacity: 16 },
  },
  {
    id: 28,
    region: 'east',
    type: TOUR_TYPE.culture,
    title: t('Kars ve Ani: Bin Bir Kilise Şehri', 'Kars and Ani: City of a Thousand and One Churches', 'Карс и Ани: город тысячи и одной церкви'),
    summary: t(
      'Arpaçay kıyısındaki Ani Ören Yeri\'nin katedralleri, Baltık mimarisiyle Kars sokakları, Çıldır Gölü ve Kars gravyeri ile üç gün.',
      'Three days with the cathedrals of Ani on the banks of the Arpaçay, the Baltic-style streets of Kars, Lake Çıldır and Kars gruyère.',
      'Три дня: соборы Ани на берегу реки Арпачай, улицы Карса в прибалтийском стиле, озеро Чылдыр и карсский грюйер.',
    ),
    description: paragraphs(
      t(
        'UNESCO Dünya Mirası listesindeki Ani, Orta Çağ\'da İpek Yolu üzerinde 100.000\'i aşkın nüfusuyla bölgenin en büyük şehirlerinden biriydi. Sur kapısından girip Ani Katedrali\'ni, Tigran Honents Kilisesi\'nin fresklerini ve Ebu\'l Menuçehr Camii\'ni, Arpaçay vadisinin karşısındaki Ermenistan manzarası eşliğinde geziyoruz.',
        'Ani, a UNESCO World Heritage Site, was one of the region\'s largest cities in the Middle Ages, with more than 100,000 people on the Silk Road. Entering through the city gate, we see Ani Cathedral, the frescoes of the Church of Tigran Honents and the Mosque of Manuchihr, with Armenia in view across the Arpaçay valley.',
        'Ани, объект Всемирного наследия ЮНЕСКО, в Средние века был одним из крупнейших городов региона на Шёлковом пути с населением более 100 000 человек. Войдя через городские ворота, мы увидим Анийский собор, фрески церкви Тиграна Оненца и мечеть Манучехра, а за долиной Арпачая — Армению.',
      ),
      t(
        'Kars\'ta 19. yüzyıl sonundaki Rus döneminden kalma Baltık tarzı taş binaları, Kars Kalesi\'ni ve On İki Havariler Kilisesi\'ni görüyoruz. Bir peynir mandırasında Kars gravyerini ve kaşarını tadıyor, akşam yemeğinde ünlü Kars kazını deniyoruz. Son gün, kışın üzerinde atlı kızakların gezdiği Çıldır Gölü\'ne gidiyoruz.',
        'In Kars we see the Baltic-style stone buildings from the Russian period of the late 19th century, Kars Castle and the Church of the Holy Apostles. At a dairy we taste Kars gruyère and kaşar, and at dinner we try the famous Kars goose. On the last day we drive to Lake Çıldır, where horse-drawn sleighs cross the ice in winter.',
        'В Карсе увидим каменные здания в прибалтийском стиле, оставшиеся от российского периода конца XIX века, Карсскую крепость и церковь Святых Апостолов. На сыроварне продегустируем карсский грюйер и кашар, а на ужин попробуем знаменитого карсского гуся. В последний день поедем на озеро Чылдыр, по льду которого зимой ездят конные сани.',
      ),
    ),
    included: list(
      included.airportTransfers,
      t('2 gece otelde konaklama ve kahvaltı', '2 nights in a hotel with breakfast', '2 ночи в отеле с завтраком'),
      t('Kaz eti akşam yemeği ve peynir tadımı', 'Goose dinner and cheese tasting', 'Ужин с гусем и дегустация сыров'),
      included.guide,
      included.entranceFees,
    ),
    excluded: list(excluded.flights, t('Öğle yemekleri', 'Lunches', 'Обеды'), excluded.drinks, excluded.tips),
    meetingPoint: t(
      'Kars Harakani Havalimanı geliş salonu, saat 11:00.',
      'Kars Harakani Airport, arrivals hall, at 11:00.',
      'Аэропорт Карса имени Харакани, зал прилёта, в 11:00.',
    ),
    durationDays: 3,
    adultPrice: tl(15500),
    childPrice: tl(10000),
    babyPrice: tl(1000),
    childAgeMax: 11,
    bookingCutoffHours: 48,
    itinerary: [
      {
        title: t('Kars\'ın taş sokakları', 'The stone streets of Kars', 'Каменные улицы Карса'),
        description: t(
          '11:00\'de karşılama ve otele yerleşme. Öğleden sonra Kars Kalesi, On İki Havariler Kilisesi ve Baltık mimarisi yürüyüşü. Akşam kaz yemeği.',
          'Meeting at 11:00 and check-in. In the afternoon Kars Castle, the Church of the Holy Apostles and a walk among the Baltic-style buildings. Goose dinner in the evening.',
          '11:00 — встреча и заселение. После обеда — Карсская крепость, церковь Святых Апостолов и прогулка среди зданий в прибалтийском стиле. Вечером — ужин с гусем.',
        ),
      },
      {
        title: t('Ani Ören Yeri', 'The ruins of Ani', 'Руины Ани'),
        description: t(
          'Sabah Ani\'ye hareket; katedral, kiliseler, Ebu\'l Menuçehr Camii ve surlar boyunca yaklaşık üç saatlik gezi. Dönüşte bir mandırada gravyer tadımı.',
          'Morning drive to Ani for a walk of about three hours around the cathedral, the churches, the Mosque of Manuchihr and the walls. A gruyère tasting at a dairy on the way back.',
          'Утром — выезд в Ани: около трёх часов прогулки вдоль собора, церквей, мечети Манучехра и стен. На обратном пути — дегустация грюйера на сыроварне.',
        ),
      },
      {
        title: t('Çıldır Gölü ve dönüş', 'Lake Çıldır and departure', 'Озеро Чылдыр и отъезд'),
        description: t(
          'Kahvaltıdan sonra Çıldır Gölü ve göl kıyısındaki köyler. 15:00 civarında Kars Havalimanı\'na bırakılış.',
          'After breakfast, Lake Çıldır and the villages on its shore. Drop-off at Kars Airport at about 15:00.',
          'После завтрака — озеро Чылдыр и деревни на его берегу. Около 15:00 — прибытие в аэропорт Карса.',
        ),
      },
    ],
    schedule: { everyDays: 8, startTime: '11:00:00', capacity: 20 },
  },
  {
    id: 32,
    region: 'pamukkale',
    type: TOUR_TYPE.culture,
    title: t('Afrodisias ve Laodikeia Antik Kentleri', 'Aphrodisias and Laodicea', 'Античные города Афродисиас и Лаодикия'),
    summary: t(
      'Heykeltıraşlarıyla ünlü Afrodisias\'ın stadyumu ve Tetrapylon\'u, Vahiy Kitabı\'ndaki yedi kiliseden biri olan Laodikeia\'nın sütunlu caddeleri.',
      'The stadium and Tetrapylon of Aphrodisias, famed for its sculptors, and the colonnaded streets of Laodicea, one of the Seven Churches of Revelation.',
      'Стадион и Тетрапилон Афродисиаса, знаменитого своими скульпторами, и колоннадные улицы Лаодикии — одной из семи церквей Апокалипсиса.',
    ),
    description: paragraphs(
      t(
        'Aşk tanrıçası Afrodit\'e adanmış Afrodisias, antik dünyanın en usta heykeltıraşlarını yetiştirmiş ve 2017\'de UNESCO Dünya Mirası listesine alınmıştır. 30.000 kişilik stadyumu Antik Çağ\'ın en iyi korunmuş stadyumlarından biridir; Sebasteion kabartmalarının ve heykellerin sergilendiği müze ise günün en etkileyici bölümü.',
        'Aphrodisias, dedicated to Aphrodite, the goddess of love, trained the finest sculptors of the ancient world and became a UNESCO World Heritage Site in 2017. Its 30,000-seat stadium is one of the best-preserved of antiquity, and the museum with the Sebasteion reliefs and statues is the highlight of the day.',
        'Афродисиас, посвящённый богине любви Афродите, воспитал лучших скульпторов античного мира и в 2017 году вошёл в список Всемирного наследия ЮНЕСКО. Его стадион на 30 000 зрителей — один из лучше всего сохранившихся в античности, а музей с рельефами Себастейона и статуями — главное впечатление дня.',
      ),
      t(
        'Öğleden sonra Denizli\'nin hemen yanındaki Laodikeia\'ya geçiyoruz. Son yıllardaki kazılarla yeniden ayağa kaldırılan sütunlu Suriye Caddesi, iki tiyatrosu ve Hristiyanlığın erken dönemine ait kilisesiyle Laodikeia, Pamukkale\'nin gölgesinde kalmış ama görülmeye çok değer bir antik kent.',
        'In the afternoon we move on to Laodicea, just outside Denizli. With its colonnaded Syria Street, raised again by recent excavations, its two theatres and its early Christian church, Laodicea lives in the shadow of Pamukkale but is well worth seeing.',
        'После обеда отправимся в Лаодикию, совсем рядом с Денизли. С колоннадной Сирийской улицей, восстановленной в ходе недавних раскопок, двумя театрами и раннехристианской церковью Лаодикия остаётся в тени Памуккале, но очень стоит того, чтобы её увидеть.',
      ),
    ),
    included: list(included.transport, included.guide, included.lunch, included.entranceFees),
    excluded: list(excluded.drinks, excluded.tips, excluded.personal),
    meetingPoint: meetingPoints.denizli,
    durationDays: 1,
    adultPrice: tl(2200),
    childPrice: tl(1300),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Afrodisias ve Laodikeia', 'Aphrodisias and Laodicea', 'Афродисиас и Лаодикия'),
        description: t(
          '08:30 otellerden alış. 10:00 Afrodisias: Tetrapylon, stadyum, tiyatro ve müze. 13:00 Karacasu\'da öğle yemeği. 15:00 Laodikeia: Suriye Caddesi, tiyatrolar ve kilise. 17:30 otellere dönüş.',
          '08:30 pick-up from hotels. 10:00 Aphrodisias: the Tetrapylon, the stadium, the theatre and the museum. 13:00 lunch in Karacasu. 15:00 Laodicea: Syria Street, the theatres and the church. 17:30 return to the hotels.',
          '08:30 — трансфер из отелей. 10:00 — Афродисиас: Тетрапилон, стадион, театр и музей. 13:00 — обед в Караджасу. 15:00 — Лаодикия: Сирийская улица, театры и церковь. 17:30 — возвращение в отели.',
        ),
      },
    ],
    schedule: { everyDays: 7, startTime: '08:30:00', capacity: 25 },
  },
];
