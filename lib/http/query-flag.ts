import { z } from 'zod';

/**
 * An optional yes/no query parameter (`?unread=true`, `?details=false`): `true` or `false` in any
 * letter case; anything else is a 400 with the `boolean` sentence naming the parameter.
 */
export const queryFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === 'true' || value === 'false', 'boolean')
  .transform((value) => value === 'true')
  .optional();
