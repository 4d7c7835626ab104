import { z } from 'zod';
import { emailAddress } from '../fields';

/** A recipient of the contact form's notification e-mails. */
export const contactEmailSchema = z.object({
  email: emailAddress,
  name: z.string().trim().max(100),
  isActive: z.boolean(),
});
