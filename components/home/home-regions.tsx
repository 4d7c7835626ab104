import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Region } from '@/lib/catalog/regions';

/** The first regions as photo tiles leading to their tours, and a link to all destinations. */
export function HomeRegions({ regions }: { regions: Region[] }) {
  const t = useTranslations('home');
  const destinations = useTranslations('destinations');
  if (!regions.length) return null;
  return (
    <section aria-labelledby="home-regions" className="below-fold [--fold-estimate:76rem] lg:[--fold-estimate:61rem] mx-auto max-w-7xl px-4 py-14">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="home-regions" className="text-3xl font-bold">{t('regionsTitle')}</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t('regionsSubtitle')}</p>
        </div>
        <Link href="/destinations" className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">{t('allDestinations')}</Link>
      </div>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {regions.map((region) => (
          <li key={region.id}>
            <Link href={`/tour-list-3/${region.id}`} className="group region-tile">
              {region.image && <Image src={region.image} alt="" fill sizes="(min-width: 1024px) 25vw, 50vw" className="tile-photo" />}
              <span aria-hidden="true" className="tile-shade" />
              <span>
                {/* Long names ("Средиземноморское побережье") break, hyphenated where the browser can, instead of being cut. */}
                <span className="block text-base font-semibold hyphens-auto [overflow-wrap:anywhere] sm:text-lg">{region.name}</span>
                <span className="text-sm text-slate-100">{destinations('tourCount', { count: region.tourCount })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
