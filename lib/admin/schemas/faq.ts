import { z } from 'zod';
import { localized, orderNo } from '../fields';
import { localizedRichText } from './rich-text';

/** A question and answer of the help centre, grouped there by category. */
export const faqSchema = z.object({
  category: localized(80),
  question: localized(300),
  answer: localizedRichText(5000),
  orderNo,
});
