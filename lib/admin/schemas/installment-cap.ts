import { z } from 'zod';
import { MAX_INSTALLMENTS } from '@/lib/payments/installments/plans';
import { wholeNumber } from '../fields';

/** Where a tour goes (`tours.travel_scope`): the categories the legal caps are kept for. */
export const TRAVEL_SCOPES = ['domestic', 'abroad'] as const;
export type TravelScope = (typeof TRAVEL_SCOPES)[number];

/**
 * A legal cap (/db-add-InstallmentCaps): the most installments the banking regulator allows for a tour
 * category (1: none). Client-safe.
 */
export const installmentCapSchema = z
  .object({
    travelScope: z.enum(TRAVEL_SCOPES, { message: 'oneOf' }),
    maxInstallments: wholeNumber(1, MAX_INSTALLMENTS),
    source: z.string().trim().max(300),
  })
  // Tours abroad are never paid in installments (docs/checkout-law.md#installments): their cap stays 1.
  .refine((cap) => cap.travelScope !== 'abroad' || cap.maxInstallments === 1, { message: 'installmentsAbroad', path: ['maxInstallments'] });
