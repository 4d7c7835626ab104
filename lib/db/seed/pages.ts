import type { pages } from '../schema';
import { paragraphs, t } from './localized';
import { AGENCY } from './site';

/** Footer page ids fixed by the spec. */
export const PAGE_ID = {
  about: 13,
  personalData: 14,
  cookies: 15,
  terms: 16,
  paymentMethods: 17,
  privacy: 18,
  cancellation: 19,
} as const;

const ibanForPeople = AGENCY.iban.replace(/(.{4})(?=.)/g, '$1 ');
const { companyName, bankName, mersisNo, tursabLicenceNo, kep, phone1, email, address } = AGENCY;

const about = {
  id: PAGE_ID.about,
  title: t('Hakkımızda', 'About us', 'О нас'),
  body: paragraphs(
    t(
      'Anatolia Tours, 2009 yılında İstanbul Sultanahmet\'te küçük bir ofiste, Anadolu\'yu misafirlerine gerçekten tanıtmak isteyen üç rehber tarafından kuruldu. Bugün Türkiye\'nin sekiz bölgesinde düzenlediğimiz doğa, macera, kültür, gastronomi ve şehir turlarıyla her yıl binlerce misafiri ağırlıyoruz.',
      'Anatolia Tours was founded in 2009 in a small office in Sultanahmet, Istanbul, by three guides who wanted to show their guests the real Anatolia. Today we welcome thousands of guests every year on nature, adventure, culture, food and city tours across eight regions of Turkey.',
      'Anatolia Tours основали в 2009 году в маленьком офисе в стамбульском Султанахмете три гида, которые хотели показывать гостям настоящую Анатолию. Сегодня мы каждый год принимаем тысячи гостей в природных, приключенческих, культурных, гастрономических и городских турах по восьми регионам Турции.',
    ),
    t('## Kimiz?', '## Who we are', '## Кто мы'),
    t(
      `${companyName}, Kültür ve Turizm Bakanlığı belgeli, ${tursabLicenceNo} belge numaralı ve TÜRSAB üyesi bir A grubu seyahat acentasıdır. Ekibimizde kokartlı rehberler, tur operasyon uzmanları ve üç dilde hizmet veren bir müşteri ilişkileri ekibi bulunur.`,
      `${companyName} is an A-group travel agency licensed by the Turkish Ministry of Culture and Tourism and a member of TÜRSAB, the Association of Turkish Travel Agencies, with licence number ${tursabLicenceNo}. Our team includes licensed guides, tour operations specialists and a customer care team working in three languages.`,
      `${companyName} — туристическое агентство группы A с лицензией Министерства культуры и туризма Турции, член Ассоциации туристических агентств Турции (TÜRSAB), номер лицензии ${tursabLicenceNo}. В нашей команде — лицензированные гиды, специалисты по организации туров и служба поддержки клиентов, работающая на трёх языках.`,
    ),
    t('## Nasıl çalışıyoruz?', '## How we work', '## Как мы работаем'),
    t(
      'Turlarımızı küçük gruplarla, acele etmeden ve yerel halkla gerçek bir bağ kurarak düzenliyoruz. Pansiyonlarda, köy evlerinde ve ustaların atölyelerinde geçen saatler programlarımızın ayrılmaz bir parçası. Fiyatlarımıza vergiler dahildir; sürpriz ek ücretlerle karşılaşmazsınız.',
      'We run our tours in small groups, without rushing, and with a real connection to local people. Hours spent in guesthouses, village homes and craftspeople\'s workshops are an essential part of our programmes. Our prices include taxes, so there are no surprise extras.',
      'Мы проводим туры небольшими группами, без спешки, с настоящим общением с местными жителями. Часы в гостевых домах, деревенских домах и мастерских ремесленников — неотъемлемая часть наших программ. Налоги включены в цены, поэтому неожиданных доплат не будет.',
    ),
    t('## Sorumlu turizm', '## Responsible travel', '## Ответственный туризм'),
    t(
      'Ziyaret ettiğimiz yerlerin doğasını ve kültürünü korumak, işimizin geleceğini korumak demektir. Tek kullanımlık plastiği azaltıyor, yerel üreticilerden alışveriş yapıyor ve rehberlerimizi koruma alanlarındaki kurallar konusunda düzenli olarak eğitiyoruz.',
      'Protecting the nature and culture of the places we visit means protecting the future of our work. We cut down on single-use plastic, buy from local producers and train our guides regularly on the rules of protected areas.',
      'Беречь природу и культуру мест, которые мы посещаем, — значит беречь будущее нашего дела. Мы сокращаем использование одноразового пластика, покупаем у местных производителей и регулярно обучаем гидов правилам поведения в охраняемых зонах.',
    ),
    t('## Bize ulaşın', '## Get in touch', '## Свяжитесь с нами'),
    t(
      `Ofisimiz ${address.tr} adresindedir. Hafta içi 09:00–18:00, cumartesi 10:00–16:00 arasında bizi ziyaret edebilir, ${phone1} numaralı telefondan ya da ${email} adresinden bize ulaşabilirsiniz.`,
      `Our office is at ${address.en}. You can visit us on weekdays from 09:00 to 18:00 and on Saturdays from 10:00 to 16:00, call us on ${phone1} or write to ${email}.`,
      `Наш офис находится по адресу: ${address.ru}. Приходите в будни с 09:00 до 18:00 и по субботам с 10:00 до 16:00, звоните по телефону ${phone1} или пишите на ${email}.`,
    ),
  ),
};

