import type { Feature } from '@/lib/content/features';
import { promisesWhatsapp, WhatsappLink } from '@/components/contact/whatsapp-link';
import { FeatureIcon } from './feature-icon';

/** A card that promises WhatsApp support links to the agency's number, when it has one. */
export type FeatureWhatsapp = { phone: string; label: string };

/** The agency's selling points as a grid of icon cards. */
export function FeatureGrid({ features, headingLevel = 3, whatsapp }: { features: Feature[]; headingLevel?: 2 | 3; whatsapp?: FeatureWhatsapp }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-6 sm:grid-cols-2 desk:grid-cols-3">
      {features.map((feature) => (
        <li key={feature.id} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-100">
            <FeatureIcon name={feature.icon} />
          </span>
          <Heading className="text-lg font-semibold">{feature.title}</Heading>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{feature.description}</p>
          {whatsapp && promisesWhatsapp(feature.title, feature.description) && (
            <p className="mt-3">
              <WhatsappLink phone={whatsapp.phone}>{whatsapp.label}</WhatsappLink>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
