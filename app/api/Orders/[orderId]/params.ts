import { z } from 'zod';

/** `{orderId}` of /api/Orders/{orderId}/…: the order's public UUID (docs/product-rules.md#bookings's orderUUID). */
export const orderParams = z.object({ orderId: z.uuid('invalid') });
