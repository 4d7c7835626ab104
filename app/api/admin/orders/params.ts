import { z } from 'zod';

/** A numeric id in the path of an admin API (`/api/admin/orders/{id}`): malformed is a 400. */
export const numericId = z.string().regex(/^\d{1,9}$/, 'integer').transform(Number).pipe(z.number().int().positive());
export const orderIdParams = z.object({ id: numericId });
export const departureIdParams = z.object({ departureId: numericId });
