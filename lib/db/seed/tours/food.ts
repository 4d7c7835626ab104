import { list, paragraphs, t, tl } from '../localized';
import { TOUR_TYPE } from '../regions';
import { excluded, included, meetingPoints } from './phrases';
import type { TourSeed } from './types';

export const foodTours: TourSeed[] = [
  {
    id: 5,
    region: 'southeast',
    type: TOUR_TYPE.food,
    isFeatured: true,
    title: t('Gaziantep Gastronomi Turu', 'Gaziantep Food Tour', 'Гастрономический тур по Газиантепу'),
    summary: t(
      'UNESCO Gastronomi Şehri Gaziantep\'te iki gün boyunca beyran, katmer, lahmacun ve fıstıklı baklavanın peşine düşüyor, ustaların mutfaklarına konuk oluyoruz.',
      'Two days in Gaziantep, a UNESCO City of Gastronomy, chasing beyran, katmer, lahmacun and pistachio baklava, and visiting the masters in their kitchens.',
      'Два дня в Газиантепе — гастрономическом городе ЮНЕСКО: бейран, катмер, лахмаджун и фисташковая пахлава, а также визиты на кухни мастеров.',
    ),
    description: paragraphs(
      t(
        'Gaziantep, 2015\'te UNESCO Yaratıcı Şehirler Ağı\'na gastronomi alanında katılan ilk Türk şehri. Bu turda şehri mutfağından tanıyoruz: beyranla başlayan sabahlar, bakırcılar çarşısında menengiç kahvesi molaları ve ustaların tezgâhlarında geçen saatler.',
        'In 2015 Gaziantep became the first Turkish city to join the UNESCO Creative Cities Network for gastronomy. On this tour we get to know the city through its kitchen: mornings that start with beyran, breaks for menengiç coffee in the coppersmiths\' bazaar and hours spent at the masters\' counters.',
        'В 2015 году Газиантеп первым среди турецких городов вошёл в Сеть креативных городов ЮНЕСКО в области гастрономии. В этом туре мы знакомимся с городом через его кухню: утро с бейраном, кофе мененгич на медном базаре и часы у прилавков мастеров.',
      ),
      t(
        'Bir baklava ustasının atölyesinde yufkanın nasıl incecik açıldığını izliyor, fıstığın en iyisinin neden erken hasat \'boz iç\' olduğunu öğreniyoruz. Zeugma Mozaik Müzesi\'nde ünlü \'Çingene Kızı\' mozaiğini görüyor, akşam yemeğinde ise yöresel kebap çeşitlerini tadıyoruz.',
        'In a baklava master\'s workshop we watch the pastry being rolled paper-thin and learn why early-harvest green pistachios are the most prized. We see the famous \'Gypsy Girl\' mosaic at the Zeugma Mosaic Museum, and dinner is a tasting of the region\'s kebabs.',
        'В мастерской пахлавы мы посмотрим, как раскатывают тончайшее тесто, и узнаем, почему больше всего ценится зелёная фисташка раннего урожая. В Музее мозаики Зевгмы увидим знаменитую «Цыганку», а на ужин попробуем местные кебабы.',
      ),
      t(
        'Tur Gaziantep Havalimanı\'nda başlar ve biter; uçak biletiniz dahil değildir. Vejetaryen misafirlerimiz için alternatif menü hazırlıyoruz; rezervasyonunuzdan sonra bize bildirmeniz yeterli.',
        'The tour starts and ends at Gaziantep Airport; flights are not included. We prepare an alternative menu for vegetarian guests, so just let us know after booking.',
        'Тур начинается и заканчивается в аэропорту Газиантепа; авиабилеты не включены. Для вегетарианцев готовим альтернативное меню — просто сообщите нам об этом после бронирования.',
      ),
    ),
    included: list(
      included.airportTransfers,
      t('1 gece butik otelde konaklama', '1 night in a boutique hotel', '1 ночь в бутик-отеле'),
      t(
        'Programdaki tüm tadımlar, 2 öğle ve 1 akşam yemeği',
        'All tastings on the programme, 2 lunches and 1 dinner',
        'Все дегустации по программе, 2 обеда и 1 ужин',
      ),
      included.guide,
      t('Zeugma Mozaik Müzesi girişi', 'Entrance to the Zeugma Mosaic Museum', 'Вход в Музей мозаики Зевгмы'),
    ),
    excluded: list(excluded.flights, excluded.singleSupplement, excluded.drinks, excluded.tips),
    meetingPoint: t(
      'Gaziantep Havalimanı, iç hatlar geliş salonu; karşılama uçuşunuzun saatine göre yapılır.',
      'Gaziantep Airport, domestic arrivals hall; we meet you according to your flight time.',
      'Аэропорт Газиантепа, зал прилёта внутренних рейсов; встречаем в соответствии со временем вашего рейса.',
    ),
    durationDays: 2,
    adultPrice: tl(11500),
    childPrice: tl(7500),
    babyPrice: tl(1000),
    childAgeMax: 12,
    bookingCutoffHours: 48,
    itinerary: [
      {
        title: t('Zeugma ve baklava atölyesi', 'Zeugma and a baklava workshop', 'Зевгма и мастерская пахлавы'),
        description: t(
          'Havalimanında karşılama ve otele yerleşme. Öğle yemeğinde yuvalama ve ali nazik. Öğleden sonra Zeugma Mozaik Müzesi ve bir baklava atölyesinde ustayla tanışma. Akşam yemeği yöresel bir kebapçıda.',
          'Welcome at the airport and check-in. Lunch of yuvalama and ali nazik. In the afternoon the Zeugma Mosaic Museum and a visit to a baklava master\'s workshop. Dinner at a traditional kebab house.',
          'Встреча в аэропорту и заселение в отель. На обед — ювалама и али-назик. Днём — Музей мозаики Зевгмы и мастерская пахлавы. Ужин в традиционной кебабной.',
        ),
      },
      {
        title: t('Beyran kahvaltısı ve çarşılar', 'Beyran breakfast and the bazaars', 'Завтрак с бейраном и базары'),
        description: t(
          'Güne beyranla başlıyoruz. Ardından Gaziantep Kalesi, Bakırcılar Çarşısı ve Zincirli Bedesten; menengiç kahvesi molası. Öğle yemeğinde katmer ve lahmacun tadımı. Öğleden sonra havalimanına transfer.',
          'We start the day with beyran soup. Then Gaziantep Castle, the coppersmiths\' bazaar and the Zincirli Bedesten, with a break for menengiç coffee. Lunch is a tasting of katmer and lahmacun. Afternoon transfer to the airport.',
          'День начинаем с супа бейран. Затем — крепость Газиантепа, медный базар и крытый рынок Зинджирли-бедестен, перерыв на кофе мененгич. На обед — катмер и лахмаджун. После обеда — трансфер в аэропорт.',
        ),
      },
    ],
    schedule: { everyDays: 7, startTime: null, capacity: 16 },
  },
  {
    id: 12,
    region: 'istanbul',
    type: TOUR_TYPE.food,
    title: t('Kadıköy ve Üsküdar Lezzet Yürüyüşü', 'Kadıköy and Üsküdar Food Walk', 'Гастрономическая прогулка по Кадыкёю и Ускюдару'),
    summary: t(
      'Vapurla Asya yakasına geçip Kadıköy Çarşısı\'nda yirmiden fazla lezzet tadıyoruz: turşudan midye dolmaya, kokoreçten Türk kahvesine.',
      'We cross to the Asian side by ferry and taste more than twenty things in the Kadıköy market, from pickles and stuffed mussels to kokoreç and Turkish coffee.',
      'Переправляемся на пароме на азиатский берег и пробуем больше двадцати блюд на рынке Кадыкёя — от соленьев и фаршированных мидий до кокореча и турецкого кофе.',
    ),
    description: paragraphs(
      t(
        'İstanbul\'un en iyi lezzetleri çoğu zaman turistlerin uğramadığı sokaklarda saklıdır. Eminönü\'nden vapura binip simit ve çay eşliğinde Üsküdar\'a geçiyor, güne Üsküdar\'ın tarihi fırınlarından birinde kahvaltıyla başlıyoruz.',
        'Istanbul\'s best food is often hidden in streets tourists never visit. We board a ferry at Eminönü and cross to Üsküdar with simit and tea, starting the day with breakfast at one of Üsküdar\'s historic bakeries.',
        'Лучшая еда Стамбула часто прячется на улицах, куда не заходят туристы. В Эминёню садимся на паром и с симитом и чаем переправляемся в Ускюдар, где начинаем день с завтрака в одной из старинных пекарен.',
      ),
      t(
        'Ardından Kadıköy Çarşısı\'nın dar sokaklarında esnafla sohbet ederek turşucuları, peynircileri, balıkçıları ve şarküteri dükkânlarını geziyoruz. Bir esnaf lokantasında ev yemekleri, bir tatlıcıda kaymaklı ekmek kadayıfı ve Moda sahilinde Türk kahvesiyle turu tamamlıyoruz.',
        'Then we wander the narrow streets of the Kadıköy market, chatting with the pickle makers, cheesemongers, fishmongers and delicatessen owners. We finish with home-style dishes at a tradesmen\'s restaurant, ekmek kadayıfı with clotted cream at a dessert shop and Turkish coffee on the Moda seafront.',
        'Затем гуляем по узким улочкам рынка Кадыкёя, беседуя с торговцами соленьями, сыром, рыбой и деликатесами. Завершаем домашней едой в рабочей столовой-локанте, десертом экмек-кадайыфы со сливками каймак и турецким кофе на набережной Мода.',
      ),
      t(
        'Tur yaklaşık beş saat sürer ve tamamen yürüyerek yapılır. Tadımlar bir öğün yerine geçecek kadar doyurucudur; aç gelmenizi öneririz!',
        'The tour lasts about five hours, all on foot. The tastings add up to more than a full meal, so come hungry!',
        'Прогулка длится около пяти часов и проходит пешком. Дегустаций хватит на полноценный обед — приходите голодными!',
      ),
    ),
    included: list(
      t('Vapur ve toplu taşıma kartı', 'Ferry and public transport card', 'Паром и транспортная карта'),
      t('20\'den fazla tadım ve içecekler', 'More than 20 tastings with drinks', 'Более 20 дегустаций с напитками'),
      t('Yemek kültürü rehberi', 'Food culture guide', 'Гид-гастроном'),
    ),
    excluded: list(excluded.hotelTransfer, t('Alkollü içecekler', 'Alcoholic drinks', 'Алкогольные напитки'), excluded.tips),
    meetingPoint: t(
      'Eminönü vapur iskelesi önü, Yeni Cami tarafı.',
      'In front of the Eminönü ferry pier, on the New Mosque side.',
      'У паромного причала Эминёню, со стороны Новой мечети.',
    ),
    durationDays: 1,
    adultPrice: tl(2600),
    childPrice: tl(1500),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Üsküdar\'dan Moda\'ya', 'From Üsküdar to Moda', 'От Ускюдара до Моды'),
        description: t(
          '09:30 Eminönü\'nde buluşma ve vapurla Üsküdar\'a geçiş. 10:00 tarihi fırında kahvaltı. 11:30 Kadıköy Çarşısı\'nda tadımlar. 13:30 esnaf lokantasında öğle yemeği. 15:00 tatlı ve Moda sahilinde Türk kahvesi; tur Moda\'da sona erer.',
          '09:30 meet at Eminönü and take the ferry to Üsküdar. 10:00 breakfast at a historic bakery. 11:30 tastings in the Kadıköy market. 13:30 lunch at a tradesmen\'s restaurant. 15:00 dessert and Turkish coffee on the Moda seafront; the tour ends in Moda.',
          '09:30 — встреча в Эминёню и паром в Ускюдар. 10:00 — завтрак в старинной пекарне. 11:30 — дегустации на рынке Кадыкёя. 13:30 — обед в локанте. 15:00 — десерт и турецкий кофе на набережной Мода; тур завершается в Моде.',
        ),
      },
    ],
    schedule: { everyDays: 5, startTime: '09:30:00', capacity: 12 },
  },
  {
    id: 17,
    region: 'aegean',
    type: TOUR_TYPE.food,
    title: t('Urla Bağ Yolu: Şarap ve Zeytinyağı Tadımı', 'Urla Wine Route: Wine and Olive Oil Tasting', 'Винный путь Урлы: дегустация вина и оливкового масла'),
    summary: t(
      'İzmir\'in yarım saat ötesinde, antik çağdan beri bağcılık yapılan Urla\'da butik şarap evleri, zeytinyağı tadımı ve Ege otlarıyla hazırlanmış bir öğle yemeği.',
      'Half an hour from Izmir, in Urla, where vines have been grown since antiquity: boutique wineries, an olive-oil tasting and a lunch of Aegean herbs.',
      'В получасе от Измира, в Урле, где виноград выращивают с античных времён: бутиковые винодельни, дегустация оливкового масла и обед из эгейских трав.',
    ),
    description: paragraphs(
      t(
        'Urla Yarımadası\'nda bağcılığın geçmişi antik Klazomenai\'ye, yani 2.500 yıl öncesine uzanır. Bugün Urla Bağ Yolu üzerindeki on beşten fazla butik şarap evi, yerli üzüm çeşitlerini yeniden canlandırıyor. Turumuzda bunlardan üçünü ziyaret ediyor, mahzenleri geziyor ve şarap üreticileriyle sohbet ediyoruz.',
        'Winemaking on the Urla peninsula goes back 2,500 years to ancient Klazomenai. Today more than fifteen boutique wineries along the Urla Wine Route are reviving native grape varieties. We visit three of them, tour their cellars and talk with the winemakers.',
        'Виноделию на полуострове Урла 2500 лет — оно восходит к античной Клазомене. Сегодня более пятнадцати бутиковых виноделен на Винном пути Урлы возрождают местные сорта винограда. Мы посетим три из них, осмотрим погреба и побеседуем с виноделами.',
      ),
      t(
        'Öğle yemeğini bir bağ evinde; mevsimin Ege otları, zeytinyağlılar ve yerel peynirlerle yiyoruz. Öğleden sonra antik zeytinyağı işliğiyle ünlü Klazomenai\'yi görüyor, bir zeytinyağı atölyesinde erken hasat yağların tadımını yapıyoruz. Şarap tadımları yalnızca 18 yaşından büyük misafirlerimize sunulur; çocuklar için taze üzüm suyu hazırlanır.',
        'Lunch is at a vineyard house, with seasonal Aegean herbs, vegetables cooked in olive oil and local cheeses. In the afternoon we see Klazomenai, known for its ancient olive-oil workshop, and taste early-harvest oils at an olive-oil atelier. Wine tastings are served only to guests over 18; children get fresh grape juice.',
        'Обед — в доме среди виноградников: сезонные эгейские травы, овощи в оливковом масле и местные сыры. После обеда увидим Клазомены, известные античной маслодавильней, и продегустируем масла раннего отжима в мастерской оливкового масла. Вино подаётся только гостям старше 18 лет; для детей — свежий виноградный сок.',
      ),
    ),
    included: list(
      t('İzmir merkez otellerinden ulaşım', 'Transport from central Izmir hotels', 'Трансфер из отелей в центре Измира'),
      t('Üç şarap evinde tadım', 'Tastings at three wineries', 'Дегустации в трёх винодельнях'),
      t('Zeytinyağı tadımı', 'Olive-oil tasting', 'Дегустация оливкового масла'),
      t('Bağ evinde öğle yemeği', 'Lunch at a vineyard house', 'Обед в доме среди виноградников'),
      included.guide,
    ),
    excluded: list(
      t('Şarap evlerinden satın alınan ürünler', 'Wines and products you buy', 'Покупки в винодельнях'),
      excluded.tips,
      excluded.personal,
    ),
    meetingPoint: t(
      'Alsancak ve Konak\'taki otellerden alış; diğer misafirler için Alsancak Garı önü.',
      'Pick-up from hotels in Alsancak and Konak; other guests meet us in front of Alsancak railway station.',
      'Трансфер из отелей в Алсанджаке и Конаке; остальных гостей ждём у вокзала Алсанджак.',
    ),
    durationDays: 1,
    adultPrice: tl(3400),
    childPrice: tl(1700),
    babyPrice: 0,
    childAgeMax: 12,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Bağlar, mahzenler ve Klazomenai', 'Vineyards, cellars and Klazomenai', 'Виноградники, погреба и Клазомены'),
        description: t(
          '10:00 İzmir\'den hareket. 10:45 birinci şarap evi ve mahzen gezisi. 12:00 ikinci şarap evi. 13:30 bağ evinde öğle yemeği. 15:30 Klazomenai ve zeytinyağı atölyesi. 16:45 üçüncü şarap evinde gün batımı tadımı. 18:30 İzmir\'e dönüş.',
          '10:00 departure from Izmir. 10:45 first winery and cellar tour. 12:00 second winery. 13:30 lunch at a vineyard house. 15:30 Klazomenai and the olive-oil atelier. 16:45 sunset tasting at the third winery. 18:30 return to Izmir.',
          '10:00 — выезд из Измира. 10:45 — первая винодельня и экскурсия по погребу. 12:00 — вторая винодельня. 13:30 — обед в доме среди виноградников. 15:30 — Клазомены и мастерская оливкового масла. 16:45 — дегустация на закате в третьей винодельне. 18:30 — возвращение в Измир.',
        ),
      },
    ],
    schedule: { everyDays: 7, startTime: '10:00:00', capacity: 14 },
  },
  {
    id: 22,
    region: 'black-sea',
    type: TOUR_TYPE.food,
    title: t('Çay Bahçeleri ve Karadeniz Mutfağı', 'Tea Gardens and Black Sea Cuisine', 'Чайные плантации и черноморская кухня'),
    summary: t(
      'Rize\'nin yamaçlarında çay toplama, bir çay fabrikasında tadım ve muhlama, hamsi, Laz böreği ile iki günlük bir lezzet yolculuğu.',
      'Two days of flavour: picking tea on the slopes of Rize, a tasting at a tea factory, and muhlama, anchovies and Laz böreği.',
      'Двухдневное гастрономическое путешествие: сбор чая на склонах Ризе, дегустация на чайной фабрике, мухлама, хамса и лазский бёрек.',
    ),
    description: paragraphs(
      t(
        'Türkiye\'de içilen çayın büyük bölümü, Rize ve çevresinin dik yamaçlarındaki bahçelerden gelir. Bir aile bahçesinde çay toplayıcılarına katılıyor, yaprağın fabrikada nasıl kurutulup siyah çaya dönüştüğünü görüyor, farklı hasatları demleyerek karşılaştırıyoruz.',
        'Most of the tea drunk in Turkey comes from gardens on the steep slopes around Rize. We join the pickers in a family garden, see at a factory how the leaves are withered and turned into black tea, and brew different harvests side by side.',
        'Большая часть чая, который пьют в Турции, растёт на крутых склонах вокруг Ризе. Мы присоединимся к сборщикам в семейном саду, увидим на фабрике, как лист вялят и превращают в чёрный чай, и сравним заварки разных сборов.',
      ),
      t(
        'Karadeniz mutfağı mısır unu, tereyağı ve denizden gelenlerle şekillenir. Bir köy evinde muhlama ve mısır ekmeği yapıyor, akşam yemeğinde hamsi tava ve hamsili pilav tadıyoruz (hamsi mevsimi dışında günün balığı). İkinci gün Hemşin\'de tereyağı ve peynir üreticilerini ziyaret ediyor, dönüşte Laz böreğiyle tatlı molası veriyoruz.',
        'Black Sea cooking is built on cornmeal, butter and the sea. In a village house we make muhlama and cornbread, and at dinner we taste fried anchovies and anchovy pilaf (the fish of the day outside anchovy season). On the second day we visit butter and cheese makers in Hemşin and stop for Laz böreği, a custard pastry, on the way back.',
        'Черноморская кухня строится на кукурузной муке, сливочном масле и дарах моря. В деревенском доме приготовим мухламу и кукурузный хлеб, а на ужин попробуем жареную хамсу и плов с хамсой (вне сезона хамсы — рыбу дня). На второй день навестим производителей масла и сыра в Хемшине, а на обратном пути остановимся на лазский бёрек — слоёный пирог с заварным кремом.',
      ),
    ),
    included: list(
      included.airportTransfers,
      t('1 gece Rize\'de otelde konaklama ve kahvaltı', '1 night in a hotel in Rize with breakfast', '1 ночь в отеле в Ризе с завтраком'),
      t('Tüm tadımlar, 2 öğle ve 1 akşam yemeği', 'All tastings, 2 lunches and 1 dinner', 'Все дегустации, 2 обеда и 1 ужин'),
      included.guide,
    ),
    excluded: list(excluded.flights, excluded.singleSupplement, excluded.drinks, excluded.tips),
    meetingPoint: t(
      'Trabzon Havalimanı geliş salonu, saat 10:30.',
      'Trabzon Airport, arrivals hall, at 10:30.',
      'Аэропорт Трабзона, зал прилёта, в 10:30.',
    ),
    durationDays: 2,
    adultPrice: tl(8900),
    childPrice: tl(5800),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 48,
    itinerary: [
      {
        title: t('Çay bahçesinden fabrikaya', 'From the tea garden to the factory', 'Из чайного сада на фабрику'),
        description: t(
          '10:30\'da Trabzon Havalimanı\'nda karşılama ve Rize\'ye yolculuk. Bir aile bahçesinde çay toplama; öğle yemeği köy evinde muhlama ve mısır ekmeği. Öğleden sonra çay fabrikası ziyareti ve tadım. Akşam balık yemeği.',
          'Meeting at Trabzon Airport at 10:30 and drive to Rize. Tea picking in a family garden and lunch of muhlama and cornbread in a village house. Afternoon visit to a tea factory with a tasting. Fish dinner in the evening.',
          '10:30 — встреча в аэропорту Трабзона и переезд в Ризе. Сбор чая в семейном саду, обед в деревенском доме — мухлама и кукурузный хлеб. После обеда — чайная фабрика и дегустация. Вечером — рыбный ужин.',
        ),
      },
      {
        title: t('Hemşin\'in tereyağı ve peynirleri', 'The butter and cheeses of Hemşin', 'Масло и сыры Хемшина'),
        description: t(
          'Kahvaltıdan sonra Çamlıhemşin\'e: tereyağı ve peynir üreticileri, dere kenarında öğle yemeği. Dönüşte Laz böreği molası; 17:00 civarında Trabzon Havalimanı\'na bırakılış.',
          'After breakfast we drive to Çamlıhemşin to meet butter and cheese makers, with lunch by the river. A stop for Laz böreği on the way back; drop-off at Trabzon Airport at about 17:00.',
          'После завтрака — в Чамлыхемшин к производителям масла и сыра, обед у реки. На обратном пути — лазский бёрек; около 17:00 прибытие в аэропорт Трабзона.',
        ),
      },
    ],
    schedule: { everyDays: 9, startTime: '10:30:00', capacity: 16 },
  },
  {
    id: 27,
    region: 'cappadocia',
    type: TOUR_TYPE.food,
    title: t('Kapadokya Mutfağı: Testi Kebabı ve Çömlek Atölyesi', 'Cappadocian Cuisine: Pottery Kebab and a Pottery Workshop', 'Кухня Каппадокии: кебаб в кувшине и гончарная мастерская'),
    summary: t(
      'Avanos\'ta kendi çömleğinizi yapın, bir köy evinde mantı açın, akşam yemeğinde testisi masanızda kırılan kebabı tadın.',
      'Throw your own pot in Avanos, roll out mantı in a village house and taste the kebab whose clay jug is broken open at your table.',
      'Слепите свой горшок в Аваносе, раскатайте тесто для манты в деревенском доме и попробуйте кебаб, чей глиняный кувшин разбивают прямо у вас на столе.',
    ),
    description: paragraphs(
      t(
        'Kapadokya mutfağı, bölgenin volkanik toprağı ve Kızılırmak\'ın kiliyle şekillenmiştir. Güne Avanos\'ta, nesillerdir çömlek yapan bir ailenin atölyesinde başlıyor; ayakla çevrilen çarkta kendi kabınızı şekillendiriyorsunuz.',
        'Cappadocian cooking is shaped by the region\'s volcanic soil and the clay of the Kızılırmak river. We start in Avanos, in the workshop of a family that has made pottery for generations, where you shape your own bowl on a kick wheel.',
        'Кухню Каппадокии сформировали вулканическая почва региона и глина реки Кызылырмак. Начинаем в Аваносе, в мастерской семьи, которая из поколения в поколение занимается гончарным делом: на ножном гончарном круге вы слепите собственную чашу.',
      ),
      t(
        'Öğlen Mustafapaşa\'daki bir köy evinde ev sahibimizle birlikte Kayseri mantısı açıyor, tandırda pişen ekmeği tadıyoruz. Akşamüstü bir şarap evinde yerli Emir ve Kalecik Karası üzümlerinden yapılmış şarapları tadıyor, günü Ürgüp\'te testi kebabıyla kapatıyoruz: kebap saatlerce kapalı bir toprak testide pişer ve masanızda kırılarak açılır.',
        'At noon, in a village house in Mustafapaşa, we roll out Kayseri mantı with our host and taste bread baked in the tandır. In the late afternoon we taste wines from the native Emir and Kalecik Karası grapes at a winery, and end the day in Ürgüp with testi kebabı: the stew cooks for hours in a sealed clay jug that is broken open at your table.',
        'В полдень в деревенском доме в Мустафапаше вместе с хозяйкой раскатаем тесто для кайсерийских манты и попробуем хлеб из тандыра. Ближе к вечеру продегустируем вина из местных сортов Эмир и Каледжик Карасы, а завершим день в Ургюпе кебабом в кувшине: мясо часами томится в запечатанном глиняном кувшине, который разбивают прямо у вас на столе.',
      ),
    ),
    included: list(
      t('Otelden alış ve bırakış', 'Hotel pick-up and drop-off', 'Трансфер из отеля и обратно'),
      t('Çömlek atölyesi ve malzemeler', 'Pottery workshop and materials', 'Гончарный мастер-класс и материалы'),
      t('Mantı atölyesi ve öğle yemeği', 'Mantı workshop and lunch', 'Мастер-класс по манты и обед'),
      t('Şarap tadımı', 'Wine tasting', 'Дегустация вина'),
      t('Testi kebabı akşam yemeği', 'Testi kebabı dinner', 'Ужин с кебабом в кувшине'),
    ),
    excluded: list(
      t('Ek içecekler', 'Additional drinks', 'Дополнительные напитки'),
      t('Fırınlanan çömleğinizin kargo ücreti', 'Shipping of your fired pot', 'Доставка вашего обожжённого изделия'),
      excluded.tips,
    ),
    meetingPoint: meetingPoints.cappadocia,
    durationDays: 1,
    adultPrice: tl(1850),
    childPrice: tl(1100),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Avanos\'tan Ürgüp\'e', 'From Avanos to Ürgüp', 'От Аваноса до Ургюпа'),
        description: t(
          '10:00 otellerden alış. 10:30 Avanos\'ta çömlek atölyesi. 12:30 Mustafapaşa\'da mantı atölyesi ve öğle yemeği. 16:00 şarap evinde tadım. 18:30 Ürgüp\'te testi kebabı akşam yemeği. 20:30 otellere dönüş.',
          '10:00 pick-up from hotels. 10:30 pottery workshop in Avanos. 12:30 mantı workshop and lunch in Mustafapaşa. 16:00 wine tasting at a winery. 18:30 testi kebabı dinner in Ürgüp. 20:30 return to the hotels.',
          '10:00 — трансфер из отелей. 10:30 — гончарная мастерская в Аваносе. 12:30 — мастер-класс по манты и обед в Мустафапаше. 16:00 — дегустация в винодельне. 18:30 — ужин с кебабом в кувшине в Ургюпе. 20:30 — возвращение в отели.',
        ),
      },
    ],
    schedule: { everyDays: 6, startTime: '10:00:00', capacity: 16 },
  },
  {
    id: 31,
    region: 'istanbul',
    type: TOUR_TYPE.food,
    title: t('Balık Pazarı ve Boğaz\'da Meyhane Akşamı', 'Fish Market and a Meyhane Evening on the Bosphorus', 'Рыбный рынок и вечер в мейхане на Босфоре'),
    summary: t(
      'Beyoğlu Balık Pazarı\'nda meze tadımı, ardından Boğaz kıyısındaki bir meyhanede fasıl eşliğinde uzun bir İstanbul akşamı.',
      'Meze tasting in the Beyoğlu Fish Market, then a long Istanbul evening at a meyhane on the Bosphorus with live fasıl music.',
      'Дегустация мезе на Рыбном рынке Бейоглу, а затем долгий стамбульский вечер в мейхане на берегу Босфора под живую музыку фасыл.',
    ),
    description: paragraphs(
      t(
        'Meyhane, İstanbul\'un yüzyıllardır süren sofra kültürünün merkezidir: acele edilmez, mezeler tek tek gelir, sohbet uzar. Akşamüstü Galatasaray\'daki Balık Pazarı\'nda buluşuyor, midye tava, kokoreç ve turşu suyuyla ısınıyoruz.',
        'The meyhane has been the centre of Istanbul\'s table culture for centuries: nobody hurries, the meze come one by one and the conversation goes on. We meet in the early evening at the Fish Market in Galatasaray and warm up with fried mussels, kokoreç and pickle juice.',
        'Мейхане веками остаётся центром застольной культуры Стамбула: здесь не торопятся, мезе приносят одно за другим, а разговоры длятся долго. Ранним вечером встречаемся на Рыбном рынке в Галатасарае и для начала пробуем жареные мидии, кокореч и рассол от соленьев.',
      ),
      t(
        'Ardından Kuruçeşme\'de Boğaz kıyısındaki bir meyhaneye geçiyoruz. Soğuk mezeler, ara sıcaklar ve günün balığından oluşan menümüz fasıl heyetinin şarkılarıyla ilerlerken rehberimiz meze kültürünü, rakı içme adabını ve İstanbul şarkılarının hikâyelerini anlatıyor.',
        'Then we move to a meyhane on the Bosphorus shore in Kuruçeşme. Our menu of cold meze, hot starters and the fish of the day unfolds with the songs of the fasıl band, while your guide talks about meze culture, the etiquette of drinking rakı and the stories behind Istanbul\'s songs.',
        'Затем переезжаем в мейхане на берегу Босфора в Куручешме. Холодные мезе, горячие закуски и рыба дня сменяют друг друга под песни ансамбля фасыл, а гид рассказывает о культуре мезе, о том, как принято пить ракы, и об истории стамбульских песен.',
      ),
      t(
        'Menüde rakı ya da meşrubat seçenekleri vardır; alkollü içecekler yalnızca 18 yaşından büyük misafirlere servis edilir. Tur, gece yarısına doğru otellere dönüşle biter.',
        'The menu includes rakı or soft drinks; alcohol is served only to guests over 18. The tour ends with a drop-off at your hotel around midnight.',
        'В меню — ракы или безалкогольные напитки; алкоголь подаётся только гостям старше 18 лет. Тур заканчивается около полуночи развозом по отелям.',
      ),
    ),
    included: list(
      t('Balık Pazarı\'nda tadımlar', 'Tastings in the Fish Market', 'Дегустации на Рыбном рынке'),
      t(
        'Meyhanede akşam yemeği, fasıl ve sınırsız meşrubat',
        'Dinner at the meyhane with fasıl music and unlimited soft drinks',
        'Ужин в мейхане с музыкой фасыл и безлимитными безалкогольными напитками',
      ),
      t('Bir duble rakı ya da bir kadeh şarap', 'One double rakı or a glass of wine', 'Двойная порция ракы или бокал вина'),
      t('Otellere dönüş transferi', 'Return transfer to your hotel', 'Трансфер обратно в отель'),
      included.guide,
    ),
    excluded: list(
      t('Ek alkollü içecekler', 'Additional alcoholic drinks', 'Дополнительный алкоголь'),
      t('Fasıl heyeti için bahşiş', 'Tips for the musicians', 'Чаевые музыкантам'),
      excluded.personal,
    ),
    meetingPoint: t(
      'Galatasaray Balık Pazarı girişi, Çiçek Pasajı yanı, saat 18:30.',
      'Entrance of the Galatasaray Fish Market, next to Çiçek Pasajı, at 18:30.',
      'Вход на Рыбный рынок Галатасарая, рядом с пассажем Чичек, в 18:30.',
    ),
    durationDays: 1,
    adultPrice: tl(3900),
    childPrice: tl(2000),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Balık Pazarı\'ndan Kuruçeşme\'ye', 'From the Fish Market to Kuruçeşme', 'От Рыбного рынка до Куручешме'),
        description: t(
          '18:30 Balık Pazarı\'nda buluşma ve sokak lezzetleri. 20:00 Kuruçeşme\'ye geçiş. 20:30 meyhanede akşam yemeği ve fasıl. 23:30 otellere dönüş.',
          '18:30 meet at the Fish Market for street food. 20:00 transfer to Kuruçeşme. 20:30 dinner at the meyhane with fasıl music. 23:30 return to the hotels.',
          '18:30 — встреча на Рыбном рынке и уличная еда. 20:00 — переезд в Куручешме. 20:30 — ужин в мейхане под музыку фасыл. 23:30 — возвращение в отели.',
        ),
      },
    ],
    schedule: { everyDays: 5, startTime: '18:30:00', capacity: 16 },
  },
];
