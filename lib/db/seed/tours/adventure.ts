import { list, paragraphs, t, tl } from '../localized';
import { TOUR_TYPE } from '../regions';
import { excluded, included, meetingPoints } from './phrases';
import type { TourSeed } from './types';

export const adventureTours: TourSeed[] = [
  {
    id: 1,
    region: 'cappadocia',
    type: TOUR_TYPE.adventure,
    isFeatured: true,
    title: t('Kapadokya Sıcak Hava Balonu Turu', 'Cappadocia Hot-Air Balloon Flight', 'Полёт на воздушном шаре над Каппадокией'),
    summary: t(
      'Gün doğarken peri bacalarının ve vadilerin üzerinde yaklaşık bir saat süren unutulmaz bir balon uçuşu. Uçuş sonrası geleneksel şampanya kutlaması ve sertifika dahildir.',
      'An unforgettable flight of about an hour over the fairy chimneys and valleys as the sun comes up, followed by the traditional champagne toast and a flight certificate.',
      'Незабываемый часовой полёт над «каменными грибами» и долинами на рассвете, а после посадки — традиционный бокал шампанского и сертификат о полёте.',
    ),
    description: paragraphs(
      t(
        'Kapadokya\'nın en ünlü deneyimi, güneş doğmadan başlar. Sabahın erken saatlerinde otelinizden alınır, kalkış alanında hafif bir kahvaltı eşliğinde balonların şişirilmesini izlersiniz. Sivil Havacılık Genel Müdürlüğü lisanslı, deneyimli pilotlarımız rüzgârın yönüne göre Göreme, Kızılçukur ya da Güvercinlik vadilerinin üzerinden rotayı belirler.',
        'Cappadocia\'s most famous experience starts before sunrise. We collect you from your hotel in the early hours, and at the launch field you watch the balloons being inflated over a light breakfast. Our experienced pilots, licensed by the Turkish Directorate General of Civil Aviation, choose the route over the Göreme, Kızılçukur or Güvercinlik valleys according to the wind.',
        'Главное впечатление Каппадокии начинается ещё до рассвета. Рано утром мы забираем вас из отеля, и на стартовой площадке за лёгким завтраком вы наблюдаете, как наполняются шары. Опытные пилоты с лицензией Главного управления гражданской авиации Турции выбирают маршрут над долинами Гёреме, Кызылчукур или Гюверджинлик в зависимости от ветра.',
      ),
      t(
        'Uçuş yaklaşık 60 dakika sürer; balon yer yer vadilerin içine alçalır, yer yer 1.000 metreye kadar yükselir. İnişten sonra ekibimizle birlikte geleneksel şampanya kutlaması yapılır (alkolsüz seçenek de vardır) ve adınıza düzenlenen uçuş sertifikası verilir.',
        'The flight lasts about 60 minutes: at times the balloon drifts down into the valleys, at times it climbs to around 1,000 metres. After landing, the crew opens the traditional bottle of champagne (an alcohol-free option is available) and hands you a flight certificate in your name.',
        'Полёт длится около 60 минут: шар то опускается в долины, то поднимается примерно на 1000 метров. После приземления экипаж открывает традиционную бутылку шампанского (есть безалкогольный вариант) и вручает сертификат о полёте на ваше имя.',
      ),
      t(
        'Balon uçuşları hava koşullarına bağlıdır. Sivil Havacılık\'ın uçuşa izin vermediği sabahlarda rezervasyonunuz bir sonraki uygun güne taşınır ya da ödediğiniz tutarın tamamı iade edilir.',
        'Balloon flights depend on the weather. If Civil Aviation does not allow flights on your morning, we move your booking to the next suitable day or refund the full price.',
        'Полёты зависят от погоды. Если гражданская авиация не разрешает вылет в ваше утро, мы переносим бронирование на ближайший подходящий день или полностью возвращаем оплату.',
      ),
    ),
    included: list(
      t('Otelden alış ve bırakış', 'Hotel pick-up and drop-off', 'Трансфер из отеля и обратно'),
      t('Kalkış öncesi hafif kahvaltı', 'Light breakfast before take-off', 'Лёгкий завтрак перед вылетом'),
      t('Yaklaşık 60 dakikalık balon uçuşu', 'Balloon flight of about 60 minutes', 'Полёт на шаре продолжительностью около 60 минут'),
      t('Şampanya kutlaması ve uçuş sertifikası', 'Champagne toast and flight certificate', 'Шампанское и сертификат о полёте'),
      included.insurance,
    ),
    excluded: list(excluded.photos, excluded.personal, excluded.tips),
    meetingPoint: meetingPoints.cappadocia,
    durationDays: 1,
    adultPrice: tl(9500),
    childPrice: tl(6500),
    babyPrice: 0,
    childAgeMax: 12,
    bookingCutoffHours: 24,
    itinerary: [
      {
        title: t('Gün doğumunda uçuş', 'Sunrise flight', 'Полёт на рассвете'),
        description: t(
          '04:30 otelden alış. 05:00 kalkış alanında kahvaltı ve güvenlik brifingi. Gün doğumuyla birlikte yaklaşık bir saatlik uçuş. 07:30 iniş, şampanya kutlaması ve sertifika töreni. 08:30 civarında otelinize dönüş.',
          '04:30 pick-up from your hotel. 05:00 breakfast and safety briefing at the launch field. A flight of about an hour as the sun rises. 07:30 landing, champagne toast and certificates. Back at your hotel at around 08:30.',
          '04:30 — трансфер из отеля. 05:00 — завтрак и инструктаж на стартовой площадке. С восходом солнца — полёт около часа. 07:30 — посадка, шампанское и вручение сертификатов. Около 08:30 — возвращение в отель.',
        ),
      },
    ],
    schedule: { everyDays: 5, startTime: '04:30:00', capacity: 20 },
  },
  {
    id: 8,
    region: 'mediterranean',
    type: TOUR_TYPE.adventure,
    title: t('Köprülü Kanyon Rafting Turu', 'Köprülü Canyon Rafting', 'Рафтинг в каньоне Кёпрюлю'),
    summary: t(
      'Antalya\'ya bir buçuk saat uzaklıktaki Köprülü Kanyon\'da 14 km\'lik eğlenceli bir rafting parkuru, ardından nehir kenarında alabalık öğle yemeği.',
      'A fun 14 km rafting run through Köprülü Canyon, an hour and a half from Antalya, followed by a riverside trout lunch.',
      'Весёлый 14-километровый сплав по каньону Кёпрюлю в полутора часах от Анталии и обед с форелью на берегу реки.',
    ),
    description: paragraphs(
      t(
        'Köprülü Kanyon Milli Parkı\'ndan geçen Köprüçay, Toros Dağları\'ndan gelen serin ve berrak suyuyla Türkiye\'nin en sevilen rafting parkurlarından biridir. Parkur birinci ve ikinci derece akıntılardan oluşur; daha önce hiç rafting yapmamış olanlar ve 7 yaşından büyük çocuklar için uygundur.',
        'The Köprüçay river, which runs through Köprülü Canyon National Park, is one of Turkey\'s favourite rafting runs, with cool, clear water from the Taurus Mountains. The run has grade I–II rapids and suits first-timers and children over seven.',
        'Река Кёпрючай, текущая через национальный парк «Каньон Кёпрюлю», — один из самых любимых маршрутов для рафтинга в Турции: прохладная прозрачная вода спускается с гор Тавр. Пороги I–II категории сложности подходят новичкам и детям старше семи лет.',
      ),
      t(
        'Sertifikalı rehberlerimiz başlamadan önce güvenlik eğitimi verir, kask, can yeleği ve kürek sağlar. Yaklaşık üç saatlik iniş boyunca yüzme molaları verilir ve Roma döneminden kalma Oluk Köprüsü\'nün altından geçilir. Tur, nehir kenarındaki tesisimizde alabalık ya da tavuk ızgaradan oluşan öğle yemeğiyle biter.',
        'Our certified guides give a safety briefing and provide helmets, life jackets and paddles. The descent takes about three hours with stops for swimming, and you pass beneath the Roman-era Oluk Bridge. The tour ends with a lunch of grilled trout or chicken at our riverside base.',
        'Сертифицированные инструкторы проводят инструктаж по безопасности и выдают шлемы, спасательные жилеты и вёсла. Сплав длится около трёх часов с остановками для купания; вы проплывёте под римским мостом Олук. Тур завершается обедом — форель или курица на гриле — на нашей базе у реки.',
      ),
    ),
    included: list(
      included.transport,
      t('Kask, can yeleği ve kürek', 'Helmet, life jacket and paddle', 'Шлем, спасательный жилет и весло'),
      t('Sertifikalı rafting rehberi', 'Certified rafting guide', 'Сертифицированный инструктор по рафтингу'),
      included.lunch,
      included.insurance,
    ),
    excluded: list(
      excluded.photos,
      excluded.drinks,
      t('Neopren kıyafet kiralama', 'Wetsuit hire', 'Аренда гидрокостюма'),
    ),
    meetingPoint: meetingPoints.antalya,
    durationDays: 1,
    adultPrice: tl(1500),
    childPrice: tl(900),
    babyPrice: 0,
    childAgeMax: 12,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Köprüçay üzerinde rafting', 'Rafting on the Köprüçay', 'Рафтинг на Кёпрючае'),
        description: t(
          '08:00 otellerden alış. 10:00 Köprülü Kanyon\'a varış, ekipman dağıtımı ve güvenlik eğitimi. 10:30 yüzme molalarıyla yaklaşık üç saatlik rafting. 14:00 nehir kenarında öğle yemeği. 15:30 dönüş yolculuğu, 17:30 civarında otellerde.',
          '08:00 pick-up from hotels. 10:00 arrival at Köprülü Canyon, gear and safety briefing. 10:30 about three hours of rafting with swimming stops. 14:00 riverside lunch. 15:30 drive back, at the hotels at about 17:30.',
          '08:00 — трансфер из отелей. 10:00 — прибытие в каньон Кёпрюлю, выдача снаряжения и инструктаж. 10:30 — около трёх часов сплава с остановками для купания. 14:00 — обед на берегу реки. 15:30 — обратная дорога, около 17:30 — в отелях.',
        ),
      },
    ],
    schedule: { everyDays: 5, startTime: '08:00:00', capacity: 40 },
  },
  {
    id: 14,
    region: 'cappadocia',
    type: TOUR_TYPE.adventure,
    title: t('Kapadokya ATV Safari: Gün Batımı Turu', 'Cappadocia ATV Safari at Sunset', 'Сафари на квадроциклах по Каппадокии на закате'),
    summary: t(
      'Kılıçlar, Güllüdere ve Aşk vadilerinin tozlu patikalarında iki saatlik ATV sürüşü ve vadinin en güzel noktasında gün batımı.',
      'A two-hour ATV ride along the dusty trails of the Swords, Rose and Love valleys, with the sunset from the best spot in the valley.',
      'Двухчасовая поездка на квадроциклах по пыльным тропам долин Мечей, Роз и Любви и закат в самой красивой точке долины.',
    ),
    description: paragraphs(
      t(
        'Kapadokya\'nın vadilerini keşfetmenin en eğlenceli yollarından biri ATV sürüşü. Göreme\'deki üssümüzde kısa bir sürüş ve güvenlik eğitiminden sonra deneyimli rehberimizin arkasında, tek ya da çift kişilik araçlarla yola çıkıyoruz.',
        'An ATV ride is one of the most fun ways to explore the valleys of Cappadocia. After a short riding and safety briefing at our base in Göreme, we set off behind our experienced guide on single or double quads.',
        'Поездка на квадроциклах — один из самых весёлых способов исследовать долины Каппадокии. После короткого инструктажа по вождению и безопасности на нашей базе в Гёреме мы отправляемся за опытным гидом на одно- или двухместных квадроциклах.',
      ),
      t(
        'Rota, Kılıçlar Vadisi\'nin sivri kayalarından Güllüdere\'nin pembe tonlarına ve Aşk Vadisi\'nin ünlü peri bacalarına uzanıyor. Gün batımında vadinin tepesinde mola veriyor, gökyüzü kızıla dönerken fotoğraf çekiyoruz. Sürücülerin 18 yaşından büyük olması gerekir; çocuklar bir yetişkinin yanında yolcu olarak katılabilir.',
        'The route runs from the sharp rocks of Swords Valley to the pink tones of Rose Valley and the famous fairy chimneys of Love Valley. At sunset we stop on the rim of the valley to take photos as the sky turns red. Drivers must be over 18; children can ride as passengers with an adult.',
        'Маршрут ведёт от острых скал долины Мечей к розовым оттенкам Розовой долины и знаменитым «каменным грибам» долины Любви. На закате останавливаемся на краю долины, чтобы сфотографироваться, пока небо становится алым. Водителям должно быть больше 18 лет; дети могут ехать пассажирами вместе со взрослым.',
      ),
    ),
    included: list(
      t('Otelden alış ve bırakış', 'Hotel pick-up and drop-off', 'Трансфер из отеля и обратно'),
      t('ATV aracı, kask ve toz maskesi', 'ATV, helmet and dust mask', 'Квадроцикл, шлем и маска от пыли'),
      t('Sürüş ve güvenlik eğitimi', 'Riding and safety briefing', 'Инструктаж по вождению и безопасности'),
      t('Deneyimli ATV rehberi', 'Experienced ATV guide', 'Опытный гид-инструктор'),
      included.insurance,
    ),
    excluded: list(
      excluded.photos,
      excluded.drinks,
      t('Hasar durumunda muafiyet bedeli', 'Excess charge in case of damage', 'Франшиза в случае повреждения техники'),
    ),
    meetingPoint: meetingPoints.cappadocia,
    durationDays: 1,
    adultPrice: tl(1400),
    childPrice: tl(800),
    babyPrice: 0,
    childAgeMax: 12,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Vadilerde gün batımı', 'Sunset in the valleys', 'Закат в долинах'),
        description: t(
          '16:30 otelden alış ve Göreme\'deki üssümüzde eğitim. 17:00 Kılıçlar, Güllüdere ve Aşk vadilerinde yaklaşık iki saatlik sürüş. Gün batımında fotoğraf molası. 19:30 otellere dönüş.',
          '16:30 pick-up from your hotel and briefing at our base in Göreme. 17:00 a ride of about two hours through the Swords, Rose and Love valleys, with a photo stop at sunset. 19:30 return to the hotels.',
          '16:30 — трансфер из отеля и инструктаж на базе в Гёреме. 17:00 — около двух часов езды по долинам Мечей, Роз и Любви, фотоостановка на закате. 19:30 — возвращение в отели.',
        ),
      },
    ],
    schedule: { everyDays: 5, startTime: '16:30:00', capacity: 20 },
  },
  {
    id: 19,
    region: 'mediterranean',
    type: TOUR_TYPE.adventure,
    title: t('Kaş\'tan Kekova\'ya Deniz Kanosu', 'Sea Kayaking from Kaş to Kekova', 'Морской каякинг от Каша до Кековы'),
    summary: t(
      'Berrak sularda Kekova Adası kıyısındaki batık Lykia kentinin kalıntıları üzerinde kano ile süzülün, Kaleköy\'de (antik Simena) kale manzarası eşliğinde yüzün.',
      'Glide by kayak over the sunken ruins of a Lycian city off Kekova Island in crystal-clear water, and swim below the castle at Kaleköy, ancient Simena.',
      'Проплывите на каяке над затонувшими руинами ликийского города у острова Кекова в кристально чистой воде и искупайтесь под крепостью в Калекёе — древней Симене.',
    ),
    description: paragraphs(
      t(
        'Kekova, Lykia uygarlığından kalan kalıntıları ve turkuaz koylarıyla Akdeniz\'in en güzel deniz koruma alanlarından biri. Kaş\'tan araçla Üçağız\'a geçiyor, burada kanolarımızla tanışıp kısa bir kürek eğitimi alıyoruz. Tek ya da çift kişilik kanolar kullanılır; önceden deneyim gerekmez.',
        'With its Lycian ruins and turquoise coves, Kekova is one of the most beautiful marine protected areas on the Mediterranean. From Kaş we drive to Üçağız, where you meet your sea kayak and get a short paddling lesson. We use single or double kayaks, and no experience is needed.',
        'Кекова с ликийскими руинами и бирюзовыми бухтами — одна из самых красивых морских охраняемых зон Средиземноморья. Из Каша едем в Учагыз, где знакомимся с морскими каяками и проходим короткий урок гребли. Каяки одно- или двухместные, опыт не нужен.',
      ),
      t(
        'Sakin koylar boyunca yaklaşık 8 km kürek çekerek, MS 2. yüzyıldaki depremlerle kısmen sulara gömülen antik kentin merdivenlerini ve ev temellerini suyun altında görüyoruz. Öğle yemeği ve yüzme molasının ardından Kaleköy\'e geçiyor, dileyenler kaleye tırmanıyor.',
        'Paddling about 8 km along calm bays, we see underwater the stairways and house foundations of the ancient city, partly sunk by earthquakes in the 2nd century AD. After lunch and a swim we cross to Kaleköy, where you can climb up to the castle.',
        'Проплыв около 8 км вдоль спокойных бухт, увидим под водой лестницы и фундаменты домов античного города, частично ушедшего под воду после землетрясений II века н. э. После обеда и купания переправимся в Калекёй, где при желании можно подняться к крепости.',
      ),
      t(
        'Batık şehir koruma altında olduğundan kalıntıların bulunduğu bölgede yüzmek ve dalmak yasaktır; yüzme molalarını bu alanın dışındaki koylarda veriyoruz.',
        'Because the sunken city is protected, swimming and diving over the ruins are not allowed; we stop to swim in coves outside that zone.',
        'Затонувший город находится под охраной, поэтому плавать и нырять над руинами запрещено; для купания останавливаемся в бухтах за пределами этой зоны.',
      ),
    ),
    included: list(
      t('Kaş\'taki otellerden ulaşım', 'Transport from hotels in Kaş', 'Трансфер из отелей Каша'),
      t('Kano, kürek, can yeleği ve su geçirmez çanta', 'Kayak, paddle, life jacket and dry bag', 'Каяк, весло, спасательный жилет и гермомешок'),
      t('Profesyonel kano rehberi', 'Professional kayak guide', 'Профессиональный инструктор по каякингу'),
      included.lunch,
      included.insurance,
    ),
    excluded: list(
      excluded.drinks,
      excluded.photos,
      t('Simena Kalesi giriş ücreti', 'Simena Castle entrance fee', 'Вход в крепость Симена'),
    ),
    meetingPoint: t(
      'Kaş Cumhuriyet Meydanı, Atatürk Anıtı önü; Kaş\'taki otellerden alış yapılır.',
      'Republic Square in Kaş, by the Atatürk Monument; pick-up from hotels in Kaş.',
      'Площадь Республики в Каше, у памятника Ататюрку; трансфер из отелей Каша.',
    ),
    durationDays: 1,
    adultPrice: tl(2200),
    childPrice: tl(1400),
    babyPrice: 0,
    childAgeMax: 12,
    bookingCutoffHours: 12,
    itinerary: [
      {
        title: t('Üçağız\'dan Kaleköy\'e kürek', 'Paddling from Üçağız to Kaleköy', 'На каяке из Учагыза в Калекёй'),
        description: t(
          '08:30 Kaş\'tan hareket. 09:30 Üçağız\'da kano eğitimi. 10:00 batık şehir boyunca kürek. 12:30 koyda öğle yemeği ve yüzme. 14:00 Kaleköy ve kale. 16:00 Üçağız\'a dönüş, 17:00 civarında Kaş\'ta.',
          '08:30 departure from Kaş. 09:30 kayak lesson in Üçağız. 10:00 paddling along the sunken city. 12:30 lunch and a swim in a cove. 14:00 Kaleköy and the castle. 16:00 back to Üçağız, in Kaş at about 17:00.',
          '08:30 — выезд из Каша. 09:30 — урок гребли в Учагызе. 10:00 — маршрут вдоль затонувшего города. 12:30 — обед и купание в бухте. 14:00 — Калекёй и крепость. 16:00 — возвращение в Учагыз, около 17:00 — в Каше.',
        ),
      },
    ],
    schedule: { everyDays: 5, startTime: '08:30:00', capacity: 16 },
  },
  {
    id: 24,
    region: 'black-sea',
    type: TOUR_TYPE.adventure,
    title: t('Kaçkar Dağları Yayla Yürüyüşü', 'Kaçkar Mountains Highland Trek', 'Треккинг по плато гор Качкар'),
    summary: t(
      'Ayder\'den Kavrun ve Elevit yaylalarına, buzul gölleri ve 3.000 metrelik zirveler arasında orta zorlukta beş günlük bir trekking rotası.',
      'A moderate five-day trek from Ayder to the Kavrun and Elevit plateaus, among glacial lakes and 3,000-metre peaks.',
      'Пятидневный треккинг средней сложности от Айдера к плато Каврун и Элевит, среди ледниковых озёр и вершин высотой 3000 метров.',
    ),
    description: paragraphs(
      t(
        'Kaçkar Dağları, 3.937 metrelik Kaçkar Zirvesi ile Doğu Karadeniz\'in çatısıdır. Bu rotada yaz yaylalarının taş ve ahşap evlerinde konaklayarak her gün 5–7 saat yürüyor; buzul gölleri, rododendron yamaçları ve sis denizinin üzerinde yükselen zirveler görüyoruz.',
        'With the 3,937-metre Kaçkar Peak, the Kaçkar Mountains are the roof of the eastern Black Sea. On this route we stay in the stone and wooden houses of the summer plateaus and walk 5–7 hours a day, past glacial lakes, slopes of rhododendron and peaks rising above a sea of cloud.',
        'Горы Качкар с вершиной 3937 метров — крыша восточного Черноморья. На этом маршруте мы ночуем в каменных и деревянных домах летних плато и идём по 5–7 часов в день мимо ледниковых озёр, склонов, поросших рододендроном, и вершин над морем облаков.',
      ),
      t(
        'Yürüyüşler orta zorluktadır; düzenli spor yapan ve günde 800 metreye kadar tırmanabilen herkes katılabilir. Yükler katırlarla taşınır, siz yalnızca günlük çantanızı taşırsınız. Dağ rehberimiz ilk yardım eğitimlidir ve hava koşullarına göre rotayı değiştirebilir.',
        'The walking is moderate: anyone who exercises regularly and can climb up to 800 metres a day can join. Mules carry the luggage, so you only carry a daypack. Our mountain guide is trained in first aid and may change the route according to the weather.',
        'Маршрут средней сложности: присоединиться может любой, кто регулярно занимается спортом и способен набирать до 800 метров высоты в день. Багаж везут мулы, вы несёте только дневной рюкзак. Наш горный гид прошёл обучение первой помощи и может изменить маршрут в зависимости от погоды.',
      ),
      t(
        'Kaçkar yaylalarında yaşam haziran–eylül arasında sürer. Bu dönemin dışındaki tarihlerde rota, alçak yaylalarda ve vadilerde konaklamalı bir programla yürütülür; ayrıntıları rezervasyon sonrasında size iletiyoruz.',
        'The Kaçkar plateaus are lived in from June to September. Outside that season the trek follows a programme based in the lower plateaus and valleys; we send you the details after booking.',
        'На плато Качкара живут с июня по сентябрь. Вне сезона маршрут проходит по нижним плато и долинам; подробности мы пришлём после бронирования.',
      ),
    ),
    included: list(
      included.airportTransfers,
      t(
        '4 gece yayla evi ve pansiyonlarda tam pansiyon konaklama',
        '4 nights in highland houses and guesthouses, full board',
        '4 ночи в домах на плато и гостевых домах, полный пансион',
      ),
      t('Profesyonel dağ rehberi', 'Professional mountain guide', 'Профессиональный горный гид'),
      t('Yükler için katır desteği', 'Mules to carry the luggage', 'Мулы для перевозки багажа'),
      included.insurance,
    ),
    excluded: list(
      excluded.flights,
      t(
        'Kişisel trekking ekipmanı (bot, baton, uyku tulumu)',
        'Personal trekking gear (boots, poles, sleeping bag)',
        'Личное снаряжение (ботинки, палки, спальник)',
      ),
      excluded.drinks,
      excluded.tips,
    ),
    meetingPoint: t(
      'Trabzon Havalimanı, iç hatlar geliş salonu, saat 10:00.',
      'Trabzon Airport, domestic arrivals hall, at 10:00.',
      'Аэропорт Трабзона, зал прилёта внутренних рейсов, в 10:00.',
    ),
    durationDays: 5,
    adultPrice: tl(27500),
    childPrice: tl(19000),
    babyPrice: 0,
    childAgeMax: 12,
    bookingCutoffHours: 48,
    itinerary: [
      {
        title: t('Ayder\'e varış', 'Arrival in Ayder', 'Прибытие в Айдер'),
        description: t(
          '10:00\'da Trabzon Havalimanı\'nda karşılama ve Ayder\'e transfer. Öğleden sonra Gelintülü Şelalesi\'ne ısınma yürüyüşü, ekipman kontrolü ve rota brifingi.',
          'Meeting at Trabzon Airport at 10:00 and transfer to Ayder. A warm-up walk to the Gelintülü waterfall in the afternoon, a gear check and the route briefing.',
          '10:00 — встреча в аэропорту Трабзона и трансфер в Айдер. Днём — разминочная прогулка к водопаду Гелинтюлю, проверка снаряжения и брифинг по маршруту.',
        ),
      },
      {
        title: t('Ayder\'den Kavrun Yaylası\'na', 'From Ayder to the Kavrun plateau', 'Из Айдера на плато Каврун'),
        description: t(
          'Hazindak ve Aşağı Kavrun yaylaları üzerinden Yukarı Kavrun\'a yaklaşık 5 saatlik yürüyüş. Gece yayla evinde.',
          'About 5 hours\' walk to Upper Kavrun via the Hazindak and Lower Kavrun plateaus. Night in a highland house.',
          'Около 5 часов ходьбы до Верхнего Кавруна через плато Хазиндак и Нижний Каврун. Ночь в доме на плато.',
        ),
      },
      {
        title: t('Buzul gölleri', 'The glacial lakes', 'Ледниковые озёра'),
        description: t(
          'Kavrun\'dan Kaçkar\'ın kuzey yüzündeki buzul göllerine günübirlik yürüyüş: yaklaşık 7 saat ve 800 metre tırmanış. Gece yine Yukarı Kavrun\'da.',
          'A day walk from Kavrun to the glacial lakes on the north face of Kaçkar: about 7 hours with 800 metres of ascent. Another night in Upper Kavrun.',
          'Радиальный выход из Кавруна к ледниковым озёрам на северном склоне Качкара: около 7 часов и 800 метров набора высоты. Ещё одна ночь в Верхнем Кавруне.',
        ),
      },
      {
        title: t('Elevit\'e geçiş', 'Over the pass to Elevit', 'Через перевал в Элевит'),
        description: t(
          'Yüksek bir geçitten Elevit Yaylası\'na yaklaşık 6 saatlik yürüyüş. Akşam yayla evinde muhlama ve demli çay.',
          'About 6 hours\' walk over a high pass to the Elevit plateau. In the evening, muhlama and strong tea at the highland house.',
          'Около 6 часов ходьбы через высокий перевал на плато Элевит. Вечером в доме на плато — мухлама и крепкий чай.',
        ),
      },
      {
        title: t('Dönüş', 'Departure', 'Отъезд'),
        description: t(
          'Kahvaltıdan sonra Elevit\'ten araçla Çamlıhemşin\'e iniş ve Trabzon\'a transfer; 16:00 civarında havalimanına bırakılış.',
          'After breakfast we drive down from Elevit to Çamlıhemşin and on to Trabzon, arriving at the airport at about 16:00.',
          'После завтрака спуск на машине из Элевита в Чамлыхемшин и трансфер в Трабзон; около 16:00 — прибытие в аэропорт.',
        ),
      },
    ],
    schedule: { everyDays: 10, startTime: '10:00:00', capacity: 12 },
  },
  {
    id: 29,
    region: 'mediterranean',
    type: TOUR_TYPE.adventure,
    title: t('Ölüdeniz\'de Yamaç Paraşütü', 'Paragliding over Ölüdeniz', 'Параплан над Олюденизом'),
    summary: t(
      '1.960 metrelik Babadağ\'dan deneyimli bir pilotla tandem uçuş: Mavi Lagün ve Kelebekler Vadisi\'nin üzerinde 30–40 dakika.',
      'A tandem flight with an experienced pilot from 1,960-metre Babadağ: 30–40 minutes above the Blue Lagoon and Butterfly Valley.',
      'Тандемный полёт с опытным пилотом с горы Бабадаг высотой 1960 метров: 30–40 минут над Голубой лагуной и Долиной бабочек.',
    ),
    description: paragraphs(
      t(
        'Babadağ, dünyanın en bilinen yamaç paraşütü merkezlerinden biridir. Fethiye ve Ölüdeniz\'deki otellerden alınarak teleferik ya da arazi aracıyla kalkış pistine çıkıyoruz; pilotunuz sizi bağlayıp kısa bir brifing verdikten sonra birkaç adım koşarak havalanıyorsunuz.',
        'Babadağ is one of the best-known paragliding sites in the world. We collect you from your hotel in Fethiye or Ölüdeniz and go up to the take-off by cable car or off-road vehicle; your pilot straps you in, gives a short briefing, and after a few running steps you are airborne.',
        'Бабадаг — одно из самых известных мест для полётов на параплане в мире. Мы забираем вас из отеля в Фетхие или Олюденизе и поднимаемся к стартовой площадке на канатной дороге или внедорожнике; пилот пристёгивает вас, проводит короткий инструктаж, и после нескольких шагов разбега вы в воздухе.',
      ),
      t(
        'Uçuş boyunca Ölüdeniz\'in turkuaz lagünü, Belcekız plajı ve açık havada Rodos\'a kadar uzanan manzara önünüzdedir. Pilotlarımız lisanslıdır ve binlerce tandem uçuş deneyimine sahiptir. İniş, Ölüdeniz sahilindeki iniş alanına yapılır. Uçuşlar hava koşullarına bağlıdır; uçulamayan günlerde tarih değişikliği ya da tam iade seçeneği sunulur.',
        'Below you lie the turquoise lagoon of Ölüdeniz and Belcekız beach, and on a clear day the view stretches to Rhodes. Our pilots are licensed and have thousands of tandem flights behind them. You land on the beach landing zone in Ölüdeniz. Flights depend on the weather; if we cannot fly, you can change the date or get a full refund.',
        'Под вами — бирюзовая лагуна Олюдениза и пляж Белджекыз, а в ясный день видно даже Родос. Наши пилоты лицензированы и совершили тысячи тандемных полётов. Приземление — на площадке на пляже Олюдениза. Полёты зависят от погоды; если лететь нельзя, можно перенести дату или получить полный возврат.',
      ),
    ),
    included: list(
      t('Fethiye, Hisarönü ve Ölüdeniz otellerinden alış', 'Pick-up from hotels in Fethiye, Hisarönü and Ölüdeniz', 'Трансфер из отелей Фетхие, Хисарёню и Олюдениза'),
      t('Teleferik ya da arazi aracıyla kalkış pistine çıkış', 'Ride up to the take-off by cable car or off-road vehicle', 'Подъём к месту старта на канатной дороге или внедорожнике'),
      t('Lisanslı pilotla 30–40 dakikalık tandem uçuş', 'Tandem flight of 30–40 minutes with a licensed pilot', 'Тандемный полёт 30–40 минут с лицензированным пилотом'),
      included.insurance,
    ),
    excluded: list(
      t('Pilot kamerasıyla fotoğraf ve video paketi', 'Photo and video package from the pilot\'s camera', 'Фото- и видеопакет с камеры пилота'),
      excluded.drinks,
      excluded.tips,
    ),
    meetingPoint: t(
      'Fethiye, Hisarönü ve Ölüdeniz\'deki otellerden alış ya da Ölüdeniz Belcekız plajındaki ofisimiz.',
      'Pick-up from hotels in Fethiye, Hisarönü and Ölüdeniz, or meet us at our office on Belcekız beach in Ölüdeniz.',
      'Трансфер из отелей Фетхие, Хисарёню и Олюдениза или встреча в нашем офисе на пляже Белджекыз в Олюденизе.',
    ),
    durationDays: 1,
    adultPrice: tl(4800),
    childPrice: tl(3300),
    babyPrice: 0,
    childAgeMax: 12,
    bookingCutoffHours: 24,
    itinerary: [
      {
        title: t('Babadağ\'dan Ölüdeniz\'e uçuş', 'Flying from Babadağ to Ölüdeniz', 'Полёт с Бабадага в Олюдениз'),
        description: t(
          '09:00 otelden alış. 09:45 teleferikle Babadağ\'a çıkış ve brifing. 10:30 tandem uçuş, 30–40 dakika. 11:30 Ölüdeniz sahilinde iniş; dilerseniz plajda kalabilir ya da otelinize dönebilirsiniz.',
          '09:00 pick-up from your hotel. 09:45 cable car up Babadağ and briefing. 10:30 tandem flight, 30–40 minutes. 11:30 landing on Ölüdeniz beach; stay on the beach or go back to your hotel, as you prefer.',
          '09:00 — трансфер из отеля. 09:45 — подъём на Бабадаг по канатной дороге и инструктаж. 10:30 — тандемный полёт, 30–40 минут. 11:30 — приземление на пляже Олюдениза; можно остаться на пляже или вернуться в отель.',
        ),
      },
    ],
    schedule: { everyDays: 5, startTime: '09:00:00', capacity: 12 },
  },
];
