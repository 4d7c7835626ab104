import type { contactEmails, contacts, features, metaTags, pageTitles, settings, sliders, testimonials } from '../schema';
import { blogImage, regionImage, sliderImage } from './images';
import { t } from './localized';

/** The demo agency's identity; the legal pages quote the same values. */
export const AGENCY = {
  companyName: 'Anatolia Turizm Seyahat Acentası Ltd. Şti.',
  bankName: 'Türkiye İş Bankası',
  /** TR + check digits + İş Bankası's bank code 00064 + reserve digit 0 + account number; mod-97 valid. */
  iban: 'TR230006401234567001000415',
  tursabLicenceNo: 'A-12345',
  mersisNo: '0068012345600017',
  kep: 'anatoliaturizm@kep.example',
  phone1: '+90 212 555 01 23',
  phone2: '+90 532 555 01 23',
  whatsapp: '+90 532 555 01 23',
  email: 'info@anatolia-tours.example',
  address: t(
    'Alemdar Mah. Divanyolu Cad. No: 12/3, Sultanahmet, 34110 Fatih/İstanbul',
    'Divanyolu Cad. No: 12/3, Alemdar Mah., Sultanahmet, 34110 Fatih, Istanbul, Türkiye',
    'Турция, 34110, Стамбул, Фатих, Султанахмет, ул. Диванйолу, д. 12/3',
  ),
} as const;

export const settingsRow: typeof settings.$inferInsert = {
  id: 1,
  companyName: AGENCY.companyName,
  bankName: AGENCY.bankName,
  iban: AGENCY.iban,
  tursabLicenceNo: AGENCY.tursabLicenceNo,
  mersisNo: AGENCY.mersisNo,
  paymentStoreType: '3D_PAY_HOSTING',
};

/** The spec's MetaTags/2 record. */
export const metaTagsRow: typeof metaTags.$inferInsert = {
  id: 2,
  title: t(
    'Anatolia Tours | Kapadokya, İstanbul ve Türkiye Turları',
    'Anatolia Tours | Cappadocia, Istanbul and Turkey Tours',
    'Anatolia Tours | Туры в Каппадокию, Стамбул и по Турции',
  ),
  description: t(
    'TÜRSAB üyesi Anatolia Tours ile balon turundan Karadeniz yaylalarına doğa, macera, kültür, gastronomi ve şehir turları. Online rezervasyon, güvenli ödeme.',
    'Nature, adventure, culture, food and city tours, from balloon flights to the Black Sea highlands, with Anatolia Tours, a TÜRSAB member. Book online and pay securely.',
    'Природные, приключенческие, культурные, гастрономические и городские туры — от полётов на воздушном шаре до плато Черноморья — с Anatolia Tours, членом TÜRSAB. Онлайн-бронирование и безопасная оплата.',
  ),
  keywords: t(
    'Kapadokya turu, balon turu, İstanbul turu, Efes turu, Karadeniz turu, kültür turları, gastronomi turu',
    'Cappadocia tour, balloon flight, Istanbul tour, Ephesus tour, Black Sea tour, culture tours, Turkey food tour',
    'тур в Каппадокию, полёт на воздушном шаре, экскурсии по Стамбулу, тур в Эфес, Черноморье, туры по Турции',
  ),
  siteLogo: '/images/logo.svg',
  facebook: 'https://www.facebook.com/anatoliatours',
  instagram: 'https://www.instagram.com/anatoliatours',
};

/** The spec's Contacts/1 record. */
export const contactsRow: typeof contacts.$inferInsert = {
  id: 1,
  phone1: AGENCY.phone1,
  phone2: AGENCY.phone2,
  whatsapp: AGENCY.whatsapp,
  address: AGENCY.address,
  email: AGENCY.email,
};

export const contactEmailRows: (typeof contactEmails.$inferInsert)[] = [
  { email: 'rezervasyon@anatolia-tours.example', name: 'Rezervasyon Ekibi' },
  { email: 'info@anatolia-tours.example', name: 'Genel Bilgi' },
];

