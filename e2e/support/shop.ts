import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, signInThroughApi } from './fixtures';

export type LiveDeparture = { id: number; startsOn: string; startTime: string | null; seatsLeft: number; adultPrice: number; childPrice: number; babyPrice: number };
export type Traveller = { name: string; surname: string; email: string; phone: string; address: string };

/** "3.900,00": how the pages write an amount of kuruş (Turkish grouping, two decimals). */
export function liraDigits(kurus: number): string {
  return (kurus / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function newTraveller(): Traveller {
  return { name: 'Deniz', surname: 'Aydın', email: `shop-${randomUUID().slice(0, 8)}@example.com`, phone: '0532 123 45 67', address: 'Moda Cad. 12, Kadıköy, İstanbul' };
}

/** The tour's departures as the booking page sees them, live. */
export async function liveDepartures(request: APIRequestContext, tourId: number): Promise<LiveDeparture[]> {
  const response = await request.get(`/api/Booking/${tourId}/departures`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { Data: LiveDeparture[] }).Data;
}

/**
 * How far away a departure must start for a bank transfer: checkout offers one only when its 48 hours
 * (EFT_DEADLINE_HOURS) end before sales close, and the demo tours close sales up to 48 hours before the start.
 */
const TRANSFER_LEAD_MS = (48 + 48 + 1) * 3_600_000;
const startOf = (departure: LiveDeparture) => Date.parse(`${departure.startsOn}T${departure.startTime?.slice(0, 5) ?? '00:00'}:00+03:00`);

/** A departure of the tour with room for `seats` more travellers (`byTransfer`: one a bank transfer can still pay). */
export async function departureWithRoom(request: APIRequestContext, tourId: number, seats: number, { byTransfer = false } = {}): Promise<LiveDeparture> {
  const departure = (await liveDepartures(request, tourId)).find((candidate) => candidate.seatsLeft >= seats && (!byTransfer || startOf(candidate) > Date.now() + TRANSFER_LEAD_MS));
  if (!departure) throw new Error(`tour ${tourId} has no departure with ${seats} free seats`);
  return departure;
}

/** The checkout form, filled the way a customer fills it. */
export class CheckoutForm {
  constructor(private readonly page: Page) {}

  async fill(traveller: Traveller) {
    await this.page.getByLabel('Ad', { exact: true }).fill(traveller.name);
    await this.page.getByLabel('Soyad').fill(traveller.surname);
    await this.page.getByLabel('E-posta').fill(traveller.email);
    await this.page.getByLabel('Telefon').fill(traveller.phone);
    await this.page.getByLabel('Adres').fill(traveller.address);
  }

  async accept() {
    await this.page.getByLabel('Ön Bilgilendirme Formu’nu okudum, onaylıyorum.').check();
    await this.page.getByLabel('Mesafeli Satış Sözleşmesi’ni okudum, kabul ediyorum.').check();
  }

  submit() {
    return this.page.getByRole('button', { name: /Siparişi onayla/ }).click();
  }
}

/** Through the API with the page's cookies: the page's visitor has this in their cart and checks out. */
export async function orderThroughApi(page: Page, tourId: number, paymentMethod: 'card' | 'eft' = 'card') {
  const departure = await departureWithRoom(page.request, tourId, 2, { byTransfer: paymentMethod === 'eft' });
  const added = await page.request.post('/api/VWShoppingCarts', { data: { departureId: departure.id, adultQuantity: 2 } });
  expect(added.status(), await added.text()).toBe(201);
  const traveller = newTraveller();
  const placed = await page.request.post('/api/Checkout', {
    data: {
      reservationName: traveller.name,
      reservationSurName: traveller.surname,
      reservationEmail: traveller.email,
      reservationPhone: traveller.phone,
      reservationAddress: traveller.address,
      paymentMethod,
      acceptPreInformation: true,
      acceptDistanceSales: true,
      idempotencyKey: randomUUID(),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { Data } = (await placed.json()) as { Data: { orderId: string; orderNo: string; totalAmount: number } };
  return Data;
}

/** The order as its owner's browser reads it. */
export async function orderResult(page: Page, orderId: string) {
  const response = await page.request.get(`/api/Payment/result/${orderId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { Data: { orderStatus: string; paymentStatus: string; amount: number; halfSecure: boolean } }).Data;
}

/** Which page takes the card, switched by the seeded admin in a context of its own. */
export async function switchStoreType(request: APIRequestContext, storeType: '3D_PAY' | '3D_PAY_HOSTING') {
  await signInThroughApi(request, accounts.admin);
  const response = await request.put('/api/admin/settings/payment-store-type', { data: { storeType } });
  expect(response.status(), await response.text()).toBe(200);
}
