import { t } from '../localized';

/** Items that recur in many tours' included / excluded lists, translated once. */
export const included = {
  guide: t('Profesyonel, kokartlı rehber', 'Licensed professional guide', 'Профессиональный лицензированный гид'),
  lunch: t('Öğle yemeği', 'Lunch', 'Обед'),
  entranceFees: t(
    'Program dahilindeki müze ve ören yeri girişleri',
    'Entrance fees for the museums and sites on the programme',
    'Входные билеты в музеи и на объекты по программе',
  ),
  insurance: t('Zorunlu seyahat sigortası', 'Compulsory travel insurance', 'Обязательная туристическая страховка'),
  transport: t('Klimalı araçla ulaşım', 'Transport by air-conditioned vehicle', 'Транспорт на автомобиле с кондиционером'),
  water: t('Araçta su ikramı', 'Bottled water in the vehicle', 'Питьевая вода в автомобиле'),
  airportTransfers: t('Havalimanı karşılama ve uğurlama transferleri', 'Airport meeting and drop-off transfers', 'Встреча и проводы в аэропорту'),
};

export const excluded = {
  drinks: t('Yemeklerde alınan içecekler', 'Drinks with meals', 'Напитки во время еды'),
  tips: t('Rehber ve şoför bahşişleri', 'Tips for the guide and driver', 'Чаевые гиду и водителю'),
  personal: t('Kişisel harcamalar', 'Personal expenses', 'Личные расходы'),
  photos: t('Fotoğraf ve video paketleri', 'Photo and video packages', 'Фото- и видеопакеты'),
  flights: t('Gidiş-dönüş uçak bileti', 'Return flights', 'Авиабилеты туда и обратно'),
  hotelTransfer: t('Otel transferi', 'Hotel transfer', 'Трансфер из отеля'),
  singleSupplement: t('Tek kişilik oda farkı', 'Single-room supplement', 'Доплата за одноместное размещение'),
};

/** Meeting points shared by the tours of one place. */
export const meetingPoints = {
  cappadocia: t(
    'Göreme, Uçhisar, Ürgüp ve Avanos\'taki otellerden alış; alış saati bir gün önce SMS ile bildirilir.',
    'Pick-up from hotels in Göreme, Uçhisar, Ürgüp and Avanos; we text you the pick-up time the day before.',
    'Трансфер из отелей в Гёреме, Учхисаре, Ургюпе и Аваносе; время выезда сообщим по SMS накануне.',
  ),
  istanbul: t(
    'Sultanahmet, Sirkeci, Taksim ve Şişli\'deki otellerden alış; diğer misafirler için buluşma noktası Sultanahmet Meydanı, Alman Çeşmesi önü.',
    'Pick-up from hotels in Sultanahmet, Sirkeci, Taksim and Şişli; other guests meet us at the German Fountain on Sultanahmet Square.',
    'Трансфер из отелей в районах Султанахмет, Сиркеджи, Таксим и Шишли; остальных гостей ждём у Немецкого фонтана на площади Султанахмет.',
  ),
  denizli: t(
    'Denizli merkez, Pamukkale köyü ve Karahayıt\'taki otellerden alış.',
    'Pick-up from hotels in central Denizli, Pamukkale village and Karahayıt.',
    'Трансфер из отелей в центре Денизли, в деревне Памуккале и в Карахайыте.',
  ),
  antalya: t(
    'Antalya merkez, Lara, Kemer, Belek ve Side\'deki otellerden alış; alış saati otelinize göre 07:30–08:30 arasındadır.',
    'Pick-up from hotels in central Antalya, Lara, Kemer, Belek and Side, between 07:30 and 08:30 depending on your hotel.',
    'Трансфер из отелей в центре Анталии, Ларе, Кемере, Белеке и Сиде — с 07:30 до 08:30 в зависимости от отеля.',
  ),
};
