import 'server-only';
import { asc } from 'drizzle-orm';
import { faqs, features, pageTitles, sliders, testimonials } from '@/lib/db/schema';
import { tags } from '@/lib/catalog/tags';
import { faqSchema } from '../schemas/faq';
import { featureSchema } from '../schemas/feature';
import { pageTitleSchema } from '../schemas/page-title';
import { sliderSchema } from '../schemas/slider';
import { testimonialSchema } from '../schemas/testimonial';
import { tableResource } from '../resource';

// The home page's slider, features and testimonials, the banners and the help centre are read
// through lib/content/* with the `content` tag.

export const sliderResource = tableResource({
  name: 'sliders',
  entity: 'slider',
  table: sliders,
  schema: sliderSchema,
  orderBy: [asc(sliders.orderNo), asc(sliders.id)],
  searchIn: [sliders.title, sliders.subtitle],
  tags: () => [tags.content],
});

export const featureResource = tableResource({
  name: 'features',
  entity: 'feature',
  table: features,
  schema: featureSchema,
  orderBy: [asc(features.orderNo), asc(features.id)],
  searchIn: [features.title, features.description],
  tags: () => [tags.content],
});

export const testimonialResource = tableResource({
  name: 'testimonials',
  entity: 'testimonial',
  table: testimonials,
  schema: testimonialSchema,
  orderBy: [asc(testimonials.orderNo), asc(testimonials.id)],
  searchIn: [testimonials.name, testimonials.location, testimonials.text],
  tags: () => [tags.content],
});

/** A page's banner; a key has one banner (unique: a second one is a 409 with a sentence). */
export const pageTitleResource = tableResource({
  name: 'pageTitles',
  entity: 'pageTitle',
  table: pageTitles,
  schema: pageTitleSchema,
  orderBy: [asc(pageTitles.key)],
  searchIn: [pageTitles.key, pageTitles.title, pageTitles.subtitle],
  tags: () => [tags.content],
});

export const faqResource = tableResource({
  name: 'faqs',
  entity: 'faq',
  table: faqs,
  schema: faqSchema,
  orderBy: [asc(faqs.orderNo), asc(faqs.id)],
  searchIn: [faqs.category, faqs.question, faqs.answer],
  tags: () => [tags.content],
});
