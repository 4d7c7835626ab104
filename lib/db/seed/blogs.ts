import type { blogs } from '../schema';
import { blogImage } from './images';
import { paragraphs, t } from './localized';

type BlogSeed = Omit<typeof blogs.$inferInsert, 'image' | 'publishedAt'> & {
  /** Posts are dated relative to the seed run, so the demo blog always looks recent. */
  daysAgo: number;
};

const posts: BlogSeed[] = [
  {
    title: t(
      'Kapadokya\'da balon uçuşu için en doğru mevsim hangisi?',
      'When is the best season for a balloon flight in Cappadocia?',
      'Когда лучше лететь на воздушном шаре в Каппадокии?',
    ),
    summary: t(
      'İlkbahar mı, sonbahar mı, yoksa karlı bir kış sabahı mı? Pilotlarımıza sorduk, mevsimlerin artılarını ve eksilerini derledik.',
      'Spring, autumn or a snowy winter morning? We asked our pilots and put together the pros and cons of each season.',
      'Весна, осень или снежное зимнее утро? Мы спросили наших пилотов и собрали плюсы и минусы каждого сезона.',
    ),
    body: paragraphs(
      t(
        'Kapadokya\'da balonlar yılın yaklaşık 250 günü uçabilir. Sivil Havacılık Genel Müdürlüğü her sabah rüzgâr ve görüş koşullarına göre uçuşlara izin verir; bu yüzden hangi mevsimde gelirseniz gelin, programınıza en az bir yedek sabah eklemenizi öneririz.',
        'Balloons can fly in Cappadocia on about 250 days a year. Every morning the Directorate General of Civil Aviation decides whether flights may go ahead based on wind and visibility, so whatever the season, we recommend keeping at least one spare morning in your plans.',
        'В Каппадокии шары могут летать примерно 250 дней в году. Каждое утро Главное управление гражданской авиации решает, разрешить ли полёты, в зависимости от ветра и видимости, поэтому в любой сезон советуем оставить в программе хотя бы одно запасное утро.',
      ),
      t('## İlkbahar ve sonbahar', '## Spring and autumn', '## Весна и осень'),
      t(
        'Nisan–haziran ile eylül–kasım arası, hem hava koşulları hem de manzara açısından en dengeli dönemdir. Sabahlar serin, rüzgâr genellikle hafiftir. Sonbaharda sararan bağ yaprakları vadilere ayrı bir renk katar. Bu dönemde talep yüksek olduğundan rezervasyonunuzu birkaç hafta önceden yapmanızda fayda var.',
        'April to June and September to November are the most balanced months for both weather and scenery. Mornings are cool and the wind is usually light. In autumn the yellowing vines add their own colour to the valleys. Demand is high at these times, so it pays to book a few weeks ahead.',
        'С апреля по июнь и с сентября по ноябрь — самое удачное время и по погоде, и по пейзажам. Утра прохладные, ветер обычно слабый. Осенью желтеющие виноградники придают долинам особый цвет. Спрос в эти месяцы высокий, так что бронировать лучше за несколько недель.',
      ),
      t('## Yaz', '## Summer', '## Лето'),
      t(
        'Temmuz ve ağustosta iptal oranı düşüktür, ancak güneş çok erken doğduğu için kalkış saatleri 04:30\'a kadar çekilir. Öğle saatlerinde vadiler oldukça sıcak olur; yürüyüşleri sabaha ya da akşamüstüne planlayın.',
        'In July and August few flights are cancelled, but because the sun rises so early, take-off can be as early as 04:30. The valleys get very hot at midday, so plan your walks for the morning or late afternoon.',
        'В июле и августе полёты отменяют редко, но из-за раннего восхода старт может быть уже в 04:30. В полдень в долинах очень жарко, поэтому прогулки лучше планировать на утро или вечер.',
      ),
      t('## Kış', '## Winter', '## Зима'),
      t(
        'Karla kaplı peri bacalarının üzerinde uçmak belki de en büyüleyici deneyimdir. Buna karşılık kışın rüzgâr ve sis nedeniyle iptaller daha sık yaşanır. Kış aylarında gelecekseniz en az iki sabahlık esnek bir plan yapın ve kalın giyinin: kalkıştan önce hava eksi derecelerde olabilir.',
        'Flying over fairy chimneys covered in snow may be the most magical experience of all. On the other hand, wind and fog cause cancellations more often in winter. If you come in the winter months, keep at least two mornings flexible and dress warmly: it can be below freezing before take-off.',
        'Полёт над заснеженными «каменными грибами» — пожалуй, самое волшебное впечатление. Зато зимой из-за ветра и тумана полёты отменяют чаще. Если приезжаете зимой, оставьте как минимум два утра свободными и одевайтесь теплее: перед стартом может быть ниже нуля.',
      ),
    ),
    author: 'Ayşe Yılmaz',
    tags: ['kapadokya', 'balon', 'mevsim', 'gezi ipuçları'],
    daysAgo: 9,
  },
  {
    title: t(
      'İlk kez İstanbul\'a gelenler için 48 saatlik rota',
      '48 hours in Istanbul: a route for first-time visitors',
      '48 часов в Стамбуле: маршрут для тех, кто здесь впервые',
    ),
    summary: t(
      'İki günde İstanbul\'un en önemli noktalarını yorulmadan görmek için rehberlerimizin önerdiği rota.',
      'The route our guides recommend for seeing Istanbul\'s highlights in two days without wearing yourself out.',
      'Маршрут, который советуют наши гиды, чтобы за два дня увидеть главное в Стамбуле и не выбиться из сил.',
    ),
    body: paragraphs(
      t(
        'İstanbul\'u iki günde bitirmek mümkün değil, ama doğru bir planla şehrin ruhunu yakalayabilirsiniz. Rehberlerimizin yıllar içinde denediği bu rota, Tarihi Yarımada\'yı, Boğaz\'ı ve Asya yakasını dengeli bir şekilde birleştiriyor.',
        'You can\'t see all of Istanbul in two days, but with the right plan you can catch the spirit of the city. This route, tried and tested by our guides over the years, balances the historic peninsula, the Bosphorus and the Asian side.',
        'Увидеть весь Стамбул за два дня невозможно, но с правильным планом можно почувствовать дух города. Этот маршрут, проверенный нашими гидами за много лет, гармонично сочетает исторический полуостров, Босфор и азиатскую сторону.',
      ),
      t('## 1. gün: Tarihi Yarımada', '## Day 1: The historic peninsula', '## День 1: исторический полуостров'),
      t(
        'Sabah erkenden Ayasofya\'ya gidin; kapılar açılırken kuyruk en kısadır. Ardından Sultanahmet Camii\'ni, Hipodrom\'u ve Yerebatan Sarnıcı\'nı görün. Öğleden sonrayı Topkapı Sarayı\'na ayırın (salı günleri kapalı) ve Harem için en az bir saat hesaplayın. Akşamüstü Kapalıçarşı\'dan Mısır Çarşısı\'na doğru yokuş aşağı yürüyün ve günü Galata Köprüsü\'nde gün batımıyla bitirin.',
        'Go to Hagia Sophia early in the morning, when the queue is shortest as the doors open. Then see the Blue Mosque, the Hippodrome and the Basilica Cistern. Keep the afternoon for Topkapı Palace (closed on Tuesdays), allowing at least an hour for the Harem. In the late afternoon, walk downhill from the Grand Bazaar to the Spice Bazaar and end the day with the sunset on the Galata Bridge.',
        'Рано утром отправляйтесь в Айя-Софию — к открытию очередь самая короткая. Затем — Голубая мечеть, ипподром и цистерна Базилика. Вторую половину дня посвятите дворцу Топкапы (по вторникам закрыт), заложив на гарем не меньше часа. Ближе к вечеру спуститесь от Гранд-базара к Египетскому базару и встретьте закат на Галатском мосту.',
      ),
      t('## 2. gün: Boğaz ve Kadıköy', '## Day 2: The Bosphorus and Kadıköy', '## День 2: Босфор и Кадыкёй'),
      t(
        'Sabah Dolmabahçe Sarayı\'nı gezin (pazartesi günleri kapalı), ardından Kabataş\'tan ya da Eminönü\'nden bir Boğaz vapuruna binin. Öğleden sonra Karaköy\'den vapurla Kadıköy\'e geçip çarşıda lezzet turu yapın, akşamı Moda sahilinde çay içerek tamamlayın.',
        'In the morning visit Dolmabahçe Palace (closed on Mondays), then take a Bosphorus ferry from Kabataş or Eminönü. In the afternoon cross from Karaköy to Kadıköy by ferry for a food walk through the market, and finish the evening with tea on the Moda seafront.',
        'Утром осмотрите дворец Долмабахче (по понедельникам закрыт), а затем садитесь на паром по Босфору из Кабаташа или Эминёню. После обеда переправьтесь на пароме из Каракёя в Кадыкёй, прогуляйтесь по рынку с дегустациями и завершите вечер чаем на набережной Мода.',
      ),
      t(
        'Küçük bir ipucu: Şehir içi ulaşım için bir İstanbulkart alın. Vapur, metro, tramvay ve otobüste geçerlidir ve tek tek bilet almaktan çok daha ucuzdur.',
        'A small tip: get an İstanbulkart for public transport. It works on ferries, the metro, trams and buses, and is much cheaper than buying single tickets.',
        'Небольшой совет: купите карту İstanbulkart. Она действует на паромах, в метро, трамваях и автобусах, и это гораздо дешевле, чем покупать разовые билеты.',
      ),
    ),
    author: 'Murat Şahin',
    tags: ['istanbul', 'rota', 'gezi ipuçları', 'kültür'],
    daysAgo: 31,
  },
  {
    title: t(
      'Gaziantep mutfağı: kahvaltıda beyrandan akşam baklavasına',
      'Gaziantep cuisine: from beyran at breakfast to baklava in the evening',
      'Кухня Газиантепа: от бейрана на завтрак до вечерней пахлавы',
    ),
    summary: t(
      'UNESCO Gastronomi Şehri Gaziantep\'te bir günde neler yenir? Yerel ustaların önerileriyle hazırladığımız lezzet rehberi.',
      'What do you eat in a day in Gaziantep, a UNESCO City of Gastronomy? A food guide based on the advice of local masters.',
      'Что съесть за день в Газиантепе — гастрономическом городе ЮНЕСКО? Гид по вкусам по советам местных мастеров.',
    ),
    body: paragraphs(
      t(
        'Gaziantep\'te yemek, günün saatine göre değişen bir ritüeldir. Şehrin yerlileri güne beyranla başlar: kuzu eti, pirinç ve bol sarımsakla hazırlanan bu acılı çorba, sabahın erken saatlerinde küçük dükkânlarda kaynayan kazanlardan servis edilir. Tatlı bir kahvaltı isteyenler için ise Antep fıstığı ve kaymakla yapılan katmer vardır.',
        'In Gaziantep, eating is a ritual that changes with the time of day. Locals start the morning with beyran, a spicy soup of lamb, rice and plenty of garlic, ladled from bubbling cauldrons in small shops in the early hours. For a sweet breakfast there is katmer, a thin pastry with pistachios and clotted cream.',
        'В Газиантепе еда — это ритуал, который меняется в течение дня. Местные жители начинают утро с бейрана — острого супа из баранины, риса и большого количества чеснока, который рано утром разливают из кипящих котлов в маленьких лавках. Для сладкого завтрака есть катмер — тонкое тесто с фисташками и сливками каймак.',
      ),
      t('## Öğle: lahmacun ve kebap', '## Lunch: lahmacun and kebabs', '## Обед: лахмаджун и кебабы'),
      t(
        'Öğle saatlerinde fırınlar lahmacun çıkarmaya başlar. Gaziantep lahmacunu ince ve çıtırdır; üzerine maydanoz konup limon sıkılarak dürülür. Kebapçılarda ise patlıcan kebabı, simit kebabı ve mevsiminde yenidünya kebabı en çok tercih edilenlerdir.',
        'At lunchtime the bakeries start turning out lahmacun. Gaziantep lahmacun is thin and crisp, rolled up with parsley and a squeeze of lemon. In the kebab houses, aubergine kebab, simit kebab and, in season, loquat kebab are the favourites.',
        'К обеду пекарни начинают выпекать лахмаджун. В Газиантепе он тонкий и хрустящий, его сворачивают с петрушкой и соком лимона. В кебабных чаще всего заказывают кебаб с баклажанами, симит-кебаб и в сезон — кебаб с мушмулой.',
      ),
      t('## Akşamüstü: baklava ve menengiç kahvesi', '## Late afternoon: baklava and menengiç coffee', '## Ближе к вечеру: пахлава и кофе мененгич'),
      t(
        'Baklava bu şehirde neredeyse günün her saatinde yenir; ustalar iyi bir baklavanın ağızda çıtırdaması gerektiğini söyler. Yanında, yabani fıstık ağacının meyvesinden yapılan, kafeinsiz ve sütle içilen menengiç kahvesini deneyin.',
        'Baklava is eaten here at almost any hour; the masters say a good baklava should crackle in your mouth. Try it with menengiç coffee, made from the fruit of the wild pistachio tree, caffeine-free and drunk with milk.',
        'Пахлаву здесь едят почти в любое время суток; мастера говорят, что хорошая пахлава должна хрустеть во рту. Попробуйте её с кофе мененгич из плодов дикой фисташки — без кофеина, его пьют с молоком.',
      ),
      t(
        'Tavsiyemiz: Gaziantep\'i aç karnına gezin ve her lokantada yalnızca bir şey sipariş edin; böylece bir günde çok daha fazla lezzet tadabilirsiniz.',
        'Our advice: explore Gaziantep on an empty stomach and order just one thing in each place, so that you can taste far more in a single day.',
        'Наш совет: гуляйте по Газиантепу на голодный желудок и в каждом месте заказывайте только одно блюдо — так за день вы попробуете гораздо больше.',
      ),
    ),
    author: 'Deniz Aksoy',
    tags: ['gaziantep', 'gastronomi', 'kültür'],
    daysAgo: 54,
  },
  {
    title: t(
      'Karadeniz yaylalarına giderken çantanızda neler olmalı?',
      'What to pack for the Black Sea highlands',
      'Что взять с собой на плато Черноморья',
    ),
    summary: t(
      'Bir günde dört mevsimin yaşanabildiği yaylalar için rehberlerimizin hazırladığı kısa ve pratik bir liste.',
      'A short, practical list from our guides for highlands where you can get four seasons in one day.',
      'Короткий практичный список от наших гидов для плато, где за один день можно пережить четыре времени года.',
    ),
    body: paragraphs(
      t(
        'Karadeniz yaylalarında sabah güneşle başlayan bir gün, öğleden sonra sisle ve akşam yağmurla bitebilir. Doğru hazırlanırsanız bu değişkenlik, yolculuğun en güzel yanlarından birine dönüşür. İşte rehberlerimizin her sezon başında misafirlerine verdiği öneriler.',
        'On the Black Sea plateaus, a day that starts with sunshine can turn misty by the afternoon and end in rain. If you come prepared, this changeability becomes one of the best parts of the journey. Here is what our guides tell their guests at the start of every season.',
        'На плато Черноморья день, начавшийся с солнца, к обеду может утонуть в тумане, а закончиться дождём. Если подготовиться, эта переменчивость станет одной из лучших сторон путешествия. Вот что наши гиды советуют гостям в начале каждого сезона.',
      ),
      t('## Giysi: katman katman', '## Clothes: layer up', '## Одежда: слоями'),
      t(
        'Su geçirmez bir yağmurluk, polar ya da ince bir mont ve çabuk kuruyan bir tişört, yaylada ihtiyacınız olan her şeydir. Yaz akşamlarında bile hava 10 derecenin altına düşebilir; yedek çorabı da unutmayın.',
        'A waterproof jacket, a fleece or light down jacket and a quick-drying T-shirt are all you need in the highlands. Even on summer evenings the temperature can drop below 10 °C, and don\'t forget spare socks.',
        'Непромокаемая куртка, флиска или лёгкий пуховик и быстросохнущая футболка — всё, что нужно на плато. Даже летними вечерами температура может опуститься ниже 10 °C; не забудьте запасные носки.',
      ),
      t('## Ayakkabı ve çanta', '## Shoes and bag', '## Обувь и рюкзак'),
      t(
        'Islak çimde ve taşlı patikalarda kaymayan tabanlı bir yürüyüş ayakkabısı şart. Gün içindeki yürüyüşler için su matarası, güneş kremi ve şapka sığacak küçük bir sırt çantası yeterli; yükseklerde güneş sanıldığından güçlüdür.',
        'Walking shoes with soles that grip on wet grass and stony paths are a must. For day walks, a small backpack with a water bottle, sunscreen and a hat is enough; the sun at altitude is stronger than you think.',
        'Обязательна треккинговая обувь с подошвой, которая не скользит по мокрой траве и камням. Для дневных прогулок хватит небольшого рюкзака с бутылкой воды, солнцезащитным кремом и головным убором: в горах солнце сильнее, чем кажется.',
      ),
      t('## Nakit ve sabır', '## Cash and patience', '## Наличные и терпение'),
      t(
        'Bazı yayla pansiyonları ve köy kahveleri kart kabul etmez, bu yüzden yanınızda biraz nakit bulundurun. Son olarak sabırlı olun: sis kalkınca karşınıza çıkan manzara her şeye değer.',
        'Some highland guesthouses and village cafés don\'t take cards, so carry some cash. And finally, be patient: the view that appears when the mist lifts is worth everything.',
        'Некоторые гостевые дома и деревенские кофейни на плато не принимают карты, поэтому возьмите немного наличных. И наконец, наберитесь терпения: вид, который открывается, когда рассеивается туман, того стоит.',
      ),
    ),
    author: 'Murat Şahin',
    tags: ['karadeniz', 'yayla', 'doğa', 'gezi ipuçları'],
    daysAgo: 83,
  },
  {
    title: t(
      'Efes\'i ziyaret etmeden önce bilmeniz gerekenler',
      'What to know before you visit Ephesus',
      'Что нужно знать перед поездкой в Эфес',
    ),
    summary: t(
      'Hangi kapıdan girmeli, ne zaman gitmeli, Yamaç Evler\'e ek bilet almaya değer mi? Efes gezinizi kolaylaştıracak pratik bilgiler.',
      'Which gate to use, when to go and whether the Terrace Houses are worth the extra ticket: practical tips for your visit to Ephesus.',
      'Через какие ворота входить, когда ехать и стоит ли доплачивать за дома на склоне: практические советы для поездки в Эфес.',
    ),
    body: paragraphs(
      t(
        'Efes, her yıl milyonlarca ziyaretçiyi ağırlayan ve Türkiye\'nin en çok gezilen antik kentlerinden biridir. Biraz planlamayla kalabalıktan uzak, çok daha keyifli bir ziyaret yapabilirsiniz.',
        'Welcoming millions of visitors every year, Ephesus is one of Turkey\'s most visited ancient cities. A little planning will give you a far more enjoyable visit away from the crowds.',
        'Эфес, который ежегодно принимает миллионы посетителей, — один из самых посещаемых античных городов Турции. Немного планирования — и вы осмотрите его гораздо приятнее, вдали от толпы.',
      ),
      t('## Yukarıdan aşağıya gezin', '## Walk it from the top down', '## Идите сверху вниз'),
      t(
        'Antik kentin iki girişi vardır. Üst (Magnesia) Kapısı\'ndan girip Kuretler Caddesi boyunca yokuş aşağı yürürseniz Celsus Kütüphanesi tam karşınıza çıkar ve Büyük Tiyatro\'nun yanındaki alt kapıdan çıkarsınız. Turlarımızda araç sizi alt kapıda bekler.',
        'The site has two entrances. If you enter by the upper (Magnesian) Gate and walk downhill along Curetes Street, the Library of Celsus appears right in front of you, and you leave by the lower gate next to the Great Theatre. On our tours the vehicle waits for you at the lower gate.',
        'У города два входа. Если войти через верхние, Магнезийские, ворота и спускаться по улице Куретов, библиотека Цельса откроется прямо перед вами, а выйдете вы через нижние ворота у Большого театра. В наших турах автомобиль ждёт у нижнего выхода.',
      ),
      t('## Erken gidin, su alın', '## Go early, bring water', '## Приезжайте рано и берите воду'),
      t(
        'Yazın öğle saatlerinde sıcaklık 40 dereceye yaklaşır ve gölge azdır. Açılış saatinde ya da öğleden sonra geç saatlerde gezin; şapka, güneş kremi ve su yanınızda olsun. Mermer zemin kaygan olabilir, rahat ve kaymayan ayakkabılar giyin.',
        'In summer the midday temperature approaches 40 °C and there is little shade. Visit at opening time or late in the afternoon, and bring a hat, sunscreen and water. The marble paving can be slippery, so wear comfortable shoes with a good grip.',
        'Летом в полдень температура приближается к 40 °C, а тени мало. Приезжайте к открытию или ближе к вечеру и берите с собой головной убор, солнцезащитный крем и воду. Мраморные плиты бывают скользкими, поэтому наденьте удобную обувь с хорошим сцеплением.',
      ),
      t('## Yamaç Evler\'e değer mi?', '## Are the Terrace Houses worth it?', '## Стоят ли того дома на склоне?'),
      t(
        'Kesinlikle. Ek bilete tabi olan Yamaç Evler, zengin Efeslilerin evlerindeki mozaikleri ve duvar resimlerini koruyucu bir çatının altında gösterir ve kentteki gündelik hayatı en iyi anlatan bölümdür.',
        'Absolutely. The Terrace Houses, which need an extra ticket, show the mosaics and wall paintings of wealthy Ephesians\' homes under a protective roof, and tell you more than anywhere else about daily life in the city.',
        'Безусловно. Дома на склоне, вход в которые оплачивается отдельно, показывают мозаики и фрески домов богатых эфесцев под защитной крышей и лучше всего рассказывают о повседневной жизни города.',
      ),
    ),
    author: 'Ayşe Yılmaz',
    tags: ['efes', 'ege', 'antik kent', 'kültür'],
    daysAgo: 116,
  },
  {
    title: t(
      'Likya Yolu: Akdeniz kıyısında yürüyüşe başlamak için rehber',
      'The Lycian Way: a beginner\'s guide to walking the Mediterranean coast',
      'Ликийская тропа: гид для начинающих по прогулкам вдоль Средиземного моря',
    ),
    summary: t(
      'Yaklaşık 540 km\'lik Likya Yolu\'nun hangi bölümünden başlamalı, hangi mevsimde yürümeli? İlk kez yürüyecekler için öneriler.',
      'Which part of the 540 km Lycian Way should you start with, and in which season? Tips for first-timers.',
      'С какого участка 540-километровой Ликийской тропы начать и в какой сезон идти? Советы для новичков.',
    ),
    body: paragraphs(
      t(
        'Likya Yolu, Fethiye\'den Antalya\'ya uzanan yaklaşık 540 km\'lik, işaretli bir uzun mesafe yürüyüş rotasıdır. Antik Likya kentlerinden, çam ormanlarından ve denize dik inen yamaçlardan geçer. Tamamını yürümek bir ay sürer, ama birkaç günlük bölümler de en az o kadar keyiflidir.',
        'The Lycian Way is a waymarked long-distance trail of about 540 km from Fethiye to Antalya. It passes ancient Lycian cities, pine forests and slopes that drop straight into the sea. Walking all of it takes a month, but sections of a few days are just as rewarding.',
        'Ликийская тропа — маркированный маршрут длиной около 540 км от Фетхие до Анталии. Она проходит мимо античных ликийских городов, через сосновые леса и по склонам, обрывающимся прямо в море. Чтобы пройти её целиком, нужен месяц, но участки на несколько дней дарят не меньше впечатлений.',
      ),
      t('## Hangi mevsim?', '## Which season?', '## Какой сезон выбрать?'),
      t(
        'En uygun dönemler mart–mayıs ve ekim–kasım aylarıdır. Yazın kıyıda sıcaklık 35 derecenin üzerine çıkar ve su kaynakları azalır; kışın ise yüksek bölümlerde yağmur ve kar görülebilir.',
        'The best times are March to May and October to November. In summer the coast gets hotter than 35 °C and water sources dry up; in winter the higher sections can see rain and snow.',
        'Лучшее время — с марта по май и с октября по ноябрь. Летом на побережье бывает жарче 35 °C и пересыхают источники, а зимой на высоких участках возможны дожди и снег.',
      ),
      t('## İlk kez yürüyecekler için', '## For first-timers', '## Для новичков'),
      t(
        'Faralya–Kabak ve Kaş–Kalkan arası, ulaşımı kolay ve manzarası etkileyici bölümlerdir. Rota beyaz-kırmızı işaretlerle belirlenmiştir; yine de çevrimdışı bir harita uygulaması indirin ve yanınızda en az iki litre su taşıyın.',
        'Faralya to Kabak and Kaş to Kalkan are easy to reach and have stunning views. The route follows red-and-white waymarks, but download an offline map app anyway and carry at least two litres of water.',
        'Участки Фаралья — Кабак и Каш — Калкан легко доступны и очень живописны. Маршрут отмечен бело-красными метками, но всё же скачайте офлайн-карту и несите с собой не меньше двух литров воды.',
      ),
      t('## Yalnız değil, birlikte', '## Better together', '## Лучше вместе'),
      t(
        'Bazı bölümlerde saatlerce kimseyle karşılaşmayabilirsiniz. Yalnız yürüyorsanız rotanızı ve tahmini varış saatinizi mutlaka birine bildirin ya da deneyimli bir rehberle yürüyün.',
        'On some sections you may not meet anyone for hours. If you walk alone, always tell someone your route and expected arrival time, or walk with an experienced guide.',
        'На некоторых участках можно часами никого не встретить. Если идёте в одиночку, обязательно сообщите кому-нибудь маршрут и ожидаемое время прибытия или идите с опытным гидом.',
      ),
    ),
    author: 'Deniz Aksoy',
    tags: ['likya yolu', 'akdeniz', 'trekking', 'doğa'],
    daysAgo: 148,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The posts, dated `daysAgo` before `now` (newest first). */
export const blogRows = (now: Date): (typeof blogs.$inferInsert)[] =>
  posts.map(({ daysAgo, ...post }, i) => ({
    ...post,
    image: blogImage(i + 1),
    publishedAt: new Date(now.getTime() - daysAgo * DAY_MS),
  }));
