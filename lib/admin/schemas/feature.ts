import { z } from 'zod';
import { localized, orderNo } from '../fields';

/**
 * The icons the public pages draw for a feature (components/content/feature-icon.tsx); any other
 * name would show a star.
 */
export const FEATURE_ICONS = ['star', 'shield', 'map', 'compass', 'users', 'headset', 'card', 'calendar', 'heart', 'award', 'globe', 'leaf', 'clock'] as const;
type FeatureIconName = (typeof FEATURE_ICONS)[number];

/** Older names the icon component also accepts, as the one it draws (the demo data uses some). */
const ICON_ALIASES: Record<string, FeatureIconName> = {
  support: 'headset',
  wallet: 'card',
  payment: 'card',
  guide: 'users',
  route: 'map',
  licence: 'award',
  license: 'award',
  secure: 'shield',
  time: 'clock',
  nature: 'leaf',
};

/** The icon a stored name draws, as a choice of the form. */
export function canonicalFeatureIcon(name: unknown): string {
  if (typeof name !== 'string') return '';
  const key = name.trim().toLowerCase();
  return ICON_ALIASES[key] ?? key;
}

/** A selling point of the agency (home page, about page). */
export const featureSchema = z.object({
  title: localized(100),
  description: localized(400),
  icon: z.preprocess(canonicalFeatureIcon, z.enum(FEATURE_ICONS)),
  orderNo,
  isActive: z.boolean(),
});
