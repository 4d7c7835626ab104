import type { Executor } from '../client';
import { orderDetails, orderEvents, orders, tourDepartures, tourReviews, users } from '../schema';
import { addDays } from './departures';
import { demoTours } from './tours';

/**
 * Demo reviews (docs/product-rules.md#reviews): reviews are verified, so each comes from a
 * Completed order of a demo traveller on a departure three to six weeks ago, and is approved, so
 * the featured tours show their stars on the home page, the lists and their pages. The travellers
 * have no password (nobody signs in as them).
 */
type DemoReview = { tourId: number; name: string; surname: string; email: string; locale: 'tr' | 'en' | 'ru'; stars: number; text: string; daysAgo: number; reply?: string };

const demoReviews: DemoReview[] = [
  { tourId: 1, name: 'Elif', surname: 'Kaya', email: 'elif.kaya@example.com', locale: 'tr', stars: 5, daysAgo: 24, text: 'Gün doğumunda vadinin üzerinde süzülmek hayatımın en güzel sabahlarından biriydi. Pilotumuz çok güven verdi, transfer de tam saatinde geldi.' },
  { tourId: 1, name: 'James', surname: 'Parker', email: 'james.parker@example.com', locale: 'en', stars: 5, daysAgo: 31, text: 'Worth every lira. Early start, but the pick-up was on time and the crew explained everything. The landing celebration was a lovely touch.' },
  { tourId: 1, name: 'Анна', surname: 'Смирнова', email: 'anna.smirnova@example.com', locale: 'ru', stars: 4, daysAgo: 38, text: 'Очень красиво и хорошо организовано. Единственное — было холодно утром, возьмите тёплую куртку.', reply: 'Спасибо, Анна! Мы добавили совет о тёплой одежде в напоминание перед поездкой.' },
  { tourId: 2, name: 'Murat', surname: 'Tekin', email: 'murat.tekin@example.com', locale: 'tr', stars: 5, daysAgo: 22, text: 'Rehberimiz İstanbul’u çok iyi tanıyordu; kalabalık saatlerden kaçıp her yeri rahatça gördük. Kesinlikle tavsiye ederim.' },
  { tourId: 2, name: 'Sarah', surname: 'Wilson', email: 'sarah.wilson@example.com', locale: 'en', stars: 4, daysAgo: 35, text: 'A well-paced day with a guide who knew every story behind the buildings. Lunch could have been longer, but we saw a lot.' },
  { tourId: 3, name: 'Zeynep', surname: 'Arslan', email: 'zeynep.arslan@example.com', locale: 'tr', stars: 5, daysAgo: 27, text: 'Antik kentlerde bu kadar keyifli bir gün geçireceğimi düşünmezdim. Anlatımlar sıkıcı değil, hikâyelerle doluydu.' },
  { tourId: 3, name: 'Ольга', surname: 'Морозова', email: 'olga.morozova@example.com', locale: 'ru', stars: 5, daysAgo: 40, text: 'Прекрасная экскурсия, гид говорил по-русски и отвечал на все вопросы. Всё по времени, автобус комфортный.' },
  { tourId: 6, name: 'Can', surname: 'Erdem', email: 'can.erdem@example.com', locale: 'tr', stars: 4, daysAgo: 29, text: 'Doğa harikaydı, yürüyüş temposu herkese uygundu. Öğle yemeği biraz geç verildi ama manzara her şeye değdi.', reply: 'Geri bildiriminiz için teşekkürler Can Bey, öğle molasını programda öne aldık.' },
];

export async function seedDemoReviews(tx: Executor, today: string): Promise<void> {
  for (const [index, review] of demoReviews.entries()) {
    const tour = demoTours.find((candidate) => candidate.id === review.tourId);
    if (!tour) continue;
    const startsOn = addDays(today, -review.daysAgo);
    const endedAt = new Date(`${addDays(startsOn, tour.durationDays)}T09:00:00+03:00`);
    const bookedAt = new Date(`${addDays(startsOn, -14)}T12:00:00+03:00`);
    const [user] = await tx.insert(users).values({ email: review.email, name: review.name, surname: review.surname, role: 'customer', locale: review.locale }).returning({ id: users.id });
    const [departure] = await tx
      .insert(tourDepartures)
      .values({ tourId: tour.id, startsOn, startTime: '08:00:00', capacity: 20, seatsTaken: 2, isActive: false })
      .returning({ id: tourDepartures.id });
    const total = tour.adultPrice * 2;
    const [order] = await tx
      .insert(orders)
      .values({
        userId: user.id,
        orderDate: bookedAt,
        totalAmount: total,
        orderStatus: 'Completed',
        paymentStatus: 'Completed',
        paymentMethod: 'card',
        reservationName: review.name,
        reservationSurName: review.surname,
        reservationEmail: review.email,
        reservationPhone: `+9053212300${String(index).padStart(2, '0')}`,
        reservationAddress: '—',
        locale: review.locale,
        createdAt: bookedAt,
        updatedAt: endedAt,
      })
      .returning({ id: orders.id });
    await tx.insert(orderDetails).values({
      orderId: order.id,
      tourId: tour.id,
      departureId: departure.id,
      tourName: tour.title[review.locale],
      departureDate: startsOn,
      adultQuantity: 2,
      adultPrice: tour.adultPrice,
      lineTotal: total,
    });
    await tx.insert(orderEvents).values([
      // The notes the code writes (lib/orders/event-notes.ts tells them in the reader's language).
      { orderId: order.id, fromStatus: null, toStatus: 'Pending', actorKind: 'customer', actorUserId: user.id, note: 'card', createdAt: bookedAt },
      { orderId: order.id, fromStatus: 'Pending', toStatus: 'Confirmed', actorKind: 'bank', note: `paid by card DEMO-${order.id}`, createdAt: bookedAt },
      { orderId: order.id, fromStatus: 'Confirmed', toStatus: 'Completed', actorKind: 'system', note: 'trip completed', createdAt: endedAt },
    ]);
    const writtenAt = new Date(endedAt.getTime() + 2 * 86_400_000);
    await tx.insert(tourReviews).values({
      tourId: tour.id,
      orderId: order.id,
      userId: user.id,
      authorName: `${review.name} ${review.surname.charAt(0)}.`,
      stars: review.stars,
      text: review.text,
      locale: review.locale,
      status: 'approved',
      reply: review.reply ?? null,
      repliedAt: review.reply ? new Date(writtenAt.getTime() + 86_400_000) : null,
      moderatedAt: writtenAt,
      createdAt: writtenAt,
      updatedAt: writtenAt,
    });
  }
}
