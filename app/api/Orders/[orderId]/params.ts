import { z } from 'zod';

/** `{orderId}` of /api/Orders/{orderId}/…: the order's public UUID (spec §3's orderUUID). */
export const orderParams = z.object({ orderId: z.uuid('invalid') });