/** Slider links point at tours by id: 1 balloon flight, 2 historic peninsula, 6 Black Sea highlands. */
export const sliderRows: (typeof sliders.$inferInsert)[] = [
  {
    title: t('Kapadokya\'da gün doğumu', 'Sunrise over Cappadocia', 'Рассвет над Каппадокией'),
    subtitle: t(
      'Peri bacalarının üzerinde unutulmaz bir balon uçuşu için yerinizi şimdiden ayırtın.',
      'Book your place now for an unforgettable balloon flight over the fairy chimneys.',
      'Забронируйте место на незабываемый полёт на воздушном шаре над «каменными грибами».',
    ),
    image: sliderImage(1),
    linkUrl: '/tour-single-1/1',
    orderNo: 1,
  },
  {
    title: t('İki kıtanın şehri İstanbul', 'Istanbul, city of two continents', 'Стамбул — город на двух континентах'),
    subtitle: t(
      'Ayasofya\'dan Boğaz\'a, uzman rehberlerimizle İstanbul\'u yakından tanıyın.',
      'From Hagia Sophia to the Bosphorus, get to know Istanbul with our expert guides.',
      'От Айя-Софии до Босфора — познакомьтесь со Стамбулом вместе с нашими опытными гидами.',
    ),
    image: sliderImage(2),
    linkUrl: '/tour-single-1/2',
    orderNo: 2,
  },
  {
    title: t('Akdeniz\'de macera zamanı', 'Adventure time on the Mediterranean', 'Время приключений на Средиземном море'),
    subtitle: t(
      'Rafting, deniz kanosu ve yamaç paraşütü: turkuaz kıyılarda adrenalin dolu günler.',
      'Rafting, sea kayaking and paragliding: action-packed days on turquoise shores.',
      'Рафтинг, морские каяки и параплан: дни, полные адреналина, на бирюзовом побережье.',
    ),
    image: sliderImage(3),
    linkUrl: '/tour-list-1',
    orderNo: 3,
  },
  {
    title: t('Karadeniz\'in yeşil yaylaları', 'The green highlands of the Black Sea', 'Зелёные плато Черноморья'),
    subtitle: t(
      'Uzungöl\'den Ayder\'e, sisin ve çayın memleketinde dört gün.',
      'From Uzungöl to Ayder: four days in the land of mist and tea.',
      'От Узунгёля до Айдера: четыре дня в краю тумана и чая.',
    ),
    image: sliderImage(4),
    linkUrl: '/tour-single-1/6',
    orderNo: 4,
  },
];

export const featureRows: (typeof features.$inferInsert)[] = [
  {
    icon: 'shield',
    title: t('TÜRSAB güvencesi', 'A TÜRSAB-licensed agency', 'Агентство с лицензией TÜRSAB'),
    description: t(
      'A-12345 belge numaralı, TÜRSAB üyesi bir A grubu seyahat acentasıyız; gönül rahatlığıyla rezervasyon yapın.',
      'We are an A-group travel agency and a member of TÜRSAB with licence no. A-12345, so you can book with confidence.',
      'Мы — туристическое агентство группы A, член TÜRSAB с лицензией № A-12345, поэтому бронируйте с уверенностью.',
    ),
  },
  {
    icon: 'map',
    title: t('Yerel uzman rehberler', 'Local expert guides', 'Местные гиды-эксперты'),
    description: t(
      'Turlarımızı, bölgeyi en iyi tanıyan kokartlı yerel rehberler yönetir.',
      'Our tours are led by licensed local guides who know their region best.',
      'Наши туры ведут лицензированные местные гиды, которые лучше всех знают свой регион.',
    ),
  },
  {
    icon: 'headset',
    title: t('7/24 destek', '24/7 support', 'Поддержка 24/7'),
    description: t(
      'Turunuz boyunca telefon ve WhatsApp üzerinden Türkçe, İngilizce ve Rusça destek veriyoruz.',
      'We support you by phone and WhatsApp in Turkish, English and Russian throughout your trip.',
      'На протяжении всего путешествия мы на связи по телефону и в WhatsApp на турецком, английском и русском.',
    ),
  },
  {
    icon: 'wallet',
    title: t('Güvenli ödeme', 'Secure payment', 'Безопасная оплата'),
    description: t(
      'Kartla 3D Secure ile ya da havale/EFT ile ödeyin; gizli ücret yok, vergiler fiyata dahil.',
      'Pay by card with 3-D Secure or by bank transfer; no hidden fees, taxes included.',
      'Оплачивайте картой с 3-D Secure или банковским переводом; никаких скрытых сборов, налоги включены.',
    ),
  },
  {
    icon: 'star',
    title: t('Misafir memnuniyeti', 'Happy guests', 'Довольные гости'),
    description: t(
      'Misafirlerimizin yorumları bizim için en iyi referans; her turdan sonra görüşlerinizi dinliyoruz.',
      'Our guests\' reviews are our best reference, and we listen to your feedback after every tour.',
      'Отзывы гостей — наша лучшая рекомендация; после каждого тура мы выслушиваем ваше мнение.',
    ),
  },
  {
    icon: 'leaf',
    title: t('Sorumlu turizm', 'Responsible travel', 'Ответственный туризм'),
    description: t(
      'Küçük gruplarla seyahat ediyor; yerel üreticileri, pansiyonları ve ustaları destekliyoruz.',
      'We travel in small groups and support local producers, guesthouses and craftspeople.',
      'Мы путешествуем небольшими группами и поддерживаем местных производителей, гостевые дома и мастеров.',
    ),
  },
].map((feature, i) => ({ ...feature, orderNo: i + 1 }));

