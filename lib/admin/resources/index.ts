import 'server-only';
import { HttpError } from '@/lib/http/respond';
import type { AdminResource } from '../resource';
import { regionResource } from './regions';
import { tourItineraryResource } from './tour-itineraries';
import { tourResource } from './tours';
import { blogResource } from './blogs';
import { contactEmailResource } from './contact-emails';
import { faqResource, featureResource, pageTitleResource, sliderResource, testimonialResource } from './content';
import { cardBinResource, installmentCapResource, installmentProgrammeResource } from './installments';
import { pageResource } from './pages';
import { contactsResource, metaTagsResource } from './site';
import { priceRuleResource, promoCodeResource } from './pricing';

/** Every record kind of the generic admin API, by its URL segment. */
const resources: AdminResource<never>[] = [
  regionResource as AdminResource<never>,
  // Tours and their programmes (the "tours" helper's screens).
  ...([tourResource, tourItineraryResource] as AdminResource<never>[]),
  // Site content (the "content" helper's screens).
  // Card installments: programmes, BIN ranges, legal caps (the "installments" screens).
  ...([installmentProgrammeResource, cardBinResource, installmentCapResource] as AdminResource<never>[]),
  // Prices: promo codes and the tours' early-booking, last-minute and deposit rules.
  ...([promoCodeResource, priceRuleResource] as AdminResource<never>[]),
  ...([sliderResource, metaTagsResource, blogResource, featureResource, testimonialResource, contactsResource, pageResource, pageTitleResource, contactEmailResource, faqResource] as AdminResource<never>[]),
];

const byName = new Map(resources.map((resource) => [resource.name, resource]));

/** The resource named in /api/admin/{name}; an unknown name is a 404. */
export function adminResource(name: string): AdminResource<unknown> {
  const resource = byName.get(name);
  if (!resource) throw new HttpError(404, 'notFound');
  return resource as AdminResource<unknown>;
}

