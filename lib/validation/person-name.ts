import { z } from 'zod';

/**
 * A person's given name or surname, as travellers, bookers and accounts write them: letters in any
 * script with their marks, and spaces, dots, apostrophes and hyphens between them (Ayşe, O’Neil,
 * Jean-Luc, Анна), at most 60 characters. Names are printed in the agency's e-mails, vouchers and
 * reviews, so a name cannot carry a line break, a link, a host name or an address ("Ali\nPay here: https://…"),
 * nor a pile of combining marks that runs over the lines around it on the voucher (at most two on a
 * letter, as in Vietnamese).
 */
export const personName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^\p{L}[\p{L}\p{M} .'’-]*$/u, 'personName')
  .refine((name) => !/\p{M}{3}/u.test(name), 'personName')
  // A dot between letters is a host name ("www.pay-here.example", mail readers make it a link); an
  // initial keeps its space ("M. Ali").
  .refine((name) => !/\p{L}\p{M}*\.\p{L}/u.test(name), 'personName');