const personalData = {
  id: PAGE_ID.personalData,
  title: t('KVKK Aydınlatma Metni', 'Personal Data Clarification Notice (KVKK)', 'Уведомление об обработке персональных данных (KVKK)'),
  body: paragraphs(
    t(
      `${companyName} olarak kişisel verilerinizin güvenliğine önem veriyoruz. Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun ("KVKK") 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca; internet sitemiz, telefon, e-posta ve ofisimiz aracılığıyla işlediğimiz kişisel veriler hakkında sizi bilgilendirmek amacıyla hazırlanmıştır.`,
      `As ${companyName}, we care about the security of your personal data. This notice has been prepared under Article 10 of the Turkish Personal Data Protection Law No. 6698 ("KVKK") and the Communiqué on the Procedures and Principles for Fulfilling the Obligation to Inform, to tell you about the personal data we process through our website, by telephone, by email and at our office.`,
      `Компания ${companyName} заботится о безопасности ваших персональных данных. Настоящее уведомление подготовлено в соответствии со статьёй 10 Закона Турции № 6698 «О защите персональных данных» (KVKK) и Коммюнике о порядке и принципах исполнения обязанности по информированию, чтобы рассказать о персональных данных, которые мы обрабатываем через наш сайт, по телефону, по электронной почте и в нашем офисе.`,
    ),
    t('## 1. Veri sorumlusu', '## 1. Data controller', '## 1. Оператор данных'),
    t(
      `Veri sorumlusu: ${companyName} (TÜRSAB Belge No: ${tursabLicenceNo}, MERSİS No: ${mersisNo}).\nAdres: ${address.tr}\nE-posta: ${email}\nTelefon: ${phone1}`,
      `Data controller: ${companyName} (TÜRSAB licence no. ${tursabLicenceNo}, MERSİS no. ${mersisNo}).\nAddress: ${address.en}\nEmail: ${email}\nTelephone: ${phone1}`,
      `Оператор данных: ${companyName} (лицензия TÜRSAB № ${tursabLicenceNo}, номер MERSİS ${mersisNo}).\nАдрес: ${address.ru}\nE-mail: ${email}\nТелефон: ${phone1}`,
    ),
    t('## 2. İşlenen kişisel veriler', '## 2. Personal data we process', '## 2. Какие данные мы обрабатываем'),
    t(
      'Kimlik (ad, soyad, T.C. kimlik numarası veya pasaport bilgileri), iletişim (telefon, e-posta, adres), müşteri işlem (rezervasyon, sipariş ve ödeme kayıtları, talep ve şikâyetler), finans (fatura bilgileri, vergi numarası, IBAN; kart bilgileriniz ödeme kuruluşu tarafından işlenir ve tarafımızca saklanmaz), işlem güvenliği (IP adresi, oturum ve erişim kayıtları) ve izin vermeniz halinde pazarlama verileriniz işlenmektedir.',
      'Identity (name, surname, Turkish ID number or passport details), contact (telephone, email, address), customer transactions (booking, order and payment records, requests and complaints), financial (invoice details, tax number, IBAN; your card details are processed by the payment institution and are not stored by us), transaction security (IP address, session and access logs) and, if you give your consent, marketing data.',
      'Идентификационные данные (имя, фамилия, турецкий идентификационный номер или паспортные данные), контактные данные (телефон, e-mail, адрес), данные о сделках (записи о бронированиях, заказах и платежах, запросы и жалобы), финансовые данные (реквизиты для счёта, налоговый номер, IBAN; данные карты обрабатывает платёжная организация, и мы их не храним), данные о безопасности операций (IP-адрес, журналы сеансов и доступа), а при наличии вашего согласия — маркетинговые данные.',
    ),
    t('## 3. İşleme amaçları', '## 3. Purposes of processing', '## 3. Цели обработки'),
    t(
      'Kişisel verileriniz; rezervasyon ve paket tur sözleşmelerinin kurulması ve ifası, tur katılımcılarının konaklama, ulaşım ve sigorta işlemlerinin yapılması, ödemelerin alınması ve iadelerin yapılması, faturalandırma, talep ve şikâyetlerin yanıtlanması, yasal yükümlülüklerimizin (vergi, turizm ve tüketici mevzuatı, konaklama bildirimleri) yerine getirilmesi, bilgi güvenliğinin sağlanması ve açık rızanız bulunması halinde kampanya ve duyuruların iletilmesi amaçlarıyla işlenir.',
      'We process your personal data to conclude and perform booking and package tour contracts; to arrange accommodation, transport and insurance for tour participants; to take payments and make refunds; to issue invoices; to answer requests and complaints; to meet our legal obligations (tax, tourism and consumer legislation, accommodation notifications); to keep our information systems secure; and, if you have given explicit consent, to send you campaigns and announcements.',
      'Мы обрабатываем ваши персональные данные, чтобы заключать и исполнять договоры бронирования и договоры на пакетные туры; организовывать проживание, транспорт и страхование участников туров; принимать платежи и осуществлять возвраты; выставлять счета; отвечать на запросы и жалобы; выполнять обязанности, установленные законом (налоговое, туристическое и потребительское законодательство, уведомления о размещении); обеспечивать информационную безопасность, а при наличии вашего явного согласия — направлять вам предложения и новости.',
    ),
    t('## 4. Hukuki sebepler ve toplama yöntemi', '## 4. Legal bases and method of collection', '## 4. Правовые основания и способ сбора'),
    t(
      'Verileriniz internet sitemizdeki formlar, e-posta, telefon ve ofisimiz aracılığıyla, kısmen veya tamamen otomatik yollarla toplanır. İşleme, KVKK m. 5/2 uyarınca (a) kanunlarda açıkça öngörülmesi, (c) bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması, (ç) hukuki yükümlülüğümüzün yerine getirilmesi için zorunlu olması, (e) bir hakkın tesisi, kullanılması veya korunması için zorunlu olması ve (f) meşru menfaatlerimiz için zorunlu olması hukuki sebeplerine dayanır. Ticari elektronik ileti gönderimi ve zorunlu olmayan çerezler ise yalnızca KVKK m. 5/1 kapsamındaki açık rızanıza dayanır; açık rıza vermemeniz rezervasyon yapmanıza engel değildir.',
      'Your data is collected through the forms on our website, by email, by telephone and at our office, by wholly or partly automated means. Processing is based on the legal grounds in Article 5(2) KVKK: (a) it is expressly provided for by law, (c) it is directly related to the conclusion or performance of a contract, (ç) it is necessary to fulfil our legal obligations, (e) it is necessary to establish, exercise or protect a right, and (f) it is necessary for our legitimate interests. Commercial electronic messages and non-essential cookies rely only on your explicit consent under Article 5(1) KVKK; not giving consent does not prevent you from booking.',
      'Данные собираются через формы на нашем сайте, по электронной почте, по телефону и в офисе полностью или частично автоматизированными способами. Обработка основывается на пункте 2 статьи 5 KVKK: (a) она прямо предусмотрена законом, (c) непосредственно связана с заключением или исполнением договора, (ç) необходима для исполнения наших юридических обязанностей, (e) необходима для установления, осуществления или защиты права, (f) необходима для наших законных интересов. Коммерческие электронные сообщения и необязательные файлы cookie основаны исключительно на вашем явном согласии согласно пункту 1 статьи 5 KVKK; отказ от согласия не мешает бронированию.',
    ),
    t('## 5. Aktarılan taraflar', '## 5. Recipients', '## 5. Кому передаются данные'),
    t(
      'Kişisel verileriniz, yukarıdaki amaçlarla sınırlı olarak; turun gerçekleştirilmesi için konaklama tesislerine, ulaşım firmalarına ve yerel hizmet sağlayıcılara, ödemenin alınması için banka ve ödeme kuruluşlarına, sigorta şirketlerine, hizmet aldığımız barındırma, e-posta ve muhasebe firmalarına ve talep halinde yetkili kamu kurum ve kuruluşlarına aktarılabilir. Yurt dışına aktarım gerektiğinde KVKK m. 9\'daki şartlara uyulur.',
      'Limited to the purposes above, your personal data may be shared with accommodation providers, transport companies and local service providers to run your tour; with banks and payment institutions to take payment; with insurance companies; with the hosting, email and accounting providers we work with; and, on request, with the competent public authorities. Where a transfer abroad is needed, the conditions of Article 9 KVKK are observed.',
      'В пределах указанных целей ваши персональные данные могут передаваться средствам размещения, транспортным компаниям и местным поставщикам услуг для проведения тура; банкам и платёжным организациям для приёма оплаты; страховым компаниям; поставщикам хостинга, электронной почты и бухгалтерских услуг, с которыми мы работаем; а по запросу — уполномоченным государственным органам. При передаче данных за рубеж соблюдаются условия статьи 9 KVKK.',
    ),
    t('## 6. İlgili kişi olarak haklarınız', '## 6. Your rights as a data subject', '## 6. Ваши права как субъекта данных'),
    t(
      'KVKK m. 11 uyarınca; kişisel verilerinizin işlenip işlenmediğini öğrenme, işlenmişse buna ilişkin bilgi talep etme, işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme, yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini isteme, KVKK m. 7\'deki şartlar çerçevesinde silinmesini veya yok edilmesini isteme, düzeltme ve silme işlemlerinin aktarıldığı üçüncü kişilere bildirilmesini isteme, münhasıran otomatik sistemlerle analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme ve kanuna aykırı işleme nedeniyle zarara uğramanız halinde zararın giderilmesini talep etme haklarına sahipsiniz.',
      'Under Article 11 KVKK you have the right to learn whether your personal data is processed; to request information about it if so; to learn the purpose of processing and whether the data is used in line with that purpose; to know the third parties in Turkey or abroad to whom it is transferred; to ask for it to be corrected if it is incomplete or inaccurate; to ask for it to be erased or destroyed under the conditions of Article 7 KVKK; to ask for corrections and erasures to be notified to the third parties to whom it was transferred; to object to a result against you arising from analysis exclusively by automated systems; and to claim compensation if you suffer damage from unlawful processing.',
      'Согласно статье 11 KVKK вы вправе: узнать, обрабатываются ли ваши персональные данные; запросить информацию об их обработке; узнать цель обработки и используются ли данные в соответствии с ней; знать третьих лиц в Турции или за рубежом, которым передаются данные; потребовать исправления неполных или неточных данных; потребовать удаления или уничтожения данных на условиях статьи 7 KVKK; потребовать уведомить об исправлении и удалении третьих лиц, которым передавались данные; возразить против неблагоприятного для вас результата, полученного исключительно путём автоматизированного анализа; потребовать возмещения ущерба, причинённого незаконной обработкой.',
    ),
    t('## 7. Başvuru', '## 7. How to apply', '## 7. Как подать запрос'),
    t(
      `Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak ve kimliğinizi tespit edici bilgilerle birlikte yukarıdaki adresimize yazılı olarak, ${kep} kayıtlı elektronik posta (KEP) adresimiz üzerinden ya da sistemimizde kayıtlı e-posta adresinizden ${email} adresine iletebilirsiniz. Başvurunuz en geç 30 gün içinde ücretsiz olarak sonuçlandırılır.`,
      `You can send requests about your rights, in line with the Communiqué on the Procedures and Principles of Application to the Data Controller and with information that identifies you, in writing to our address above, through our registered electronic mail (KEP) address ${kep}, or from the email address registered with us to ${email}. We will answer your request free of charge within 30 days at the latest.`,
      `Запросы, связанные с вашими правами, можно направить в соответствии с Коммюнике о порядке и принципах обращения к оператору данных, указав сведения, позволяющие вас идентифицировать: письменно по указанному выше адресу, через наш адрес зарегистрированной электронной почты (KEP) ${kep} или с зарегистрированного у нас адреса электронной почты на ${email}. Мы бесплатно ответим на запрос не позднее чем через 30 дней.`,
    ),
  ),
};

