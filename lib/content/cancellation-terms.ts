import { PAGE_IDS } from './page-ids';

/**
 * The agency's refund schedule in one number, as its cancellation-terms page states it
 * (docs/product-rules.md#cancellations): cancelled more than this many days before the departure, a
 * booking is refunded in full. Tour pages say it in one line beside the price and link the page.
 */
export const FULL_REFUND_DAYS_BEFORE = 30;

/** The static page with the whole schedule (linked from the footer too). */
export const CANCELLATION_TERMS_PATH = `/page-single/${PAGE_IDS.cancellation}`;
