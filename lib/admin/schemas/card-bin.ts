import { z } from 'zod';
import { recordId } from '../fields';

/** A BIN range (/db-add-CardBins): the first 6 to 8 digits of card numbers and their programme. Client-safe. */
export const cardBinSchema = z.object({
  prefix: z.string().trim().regex(/^\d{6,8}$/, 'cardBin'),
  programmeId: recordId,
  note: z.string().trim().max(200),
});
