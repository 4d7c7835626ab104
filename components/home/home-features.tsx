import { useTranslations } from 'next-intl';
import type { Feature } from '@/lib/content/features';
import { FeatureIcon } from '@/components/content/feature-icon';
import type { FeatureWhatsapp } from '@/components/content/feature-grid';
import { promisesWhatsapp, WhatsappLink } from '@/components/contact/whatsapp-link';

const WIDE_COLUMNS = { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/**
 * Columns on wide screens for `count` cards, so the last row is as full as it can be: six cards are
 * two rows of three, not a row of four and an orphan row of two.
 */
export function wideColumns(count: number): 1 | 2 | 3 | 4 {
  if (count <= 4) return Math.max(1, count) as 1 | 2 | 3 | 4;
  const emptySlots = (columns: number) => (columns - (count % columns)) % columns;
  return emptySlots(4) <= emptySlots(3) ? 4 : 3;
}

/** The agency's selling points (features table); one that promises WhatsApp support links to the number. */
export function HomeFeatures({ features, whatsapp }: { features: Feature[]; whatsapp?: FeatureWhatsapp }) {
  const t = useTranslations('home');
  if (!features.length) return null;
  return (
    <section aria-labelledby="home-features" className="below-fold [--fold-estimate:94rem] lg:[--fold-estimate:42rem] bg-brand-50 py-14 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="home-features" className="text-center text-3xl font-bold">{t('featuresTitle')}</h2>
        <ul className={`mt-10 grid gap-6 sm:grid-cols-2 ${WIDE_COLUMNS[wideColumns(features.length)]}`}>
          {features.map((feature) => (
            <li key={feature.id} className="rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-950">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white">
                <FeatureIcon name={feature.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{feature.description}</p>
              {whatsapp && promisesWhatsapp(feature.title, feature.description) && (
                <p className="mt-3 text-sm">
                  <WhatsappLink phone={whatsapp.phone}>{whatsapp.label}</WhatsappLink>
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
