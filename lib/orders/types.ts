/**
 * Client-safe: what the orders API answers (app/api/Orders/**, app/api/Checkout), read by the
 * bookings and checkout components. Built by lib/orders/read.ts.
 */
import type { OrderStatus, PaymentMethod, PaymentStatus } from './status';
import type { OrderPricing, PaymentRow } from '@/lib/pricing/breakdown';

/** docs/product-rules.md#bookings's Order with its detail lines; amounts are kuruş. */
export type UserOrder = {
  id: number;
  orderUUID: string;
  orderDate: string;
  totalAmount: number;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  reservationName: string;
  reservationSurName: string;
  reservationEmail: string;
  reservationPhone: string;
  reservationAddress: string;
  reservationTaxNo: string | null;
  reservationTaxOffice: string | null;
  reservationTckn: string | null;
  orderDetails: {
    tourId: number;
    /** The tour's name in the reader's language. */
    tourName: string;
    departureDate: string;
    /** "09:30", or null when the departure has no start time. */
    startTime: string | null;
    adultQuantity: number;
    adultPrice: number;
    childQuantity: number;
    childPrice: number;
    babyQuantity: number;
    babyPrice: number;
    lineTotal: number;
  }[];
};

/** One booking with what the customer needs on the day: departure time, meeting point and its history. */
export type OrderDetail = Omit<UserOrder, 'orderDetails'> & {
  orderDetails: (UserOrder['orderDetails'][number] & { meetingPoint: string })[];
  /** The one breakdown (lib/pricing/breakdown.ts) and every payment received. */
  pricing: OrderPricing;
  payments: PaymentRow[];
  /** Left to pay (kuruş) and by when, for a deposit booking. */
  balanceDue: number;
  balanceDueOn: string | null;
  events: { fromStatus: OrderStatus | null; toStatus: OrderStatus; actorKind: string; createdAt: string }[];
};


/**
 * What `POST /api/Checkout` answers, and where the page goes next:
 * - `payment`: the card page `/payment/{orderId}`;
 * - `bankTransfer`: the bank-transfer result page with the IBAN.
 * The same for every address typed, with or without an account (docs/auth.md "Proven sessions").
 */
export type CheckoutAnswer = {
  orderId: string;
  orderNo: string;
  /** Kuruş. */
  totalAmount: number;
  paymentMethod: 'card' | 'eft';
  next: 'payment' | 'bankTransfer';
};