const cookies = {
  id: PAGE_ID.cookies,
  title: t('Çerez Politikası', 'Cookie Policy', 'Политика в отношении файлов cookie'),
  body: paragraphs(
    t(
      `Bu Çerez Politikası, ${companyName} tarafından işletilen internet sitemizde hangi çerezlerin kullanıldığını ve bunları nasıl yönetebileceğinizi açıklar.`,
      `This Cookie Policy explains which cookies are used on the website run by ${companyName} and how you can manage them.`,
      `Настоящая Политика в отношении файлов cookie объясняет, какие файлы cookie используются на сайте компании ${companyName} и как ими управлять.`,
    ),
    t('## Çerez nedir?', '## What is a cookie?', '## Что такое cookie?'),
    t(
      'Çerezler, bir internet sitesini ziyaret ettiğinizde tarayıcınıza kaydedilen küçük metin dosyalarıdır. Sitenin çalışmasını, oturumunuzun açık kalmasını ve tercihlerinizin hatırlanmasını sağlarlar.',
      'Cookies are small text files saved in your browser when you visit a website. They make the site work, keep you signed in and remember your preferences.',
      'Файлы cookie — это небольшие текстовые файлы, которые сохраняются в браузере при посещении сайта. Они обеспечивают работу сайта, сохраняют вход в аккаунт и запоминают ваши настройки.',
    ),
    t('## Kullandığımız çerezler', '## The cookies we use', '## Какие cookie мы используем'),
    t(
      'Zorunlu çerezler: Oturumunuzu ve sepetinizi tanıyan kimlik doğrulama çerezleri (user ve oturum yenileme çerezi) ile form güvenliği için kullanılan çerezlerdir. Talep ettiğiniz hizmetin sunulması için kesinlikle gerekli olduklarından açık rızanıza tabi değildir; oturum çerezi, oturumun süresi dolduğunda kendiliğinden silinir.',
      'Strictly necessary cookies: the authentication cookies that recognise your session and your cart (the user cookie and the session refresh cookie) and the cookies used for form security. Because they are strictly necessary to provide the service you asked for, they do not require your consent; the session cookie is deleted automatically when the session expires.',
      'Строго необходимые cookie: файлы аутентификации, по которым сайт узнаёт ваш сеанс и корзину (cookie user и cookie обновления сеанса), а также cookie для защиты форм. Поскольку они строго необходимы для оказания запрошенной вами услуги, ваше согласие для них не требуется; cookie сеанса удаляется автоматически по окончании сеанса.',
    ),
    t(
      'Tercih çerezi: Seçtiğiniz dili hatırlamak için lang çerezi kullanılır ve bir yıl saklanır. Bu çerez yalnızca yaptığınız dil seçimini uygulamak içindir.',
      'Preference cookie: the lang cookie remembers the language you chose and is kept for one year. It exists only to apply the language you selected.',
      'Cookie настроек: cookie lang запоминает выбранный язык и хранится один год. Он нужен только для того, чтобы применить сделанный вами выбор языка.',
    ),
    t(
      'Analitik ve pazarlama çerezleri: Sitemizde şu anda analitik veya reklam amaçlı çerez kullanılmamaktadır. İleride kullanılması halinde bu çerezler yalnızca açık onayınızla yüklenecek, reddetmek kabul etmek kadar kolay olacak ve bu politika güncellenecektir.',
      'Analytics and marketing cookies: our website does not currently use analytics or advertising cookies. If we use them in the future, they will be loaded only with your explicit consent, refusing will be as easy as accepting, and this policy will be updated.',
      'Аналитические и маркетинговые cookie: в настоящее время наш сайт не использует аналитические или рекламные cookie. Если мы начнём их использовать, они будут загружаться только с вашего явного согласия, отказаться будет так же просто, как согласиться, а эта политика будет обновлена.',
    ),
    t('## Çerezleri nasıl yönetebilirsiniz?', '## How to manage cookies', '## Как управлять cookie'),
    t(
      'Tarayıcınızın ayarlarından çerezleri görebilir, silebilir veya engelleyebilirsiniz. Zorunlu çerezleri engellemeniz halinde oturum açma ve sepet gibi işlevler çalışmayabilir.',
      'You can view, delete or block cookies in your browser settings. If you block strictly necessary cookies, features such as signing in and the cart may not work.',
      'Вы можете просматривать, удалять или блокировать cookie в настройках браузера. Если заблокировать строго необходимые cookie, вход в аккаунт и корзина могут не работать.',
    ),
    t('## İletişim', '## Contact', '## Контакты'),
    t(
      `Çerezler ve kişisel verileriniz hakkındaki sorularınız için KVKK Aydınlatma Metni'ni inceleyebilir ya da ${email} adresine yazabilirsiniz.`,
      `For questions about cookies and your personal data, see our Personal Data Clarification Notice or write to ${email}.`,
      `С вопросами о cookie и персональных данных ознакомьтесь с нашим Уведомлением об обработке персональных данных или напишите на ${email}.`,
    ),
  ),
};