export const testimonialRows: (typeof testimonials.$inferInsert)[] = [
  {
    name: 'Elif Kaya',
    location: t('İstanbul', 'Istanbul', 'Стамбул'),
    rating: 5,
    text: t(
      'Kapadokya\'daki balon uçuşu hayatımın en güzel sabahıydı. Otelden alınmamızdan sertifikaya kadar her şey dakikası dakikasına planlanmıştı.',
      'The balloon flight in Cappadocia was the most beautiful morning of my life. Everything, from the hotel pick-up to the certificate, was planned to the minute.',
      'Полёт на воздушном шаре в Каппадокии стал самым красивым утром в моей жизни. Всё — от трансфера из отеля до сертификата — было спланировано до минуты.',
    ),
  },
  {
    name: 'James Whitfield',
    location: t('Manchester, Birleşik Krallık', 'Manchester, United Kingdom', 'Манчестер, Великобритания'),
    rating: 5,
    text: t(
      'Klasik Türkiye turunda rehberimiz Murat Bey inanılmaz bilgiliydi. Bir haftada hiç acele etmeden bu kadar çok yer görebildiğimize hâlâ şaşırıyoruz.',
      'Our guide Murat on the Classic Turkey tour was incredibly knowledgeable. We are still amazed that we saw so much in a week without ever feeling rushed.',
      'Наш гид Мурат в туре «Классическая Турция» знал невероятно много. До сих пор удивляемся, что за неделю мы увидели столько всего и ни разу не почувствовали спешки.',
    ),
  },
  {
    name: 'Anna Smirnova',
    location: t('Moskova, Rusya', 'Moscow, Russia', 'Москва, Россия'),
    rating: 5,
    text: t(
      'Gaziantep gastronomi turu tam bir lezzet şöleniydi. Baklava atölyesini ve sabah beyranını asla unutmayacağım; her şey çok özenliydi.',
      'The Gaziantep food tour was a real feast. I will never forget the baklava workshop and the morning beyran; everything was done with such care.',
      'Гастрономический тур в Газиантеп — настоящий праздник вкуса. Никогда не забуду мастерскую пахлавы и утренний бейран; всё было организовано с такой заботой.',
    ),
  },
  {
    name: 'Mehmet ve Zeynep Arslan',
    location: t('Ankara', 'Ankara', 'Анкара'),
    rating: 4,
    text: t(
      'Karadeniz yaylaları turu muhteşemdi. Bir gün yağmur planı biraz değiştirdi ama rehberimiz hemen güzel bir alternatif rota buldu.',
      'The Black Sea highlands tour was wonderful. Rain changed the plan a little on one day, but our guide found a lovely alternative route straight away.',
      'Тур по плато Черноморья был чудесным. В один из дней дождь немного изменил планы, но гид сразу нашёл отличный альтернативный маршрут.',
    ),
  },
  {
    name: 'Sophie Laurent',
    location: t('Lyon, Fransa', 'Lyon, France', 'Лион, Франция'),
    rating: 5,
    text: t(
      'Efes ve Şirince turu çok iyi organize edilmişti. Küçük grup sayesinde rehberimize aklımıza gelen her şeyi sorabildik.',
      'The Ephesus and Şirince tour was very well organised. Thanks to the small group we could ask our guide anything that came to mind.',
      'Тур в Эфес и Шириндже был отлично организован. Благодаря небольшой группе мы могли задать гиду любой вопрос.',
    ),
  },
  {
    name: 'Dmitri Volkov',
    location: t('Sankt-Peterburg, Rusya', 'Saint Petersburg, Russia', 'Санкт-Петербург, Россия'),
    rating: 4,
    text: t(
      'Köprülü Kanyon\'da çocuklarımızla rafting harika bir gündü. Güvenlik eğitimi çok açıktı, öğle yemeğindeki alabalık da enfesti.',
      'Rafting in Köprülü Canyon with our children was a great day. The safety briefing was very clear, and the trout at lunch was delicious.',
      'Рафтинг в каньоне Кёпрюлю вместе с детьми — отличный день. Инструктаж был очень понятным, а форель на обед — восхитительной.',
    ),
  },
].map((testimonial, i) => ({ ...testimonial, orderNo: i + 1 }));

