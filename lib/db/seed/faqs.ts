import type { Localized, faqs } from '../schema';
import { t } from './localized';

const category = {
  booking: t('Rezervasyon', 'Booking', 'Бронирование'),
  payment: t('Ödeme', 'Payment', 'Оплата'),
  cancellation: t('İptal ve iade', 'Cancellation and refunds', 'Отмена и возврат'),
  travel: t('Seyahat', 'Travel', 'Поездка'),
};

type Faq = { category: Localized; question: Localized; answer: Localized };

const questions: Faq[] = [
  {
    category: category.booking,
    question: t('Rezervasyonumu nasıl yaparım?', 'How do I make a booking?', 'Как забронировать тур?'),
    answer: t(
      'Turun sayfasında tarihi ve katılımcı sayısını seçip turu sepete ekleyin, ardından iletişim bilgilerinizi girip ödemeyi tamamlayın. Ödeme onaylandığında rezervasyon onayınız e-posta ile gönderilir.',
      'On the tour page, choose a date and the number of travellers and add the tour to your cart; then enter your contact details and complete the payment. Once the payment is confirmed, we email you your booking confirmation.',
      'На странице тура выберите дату и количество участников и добавьте тур в корзину, затем укажите контактные данные и оплатите. После подтверждения оплаты мы отправим подтверждение бронирования на e-mail.',
    ),
  },
  {
    category: category.booking,
    question: t('Rezervasyon için üye olmam gerekiyor mu?', 'Do I need an account to book?', 'Нужна ли регистрация для бронирования?'),
    answer: t(
      'Sepete tur eklemek için üyelik gerekmez. Ödeme adımında e-posta adresinizle giriş yapmanız ya da adresinizi tek kullanımlık bir kodla doğrulamanız istenir; böylece rezervasyonlarınızı daha sonra \'Rezervasyonlarım\' sayfasından takip edebilirsiniz.',
      'You don\'t need an account to add tours to your cart. At checkout we ask you to sign in with your email address or confirm it with a one-time code, so that you can follow your bookings later on the \'My bookings\' page.',
      'Чтобы добавить тур в корзину, регистрация не нужна. При оформлении заказа мы попросим войти по e-mail или подтвердить его одноразовым кодом — так вы сможете следить за бронированиями на странице «Мои бронирования».',
    ),
  },
  {
    category: category.booking,
    question: t('Çocuk ve bebek fiyatları nasıl hesaplanır?', 'How are child and baby prices calculated?', 'Как рассчитываются цены для детей и младенцев?'),
    answer: t(
      'Yaş sınırları her turun sayfasında belirtilir: genellikle 0–2 yaş bebek, 3–11 ya da 3–12 yaş çocuk fiyatına tabidir. Bebekler çoğu turda ücretsizdir, ancak rezervasyonda belirtilmeleri gerekir.',
      'The age limits are shown on each tour page: usually babies are 0–2 and children 3–11 or 3–12. On most tours babies travel free, but they must be included in the booking.',
      'Возрастные границы указаны на странице каждого тура: обычно младенцы — от 0 до 2 лет, дети — от 3 до 11 или 12 лет. В большинстве туров младенцы участвуют бесплатно, но их нужно указать при бронировании.',
    ),
  },
  {
    category: category.booking,
    question: t('Son dakika rezervasyonu yapabilir miyim?', 'Can I book at the last minute?', 'Можно ли забронировать в последний момент?'),
    answer: t(
      'Günübirlik turlara kalkıştan 12 saat öncesine, balon ve yamaç paraşütü uçuşlarına 24 saat, çok günlü turlara ise 48 saat öncesine kadar online rezervasyon yapabilirsiniz. Daha yakın tarihler için bizi telefonla arayın.',
      'You can book online up to 12 hours before departure for day tours, 24 hours for balloon and paragliding flights and 48 hours for multi-day tours. For later requests, please call us.',
      'Онлайн-бронирование возможно не позднее чем за 12 часов до начала однодневных туров, за 24 часа — для полётов на воздушном шаре и параплане и за 48 часов — для многодневных туров. Если до начала осталось меньше времени, позвоните нам.',
    ),
  },
  {
    category: category.payment,
    question: t('Hangi ödeme yöntemlerini kabul ediyorsunuz?', 'Which payment methods do you accept?', 'Какие способы оплаты вы принимаете?'),
    answer: t(
      'Visa, Mastercard ve Troy logolu kredi ve banka kartlarıyla 3D Secure doğrulamalı ödeme yapabilir ya da banka havalesi/EFT ile ödeyebilirsiniz. Ayrıntılar için Ödeme Yöntemleri sayfamıza bakabilirsiniz.',
      'You can pay by Visa, Mastercard or Troy credit or debit card with 3-D Secure verification, or by bank transfer (EFT). See our Payment Methods page for details.',
      'Можно оплатить кредитной или дебетовой картой Visa, Mastercard или Troy с подтверждением 3-D Secure либо банковским переводом (EFT). Подробнее — на странице «Способы оплаты».',
    ),
  },
  {
    category: category.payment,
    question: t(
      'Havale/EFT ile ödemede nelere dikkat etmeliyim?',
      'What should I know about paying by bank transfer?',
      'Что нужно знать об оплате банковским переводом?',
    ),
    answer: t(
      'Siparişten sonra gösterilen IBAN\'a, açıklama alanına sipariş numaranızı yazarak 48 saat içinde ödeme yapmalısınız. Bu süre içinde ödemesi ulaşmayan rezervasyonlar otomatik olarak iptal edilir ve koltuklar yeniden satışa açılır.',
      'Transfer the amount within 48 hours to the IBAN shown after your order, with your order number in the description. Bookings whose payment has not arrived within this time are cancelled automatically and the seats are released.',
      'Переведите сумму в течение 48 часов на IBAN, указанный после оформления заказа, указав номер заказа в назначении платежа. Бронирования, оплата которых не поступила за это время, автоматически отменяются, а места освобождаются.',
    ),
  },
  {
    category: category.payment,
    question: t('Kart bilgilerim güvende mi?', 'Are my card details safe?', 'Безопасны ли данные моей карты?'),
    answer: t(
      'Kart bilgileriniz yalnızca bankanın güvenli 3D Secure altyapısında işlenir; Anatolia Tours kart numaranızı ve CVV kodunuzu saklamaz.',
      'Your card details are processed only through the bank\'s secure 3-D Secure infrastructure; Anatolia Tours does not store your card number or CVV.',
      'Данные карты обрабатываются только через защищённую инфраструктуру 3-D Secure банка; Anatolia Tours не хранит номер карты и код CVV.',
    ),
  },
  {
    category: category.payment,
    question: t(
      'Fiyatlara vergiler dahil mi? Döviz ile ödeyebilir miyim?',
      'Are taxes included? Can I pay in a foreign currency?',
      'Включены ли налоги? Можно ли платить в валюте?',
    ),
    answer: t(
      'Sitedeki tüm fiyatlar KDV dahil Türk lirası fiyatlarıdır ve ödeme Türk lirası ile alınır. Sitenin üst bölümünde gösterilen dolar ve euro kurları yalnızca bilgi amaçlıdır; yabancı kartlarda dönüşümü kartınızı veren banka yapar.',
      'All prices on the site are in Turkish lira including VAT, and payment is taken in lira. The dollar and euro rates shown at the top of the site are for information only; for foreign cards, your card issuer does the conversion.',
      'Все цены на сайте указаны в турецких лирах с НДС, и оплата принимается в лирах. Курсы доллара и евро в верхней части сайта носят справочный характер; для иностранных карт конвертацию выполняет банк-эмитент.',
    ),
  },
  {
    category: category.cancellation,
    question: t(
      'Rezervasyonumu iptal edersem ne kadar iade alırım?',
      'How much do I get back if I cancel?',
      'Сколько я получу обратно при отмене?',
    ),
    answer: t(
      'Tur başlangıcına 30 günden fazla kala yapılan iptallerde ödemenin tamamı, 15–30 gün kala yapılan iptallerde yarısı iade edilir; 15 günden az kala yapılan iptallerde iade yapılmaz. Ayrıntılar İptal Koşulları sayfamızdadır.',
      'If you cancel more than 30 days before the tour starts, we refund the full amount; 15 to 30 days before, half; less than 15 days before, there is no refund. See our Cancellation Terms page for details.',
      'При отмене более чем за 30 дней до начала тура возвращается вся сумма, за 15–30 дней — половина, менее чем за 15 дней возврат не производится. Подробнее — на странице «Условия отмены».',
    ),
  },
  {
    category: category.cancellation,
    question: t(
      'Neden 14 günlük cayma hakkım yok?',
      'Why is there no 14-day right of withdrawal?',
      'Почему нет 14-дневного права на отказ от договора?',
    ),
    answer: t(
      'Mesafeli Sözleşmeler Yönetmeliği\'nin 15. maddesinin birinci fıkrasının (g) bendi uyarınca, belirli bir tarihte veya dönemde yapılması gereken eğlence veya dinlenme amaçlı hizmetlerde cayma hakkı bulunmaz. Bu nedenle turlarımızda iptal halinde İptal Koşulları\'ndaki iade takvimi uygulanır.',
      'Under Article 15(1)(g) of the Turkish Distance Contracts Regulation, there is no right of withdrawal for leisure services that must be provided on a specific date or during a specific period. If you cancel, the refund schedule in our Cancellation Terms applies instead.',
      'Согласно подпункту «g» пункта 1 статьи 15 турецкого Положения о дистанционных договорах, право на отказ не распространяется на услуги досуга, которые должны быть оказаны в определённую дату или период. Поэтому при отмене действует график возвратов из наших Условий отмены.',
    ),
  },
  {
    category: category.cancellation,
    question: t('Tur sizin tarafınızdan iptal edilirse ne olur?', 'What happens if you cancel the tour?', 'Что будет, если тур отменим мы?'),
    answer: t(
      'Yetersiz katılım, olumsuz hava koşulları ya da resmi makamların kararı nedeniyle turu biz iptal edersek ödediğiniz tutarın tamamını 14 gün içinde aynı ödeme yöntemiyle iade ederiz; dilerseniz rezervasyonunuzu başka bir tarihe aktarırız.',
      'If we cancel the tour because of too few participants, bad weather or a decision of the authorities, we refund the full amount to the same payment method within 14 days or, if you prefer, move your booking to another date.',
      'Если мы отменяем тур из-за недостаточного числа участников, плохой погоды или решения властей, мы в течение 14 дней возвращаем всю сумму тем же способом оплаты или, по вашему желанию, переносим бронирование на другую дату.',
    ),
  },
  {
    category: category.cancellation,
    question: t(
      'Rezervasyonumu başka bir kişiye devredebilir miyim?',
      'Can I transfer my booking to someone else?',
      'Можно ли передать бронирование другому человеку?',
    ),
    answer: t(
      'Evet. Paket turlarda, tur başlamadan en az 7 gün önce bize bildirmeniz koşuluyla rezervasyonunuzu tura katılma koşullarını taşıyan başka bir kişiye devredebilirsiniz. Günübirlik turlarda isim değişikliği kalkıştan 24 saat öncesine kadar ücretsizdir.',
      'Yes. For package tours you can transfer your booking to another person who meets the tour\'s conditions, provided you tell us at least 7 days before the tour starts. For day tours, name changes are free up to 24 hours before departure.',
      'Да. В пакетных турах вы можете передать бронирование другому человеку, отвечающему условиям тура, если сообщите нам об этом не позднее чем за 7 дней до начала. В однодневных турах смена имени бесплатна не позднее чем за 24 часа до начала.',
    ),
  },
  {
    category: category.travel,
    question: t('Turlara ne getirmeliyim?', 'What should I bring on the tours?', 'Что взять с собой на экскурсию?'),
    answer: t(
      'Çoğu tur için rahat yürüyüş ayakkabısı, mevsime uygun katmanlı giysi, şapka ve güneş kremi yeterlidir. Cami ziyaretlerinde omuz ve dizlerin kapalı olması, kadınların başlarını örtmesi gerekir. Kimliğinizi ya da pasaportunuzu her zaman yanınızda bulundurun.',
      'Comfortable walking shoes, layers for the season, a hat and sunscreen are enough for most tours. In mosques, shoulders and knees must be covered and women should cover their hair. Always carry your ID or passport.',
      'Для большинства туров достаточно удобной обуви, многослойной одежды по сезону, головного убора и солнцезащитного крема. В мечетях плечи и колени должны быть закрыты, а женщинам нужно покрыть голову. Всегда имейте при себе удостоверение личности или паспорт.',
    ),
  },
  {
    category: category.travel,
    question: t('Turlar hangi dillerde yapılıyor?', 'In which languages are the tours guided?', 'На каких языках проводятся экскурсии?'),
    answer: t(
      'Turlarımız Türkçe ve İngilizce yapılır; birçok tarihte Rusça konuşan rehberlerimiz de vardır. Rusça rehber isterseniz rezervasyondan sonra bize yazın, uygun tarihleri bildirelim.',
      'Our tours are guided in Turkish and English, and on many dates we also have Russian-speaking guides. If you would like a Russian-speaking guide, write to us after booking and we will tell you the available dates.',
      'Наши экскурсии проводятся на турецком и английском языках, а во многие даты у нас есть и русскоговорящие гиды. Если вам нужен гид, говорящий по-русски, напишите нам после бронирования — мы сообщим подходящие даты.',
    ),
  },
  {
    category: category.travel,
    question: t('Seyahat sigortası gerekli mi?', 'Do I need travel insurance?', 'Нужна ли туристическая страховка?'),
    answer: t(
      'Paket turlarımızda zorunlu seyahat sigortası fiyata dahildir. Günübirlik turlarda kaza sigortası hizmeti sunan firma tarafından sağlanır; sağlık masraflarını da karşılayan kişisel bir seyahat sağlık sigortası yaptırmanızı öneririz.',
      'Compulsory travel insurance is included in our package tours. On day tours, accident insurance is provided by the company running the activity; we recommend personal travel health insurance that also covers medical costs.',
      'В пакетные туры обязательная туристическая страховка включена. В однодневных турах страхование от несчастных случаев обеспечивает компания, проводящая мероприятие; рекомендуем оформить личную медицинскую страховку для путешественников.',
    ),
  },
];

export const faqRows: (typeof faqs.$inferInsert)[] = questions.map((faq, i) => ({ ...faq, orderNo: i + 1 }));