const terms = {
  id: PAGE_ID.terms,
  title: t('Şartlar ve Sözleşmeler', 'Terms and Agreements', 'Условия и соглашения'),
  body: paragraphs(
    t(
      `Bu sayfa, ${companyName} ("Acenta") tarafından bu internet sitesi üzerinden satılan turlara ilişkin genel koşulları içerir. Rezervasyonunuzu tamamlamadan önce, siparişinize özel olarak düzenlenen Ön Bilgilendirme Formu ve sözleşme metni size ayrıca gösterilir ve onayınıza sunulur.`,
      `This page sets out the general terms for tours sold by ${companyName} (the "Agency") on this website. Before you complete your booking, the Pre-Information Form and the contract text prepared for your order are shown to you separately for your approval.`,
      `На этой странице изложены общие условия продажи туров компанией ${companyName} («Агентство») на этом сайте. Перед завершением бронирования вам отдельно показываются для подтверждения Форма предварительной информации и текст договора, составленные для вашего заказа.`,
    ),
    t('## 1. Acenta bilgileri', '## 1. The agency', '## 1. Агентство'),
    t(
      `${companyName}, Kültür ve Turizm Bakanlığı belgeli ve TÜRSAB üyesi bir A grubu seyahat acentasıdır (Belge No: ${tursabLicenceNo}, MERSİS No: ${mersisNo}).\nAdres: ${address.tr}\nTelefon: ${phone1}\nE-posta: ${email}`,
      `${companyName} is an A-group travel agency licensed by the Ministry of Culture and Tourism and a member of TÜRSAB (licence no. ${tursabLicenceNo}, MERSİS no. ${mersisNo}).\nAddress: ${address.en}\nTelephone: ${phone1}\nEmail: ${email}`,
      `${companyName} — туристическое агентство группы A с лицензией Министерства культуры и туризма и член TÜRSAB (лицензия № ${tursabLicenceNo}, номер MERSİS ${mersisNo}).\nАдрес: ${address.ru}\nТелефон: ${phone1}\nE-mail: ${email}`,
    ),
    t('## 2. Sözleşmenin türü', '## 2. Type of contract', '## 2. Вид договора'),
    t(
      'Konaklama ve ulaşım gibi en az iki hizmeti bir arada içeren ve 24 saati aşan veya geceleme içeren turlarımız, 6502 sayılı Tüketicinin Korunması Hakkında Kanun\'un 51. maddesi ve Paket Tur Sözleşmeleri Yönetmeliği kapsamında paket turdur ve sizinle Paket Tur Sözleşmesi kurulur. Günübirlik turlar, aktiviteler ve tek başına sunulan hizmetler ise Mesafeli Sözleşmeler Yönetmeliği kapsamında Mesafeli Satış Sözleşmesi ile satılır.',
      'Tours that combine at least two services such as accommodation and transport and that last more than 24 hours or include an overnight stay are package tours under Article 51 of Consumer Protection Law No. 6502 and the Package Tour Contracts Regulation, and a Package Tour Contract is concluded with you. Day tours, activities and services sold on their own are sold with a Distance Sales Contract under the Distance Contracts Regulation.',
      'Туры, которые объединяют не менее двух услуг, например проживание и транспорт, и длятся более 24 часов или включают ночёвку, являются пакетными турами согласно статье 51 Закона № 6502 о защите прав потребителей и Положению о договорах на пакетные туры; с вами заключается Договор на пакетный тур. Однодневные туры, активности и отдельные услуги продаются по Договору дистанционной продажи согласно Положению о дистанционных договорах.',
    ),
    t('## 3. Fiyatlar ve ödeme', '## 3. Prices and payment', '## 3. Цены и оплата'),
    t(
      'Sitede gösterilen fiyatlar kişi başı, tüm vergiler dahil Türk lirası fiyatlarıdır. Dahil olan ve olmayan hizmetler her turun sayfasında ayrıca belirtilir. Ödeme, kredi veya banka kartıyla 3D Secure doğrulamasıyla ya da banka havalesi/EFT ile yapılır. Havale ile ödemelerde ödemenin 48 saat içinde hesabımıza ulaşması gerekir; aksi halde rezervasyon iptal edilir.',
      'Prices shown on the site are per person, in Turkish lira and include all taxes. Included and excluded services are listed on each tour page. Payment is by credit or debit card with 3-D Secure verification or by bank transfer (EFT). For bank transfers the payment must reach our account within 48 hours; otherwise the booking is cancelled.',
      'Цены на сайте указаны за человека в турецких лирах и включают все налоги. Включённые и невключённые услуги перечислены на странице каждого тура. Оплата производится кредитной или дебетовой картой с подтверждением 3-D Secure либо банковским переводом (EFT). При оплате переводом деньги должны поступить на наш счёт в течение 48 часов, иначе бронирование отменяется.',
    ),
    t('## 4. Cayma hakkı', '## 4. Right of withdrawal', '## 4. Право на отказ'),
    t(
      'Mesafeli Sözleşmeler Yönetmeliği\'nin 15. maddesinin birinci fıkrasının (g) bendi uyarınca, belirli bir tarihte veya dönemde yapılması gereken konaklama, yiyecek-içecek tedariki ve eğlence veya dinlenme amacıyla yapılan boş zamanın değerlendirilmesine ilişkin sözleşmelerde 14 günlük cayma hakkı kullanılamaz. Tarihli turlarımız bu kapsamdadır; rezervasyonunuzu iptal etmek istediğinizde İptal Koşulları sayfasındaki iade takvimi uygulanır.',
      'Under Article 15(1)(g) of the Distance Contracts Regulation, the 14-day right of withdrawal does not apply to contracts for accommodation, food and drink supply and leisure services for entertainment or rest that must be performed on a specific date or during a specific period. Our dated tours fall into this category; if you want to cancel, the refund schedule on the Cancellation Terms page applies.',
      'Согласно подпункту «g» пункта 1 статьи 15 Положения о дистанционных договорах, 14-дневное право на отказ не распространяется на договоры о размещении, поставке еды и напитков и об услугах досуга для развлечения или отдыха, которые должны быть оказаны в определённую дату или период. Наши туры с фиксированными датами относятся к этой категории; при отмене действует график возвратов со страницы «Условия отмены».',
    ),
    t('## 5. Paket turlarda haklarınız', '## 5. Your rights on package tours', '## 5. Ваши права в пакетных турах'),
    t(
      'Paket turlarda, turun başlamasından en az 7 gün önce bildirmek koşuluyla rezervasyonunuzu tura katılma koşullarını taşıyan başka bir kişiye devredebilirsiniz. Sözleşmenin esaslı unsurlarında değişiklik olması halinde sözleşmeden ücretsiz olarak dönebilirsiniz. Fiyat artışı ancak sözleşmede öngörülen hallerde ve turun başlamasından en az 20 gün önce bildirilerek yapılabilir. Tur başlamadan önce, yurt içi turlarda en az 24 saat önce, otel, ulaşım ve rehber bilgilerini içeren ayrıntılı programı size iletiriz.',
      'On package tours you may transfer your booking to another person who meets the conditions for taking part, provided you tell us at least 7 days before the tour starts. If an essential element of the contract changes, you may withdraw from the contract free of charge. Prices may be increased only in the cases set out in the contract and with notice at least 20 days before the tour starts. Before the tour starts, and for domestic tours at least 24 hours before, we send you a detailed programme with hotel, transport and guide information.',
      'В пакетных турах вы можете передать бронирование другому человеку, отвечающему условиям участия, если сообщите нам об этом не позднее чем за 7 дней до начала тура. При изменении существенных условий договора вы вправе бесплатно от него отказаться. Цена может быть повышена только в случаях, предусмотренных договором, и с уведомлением не позднее чем за 20 дней до начала тура. До начала тура, а для внутренних туров не позднее чем за 24 часа, мы присылаем подробную программу со сведениями об отеле, транспорте и гиде.',
    ),
    t('## 6. Turun Acenta tarafından iptali', '## 6. Cancellation by the agency', '## 6. Отмена тура агентством'),
    t(
      'Asgari katılımcı sayısına ulaşılamaması, olumsuz hava koşulları, doğal afet veya resmi makamların kararları gibi nedenlerle Acenta turu iptal edebilir. Bu durumda ödediğiniz bedelin tamamı 14 gün içinde aynı ödeme yöntemiyle iade edilir veya dilerseniz rezervasyonunuz başka bir tarihe aktarılır. Asgari katılımcı sayısı ve iptalin bildirileceği son tarih, ilgili turun ön bilgilendirme formunda belirtilir.',
      'The Agency may cancel a tour if the minimum number of participants is not reached or because of bad weather, natural disasters or decisions of the authorities. In that case the full amount you paid is refunded within 14 days to the same payment method or, if you prefer, your booking is moved to another date. The minimum number of participants and the deadline for notice of cancellation are stated in the pre-information form of each tour.',
      'Агентство может отменить тур, если не набрано минимальное число участников, а также из-за плохой погоды, стихийных бедствий или решений властей. В этом случае вся уплаченная сумма возвращается в течение 14 дней тем же способом оплаты либо, по вашему желанию, бронирование переносится на другую дату. Минимальное число участников и крайний срок уведомления об отмене указываются в форме предварительной информации каждого тура.',
    ),
    t('## 7. Katılımcının sorumlulukları', '## 7. Participants\' responsibilities', '## 7. Обязанности участников'),
    t(
      'Katılımcılar geçerli bir kimlik belgesi bulundurmak, programda belirtilen buluşma saatlerine uymak, rehberin güvenlik talimatlarına ve ziyaret edilen yerlerin kurallarına uymakla yükümlüdür. Sağlık durumu nedeniyle bir aktiviteye katılımı sakıncalı olabilecek misafirlerimizin rezervasyondan önce doktorlarına danışmalarını öneririz.',
      'Participants must carry a valid identity document, keep to the meeting times on the programme, and follow the guide\'s safety instructions and the rules of the places visited. If your health may make an activity unsuitable for you, we recommend consulting your doctor before booking.',
      'Участники обязаны иметь при себе действительный документ, удостоверяющий личность, соблюдать время встречи по программе, выполнять указания гида по безопасности и правила посещаемых мест. Если по состоянию здоровья какая-либо активность может вам не подойти, рекомендуем до бронирования проконсультироваться с врачом.',
    ),
    t('## 8. Şikâyet ve uyuşmazlıklar', '## 8. Complaints and disputes', '## 8. Жалобы и споры'),
    t(
      `Talep ve şikâyetlerinizi ${email} adresine iletebilirsiniz. Uyuşmazlıklarda, Ticaret Bakanlığınca her yıl ilan edilen parasal sınırlar dahilinde tüketicinin yerleşim yerindeki veya işlemin yapıldığı yerdeki Tüketici Hakem Heyetleri, bu sınırları aşan durumlarda Tüketici Mahkemeleri yetkilidir.`,
      `You can send requests and complaints to ${email}. In disputes, the Consumer Arbitration Committees at the consumer's place of residence or where the transaction took place are competent within the monetary limits announced each year by the Ministry of Trade, and the Consumer Courts above those limits.`,
      `Запросы и жалобы направляйте на ${email}. Споры в пределах денежных лимитов, ежегодно устанавливаемых Министерством торговли, рассматривают комиссии по защите прав потребителей (Tüketici Hakem Heyeti) по месту жительства потребителя или месту совершения сделки, а свыше этих лимитов — потребительские суды.`,
    ),
  ),
};