/** Banner titles of the general pages, keyed by route. */
export const pageTitleRows: (typeof pageTitles.$inferInsert)[] = [
  {
    key: 'home',
    title: t('Türkiye\'yi bizimle keşfedin', 'Discover Turkey with us', 'Откройте Турцию вместе с нами'),
    subtitle: t(
      'Kapadokya\'dan Karadeniz\'e, uzman rehberlerle özenle hazırlanmış turlar.',
      'From Cappadocia to the Black Sea: carefully crafted tours with expert guides.',
      'От Каппадокии до Черноморья: тщательно продуманные туры с опытными гидами.',
    ),
    image: sliderImage(1),
  },
  {
    key: 'destinations',
    title: t('Destinasyonlar', 'Destinations', 'Направления'),
    subtitle: t(
      'Türkiye\'nin dört bir yanında sizi bekleyen bölgeler.',
      'Regions waiting for you all over Turkey.',
      'Регионы по всей Турции, которые ждут вас.',
    ),
    image: regionImage('aegean'),
  },
  {
    key: 'tour-list',
    title: t('Turlarımız', 'Our tours', 'Наши туры'),
    subtitle: t(
      'Doğa, macera, kültür, gastronomi ve şehir turları.',
      'Nature, adventure, culture, food and city tours.',
      'Природные, приключенческие, культурные, гастрономические и городские туры.',
    ),
    image: sliderImage(3),
  },
  {
    key: 'blog',
    title: t('Blog', 'Blog', 'Блог'),
    subtitle: t(
      'Rehberlerimizden seyahat notları, ipuçları ve rotalar.',
      'Travel notes, tips and routes from our guides.',
      'Путевые заметки, советы и маршруты от наших гидов.',
    ),
    image: blogImage(1),
  },
  {
    key: 'about',
    title: t('Hakkımızda', 'About us', 'О нас'),
    subtitle: t(
      '2009\'dan beri Anadolu\'yu misafirlerimizle paylaşıyoruz.',
      'Sharing Anatolia with our guests since 2009.',
      'Делимся Анатолией с нашими гостями с 2009 года.',
    ),
    image: regionImage('cappadocia'),
  },
  {
    key: 'help-center',
    title: t('Yardım Merkezi', 'Help Centre', 'Справочный центр'),
    subtitle: t(
      'Rezervasyon, ödeme ve iptal hakkında sık sorulan sorular.',
      'Frequently asked questions about booking, payment and cancellation.',
      'Часто задаваемые вопросы о бронировании, оплате и отмене.',
    ),
    image: regionImage('pamukkale'),
  },
  {
    key: 'terms',
    title: t('Şartlar ve Koşullar', 'Terms and Conditions', 'Условия и положения'),
    subtitle: t(
      'Rezervasyonunuzdan önce bilmeniz gerekenler.',
      'What you should know before you book.',
      'Что нужно знать перед бронированием.',
    ),
    image: regionImage('east'),
  },
  {
    key: 'contact',
    title: t('İletişim', 'Contact', 'Контакты'),
    subtitle: t(
      'Sorularınız için bize yazın ya da Sultanahmet\'teki ofisimize uğrayın.',
      'Write to us with your questions or visit our office in Sultanahmet.',
      'Напишите нам или загляните в наш офис в Султанахмете.',
    ),
    image: regionImage('istanbul'),
  },
  {
    key: 'cart',
    title: t('Sepetim', 'My cart', 'Корзина'),
    subtitle: t(
      'Seçtiğiniz turları gözden geçirip rezervasyonunuzu tamamlayın.',
      'Review the tours you have chosen and complete your booking.',
      'Проверьте выбранные туры и завершите бронирование.',
    ),
    image: sliderImage(2),
  },
  {
    key: 'login',
    title: t('Giriş yap', 'Sign in', 'Вход'),
    subtitle: t(
      'Rezervasyonlarınızı görmek için hesabınıza giriş yapın.',
      'Sign in to your account to see your bookings.',
      'Войдите в аккаунт, чтобы увидеть свои бронирования.',
    ),
    image: regionImage('black-sea'),
  },
  {
    key: 'my-bookings',
    title: t('Rezervasyonlarım', 'My bookings', 'Мои бронирования'),
    subtitle: t(
      'Geçmiş ve yaklaşan turlarınız tek bir yerde.',
      'Your past and upcoming tours in one place.',
      'Прошедшие и предстоящие туры в одном месте.',
    ),
    image: regionImage('mediterranean'),
  },
  {
    key: 'booking',
    title: t('Rezervasyon', 'Booking', 'Бронирование'),
    subtitle: t(
      'Tarihinizi ve katılımcı sayısını seçin.',
      'Choose your date and the number of travellers.',
      'Выберите дату и количество участников.',
    ),
    image: regionImage('southeast'),
  },
  {
    key: 'payment',
    title: t('Ödeme', 'Payment', 'Оплата'),
    subtitle: t(
      'Güvenli ödeme ile rezervasyonunuzu tamamlayın.',
      'Complete your booking with secure payment.',
      'Завершите бронирование безопасной оплатой.',
    ),
    image: sliderImage(4),
  },
];
