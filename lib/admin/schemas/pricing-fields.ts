import { z } from 'zod';
import { isCalendarDay } from '@/lib/validation/calendar-day';

/** Form fields of the pricing screens (client-safe): a number or a day that may be left empty (null). */

export function optionalWhole(min: number, max: number) {
  return z
    .union([z.string(), z.number()], { message: 'integer' })
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined || String(value).trim() === '') return null;
      const number = Number(String(value).trim());
      if (!Number.isInteger(number)) {
        context.addIssue({ code: 'custom', message: 'integer' });
        return z.NEVER;
      }
      if (number < min || number > max) {
        context.addIssue({ code: 'custom', message: number < min ? 'tooSmall' : 'tooBig', params: { min, max } });
        return z.NEVER;
      }
      return number;
    });
}

export const optionalDay = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    if (!isCalendarDay(value)) {
      context.addIssue({ code: 'custom', message: 'date' });
      return z.NEVER;
    }
    return value;
  });

/** Record numbers typed one per line (a promo code's tours, regions, types); empty: all. */
export const idList = z
  .array(z.union([z.string(), z.number()]))
  .max(200)
  .default([])
  .transform((values, context) => {
    const ids: number[] = [];
    for (const value of values) {
      const text = String(value).trim();
      if (text === '') continue;
      if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
        context.addIssue({ code: 'custom', message: 'idList' });
        return z.NEVER;
      }
      if (!ids.includes(Number(text))) ids.push(Number(text));
    }
    return ids;
  });