const paymentMethods = {
  id: PAGE_ID.paymentMethods,
  title: t('Ödeme Yöntemleri', 'Payment Methods', 'Способы оплаты'),
  body: paragraphs(
    t(
      'Rezervasyonlarınızın ödemesini iki farklı yöntemle yapabilirsiniz. Tüm tutarlar Türk lirası (TL) olarak ve vergiler dahil tahsil edilir.',
      'You can pay for your bookings in two ways. All amounts are charged in Turkish lira (TL), taxes included.',
      'Оплатить бронирование можно двумя способами. Все суммы списываются в турецких лирах (TL) с учётом налогов.',
    ),
    t('## Kredi ve banka kartı', '## Credit and debit cards', '## Кредитные и дебетовые карты'),
    t(
      'Visa, Mastercard ve Troy logolu kredi ve banka kartlarıyla ödeme yapabilirsiniz. Ödeme bankamızın 3D Secure altyapısında gerçekleşir: kart bilgilerinizi girdikten sonra kartınızı veren banka size SMS ile tek kullanımlık bir doğrulama kodu gönderir. Ödeme onaylandığında rezervasyonunuz hemen kesinleşir ve onay e-postası gönderilir. Kart numaranız ve CVV kodunuz Anatolia Tours tarafından saklanmaz.',
      'You can pay with Visa, Mastercard and Troy credit and debit cards. Payment takes place on our bank\'s 3-D Secure system: after you enter your card details, your card issuer sends you a one-time verification code by text message. Once the payment is approved, your booking is confirmed at once and we send you a confirmation email. Anatolia Tours does not store your card number or CVV.',
      'Принимаются кредитные и дебетовые карты Visa, Mastercard и Troy. Оплата проходит через систему 3-D Secure нашего банка: после ввода данных карты банк-эмитент пришлёт вам одноразовый код подтверждения по SMS. Как только платёж одобрен, бронирование сразу подтверждается, и мы отправляем письмо с подтверждением. Anatolia Tours не хранит номер карты и код CVV.',
    ),
    t('## Banka havalesi / EFT', '## Bank transfer / EFT', '## Банковский перевод / EFT'),
    t(
      `Havale/EFT seçeneğini seçtiğinizde koltuklarınız sizin için ayrılır ve siparişten sonraki sayfada banka bilgilerimiz gösterilir:\nBanka: ${bankName}\nAlıcı: ${companyName}\nIBAN: ${ibanForPeople}\nAçıklama alanına mutlaka sipariş numaranızı yazın; aksi halde ödemenizi siparişinizle eşleştiremeyebiliriz.`,
      `When you choose bank transfer, your seats are held for you and our bank details are shown on the page after your order:\nBank: ${bankName}\nBeneficiary: ${companyName}\nIBAN: ${ibanForPeople}\nAlways write your order number in the description field; otherwise we may not be able to match your payment to your order.`,
      `Если вы выбираете банковский перевод, места резервируются за вами, а на странице после оформления заказа показываются наши реквизиты:\nБанк: ${bankName}\nПолучатель: ${companyName}\nIBAN: ${ibanForPeople}\nОбязательно укажите номер заказа в назначении платежа, иначе мы можем не сопоставить платёж с заказом.`,
    ),
    t(
      'Ödemenin 48 saat içinde hesabımıza ulaşması gerekir. Bu süre içinde ödemesi alınmayan rezervasyonlar otomatik olarak iptal edilir ve ayrılan koltuklar yeniden satışa açılır. Ödemeniz hesabımıza geçtiğinde rezervasyonunuz onaylanır ve size e-posta ile bilgi verilir.',
      'The payment must reach our account within 48 hours. Bookings not paid within this time are cancelled automatically and the seats are released for sale again. When your payment arrives, your booking is confirmed and we let you know by email.',
      'Оплата должна поступить на наш счёт в течение 48 часов. Бронирования, не оплаченные за это время, автоматически отменяются, а места снова поступают в продажу. Когда платёж поступит, бронирование подтверждается, и мы сообщаем вам об этом по электронной почте.',
    ),
    t('## Fatura', '## Invoice', '## Счёт'),
    t(
      'Ödemeniz tamamlandıktan sonra faturanız rezervasyonda belirttiğiniz bilgilerle düzenlenir ve e-posta adresinize gönderilir. Şirket adına fatura için ödeme sırasında vergi numaranızı ve vergi dairenizi girmeniz yeterlidir.',
      'After your payment is complete, your invoice is issued with the details you gave in the booking and sent to your email address. For an invoice in a company\'s name, simply enter the tax number and tax office at checkout.',
      'После оплаты счёт выставляется по данным, указанным при бронировании, и отправляется на ваш e-mail. Чтобы получить счёт на компанию, при оформлении заказа укажите налоговый номер и налоговую инспекцию.',
    ),
    t('## İadeler', '## Refunds', '## Возвраты'),
    t(
      'İade hakkı doğan durumlarda iade, ödemenin yapıldığı yöntemle yapılır: kartla yapılan ödemeler kartınıza, havale ile yapılan ödemeler bildireceğiniz IBAN\'a iade edilir. Kart iadelerinin hesabınıza yansıma süresi bankanıza bağlıdır.',
      'Where a refund is due, it is made by the method you paid with: card payments are refunded to your card, bank transfers to the IBAN you give us. How long a card refund takes to appear on your statement depends on your bank.',
      'Если вам положен возврат, он производится тем же способом, которым вы платили: оплата картой возвращается на карту, переводы — на указанный вами IBAN. Срок зачисления возврата на карту зависит от вашего банка.',
    ),
  ),
};

