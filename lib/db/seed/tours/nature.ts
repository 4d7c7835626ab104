import { list, paragraphs, t, tl } from '../localized';
import { TOUR_TYPE } from '../regions';
import { excluded, included, meetingPoints } from './phrases';
import type { TourSeed } from './types';

export const natureTours: TourSeed[] = [
  {
    id: 4,
    region: 'pamukkale',
    type: TOUR_TYPE.nature,
    title: t('Pamukkale Travertenleri ve Hierapolis', 'Pamukkale Travertines and Hierapolis', 'Травертины Памуккале и Иераполис'),
    summary: t(
      'Bembeyaz traverten teraslarında çıplak ayakla yürüyün, antik Hierapolis\'i gezin ve dilerseniz Antik Havuz\'un ılık termal suyuna girin.',
      'Walk barefoot on the snow-white travertine terraces, explore ancient Hierapolis and, if you like, swim in the warm thermal water of the Antique Pool.',
      'Пройдитесь босиком по белоснежным травертиновым террасам, осмотрите античный Иераполис и, если захотите, искупайтесь в тёплой термальной воде Античного бассейна.',
    ),
    description: paragraphs(
      t(
        'Pamukkale\'nin beyaz terasları, kalsiyum bakımından zengin termal suyun binlerce yıl boyunca yamaçtan akarak bıraktığı tortularla oluştu. Güney girişinden başlayan turumuzda önce Hierapolis\'in Nekropol\'ünü, Domitian Kapısı\'nı ve iyi korunmuş tiyatrosunu geziyoruz.',
        'The white terraces of Pamukkale were formed over thousands of years by calcium-rich thermal water flowing down the hillside and leaving its deposits behind. Entering by the south gate, we first explore the Necropolis of Hierapolis, the Gate of Domitian and the well-preserved theatre.',
        'Белые террасы Памуккале образовались за тысячи лет: богатая кальцием термальная вода стекала по склону и оставляла отложения. Начав с южного входа, мы осмотрим некрополь Иераполиса, ворота Домициана и хорошо сохранившийся театр.',
      ),
      t(
        'Ardından traverten teraslarına iniyoruz. Terasları korumak için ayakkabılar çıkarılır; sığ havuzlarda yürürken Çürüksu Ovası\'nın manzarası önünüze serilir. Dilerseniz ek ücretle, antik sütun parçalarının arasında yüzülen Kleopatra (Antik) Havuzu\'na girebilirsiniz.',
        'Then we walk down to the travertine terraces. Shoes come off to protect them, and as you wade through the shallow pools the Çürüksu plain opens up below you. For an extra fee you can swim in the Antique Pool, also called Cleopatra\'s Pool, among fragments of ancient columns.',
        'Затем спустимся к травертиновым террасам. Чтобы их сохранить, обувь снимают; пока вы идёте по мелким бассейнам, внизу открывается вид на долину Чюрюксу. За дополнительную плату можно искупаться в Античном бассейне, который называют также бассейном Клеопатры, среди обломков древних колонн.',
      ),
    ),
    included: list(
      included.transport,
      included.guide,
      t('Pamukkale–Hierapolis ören yeri girişi', 'Entrance to the Pamukkale–Hierapolis site', 'Вход на территорию Памуккале — Иераполис'),
      included.lunch,
    ),
    excluded: list(
      t('Antik Havuz giriş ücreti', 'Antique Pool entrance fee', 'Вход в Античный бассейн'),
      excluded.drinks,
      excluded.tips,
    ),
    meetingPoint: meetingPoints.denizli,
    durationDays: 1,
    adultPrice: tl(2400),
    childPrice: tl(1400),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Hierapolis ve traverten terasları', 'Hierapolis and the travertine terraces', 'Иераполис и травертиновые террасы'),
        description: t(
          '09:00 otellerden alış. 09:45 güney kapısından giriş; Nekropol, Domitian Kapısı ve tiyatro. 12:30 öğle yemeği. 14:00 traverten teraslarında yürüyüş ve Antik Havuz\'da serbest zaman. 17:00 otellere dönüş.',
          '09:00 pick-up from hotels. 09:45 entry by the south gate: the Necropolis, the Gate of Domitian and the theatre. 12:30 lunch. 14:00 walk on the travertine terraces and free time at the Antique Pool. 17:00 return to the hotels.',
          '09:00 — трансфер из отелей. 09:45 — вход через южные ворота: некрополь, ворота Домициана и театр. 12:30 — обед. 14:00 — прогулка по травертиновым террасам и свободное время у Античного бассейна. 17:00 — возвращение в отели.',
        ),
      },
    ],
    schedule: { everyDays: 5, startTime: '09:00:00', capacity: 25 },
  },
  {
    id: 6,
    region: 'black-sea',
    type: TOUR_TYPE.nature,
    isFeatured: true,
    title: t('Karadeniz Yaylaları: Uzungöl, Ayder ve Zilkale', 'Black Sea Highlands: Uzungöl, Ayder and Zilkale', 'Плато Черноморья: Узунгёль, Айдер и Зилкале'),
    summary: t(
      'Sisli vadiler, çay bahçeleri ve ahşap yayla evleri arasında dört gün: Karadeniz\'in en yeşil rotası.',
      'Four days among misty valleys, tea gardens and wooden highland houses on the greenest route of the Black Sea.',
      'Четыре дня среди туманных долин, чайных плантаций и деревянных домиков на плато — самый зелёный маршрут Черноморья.',
    ),
    description: paragraphs(
      t(
        'Trabzon\'da başlayan bu turda Karadeniz\'in kıyıdan 2.000 metreye uzanan yeşil dünyasına tırmanıyoruz. Uzungöl\'ün ayna gibi sularında sabah sisini izliyor, Çaykara\'nın ahşap evleri arasında yürüyoruz.',
        'Starting in Trabzon, this tour climbs into the green world of the Black Sea, which rises from the coast to 2,000 metres. We watch the morning mist over the mirror-like lake of Uzungöl and stroll among the wooden houses of Çaykara.',
        'Тур начинается в Трабзоне и поднимается в зелёный мир Черноморья — от побережья до высоты 2000 метров. Мы встретим утренний туман над зеркальным озером Узунгёль и прогуляемся среди деревянных домов Чайкары.',
      ),
      t(
        'Rize\'de çay bahçelerinden geçerek Fırtına Vadisi\'ne giriyor, Osmanlı döneminden kalma taş kemer köprüleri ve vadinin yukarısındaki Zilkale\'yi görüyoruz. Ayder Yaylası\'nda iki gece konaklıyor; kaplıcada dinleniyor, Gelinciktepe\'ye yürüyüş yapıyoruz.',
        'In Rize we pass through the tea gardens into the Fırtına Valley, with its stone-arched Ottoman bridges and Zilkale castle high above the river. We spend two nights on the Ayder plateau, relax in the hot springs and walk up to Gelinciktepe.',
        'В Ризе мы проедем через чайные плантации в долину Фыртына с каменными арочными мостами османской эпохи и крепостью Зилкале высоко над рекой. Две ночи проведём на плато Айдер: отдохнём в термальных источниках и поднимемся на холм Гелинджиктепе.',
      ),
      t(
        'Yaylalarda hava bir günde birkaç kez değişebilir: yağmurluk, katmanlı giysi ve kaymayan tabanlı ayakkabı getirmenizi öneririz.',
        'In the highlands the weather can change several times a day: bring a rain jacket, layers and shoes with a good grip.',
        'В горах погода может меняться несколько раз за день: возьмите дождевик, многослойную одежду и обувь с нескользящей подошвой.',
      ),
    ),
    included: list(
      included.airportTransfers,
      t(
        '3 gece otel ve yayla evinde konaklama, kahvaltı ve akşam yemeği',
        '3 nights in a hotel and a highland guesthouse, with breakfast and dinner',
        '3 ночи в отеле и гостевом доме на плато, завтраки и ужины',
      ),
      included.transport,
      included.guide,
      included.insurance,
    ),
    excluded: list(
      excluded.flights,
      t('Öğle yemekleri', 'Lunches', 'Обеды'),
      t('Ayder kaplıca girişi', 'Ayder hot springs entrance', 'Вход в термальные источники Айдера'),
      excluded.drinks,
    ),
    meetingPoint: t(
      'Trabzon Havalimanı, iç hatlar geliş salonu, saat 11:00.',
      'Trabzon Airport, domestic arrivals hall, at 11:00.',
      'Аэропорт Трабзона, зал прилёта внутренних рейсов, в 11:00.',
    ),
    durationDays: 4,
    adultPrice: tl(18500),
    childPrice: tl(12000),
    babyPrice: tl(1500),
    childAgeMax: 11,
    bookingCutoffHours: 48,
    itinerary: [
      {
        title: t('Trabzon\'dan Uzungöl\'e', 'From Trabzon to Uzungöl', 'Из Трабзона в Узунгёль'),
        description: t(
          '11:00\'de havalimanında karşılama. Sahil yolundan Of\'a, oradan Solaklı Vadisi boyunca Uzungöl\'e. Göl çevresinde yürüyüş, akşam yemeği ve konaklama Uzungöl\'de.',
          'Meeting at the airport at 11:00. Along the coast road to Of, then up the Solaklı valley to Uzungöl. A walk around the lake, dinner and overnight in Uzungöl.',
          '11:00 — встреча в аэропорту. По прибрежной дороге до Офа, затем по долине Солаклы к Узунгёлю. Прогулка вокруг озера, ужин и ночь в Узунгёле.',
        ),
      },
      {
        title: t('Çay bahçeleri ve Fırtına Vadisi', 'Tea gardens and the Fırtına Valley', 'Чайные плантации и долина Фыртына'),
        description: t(
          'Kahvaltıdan sonra Rize\'ye geçiş ve bir çay fabrikasında tadım. Çamlıhemşin\'den Fırtına Vadisi\'ne; taş köprüler ve Zilkale. Akşam Ayder Yaylası\'nda konaklama.',
          'After breakfast we drive to Rize for a tasting at a tea factory. From Çamlıhemşin into the Fırtına Valley: stone bridges and Zilkale. Overnight on the Ayder plateau.',
          'После завтрака переезд в Ризе и дегустация на чайной фабрике. Из Чамлыхемшина — в долину Фыртына: каменные мосты и крепость Зилкале. Ночь на плато Айдер.',
        ),
      },
      {
        title: t('Ayder ve Gelinciktepe', 'Ayder and Gelinciktepe', 'Айдер и Гелинджиктепе'),
        description: t(
          'Sabah Gelinciktepe\'ye yaklaşık iki saatlik kolay bir yürüyüş. Öğleden sonra serbest zaman: kaplıca, Gelintülü Şelalesi ya da bir yayla kahvesinde muhlama. Ayder\'de ikinci gece.',
          'A gentle walk of about two hours up to Gelinciktepe in the morning. Free afternoon: the hot springs, the Gelintülü waterfall or muhlama at a highland café. Second night in Ayder.',
          'Утром лёгкий подъём на Гелинджиктепе — около двух часов. После обеда свободное время: термальные источники, водопад Гелинтюлю или мухлама в кафе на плато. Вторая ночь в Айдере.',
        ),
      },
      {
        title: t('Dönüş', 'Return', 'Возвращение'),
        description: t(
          'Kahvaltıdan sonra sahile iniş ve Trabzon\'a dönüş; yolda Rize\'de kısa bir mola. 15:00 civarında havalimanına bırakılış.',
          'After breakfast we descend to the coast and drive back to Trabzon with a short stop in Rize. Drop-off at the airport at about 15:00.',
          'После завтрака спуск к побережью и возвращение в Трабзон с короткой остановкой в Ризе. Около 15:00 — прибытие в аэропорт.',
        ),
      },
    ],
    schedule: { everyDays: 7, startTime: '11:00:00', capacity: 24 },
  },
  {
    id: 11,
    region: 'cappadocia',
    type: TOUR_TYPE.nature,
    title: t('Ihlara Vadisi ve Derinkuyu: Kapadokya Yeşil Tur', 'Ihlara Valley and Derinkuyu: Cappadocia Green Tour', 'Долина Ихлара и Деринкую: Зелёный тур по Каппадокии'),
    summary: t(
      'Melendiz Çayı boyunca kaya kiliseleriyle dolu Ihlara Vadisi\'nde 4 km\'lik bir yürüyüş ve sekiz kat yerin altına inen Derinkuyu Yeraltı Şehri.',
      'A 4 km walk through Ihlara Valley, lined with rock-cut churches along the Melendiz stream, and the eight levels of Derinkuyu Underground City.',
      'Четырёхкилометровая прогулка по долине Ихлара с пещерными церквями вдоль речки Мелендиз и восемь уровней подземного города Деринкую.',
    ),
    description: paragraphs(
      t(
        'Yeşil Tur, Kapadokya\'nın daha sakin ve doğal güney kesimine uzanır. Göreme Panorama\'da kısa bir fotoğraf molasından sonra, Bizans döneminde akınlardan korunmak için kullanılan ve yaklaşık 85 metre derinliğe inen Derinkuyu Yeraltı Şehri\'ni geziyoruz.',
        'The Green Tour heads to the quieter, more natural south of Cappadocia. After a short photo stop at Göreme Panorama, we explore Derinkuyu Underground City, which reaches some 85 metres below ground and sheltered people from raids in Byzantine times.',
        'Зелёный тур ведёт на более тихий и живописный юг Каппадокии. После короткой фотоостановки на панораме Гёреме мы спустимся в подземный город Деринкую глубиной около 85 метров, где в византийские времена люди укрывались от набегов.',
      ),
      t(
        'Günün en güzel bölümü Ihlara Vadisi yürüyüşü: 100 metre yüksekliğindeki kayalıklar arasında, kavakların gölgesinde Melendiz Çayı\'nı takip ederek Belisırma köyüne kadar yürüyoruz. Yol üzerinde Ağaçaltı Kilisesi\'nin fresklerini görüyor, öğle yemeğini dere kenarındaki bir lokantada yiyoruz. Günü Selime Katedrali ve Güvercinlik Vadisi ile tamamlıyoruz.',
        'The highlight is the walk through Ihlara Valley: between 100-metre cliffs, in the shade of poplars, we follow the Melendiz stream to the village of Belisırma. On the way we see the frescoes of the Ağaçaltı Church, and lunch is at a restaurant by the water. We end the day at Selime Cathedral and Pigeon Valley.',
        'Главное событие дня — прогулка по долине Ихлара: между стометровыми скалами, в тени тополей, мы идём вдоль речки Мелендиз до деревни Белисырма. По пути увидим фрески церкви Агачалты, а пообедаем в ресторане у воды. День завершается у Селимского собора и в Голубиной долине.',
      ),
    ),
    included: list(included.transport, included.guide, included.lunch, included.entranceFees),
    excluded: list(excluded.drinks, excluded.tips, excluded.personal),
    meetingPoint: meetingPoints.cappadocia,
    durationDays: 1,
    adultPrice: tl(1650),
    childPrice: tl(1000),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Derinkuyu, Ihlara ve Selime', 'Derinkuyu, Ihlara and Selime', 'Деринкую, Ихлара и Селиме'),
        description: t(
          '09:30 otellerden alış ve Göreme Panorama. 10:45 Derinkuyu Yeraltı Şehri. 12:30 Ihlara Vadisi\'nde yürüyüş ve Belisırma\'da öğle yemeği. 15:30 Selime Katedrali. 17:00 Güvercinlik Vadisi\'nde fotoğraf molası. 18:00 otellere dönüş.',
          '09:30 pick-up from hotels and Göreme Panorama. 10:45 Derinkuyu Underground City. 12:30 walk through Ihlara Valley and lunch in Belisırma. 15:30 Selime Cathedral. 17:00 photo stop at Pigeon Valley. 18:00 return to the hotels.',
          '09:30 — трансфер из отелей и панорама Гёреме. 10:45 — подземный город Деринкую. 12:30 — прогулка по долине Ихлара и обед в Белисырме. 15:30 — Селимский собор. 17:00 — фотоостановка в Голубиной долине. 18:00 — возвращение в отели.',
        ),
      },
    ],
    schedule: { everyDays: 5, startTime: '09:30:00', capacity: 30 },
  },
  {
    id: 16,
    region: 'mediterranean',
    type: TOUR_TYPE.nature,
    title: t('Antalya Şelaleleri ve Tazı Kanyonu', 'Antalya Waterfalls and Tazı Canyon', 'Водопады Анталии и каньон Тазы'),
    summary: t(
      'Düden Şelalesi\'nin denize döküldüğü falezler, Kurşunlu\'nun serin ormanı ve \'Bilgelik Vadisi\' olarak da bilinen Tazı Kanyonu\'nda doğa dolu bir gün.',
      'A day in nature: the cliffs where the Düden Waterfall pours into the sea, the cool forest of Kurşunlu and Tazı Canyon, also known as the Valley of Wisdom.',
      'День на природе: скалы, с которых водопад Дюден обрушивается в море, прохладный лес Куршунлу и каньон Тазы, известный также как Долина мудрости.',
    ),
    description: paragraphs(
      t(
        'Antalya yalnızca deniz ve güneşten ibaret değil. Güne, Düden Çayı\'nın 40 metre yükseklikten doğrudan Akdeniz\'e döküldüğü Karpuzkaldıran\'daki Aşağı Düden Şelalesi\'nde başlıyoruz. Ardından çam ve sığla ağaçlarıyla çevrili Kurşunlu Şelalesi Tabiat Parkı\'nda gölgeli patikalarda yürüyoruz.',
        'Antalya is more than sea and sun. We start at the Lower Düden Waterfall in Karpuzkaldıran, where the Düden river drops 40 metres straight into the Mediterranean. Then we walk the shady paths of the Kurşunlu Waterfall Nature Park, among pines and sweetgum trees.',
        'Анталия — это не только море и солнце. Начинаем с Нижнего водопада Дюден в Карпузкалдыране, где река Дюден падает с 40-метровой высоты прямо в Средиземное море. Затем гуляем по тенистым тропам природного парка «Водопад Куршунлу» среди сосен и ликвидамбаров.',
      ),
      t(
        'Öğle yemeğini Köprüçay kıyısında yedikten sonra Toros Dağları\'nın eteğindeki Tazı Kanyonu\'na çıkıyoruz. Yüzlerce metre derinlikteki kanyonun kenarına kurulu seyir terasları, bölgenin en etkileyici manzaralarından birini sunuyor. Tur, Manavgat Şelalesi\'nde kısa bir molanın ardından otellere dönüşle sona eriyor.',
        'After lunch by the Köprüçay river we drive up to Tazı Canyon at the foot of the Taurus Mountains. The viewing platforms on the rim of the canyon, hundreds of metres deep, offer one of the most striking views in the region. After a short stop at the Manavgat Waterfall, we take you back to your hotel.',
        'После обеда на берегу Кёпрючая поднимаемся к каньону Тазы у подножия гор Тавр. Смотровые площадки на краю каньона глубиной в сотни метров открывают один из самых впечатляющих видов региона. После короткой остановки у водопада Манавгат возвращаемся в отели.',
      ),
    ),
    included: list(
      included.transport,
      included.guide,
      included.lunch,
      t('Tabiat parkı ve kanyon giriş ücretleri', 'Nature park and canyon entrance fees', 'Входные билеты в природный парк и каньон'),
      included.water,
    ),
    excluded: list(excluded.drinks, excluded.tips, excluded.personal),
    meetingPoint: meetingPoints.antalya,
    durationDays: 1,
    adultPrice: tl(1750),
    childPrice: tl(1000),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Düden, Kurşunlu ve Tazı Kanyonu', 'Düden, Kurşunlu and Tazı Canyon', 'Дюден, Куршунлу и каньон Тазы'),
        description: t(
          '08:30 otellerden alış. 09:15 Aşağı Düden Şelalesi. 10:30 Kurşunlu Şelalesi Tabiat Parkı\'nda yürüyüş. 12:30 Köprüçay kıyısında öğle yemeği. 14:30 Tazı Kanyonu seyir terasları. 16:30 Manavgat Şelalesi. 18:30 otellere dönüş.',
          '08:30 pick-up from hotels. 09:15 Lower Düden Waterfall. 10:30 walk in the Kurşunlu Waterfall Nature Park. 12:30 lunch by the Köprüçay river. 14:30 viewing platforms of Tazı Canyon. 16:30 Manavgat Waterfall. 18:30 return to the hotels.',
          '08:30 — трансфер из отелей. 09:15 — Нижний водопад Дюден. 10:30 — прогулка по природному парку «Водопад Куршунлу». 12:30 — обед на берегу Кёпрючая. 14:30 — смотровые площадки каньона Тазы. 16:30 — водопад Манавгат. 18:30 — возвращение в отели.',
        ),
      },
    ],
    schedule: { everyDays: 6, startTime: '08:30:00', capacity: 30 },
  },
  {
    id: 21,
    region: 'east',
    type: TOUR_TYPE.nature,
    title: t('Van Gölü: Akdamar Adası ve Muradiye Şelalesi', 'Lake Van: Akdamar Island and the Muradiye Waterfall', 'Озеро Ван: остров Ахтамар и водопад Мурадие'),
    summary: t(
      'Türkiye\'nin en büyük gölünün turkuaz kıyıları, Akdamar Kilisesi, Muradiye Şelalesi ve ünlü Van kahvaltısı ile üç gün.',
      'Three days on the turquoise shores of Turkey\'s largest lake, with the Church of the Holy Cross on Akdamar, the Muradiye Waterfall and the famous Van breakfast.',
      'Три дня на бирюзовых берегах крупнейшего озера Турции: церковь Святого Креста на Ахтамаре, водопад Мурадие и знаменитый ванский завтрак.',
    ),
    description: paragraphs(
      t(
        'Deniz seviyesinden 1.650 metre yükseklikteki Van Gölü, sodalı suyu ve karlı dağlarla çevrili kıyılarıyla Doğu Anadolu\'nun en etkileyici manzaralarından birini sunar. Turumuzda gölü kuzeyden ve güneyden dolaşıyor, her köşesinde başka bir mavi tonuyla karşılaşıyoruz.',
        'At 1,650 metres above sea level, Lake Van, with its soda water and shores ringed by snowy peaks, offers one of the most striking views in Eastern Anatolia. We travel along its northern and southern shores and find a different shade of blue at every turn.',
        'Озеро Ван на высоте 1650 метров над уровнем моря, с содовой водой и берегами в кольце заснеженных вершин, — один из самых впечатляющих пейзажей Восточной Анатолии. Мы проедем вдоль северного и южного берегов и за каждым поворотом увидим новый оттенок синего.',
      ),
      t(
        'Teknemizle Akdamar Adası\'na geçip 10. yüzyıldan kalma, dış duvarları kabartmalarla süslü Akdamar Kilisesi\'ni görüyoruz. Muradiye Şelalesi\'nin asma köprüsünden geçiyor, Erçek Gölü\'nde flamingoları arıyor, Van Kalesi\'nde gün batımını izliyoruz. Van Kedisi Evi\'nde ise bir gözü mavi, bir gözü yeşil ünlü kedilerle tanışıyoruz.',
        'Our boat takes us to Akdamar Island to see the 10th-century Church of the Holy Cross, its outer walls covered in reliefs. We cross the suspension bridge at the Muradiye Waterfall, look for flamingos on Lake Erçek and watch the sunset from Van Castle. At the Van Cat House we meet the famous cats with one blue and one green eye.',
        'На катере отправимся на остров Ахтамар к церкви Святого Креста X века, внешние стены которой покрыты рельефами. Пройдём по подвесному мосту у водопада Мурадие, поищем фламинго на озере Эрчек и встретим закат у Ванской крепости. А в Доме ванских кошек познакомимся со знаменитыми кошками с разноцветными глазами — голубым и зелёным.',
      ),
    ),
    included: list(
      included.airportTransfers,
      t('2 gece otelde konaklama ve kahvaltı', '2 nights in a hotel with breakfast', '2 ночи в отеле с завтраком'),
      t('Akdamar Adası tekne bileti', 'Boat ticket to Akdamar Island', 'Билет на катер до острова Ахтамар'),
      included.guide,
      included.entranceFees,
    ),
    excluded: list(excluded.flights, t('Öğle ve akşam yemekleri', 'Lunches and dinners', 'Обеды и ужины'), excluded.drinks, excluded.tips),
    meetingPoint: t(
      'Van Ferit Melen Havalimanı geliş salonu, saat 11:00.',
      'Van Ferit Melen Airport, arrivals hall, at 11:00.',
      'Аэропорт Вана имени Ферита Мелена, зал прилёта, в 11:00.',
    ),
    durationDays: 3,
    adultPrice: tl(13900),
    childPrice: tl(9000),
    babyPrice: tl(1000),
    childAgeMax: 11,
    bookingCutoffHours: 48,
    itinerary: [
      {
        title: t('Van Kalesi ve gün batımı', 'Van Castle and the sunset', 'Ванская крепость и закат'),
        description: t(
          '11:00\'de havalimanında karşılama ve otele yerleşme. Öğleden sonra Van Kedisi Evi ve Van Kalesi; gün batımını kaleden izliyoruz.',
          'Meeting at the airport at 11:00 and check-in. In the afternoon the Van Cat House and Van Castle, where we watch the sunset.',
          '11:00 — встреча в аэропорту и заселение. После обеда — Дом ванских кошек и Ванская крепость, откуда наблюдаем закат.',
        ),
      },
      {
        title: t('Akdamar Adası', 'Akdamar Island', 'Остров Ахтамар'),
        description: t(
          'Güne kahvaltı salonlarının sıralandığı sokakta zengin bir Van kahvaltısıyla başlıyoruz. Ardından Gevaş\'tan tekneyle Akdamar Adası\'na geçiş ve kilise ziyareti. Dönüşte Erçek Gölü\'nde kuş gözlemi.',
          'We start with a lavish Van breakfast on the street lined with breakfast houses. Then a boat from Gevaş to Akdamar Island and a visit to the church. Birdwatching at Lake Erçek on the way back.',
          'День начинаем с обильного ванского завтрака на улице завтраков. Затем на катере из Геваша — на остров Ахтамар и в церковь. На обратном пути — наблюдение за птицами на озере Эрчек.',
        ),
      },
      {
        title: t('Muradiye Şelalesi ve dönüş', 'The Muradiye Waterfall and departure', 'Водопад Мурадие и отъезд'),
        description: t(
          'Kahvaltıdan sonra kuzeye, Muradiye Şelalesi\'ne; asma köprüde yürüyüş ve fotoğraf molası. 15:00 civarında havalimanına transfer.',
          'After breakfast we head north to the Muradiye Waterfall for a walk across the suspension bridge and photos. Transfer to the airport at about 15:00.',
          'После завтрака — на север к водопаду Мурадие: прогулка по подвесному мосту и фотоостановка. Около 15:00 — трансфер в аэропорт.',
        ),
      },
    ],
    schedule: { everyDays: 8, startTime: '11:00:00', capacity: 20 },
  },
  {
    id: 26,
    region: 'pamukkale',
    type: TOUR_TYPE.nature,
    title: t('Salda Gölü, Kaklık Mağarası ve Pamukkale', 'Lake Salda, Kaklık Cave and Pamukkale', 'Озеро Салда, пещера Каклык и Памуккале'),
    summary: t(
      '\'Türkiye\'nin Maldivleri\' olarak anılan Salda Gölü\'nün bembeyaz kıyıları, yeraltındaki küçük Pamukkale Kaklık Mağarası ve travertenlerde gün batımı.',
      'The white shores of Lake Salda, called \'Turkey\'s Maldives\', Kaklık Cave, a small underground Pamukkale, and sunset on the travertines.',
      'Белоснежные берега озера Салда, которое называют «турецкими Мальдивами», пещера Каклык — маленький подземный Памуккале — и закат на травертинах.',
    ),
    description: paragraphs(
      t(
        'Burdur\'daki Salda Gölü, bembeyaz hidromanyezit kumsalları ve turkuaz suyuyla Türkiye\'nin en fotojenik göllerinden biridir. Göl özel çevre koruma bölgesi olduğu için yalnızca belirlenmiş alanlarda yürüyor ve yüzüyoruz; bu beyaz kıyılar, NASA\'nın Mars\'taki Jezero Krateri ile karşılaştırdığı minerallerden oluşuyor.',
        'Lake Salda in Burdur, with its white hydromagnesite beaches and turquoise water, is one of the most photogenic lakes in Turkey. As it is a specially protected area, we walk and swim only in the designated zones; these white shores are made of the same minerals NASA compared with the Jezero Crater on Mars.',
        'Озеро Салда в провинции Бурдур с белоснежными пляжами из гидромагнезита и бирюзовой водой — одно из самых фотогеничных озёр Турции. Это особо охраняемая природная зона, поэтому гуляем и купаемся мы только в отведённых местах; белые берега состоят из тех же минералов, что и кратер Езеро на Марсе, с которым их сравнивали в NASA.',
      ),
      t(
        'Geceyi Pamukkale\'de termal suyu olan bir otelde geçiriyoruz. İkinci gün, \'yeraltındaki Pamukkale\' olarak bilinen Kaklık Mağarası\'nın traverten havuzlarını görüyor, öğleden sonra Hierapolis\'i ve beyaz terasları gezip günü travertenlerde gün batımıyla tamamlıyoruz.',
        'We spend the night at a hotel with thermal water in Pamukkale. On the second day we see the travertine pools of Kaklık Cave, known as the \'underground Pamukkale\', and in the afternoon we explore Hierapolis and the white terraces, ending the day with the sunset on the travertines.',
        'Ночуем в Памуккале в отеле с термальной водой. На второй день увидим травертиновые ванночки пещеры Каклык — «подземного Памуккале», а после обеда осмотрим Иераполис и белые террасы и завершим день закатом на травертинах.',
      ),
    ),
    included: list(
      included.transport,
      t('1 gece termal otelde konaklama, akşam yemeği ve kahvaltı', '1 night in a thermal hotel with dinner and breakfast', '1 ночь в термальном отеле с ужином и завтраком'),
      t('Öğle yemekleri', 'Lunches', 'Обеды'),
      included.guide,
      included.entranceFees,
    ),
    excluded: list(
      t('Antik Havuz giriş ücreti', 'Antique Pool entrance fee', 'Вход в Античный бассейн'),
      excluded.drinks,
      excluded.tips,
    ),
    meetingPoint: t(
      'Denizli merkez ve Pamukkale\'deki otellerden alış; dilerseniz saat 08:30\'da Denizli Otogarı\'nda buluşabiliriz.',
      'Pick-up from hotels in central Denizli and Pamukkale, or meet us at Denizli bus station at 08:30.',
      'Трансфер из отелей в центре Денизли и в Памуккале или встреча на автовокзале Денизли в 08:30.',
    ),
    durationDays: 2,
    adultPrice: tl(6900),
    childPrice: tl(4500),
    babyPrice: 0,
    childAgeMax: 11,
    bookingCutoffHours: 48,
    itinerary: [
      {
        title: t('Salda Gölü', 'Lake Salda', 'Озеро Салда'),
        description: t(
          '08:30\'da Denizli\'den hareket, yaklaşık bir buçuk saatte Salda Gölü. Beyaz Adalar kıyısında yürüyüş ve yüzme, göl kenarında öğle yemeği. Akşamüstü Pamukkale\'deki termal otelimize dönüş.',
          '08:30 departure from Denizli; about an hour and a half to Lake Salda. A walk and a swim along the White Islands shore, lunch by the lake. Back to our thermal hotel in Pamukkale in the late afternoon.',
          '08:30 — выезд из Денизли, около полутора часов до озера Салда. Прогулка и купание у Белых островов, обед на берегу. Ближе к вечеру — возвращение в термальный отель в Памуккале.',
        ),
      },
      {
        title: t('Kaklık Mağarası ve Pamukkale', 'Kaklık Cave and Pamukkale', 'Пещера Каклык и Памуккале'),
        description: t(
          'Kahvaltıdan sonra Kaklık Mağarası. Öğle yemeğinin ardından Hierapolis ve traverten terasları; gün batımından sonra otellere bırakılış.',
          'Kaklık Cave after breakfast. After lunch, Hierapolis and the travertine terraces; drop-off at the hotels after sunset.',
          'После завтрака — пещера Каклык. После обеда — Иераполис и травертиновые террасы; после заката — развоз по отелям.',
        ),
      },
    ],
    schedule: { everyDays: 7, startTime: '08:30:00', capacity: 20 },
  },
];
