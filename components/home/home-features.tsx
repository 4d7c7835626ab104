import { useTranslations } from 'next-intl';
import type { Feature } from '@/lib/content/features';
import { FeatureIcon } from '@/components/content/feature-icon';

/** The agency's selling points (features table). */
export function HomeFeatures({ features }: { features: Feature[] }) {
  const t = useTranslations('home');
  if (!features.length) return null;
  return (
    <section aria-labelledby="home-features" className="below-fold [--fold-estimate:94rem] lg:[--fold-estimate:42rem] bg-brand-50 py-14 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="home-features" className="text-center text-3xl font-bold">{t('featuresTitle')}</h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.id} className="rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-950">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white">
                <FeatureIcon name={feature.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