const privacy = {
  id: PAGE_ID.privacy,
  title: t('Gizlilik Politikası', 'Privacy Policy', 'Политика конфиденциальности'),
  body: paragraphs(
    t(
      'Anatolia Tours olarak gizliliğinize saygı duyuyoruz. Bu politika, sitemizi kullanırken bizimle paylaştığınız bilgileri nasıl koruduğumuzu özetler. Kişisel verilerinizin işlenmesine ilişkin ayrıntılı bilgiyi KVKK Aydınlatma Metni\'mizde bulabilirsiniz.',
      'At Anatolia Tours we respect your privacy. This policy summarises how we protect the information you share with us when you use our website. Detailed information on how your personal data is processed is in our Personal Data Clarification Notice.',
      'Мы в Anatolia Tours уважаем вашу конфиденциальность. В этой политике кратко описано, как мы защищаем сведения, которыми вы делитесь с нами при использовании сайта. Подробная информация об обработке персональных данных приведена в Уведомлении об обработке персональных данных.',
    ),
    t('## Hangi bilgileri topluyoruz?', '## What we collect', '## Какие сведения мы собираем'),
    t(
      'Yalnızca hizmeti sunmak için gerekli bilgileri topluyoruz: rezervasyon için ad, soyad, iletişim ve fatura bilgileri; iletişim formu aracılığıyla gönderdiğiniz mesajlar; güvenlik amacıyla IP adresi ve erişim kayıtları. Sağlık bilgileri gibi özel nitelikli kişisel veriler talep etmiyoruz.',
      'We collect only what we need to provide the service: your name, contact details and invoice details for bookings; the messages you send through the contact form; and your IP address and access logs for security. We do not ask for special categories of personal data such as health information.',
      'Мы собираем только то, что нужно для оказания услуги: имя, контактные данные и реквизиты для счёта при бронировании; сообщения, отправленные через форму обратной связи; IP-адрес и журналы доступа в целях безопасности. Мы не запрашиваем особые категории персональных данных, например сведения о здоровье.',
    ),
    t('## Bilgilerinizi nasıl koruyoruz?', '## How we protect it', '## Как мы их защищаем'),
    t(
      'Sitemizle aranızdaki tüm iletişim TLS (HTTPS) ile şifrelenir. Parolalar geri döndürülemez biçimde, güçlü bir algoritmayla saklanır. Kart bilgileriniz bankanın 3D Secure altyapısında işlenir ve sunucularımızda tutulmaz. Kişisel verilere yalnızca görevi gereği erişmesi gereken çalışanlarımız erişebilir ve tüm yönetici işlemleri kayıt altına alınır.',
      'All communication between you and our website is encrypted with TLS (HTTPS). Passwords are stored irreversibly with a strong algorithm. Your card details are processed on the bank\'s 3-D Secure system and are not kept on our servers. Only staff who need personal data for their work can access it, and all administrator actions are logged.',
      'Всё взаимодействие с нашим сайтом шифруется по протоколу TLS (HTTPS). Пароли хранятся в необратимом виде с использованием стойкого алгоритма. Данные карты обрабатываются в системе 3-D Secure банка и не хранятся на наших серверах. Доступ к персональным данным есть только у сотрудников, которым он необходим для работы, а все действия администраторов фиксируются в журнале.',
    ),
    t('## Bilgilerinizi kimlerle paylaşıyoruz?', '## Who we share it with', '## С кем мы ими делимся'),
    t(
      'Bilgilerinizi satmıyor ve reklam amacıyla üçüncü kişilere vermiyoruz. Yalnızca turunuzun gerçekleşmesi için gerekli tedarikçilerle (otel, ulaşım, sigorta), ödeme kuruluşlarıyla ve yasal zorunluluk halinde yetkili makamlarla paylaşıyoruz.',
      'We do not sell your information or give it to third parties for advertising. We share it only with the suppliers needed to run your tour (hotels, transport, insurance), with payment institutions and, where the law requires, with the competent authorities.',
      'Мы не продаём ваши данные и не передаём их третьим лицам для рекламы. Мы делимся ими только с поставщиками, без которых невозможно провести тур (отели, транспорт, страхование), с платёжными организациями и, если этого требует закон, с уполномоченными органами.',
    ),
    t('## Ne kadar süre saklıyoruz?', '## How long we keep it', '## Сколько мы их храним'),
    t(
      'Rezervasyon ve fatura kayıtlarını vergi ve ticaret mevzuatının öngördüğü süreler boyunca (genellikle 10 yıl) saklıyoruz. İletişim formu mesajlarını ve güvenlik kayıtlarını, amaç ortadan kalktığında siliyor ya da anonim hale getiriyoruz.',
      'We keep booking and invoice records for the periods required by tax and commercial law (usually 10 years). We delete or anonymise contact-form messages and security logs once they are no longer needed.',
      'Записи о бронированиях и счета мы храним в течение сроков, установленных налоговым и торговым законодательством (как правило, 10 лет). Сообщения из формы обратной связи и журналы безопасности удаляем или обезличиваем, когда они больше не нужны.',
    ),
    t('## Ticari iletiler', '## Commercial messages', '## Рекламные сообщения'),
    t(
      'Kampanya ve duyurularımızı yalnızca açık onay vermeniz halinde gönderiyoruz. Onayınızı dilediğiniz zaman iletilerimizdeki bağlantıdan ya da bize yazarak geri alabilirsiniz.',
      'We send you campaigns and announcements only if you have given explicit consent. You can withdraw your consent at any time via the link in our messages or by writing to us.',
      'Мы отправляем предложения и новости только при наличии вашего явного согласия. Отозвать согласие можно в любой момент по ссылке в наших письмах или написав нам.',
    ),
    t('## Değişiklikler', '## Changes', '## Изменения'),
    t(
      `Bu politikayı zaman zaman güncelleyebiliriz; güncel metin her zaman bu sayfada yayımlanır. Sorularınız için ${email} adresine yazabilirsiniz.`,
      `We may update this policy from time to time; the current version is always published on this page. For questions, write to ${email}.`,
      `Мы можем время от времени обновлять эту политику; актуальная версия всегда опубликована на этой странице. С вопросами пишите на ${email}.`,
    ),
  ),
};

const cancellation = {
  id: PAGE_ID.cancellation,
  title: t('İptal Koşulları', 'Cancellation Terms', 'Условия отмены'),
  body: paragraphs(
    t(
      'Planlarınızın değişebileceğini biliyoruz. Aşağıdaki koşullar sitemizden satın aldığınız tüm turlar için geçerlidir; bir tura özel farklı koşullar varsa bunlar turun sayfasında ve ön bilgilendirme formunda ayrıca belirtilir.',
      'We know plans can change. The terms below apply to all tours bought on our website; if a tour has different terms, they are stated on the tour page and in its pre-information form.',
      'Мы понимаем, что планы могут меняться. Приведённые ниже условия действуют для всех туров, купленных на нашем сайте; если для тура действуют особые условия, они указаны на его странице и в форме предварительной информации.',
    ),
    t('## Katılımcının iptal etmesi', '## Cancellation by you', '## Отмена по вашей инициативе'),
    t(
      `İptal talebinizi ${email} adresine ya da ${phone1} numaralı telefona iletebilirsiniz; henüz ödemesi yapılmamış rezervasyonları 'Rezervasyonlarım' sayfasından kendiniz iptal edebilirsiniz. İade tutarı, talebinizin bize ulaştığı tarihin tur başlangıcına uzaklığına göre belirlenir:`,
      `Send your cancellation request to ${email} or call ${phone1}; bookings that have not been paid yet can be cancelled on the 'My bookings' page. The refund depends on how long before the start of the tour your request reaches us:`,
      `Запрос на отмену направьте на ${email} или позвоните по телефону ${phone1}; ещё не оплаченные бронирования можно отменить самостоятельно на странице «Мои бронирования». Сумма возврата зависит от того, за сколько дней до начала тура мы получили ваш запрос:`,
    ),
    t(
      'Tur başlangıcına 30 günden fazla kala: ödenen tutarın %100\'ü iade edilir.\nTur başlangıcına 15–30 gün kala: ödenen tutarın %50\'si iade edilir.\nTur başlangıcına 15 günden az kala veya tura katılmama halinde: iade yapılmaz.',
      'More than 30 days before the tour starts: 100% of the amount paid is refunded.\n15 to 30 days before: 50% of the amount paid is refunded.\nLess than 15 days before, or if you do not show up: no refund.',
      'Более чем за 30 дней до начала тура: возвращается 100% уплаченной суммы.\nЗа 15–30 дней: возвращается 50% уплаченной суммы.\nМенее чем за 15 дней или в случае неявки: возврат не производится.',
    ),
    t('## Acentanın iptal etmesi', '## Cancellation by us', '## Отмена по нашей инициативе'),
    t(
      'Yetersiz katılım, olumsuz hava koşulları, doğal afet veya resmi makamların kararları nedeniyle turu biz iptal edersek ödediğiniz tutarın tamamı 14 gün içinde iade edilir ya da dilerseniz rezervasyonunuz ücretsiz olarak başka bir tarihe aktarılır. Balon ve yamaç paraşütü uçuşlarının hava koşulları nedeniyle iptali de bu kapsamdadır.',
      'If we cancel the tour because of too few participants, bad weather, natural disasters or decisions of the authorities, the full amount you paid is refunded within 14 days or, if you prefer, your booking is moved to another date free of charge. This includes balloon and paragliding flights cancelled because of the weather.',
      'Если мы отменяем тур из-за недостаточного числа участников, плохой погоды, стихийных бедствий или решений властей, вся уплаченная сумма возвращается в течение 14 дней либо, по вашему желанию, бронирование бесплатно переносится на другую дату. Это относится и к полётам на воздушном шаре и параплане, отменённым из-за погоды.',
    ),
    t('## Tarih değişikliği', '## Changing the date', '## Перенос даты'),
    t(
      'Tur başlangıcına 15 günden fazla kala, aynı turun başka bir tarihine bir defaya mahsus ücretsiz tarih değişikliği yapabilirsiniz (yer durumuna bağlıdır). Yeni tarihteki fiyat farkı varsa ayrıca tahsil edilir ya da iade edilir.',
      'More than 15 days before the tour starts, you can move your booking once, free of charge, to another date of the same tour (subject to availability). Any price difference for the new date is charged or refunded.',
      'Более чем за 15 дней до начала тура можно один раз бесплатно перенести бронирование на другую дату того же тура (при наличии мест). Разница в цене на новую дату доплачивается или возвращается.',
    ),
    t('## İadenin yapılması', '## How refunds are made', '## Как производится возврат'),
    t(
      'İadeler, iptalin kesinleşmesinden itibaren en geç 14 gün içinde, ödemenin yapıldığı yöntemle yapılır. Kartla ödemelerde tutarın hesabınıza yansıma süresi bankanıza bağlıdır.',
      'Refunds are made within 14 days of the cancellation being confirmed, by the method you paid with. For card payments, how long the refund takes to appear on your account depends on your bank.',
      'Возврат производится в течение 14 дней после подтверждения отмены тем же способом, которым была произведена оплата. При оплате картой срок зачисления средств зависит от вашего банка.',
    ),
    t('## Cayma hakkı hakkında', '## About the right of withdrawal', '## О праве на отказ'),
    t(
      'Belirli bir tarihte yapılması gereken eğlence veya dinlenme amaçlı hizmetlerde, Mesafeli Sözleşmeler Yönetmeliği\'nin 15. maddesinin birinci fıkrasının (g) bendi uyarınca 14 günlük cayma hakkı bulunmaz; bu nedenle yukarıdaki iade takvimi uygulanır. Paket turlarda sözleşmenin esaslı unsurlarında değişiklik olması halinde sözleşmeden ücretsiz dönme hakkınız saklıdır.',
      'Under Article 15(1)(g) of the Distance Contracts Regulation there is no 14-day right of withdrawal for leisure services for entertainment or rest that must be provided on a specific date, so the refund schedule above applies. On package tours you keep the right to withdraw from the contract free of charge if an essential element of the contract changes.',
      'Согласно подпункту «g» пункта 1 статьи 15 Положения о дистанционных договорах, 14-дневное право на отказ не распространяется на услуги досуга для развлечения или отдыха, которые должны быть оказаны в определённую дату, поэтому действует приведённый выше график возвратов. В пакетных турах за вами сохраняется право бесплатно отказаться от договора при изменении его существенных условий.',
    ),
  ),
};

export const pageRows: (typeof pages.$inferInsert)[] = [about, personalData, cookies, terms, paymentMethods, privacy, cancellation];
